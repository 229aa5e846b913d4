import type { ReadySelection, SelectionActions } from '../types/Selection';
import { useSelection } from './useSelection';

/** The loaded parameters, for pages that the shell renders only once everything has loaded. */
export function useReadySelection(): ReadySelection & SelectionActions {
  const selection = useSelection();
  if (selection.status !== 'ready') throw new Error('useReadySelection is used before the parameters loaded');
  return selection;
}
