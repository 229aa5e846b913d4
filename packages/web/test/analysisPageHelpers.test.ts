import { describe, expect, it } from 'vitest';
import { analysisViews, chartTabTitle, initialView } from '../src/modules/analysis-page/utils/analysisViews';
import { chartPayload, rankedRows } from '../src/modules/analysis-page/utils/chartPayload';
import { everyBin } from '../src/modules/analysis-page/utils/chartSeries';
import { dateGroupOptions } from '../src/modules/analysis-page/utils/dateGroupOptions';
import { defaultHidden, hideOptionsFilter } from '../src/modules/analysis-page/utils/hideOptionsFilter';
import {
  drillDownFilter,
  drillDownLabel,
  excludeIntercoFilter,
} from '../src/modules/analysis-page/utils/drillDownFilter';

const chart = { kind: 'bar', x: 'year_month', measures: [] };
const summaryTable = { viewByList: [{ name: 'vendor_id', displayName: 'Vendor' }], columns: [] };

describe('analysis views', () => {
  it('offers the tabs the display configuration allows, detail always', () => {
    expect(analysisViews({ chart, summaryTable })).toEqual(['chart', 'summary', 'detail']);
    expect(analysisViews({})).toEqual(['detail']);
    expect(analysisViews({ chart, defaultView: 'distribution' })).toEqual([
      'chart',
      'distribution',
      'detail',
    ]);
    expect(analysisViews({ summaryTable: { viewByList: [], columns: [] } })).toEqual(['detail']);
    // no Distribution tab without a chart to draw in it
    expect(analysisViews({ defaultView: 'distribution' })).toEqual(['detail']);
  });
  it('opens the URL view when the page has it, else the default, else the first', () => {
    const views = analysisViews({ chart, summaryTable });
    expect(initialView(views, 'summary', 'chart')).toBe('summary');
    expect(initialView(views, 'bogus', 'detail')).toBe('detail');
    expect(initialView(views, undefined, 'distribution')).toBe('chart');
  });
  it('titles the chart tab Trend over time and Charts otherwise', () => {
    expect(chartTabTitle('year_month')).toBe('Trend');
    expect(chartTabTitle('vendor_id')).toBe('Charts');
    expect(chartTabTitle(undefined)).toBe('Charts');
  });
});

describe('drill-down from a summary row', () => {
  it('filters the detail by the row group values, null as Is Blank', () => {
    expect(
      drillDownFilter(['vendor_id', 'company_code'], { vendor_id: 'V1', company_code: null, n: 3 }),
    ).toEqual([
      {
        clause_connector: '&',
        group_connector: '&',
        clauses: [
          { col: 'vendor_id', op: '==', val: 'V1' },
          { col: 'company_code', op: 'isnull' },
        ],
      },
    ]);
    expect(drillDownLabel(['vendor_id', 'company_code'], { vendor_id: 'V1', company_code: null })).toBe(
      'V1 - (blank)',
    );
  });
  it('excludes inter-company rows only when asked and the analysis has the column', () => {
    expect(excludeIntercoFilter(false, 'is_intercompany')).toEqual([]);
    expect(excludeIntercoFilter(true, undefined)).toEqual([]);
    expect(excludeIntercoFilter(true, 'is_intercompany')[0]!.clauses).toEqual([
      { col: 'is_intercompany', op: '==', val: false },
    ]);
  });
});

describe('hide options', () => {
  const options = [
    { column: 'cluster_cleared', label: 'hide cleared cluster', defaultOn: false },
    { column: 'is_recurring', label: 'hide recurring invoice', defaultOn: true },
  ];
  it('ticks the default-on options when the page opens', () => {
    expect(defaultHidden(options)).toEqual(['is_recurring']);
  });
  it('leaves out the rows whose ticked yes/no column is yes, ignoring unknown columns', () => {
    const columns = [{ name: 'is_recurring' }, { name: 'cluster_cleared' }];
    const withUnknown = [...options, { column: 'not_a_column', label: 'x', defaultOn: true }];
    expect(hideOptionsFilter(withUnknown, [], columns)).toEqual([]);
    expect(hideOptionsFilter(withUnknown, ['is_recurring', 'not_a_column'], columns)).toEqual([
      {
        clause_connector: '&',
        group_connector: '&',
        clauses: [{ col: 'is_recurring', op: '==', val: false }],
      },
    ]);
  });
  it('leaves out the rows whose include option column is no while it is unticked', () => {
    const oracle = [
      { column: 'is_pay_site', label: 'Include non-pay sites', defaultOn: false, include: true },
      { column: 'marked_for_deletion', label: 'Hide expired vendors', defaultOn: true },
    ];
    const columns = [{ name: 'is_pay_site' }, { name: 'marked_for_deletion' }];
    expect(hideOptionsFilter(oracle, defaultHidden(oracle), columns)[0]!.clauses).toEqual([
      { col: 'is_pay_site', op: '==', val: true },
      { col: 'marked_for_deletion', op: '==', val: false },
    ]);
    expect(hideOptionsFilter(oracle, ['is_pay_site'], columns)).toEqual([]);
  });
});

describe('Date to Group By', () => {
  const columns = [{ name: 'year_month' }, { name: 'quarter' }, { name: 'year' }, { name: 'vendor_id' }];
  it('is offered on a date view-by when another date grouping exists', () => {
    expect(dateGroupOptions('year_month', columns).map((o) => o.label)).toEqual(['Month', 'Quarter', 'Year']);
    expect(dateGroupOptions('vendor_id', columns)).toEqual([]);
    expect(dateGroupOptions('year_month', [{ name: 'year_month' }])).toEqual([]);
  });
});

describe('chart scroll window', () => {
  it('shows the last 12 points of longer charts, except by year', async () => {
    const { chartWindow, chartPalette } = await import('../src/modules/analysis-page/utils/chartPalette');
    expect(chartPalette).toHaveLength(15);
    expect(chartWindow(12, 'year_month')).toBeUndefined();
    expect(chartWindow(13, 'year_month')).toEqual({ startIndex: 1, endIndex: 12 });
    expect(chartWindow(30, 'year')).toBeUndefined();
  });
});

describe('series and ranges of a trend chart (spec 02 On or After Invoice Trend)', () => {
  it('draws one line per brand, the months in order', async () => {
    const { pivotSeries } = await import('../src/modules/analysis-page/utils/chartSeries');
    const rows = [
      { year_month: '2024-02', brand: 'Outdoor', share: 0.5 },
      { year_month: '2024-01', brand: 'Home', share: 0.25 },
      { year_month: '2024-02', brand: 'Home', share: 0 },
      { year_month: '2024-01', brand: null, share: 1 },
    ];
    expect(pivotSeries(rows, 'year_month', 'brand', 'share')).toEqual({
      rows: [
        { year_month: '2024-01', s1: 0.25, s0: 1 },
        { year_month: '2024-02', s2: 0.5, s1: 0 },
      ],
      lines: [
        { key: 's0', name: '(blank)' },
        { key: 's1', name: 'Home' },
        { key: 's2', name: 'Outdoor' },
      ],
    });
  });
  it('keeps the last 3, 6 or 12 months up to the latest with data, or all', async () => {
    const { rowsInRange } = await import('../src/modules/analysis-page/utils/chartSeries');
    const months = ['2023-01', '2023-06', '2023-11', '2023-12', '2024-01', '2024-03'].map((m) => ({
      year_month: m,
    }));
    const kept = (range: '3m' | '6m' | '1y' | 'all') =>
      rowsInRange(months, 'year_month', range).map((r) => r.year_month);
    // 3m up to 2024-03: January to March (February has no data)
    expect(kept('3m')).toEqual(['2024-01', '2024-03']);
    expect(kept('6m')).toEqual(['2023-11', '2023-12', '2024-01', '2024-03']);
    expect(kept('1y')).toEqual(['2023-06', '2023-11', '2023-12', '2024-01', '2024-03']);
    expect(kept('all')).toHaveLength(6);
  });
});

describe('a chart of a binned x (issue 36 item 2)', () => {
  it('draws every bin in its order, a bin without rows as 0, a blank after the bins', () => {
    const rows = [
      { dormant_period: '> 2 years', n: 4, value: 40 },
      { dormant_period: '(blank)', n: 1, value: 1 },
      { dormant_period: '6-12 months', n: 2, value: 20 },
    ];
    expect(
      everyBin(rows, 'dormant_period', ['6-12 months', '1-2 years', '> 2 years'], ['n', 'value']),
    ).toEqual([
      { dormant_period: '6-12 months', n: 2, value: 20 },
      { dormant_period: '1-2 years', n: 0, value: 0 },
      { dormant_period: '> 2 years', n: 4, value: 40 },
      { dormant_period: '(blank)', n: 1, value: 1 },
    ]);
  });
});

describe('chart payload', () => {
  const scope = { system_id: 3, module: 'vendors', analysis: 'top_vendors', filter: [] };
  const top25 = {
    kind: 'bar',
    x: 'vendor_id',
    measures: [
      { col: 'spend_value', fn: 'sum' as const, alias: 'spend_value', displayName: 'Spend' },
      { col: 'credit_value', fn: 'sum' as const, alias: 'credit_value', displayName: 'Credit Value' },
    ],
    top: {
      n: 25,
      rankings: [
        { label: 'By Spend', alias: 'spend_value', order: 'desc' as const, nonZero: true },
        { label: 'By Credit Value', alias: 'credit_value', order: 'asc' as const, nonZero: true },
      ],
    },
  };

  it('reads the first 1000 x values in x order, or the n ranked first by a ranking', () => {
    expect(chartPayload(scope, top25, 'vendor_name')).toMatchObject({
      group_by: ['vendor_id', 'vendor_name'],
      aggregate: [
        { col: 'spend_value', fn: ['sum'], alias: ['spend_value'] },
        { col: 'credit_value', fn: ['sum'], alias: ['credit_value'] },
      ],
      sort: { col_alias: 'vendor_id', order: 'asc' },
      page_rows: 1000,
    });
    expect(chartPayload(scope, top25, 'vendor_name', top25.top.rankings[1]!)).toMatchObject({
      sort: { col_alias: 'credit_value', order: 'asc' },
      page_number: 0,
      page_rows: 25,
    });
  });

  it('draws the ranked rows with a measure to rank, in their order', () => {
    const rows = [
      { vendor_id: 'V9', credit_value: -500 },
      { vendor_id: 'V2', credit_value: -20 },
      { vendor_id: 'V1', credit_value: 0 },
      { vendor_id: 'V3', credit_value: null },
    ];
    expect(rankedRows(rows, top25.top.rankings[1]!).map((r) => r.vendor_id)).toEqual(['V9', 'V2']);
    // a percentile of 0 is the best, not a missing figure
    const best = { label: 'Best', alias: 'credit_value', order: 'asc' as const };
    expect(rankedRows(rows, best).map((r) => r.vendor_id)).toEqual(['V9', 'V2', 'V1']);
  });
});
