/**
 * Days-to-due-date bins (spec 02 §2 'Due-date chart', §9 edges -99999, -9999, -181, -91, -61, -31,
 * -16, -8, -1, 0, 7, 15, 30, 60, 90, 180, 9999, each bin closed on the right). Days are whole numbers,
 * so a bin is the days from the previous edge + 1 up to its own edge: -1 to -7 holds -7 … -1, Due
 * Today holds 0, 1 to 7 holds 1 … 7. No due date is 'Unclear' (the spec's nan); the outer bins take
 * every day beyond them (≤ -181 is '< -180', > 180 is '> 180').
 */
export interface DueDateBin {
  label: string;
  /** Inclusive upper edge in days; null for 'Unclear' and the last bin. */
  upper: number | null;
  view: DueDateBinView;
}

export type DueDateBinView = 'Overdue + Unclear Payment Terms' | 'Near' | 'Future';

const overdue: DueDateBinView = 'Overdue + Unclear Payment Terms';

export const dueDateBins: readonly DueDateBin[] = [
  { label: 'Unclear', upper: null, view: overdue },
  { label: '< -180', upper: -181, view: overdue },
  { label: '-91 to -180', upper: -91, view: overdue },
  { label: '-61 to -90', upper: -61, view: overdue },
  { label: '-31 to -60', upper: -31, view: overdue },
  { label: '-16 to -30', upper: -16, view: overdue },
  { label: '-8 to -15', upper: -8, view: overdue },
  { label: '-1 to -7', upper: -1, view: overdue },
  { label: 'Due Today', upper: 0, view: 'Near' },
  { label: '1 to 7', upper: 7, view: 'Near' },
  { label: '8 to 15', upper: 15, view: 'Future' },
  { label: '16 to 30', upper: 30, view: 'Future' },
  { label: '31 to 60', upper: 60, view: 'Future' },
  { label: '61 to 90', upper: 90, view: 'Future' },
  { label: '91 to 180', upper: 180, view: 'Future' },
  { label: '> 180', upper: null, view: 'Future' },
];

/** SQL CASE over an integer days expression, yielding a bin's `pick` (label, view or 1-based order). */
export function dueDateBinSql(days: string, pick: 'label' | 'view' | 'order'): string {
  const value = (bin: DueDateBin, index: number): string =>
    pick === 'order' ? String(index + 1) : `'${pick === 'label' ? bin.label : bin.view}'`;
  const last = dueDateBins.length - 1;
  const whens = dueDateBins
    .map((bin, index) => ({ bin, index }))
    .filter(({ bin }) => bin.upper !== null)
    .map(({ bin, index }) => `WHEN ${days} <= ${bin.upper} THEN ${value(bin, index)}`)
    .join(' ');
  return `CASE WHEN ${days} IS NULL THEN ${value(dueDateBins[0]!, 0)} ${whens} ELSE ${value(dueDateBins[last]!, last)} END`;
}
