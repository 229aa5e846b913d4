/** Longest value list shown (spec 01 §5); the note asks to search for the rest. */
export const valueListCap = 1000;

/**
 * The search text as the value list compares it (spec 01 §5): case-insensitive, ignoring one
 * underscore and one space.
 */
export function normaliseSearch(text: string): string {
  return text.toLowerCase().replace('_', '').replace(' ', '');
}

/** Whether a value matches the search, by the same rule on both sides. */
export function matchesSearch(value: unknown, search: string): boolean {
  if (search.trim() === '') return true;
  const text = value === null || value === undefined ? '' : String(value);
  return normaliseSearch(text).includes(normaliseSearch(search.trim()));
}

/**
 * The select-all box of the value list: checked when nothing or everything is chosen, indeterminate
 * when some are (spec 02 §5).
 */
export function selectAllState(chosen: number, all: number): 'checked' | 'indeterminate' {
  return chosen === 0 || chosen >= all ? 'checked' : 'indeterminate';
}
