import type { CellModalProps } from '../../cell-links/types/CellModalProps';
import type { RowsModalSource } from '../types/RowsModalSource';
import { ProfileModalFrame } from './ProfileModalFrame';
import { RowsSectionView } from './RowsSectionView';

/**
 * A modal of spec 03 §2.2 made of rows of published analyses (rowsModalSources.ts): its title, then
 * each section; the first section's empty text when it has no row ('No data available for PO
 * number: …').
 */
export function RowsModal({ systemId, cell, onHide, source }: CellModalProps & { source: RowsModalSource }) {
  return (
    <ProfileModalFrame title={source.title(cell)} testId={`modal-${cell.modal}`} onHide={onHide}>
      {source.sections.map((section, i) => (
        <RowsSectionView
          key={`${section.module}/${section.analysis}/${i}`}
          systemId={systemId}
          section={section}
          cell={cell}
          {...(i === 0 ? { empty: source.empty(cell) } : {})}
        />
      ))}
    </ProfileModalFrame>
  );
}
