import type { OpenedCell } from '@spendlens/domain';
import { Suspense } from 'react';
import { cellModalComponents } from '../utils/cellModalComponents';

interface CellModalHostProps {
  systemId: number;
  /** The cell whose modal is open; null: none. */
  opened: OpenedCell | null;
  onHide(): void;
}

/** The modal a clicked cell opened (a vendor's profile, a company code's…), over the page. */
export function CellModalHost({ systemId, opened, onHide }: CellModalHostProps) {
  if (!opened) return null;
  const Modal = cellModalComponents[opened.modal];
  return (
    <Suspense fallback={null}>
      <Modal key={`${opened.modal}:${opened.value}`} systemId={systemId} cell={opened} onHide={onHide} />
    </Suspense>
  );
}
