import type { OpenedCell } from '@spendlens/domain';
import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { cellModalTitles } from '../utils/cellModalTitles';

interface CellLinkButtonProps {
  cell: OpenedCell;
  label: ReactNode;
  onOpen(cell: OpenedCell): void;
}

/**
 * A cell's value as a link-styled button opening the modal of the thing it names (spec 03 §2.2). The
 * click stays in the cell: it does not also drill down from a summary row.
 */
export function CellLinkButton({ cell, label, onOpen }: CellLinkButtonProps) {
  return (
    <Button
      variant="link"
      size="sm"
      className="p-0 align-baseline text-nowrap"
      data-testid={`open-${cell.modal}`}
      title={`${cellModalTitles[cell.modal]} ${cell.value}`}
      onClick={(event) => {
        event.stopPropagation();
        onOpen(cell);
      }}
    >
      {label}
    </Button>
  );
}
