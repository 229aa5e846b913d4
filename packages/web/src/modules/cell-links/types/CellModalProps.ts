import type { OpenedCell } from '@spendlens/domain';

/** What every modal a cell opens is given: the system read, the clicked cell, and how to close. */
export interface CellModalProps {
  systemId: number;
  cell: OpenedCell;
  onHide(): void;
}
