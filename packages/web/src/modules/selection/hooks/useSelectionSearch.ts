import { selectionSearch } from '../../../storage/urlQuery';
import { useSelection } from './useSelection';

/** The query string that keeps the current selection on links to other pages ('' while loading). */
export function useSelectionSearch(): string {
  const selection = useSelection();
  if (selection.status !== 'ready') return '';
  return selectionSearch({
    system: selection.system.id,
    year: selection.dateRange.year,
    qualifier: selection.dateRange.qualifier,
    companyCode: selection.companyCode,
  });
}
