/**
 * A KPI number input's value (spec 03 §5: minimum 1, step 1): the whole number typed, null when the
 * box is empty, 'invalid' for text that is not a number or is below 1.
 */
export function atLeastOne(text: string): number | null | 'invalid' {
  if (text.trim() === '') return null;
  const n = Number(text);
  if (!Number.isFinite(n) || n < 1 || !Number.isInteger(n)) return 'invalid';
  return n;
}
