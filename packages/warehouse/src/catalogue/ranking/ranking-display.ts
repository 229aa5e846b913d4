import type { AnalysisDisplay } from '../../catalogue-types';
import type { RankingEntity } from './ranking-entities';

/** The help text of a ranking page: what a row is and every formula behind its figures. */
export function rankingHelpText(entity: RankingEntity): string {
  const row =
    entity.name === 'vendor'
      ? 'One row per vendor and company code (a vendor with several company codes has a row in each)'
      : 'One row per company code';
  return [
    `${row}, over all dates. Exceptions come from every analysis with an exception rule; each analysis has a weight (1 to 10).`,
    'A finding whose case is confirmed or dismissed has been dealt with: it leaves the exception counts (its rows still count as checked).',
    'For analysis a with weight w, E exceptions and T rows checked: Total Exceptions = ΣE;',
    'Total Weighted Exceptions = Σ w×E; Weighted Average Exceptions = 100 × Σ w×E / Σ w×T.',
    'Total POs & Invoices counts invoice documents that are not reversals and purchase orders that are not deleted;',
    'Total Transaction Value is the sum of their common-currency amounts.',
    'A percentile is 100 × (rank − 1) / (n − 1) among the rows of the system that have the figure, ranked ascending (ties share the lower percentile; 0 when n = 1):',
    'Volume Percentile ranks Total POs & Invoices (rows without any get none), Exception Rank ranks Weighted Average Exceptions (rows without checked rows get none),',
    'and the combined rank ranks the mean of the two.',
    'Percentiles are computed over all company codes of the system: selecting a company code or account group shows fewer rows but does not re-rank them.',
    'Breakdown per analysis: Exception % = 100 × E / T; Weighted % = 100 × w×E / Σ w×E (share of the weighted exceptions);',
    'Scaled Weighted Exceptions = 100 × w×E / Σ w×T (they add up to the Weighted Average Exceptions).',
  ].join(' ');
}

/**
 * The ranking page (spec 02 §2 'Weighted-exception ranking page'): chart and table of the ranked
 * rows, the chart's 25 worst or best by exception rank (weighted_average) drawing exception_count,
 * weighted_average or weighted_exceptions, table sorted by total_exceptions. The chart groups by the first key (for vendors, a vendor's company codes add up
 * their counts and keep their highest percentile).
 */
export function rankingDisplay(entity: RankingEntity): AnalysisDisplay {
  const key = entity.keys[0] ?? entity.name;
  return {
    defaultView: 'chart',
    allDatesOnly: true,
    chart: {
      kind: 'bar',
      x: key,
      measures: [
        { col: 'total_exceptions', fn: 'sum', alias: 'exception_count', displayName: 'Exception Count' },
        {
          col: 'rank_weighted_average_exceptions',
          fn: 'max',
          alias: 'weighted_average',
          displayName: 'Exception Rank (Percentile)',
        },
        {
          col: 'total_weighted_exceptions',
          fn: 'sum',
          alias: 'weighted_exceptions',
          displayName: 'Weighted Exceptions',
        },
      ],
      // spec 02: sub-tabs Worst and Best, the ranking chart's page size 20; the bar measure toggles,
      // and Worst and Best rank by the measure drawn (the web's ChartView)
      top: {
        n: 20,
        rankings: [
          { label: 'Worst', alias: 'weighted_average', order: 'desc' },
          { label: 'Best', alias: 'weighted_average', order: 'asc' },
        ],
        measures: ['exception_count', 'weighted_average', 'weighted_exceptions'],
      },
    },
    summaryTable: {
      viewByList: [{ name: key, displayName: entity.displayName }],
      aggregate: [
        {
          col: 'rank_sum_transactions',
          fn: 'max',
          alias: 'rank_sum_transactions',
          displayName: 'Volume Percentile',
          dataType: 'percentile',
        },
        {
          col: 'rank_weighted_average_exceptions',
          fn: 'max',
          alias: 'rank_weighted_average_exceptions',
          displayName: 'Exception Rank (Percentile)',
          dataType: 'percentile',
        },
        {
          col: 'total_exceptions',
          fn: 'sum',
          alias: 'total_exceptions',
          displayName: 'Total Exceptions',
          dataType: 'number',
        },
        {
          col: 'sum_transactions',
          fn: 'sum',
          alias: 'sum_transactions',
          displayName: 'Total POs & Invoices',
          dataType: 'number',
        },
      ],
      sortField: 'total_exceptions',
    },
    helpAlert: { variant: 'info', text: rankingHelpText(entity) },
  };
}
