/** The 15 chart colours (spec 01 §9). */
export const chartPalette = [
  '#0d6efd',
  '#fd7e14',
  '#198754',
  '#6f42c1',
  '#dc3545',
  '#20c997',
  '#ffc107',
  '#0dcaf0',
  '#d63384',
  '#6610f2',
  '#adb5bd',
  '#495057',
  '#8bc34a',
  '#795548',
  '#3f51b5',
] as const;

/**
 * The scroll window of a chart (spec 01 §9): more than 12 points show the last 12, except when
 * grouped by year. Undefined means no window.
 */
export function chartWindow(points: number, x: string): { startIndex: number; endIndex: number } | undefined {
  if (points <= 12 || x === 'year') return undefined;
  return { startIndex: points - 12, endIndex: points - 1 };
}
