import { useContext } from 'react';
import type { SelectionState } from '../types/Selection';
import { SelectionContext } from '../utils/SelectionContext';

/** The shared parameters (system, company code, date range) and their setters, in any loading state. */
export function useSelection(): SelectionState {
  const selection = useContext(SelectionContext);
  if (!selection) throw new Error('useSelection is used outside SelectionProvider');
  return selection;
}
