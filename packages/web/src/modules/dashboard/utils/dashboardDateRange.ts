/**
 * The dateRange path segment of GET dashboard/:name/:system/:dateRange for a selection's year and
 * qualifier (selectionPayload): -1 for all dates, `2024` for a whole year, `2024-Q1`, `2024-M3`,
 * `2024-L30` … otherwise (packages/domain date-range-segment.ts reads them back).
 */
export function dashboardDateRange(range: { year: number; qualifier: string | -1 }): string {
  if (range.year === -1 || range.qualifier === -1 || range.qualifier === '-1') return '-1';
  if (range.qualifier === 'Y') return String(range.year);
  return `${range.year}-${range.qualifier}`;
}
