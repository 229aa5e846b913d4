import type { ColumnDefinition } from '@spendlens/domain';

const dateGroupColumns = [
  { name: 'year_month', label: 'Month' },
  { name: 'quarter', label: 'Quarter' },
  { name: 'year', label: 'Year' },
] as const;

/**
 * The 'Date to Group By' options (spec 01 §2): offered when the summary groups by a month, quarter
 * or year column and the analysis has another of them.
 */
export function dateGroupOptions(
  viewBy: string,
  columns: readonly Pick<ColumnDefinition, 'name'>[],
): { name: string; label: string }[] {
  const present = dateGroupColumns.filter((d) => columns.some((c) => c.name === d.name));
  if (present.length < 2 || !present.some((d) => d.name === viewBy)) return [];
  return present;
}
