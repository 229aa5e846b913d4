import type { ValueFilter } from '../types/TableState';

type Value = string | number | boolean | null;

/**
 * The choice in a column's value list (spec 01 §4, spec 02 §5): 'isnotin' with the unchecked values
 * (nothing unchecked = everything chosen), or 'isin' with the checked ones.
 */
export interface ValueSelection {
  op: 'isin' | 'isnotin';
  values: Value[];
}

export const everything: ValueSelection = { op: 'isnotin', values: [] };

/** The list's starting choice from the column's current value filter. */
export function selectionFromFilter(filter: ValueFilter | undefined): ValueSelection {
  return filter ? { op: filter.op, values: [...filter.values] } : everything;
}

export function isChecked(selection: ValueSelection, value: Value): boolean {
  const listed = selection.values.includes(value);
  return selection.op === 'isin' ? listed : !listed;
}

/** Checks or unchecks one value; unchecking when everything is chosen makes an is-not-in choice. */
export function toggleValue(selection: ValueSelection, value: Value): ValueSelection {
  const listed = selection.values.includes(value);
  const values = listed ? selection.values.filter((v) => v !== value) : [...selection.values, value];
  return { op: selection.op, values };
}

/** The select-all box: from everything chosen to nothing chosen, otherwise to everything. */
export function toggleAll(selection: ValueSelection, shown: Value[]): ValueSelection {
  const chosen = shown.filter((v) => isChecked(selection, v)).length;
  return chosen === shown.length ? { op: 'isin', values: [] } : everything;
}

/**
 * A search selects all its results (is in), optionally added to the current is-in selection
 * ('Add current selection').
 */
export function selectSearchResults(
  results: Value[],
  current: ValueSelection,
  addCurrent: boolean,
): ValueSelection {
  if (addCurrent && current.op === 'isin') {
    return { op: 'isin', values: [...new Set([...current.values, ...results])] };
  }
  return { op: 'isin', values: [...results] };
}

/** How many of the shown values are chosen. */
export function chosenCount(selection: ValueSelection, shown: Value[]): number {
  return shown.filter((v) => isChecked(selection, v)).length;
}

/** OK is disabled when nothing can be chosen or nothing is. */
export function canApply(selection: ValueSelection, shown: Value[]): boolean {
  if (shown.length === 0) return false;
  return selection.op === 'isnotin' ? selection.values.length < shown.length : selection.values.length > 0;
}

/** The filter the choice stands for; everything chosen is no filter. */
export function filterFromSelection(selection: ValueSelection): ValueFilter | undefined {
  if (selection.op === 'isnotin' && selection.values.length === 0) return undefined;
  return { kind: 'values', op: selection.op, values: [...selection.values] };
}
