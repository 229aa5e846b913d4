import { formatCount } from '@spendlens/domain';

/**
 * The table footer of spec 01 §2: 'Showing X to Y of N', with '(filtered: n total: m)' when a filter
 * narrows the rows. `filtered` is the count after the filter, `total` before it. A grouped (summary)
 * table counts groups, not rows, and says so: 'Showing 1 to 10 of 42 groups' ('of 1 group'), the
 * suffix right after the count it qualifies, before any '(filtered: … total: …)'.
 */
export function pagingFooterText(
  page: number,
  rowsPerPage: number,
  filtered: number,
  total: number,
  grouped = false,
): string {
  const from = filtered === 0 ? 0 : (page - 1) * rowsPerPage + 1;
  const to = Math.min(page * rowsPerPage, filtered);
  const suffix = grouped ? (filtered === 1 ? ' group' : ' groups') : '';
  const base = `Showing ${formatCount(from)} to ${formatCount(to)} of ${formatCount(filtered)}${suffix}`;
  return filtered === total
    ? base
    : `${base} (filtered: ${formatCount(filtered)} total: ${formatCount(total)})`;
}

/** The number of pages for a row count, at least 1. */
export function pageCount(rows: number, rowsPerPage: number): number {
  return Math.max(1, Math.ceil(rows / rowsPerPage));
}

/** A page clamped to 1..count. */
export function clampPage(page: number, count: number): number {
  return Math.min(Math.max(1, Math.floor(page)), Math.max(1, count));
}

/** Rows-per-page options (spec 01 §9). */
export const rowsPerPageOptions = [10, 25, 50, 100] as const;

/** A stored or requested rows-per-page value, capped at 100; unknown values give the default 100. */
export function capRowsPerPage(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n) || n <= 0) return 100;
  return Math.min(100, Math.floor(n));
}

/** After a rows-per-page change, the page that keeps the first visible row visible (spec 01 §4). */
export function pageKeepingFirstRow(page: number, oldRowsPerPage: number, newRowsPerPage: number): number {
  const firstRow = (page - 1) * oldRowsPerPage;
  return Math.floor(firstRow / newRowsPerPage) + 1;
}
