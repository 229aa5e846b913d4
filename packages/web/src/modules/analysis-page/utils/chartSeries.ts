import type { ModulePage, Row } from '@spendlens/domain';

export type ChartRange = NonNullable<NonNullable<ModulePage['chart']>['defaultRange']>;

/** The months each range button keeps (spec 02 'On or After Invoice Trend': 3m, 6m, 1y, all). */
const rangeMonths: Record<ChartRange, number | null> = { '3m': 3, '6m': 6, '1y': 12, all: null };

/** A 'YYYY-MM' value as a month count, else null. */
function monthIndex(value: unknown): number | null {
  const match = /^(\d{4})-(\d{2})$/.exec(String(value));
  return match ? Number(match[1]) * 12 + Number(match[2]) - 1 : null;
}

/**
 * The rows whose year_month `x` lies in the last months of `range`, counted back from the latest month
 * with data (a month without data inside the range still counts); all rows for 'all' or a non-month x.
 */
export function rowsInRange<T extends Row>(rows: readonly T[], x: string, range: ChartRange): T[] {
  const months = rangeMonths[range];
  if (months === null) return [...rows];
  const indexes = rows.map((r) => monthIndex(r[x]));
  const latest = Math.max(...indexes.map((i) => i ?? -Infinity));
  if (!Number.isFinite(latest)) return [...rows];
  return rows.filter((_, i) => indexes[i] === null || indexes[i]! > latest - months);
}

/**
 * The rows of a chart whose x is binned, in the order of its bins, a bin without rows drawn with 0
 * for each measure (a bin the spec lists never disappears); rows of an x value not among the bins
 * (blank) after them, as they came.
 */
export function everyBin(
  rows: readonly Row[],
  x: string,
  bins: readonly string[],
  measures: readonly string[],
): Row[] {
  const byBin = new Map(rows.map((r) => [String(r[x]), r]));
  const known = new Set(bins);
  return [
    ...bins.map((bin) => byBin.get(bin) ?? { [x]: bin, ...Object.fromEntries(measures.map((m) => [m, 0])) }),
    ...rows.filter((r) => !known.has(String(r[x]))),
  ];
}

/** One line of a series chart: its data key and the series value it draws. */
export interface SeriesLine {
  key: string;
  name: string;
}

/**
 * Rows of (x, series value, measure) as one row per x value with a key per series value (`s0`,
 * `s1` … in the series values' order), for one line per series value; x values in ascending order.
 */
export function pivotSeries(
  rows: readonly Row[],
  x: string,
  series: string,
  measure: string,
): { rows: Row[]; lines: SeriesLine[] } {
  const names = [...new Set(rows.map((r) => (r[series] === null ? '(blank)' : String(r[series]))))].sort();
  const lines = names.map((name, i) => ({ key: `s${i}`, name }));
  const keyOf = new Map(lines.map((l) => [l.name, l.key]));
  const byX = new Map<string, Row>();
  for (const r of rows) {
    const at = String(r[x]);
    const point = byX.get(at) ?? { [x]: at };
    point[keyOf.get(r[series] === null ? '(blank)' : String(r[series]))!] = r[measure] ?? null;
    byX.set(at, point);
  }
  return { rows: [...byX.values()].sort((a, b) => String(a[x]).localeCompare(String(b[x]))), lines };
}
