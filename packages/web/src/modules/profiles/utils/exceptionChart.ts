import type { ProfileException } from '@spendlens/domain';

/** One stacked series of the Exceptions chart: an analysis with exceptions. */
export interface ExceptionSeries {
  /** The data key of its bars (s0, s1, …). */
  key: string;
  name: string;
  total: number;
}

export interface ExceptionChartData {
  /** One entry per month from the first to the last, gaps filled: year_month and a count per series key. */
  months: Record<string, string | number>[];
  series: ExceptionSeries[];
}

const nextMonth = (ym: string): string => {
  const [y, m] = ym.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};

/**
 * The stacked bars of the Exceptions tab (spec 03 §2.2): per month, the exceptions of each analysis
 * that has any — the analyses ordered by their total, most first; every month from the first to the
 * last of the rows (months without exceptions count 0).
 */
export function exceptionChartData(rows: readonly ProfileException[]): ExceptionChartData {
  const totals = new Map<string, { name: string; total: number }>();
  for (const r of rows) {
    const id = `${r.module}/${r.analysis}`;
    const entry = totals.get(id) ?? { name: r.analysis_display_name ?? r.analysis, total: 0 };
    entry.total += r.count;
    totals.set(id, entry);
  }
  const ordered = [...totals.entries()]
    .filter(([, t]) => t.total > 0)
    .sort((a, b) => b[1].total - a[1].total || a[1].name.localeCompare(b[1].name));
  const keyOf = new Map(ordered.map(([id], i) => [id, `s${i}`]));
  const series = ordered.map(([, t], i) => ({ key: `s${i}`, name: t.name, total: t.total }));
  const yms = [...new Set(rows.map((r) => r.year_month))].sort();
  if (yms.length === 0) return { months: [], series };
  const months: Record<string, string | number>[] = [];
  for (let ym = yms[0]!; ym <= yms.at(-1)!; ym = nextMonth(ym))
    months.push({ year_month: ym, ...Object.fromEntries(series.map((s) => [s.key, 0])) });
  const index = new Map(months.map((m, i) => [m['year_month'] as string, i]));
  for (const r of rows) {
    const key = keyOf.get(`${r.module}/${r.analysis}`);
    if (key === undefined) continue;
    const month = months[index.get(r.year_month)!]!;
    month[key] = Number(month[key]) + r.count;
  }
  return { months, series };
}

/** Months shown when the Exceptions chart opens (spec 03 §9: the last 7). */
export const exceptionMonthsShown = 7;

/**
 * The brush of the Exceptions chart: over 6 months, a brush opening on the last 7; none otherwise
 * (spec 03 §2.2, §9).
 */
export function exceptionsWindow(months: number): { startIndex: number; endIndex: number } | undefined {
  if (months <= 6) return undefined;
  return { startIndex: Math.max(0, months - exceptionMonthsShown), endIndex: months - 1 };
}
