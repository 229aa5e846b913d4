import type { ModulePage, Row, SummaryRequestInput } from '@spendlens/domain';
import type { TableQueryBase } from '../../data-table/utils/tablePayload';

type Chart = NonNullable<ModulePage['chart']>;
/** One ranking of a top-n chart (ModulePage chart `top`). */
export type ChartRanking = NonNullable<Chart['top']>['rankings'][number];

/**
 * The POST /summary payload of a chart: the measures aggregated per x value (with `nameColumn`, per
 * x and its name; with the chart's `series`, per x and series value), in x order, the first 1000 x
 * values; with a `ranking` of a top-n chart, the chart's `top.n` x values ranked first by that measure.
 */
export function chartPayload(
  scope: TableQueryBase,
  chart: Chart,
  nameColumn?: string,
  ranking?: ChartRanking,
): SummaryRequestInput {
  return {
    ...scope,
    // a series chart: the first measure per x and series value (one line per series value)
    group_by: chart.series ? [chart.x, chart.series] : nameColumn ? [chart.x, nameColumn] : [chart.x],
    aggregate: chart.measures.map((m) => ({ col: m.col, fn: [m.fn], alias: [m.alias] })),
    sort: ranking ? { col_alias: ranking.alias, order: ranking.order } : { col_alias: chart.x, order: 'asc' },
    page_number: 0,
    page_rows: ranking && chart.top ? chart.top.n : 1000,
  };
}

/**
 * The rows a ranking draws, in rank order: those with a measure to rank, and with `nonZero` not 0 (a
 * vendor without credits is not among the top vendors by credit value, even when fewer than n have
 * credits; the best company code of a ranking has percentile 0).
 */
export function rankedRows<T extends Row>(rows: readonly T[], ranking: ChartRanking): T[] {
  return rows.filter(
    (r) =>
      r[ranking.alias] !== null &&
      r[ranking.alias] !== undefined &&
      !(ranking.nonZero && Number(r[ranking.alias]) === 0),
  );
}
