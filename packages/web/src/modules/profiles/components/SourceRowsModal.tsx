import type { CellModalProps } from '../../cell-links/types/CellModalProps';
import { rowsModalSources } from '../utils/rowsModalSources';
import { RowsModal } from './RowsModal';

/** The modal of rows a cell opened, as rowsModalSources declares it for the cell's modal. */
export function SourceRowsModal(props: CellModalProps) {
  const source = rowsModalSources[props.cell.modal as keyof typeof rowsModalSources];
  return <RowsModal {...props} source={source} />;
}
