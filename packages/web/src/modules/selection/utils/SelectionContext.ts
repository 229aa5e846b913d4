import { createContext } from 'react';
import type { SelectionState } from '../types/Selection';

/** Provided by SelectionProvider inside the shell of users with the view role. */
export const SelectionContext = createContext<SelectionState | null>(null);
