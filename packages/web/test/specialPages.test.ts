import { summaryRequestSchema, type DisplayConfig, type SystemInfo } from '@spendlens/domain';
import { describe, expect, it } from 'vitest';
import { analysisCounts } from '../src/modules/analysis-lists/utils/analysisCounts';
import { analysisListCsv } from '../src/modules/analysis-lists/utils/analysisListCsv';
import { analysisListRows } from '../src/modules/analysis-lists/utils/analysisListRows';
import { pageChrome } from '../src/modules/shell/utils/pageChrome';
import { chartRows } from '../src/modules/trends/utils/chartRows';
import { offenderOptionsPayload } from '../src/modules/trends/utils/offenderOptionsPayload';
import { processingRankingPayload } from '../src/modules/trends/utils/processingRankingPayload';
import { seriesQuery } from '../src/modules/trends/utils/seriesQuery';
import { sparklinePath } from '../src/modules/trends/utils/sparklinePath';
import { sparklinePoints } from '../src/modules/trends/utils/sparklinePoints';
import { timingLines } from '../src/modules/trends/utils/timingLines';
import { timingsTrendPayload } from '../src/modules/trends/utils/timingsTrendPayload';
import { toggleLine } from '../src/modules/trends/utils/toggleLine';

describe('invoice timings (spec 03 §2.8)', () => {
  const all = timingLines.map((l) => l.key);
  it('has the five lines of the spec, all on by default, toggled one by one in their order', () => {
    expect(all).toEqual([
      'clearing_date_created_date',
      'clearing_date_document_date',
      'posting_date_created_date',
      'clearing_date_posting_date',
      'clearing_date_due_date',
    ]);
    const off = toggleLine(all, 'posting_date_created_date', all);
    expect(off).toHaveLength(4);
    expect(off).not.toContain('posting_date_created_date');
    expect(toggleLine(off, 'posting_date_created_date', all)).toEqual(all);
    expect(toggleLine(['clearing_date_due_date'], 'clearing_date_created_date', all)).toEqual([
      'clearing_date_created_date',
      'clearing_date_due_date',
    ]);
  });
  it('asks for the monthly means over all dates and company codes, and valid rankings', () => {
    const trend = timingsTrendPayload(4);
    expect(trend).toMatchObject({ year: -1, qualifier: -1, company_code: -1, group_by: ['year_month'] });
    expect(trend.aggregate?.map((a) => a.alias[0])).toEqual(['invoices', ...all]);
    expect(summaryRequestSchema.safeParse(trend).success).toBe(true);
    const slow = processingRankingPayload(4, 'slowest_creators');
    expect(slow.sort).toEqual([
      { col_alias: 'days', order: 'desc' },
      { col_alias: 'created_by', order: 'asc' },
    ]);
    expect(slow.aggregate?.[0]).toEqual({ col: 'created_date_invoice_date', fn: ['mean'], alias: ['days'] });
    expect(slow.page_rows).toBe(10);
    const fast = processingRankingPayload(4, 'fastest_processors');
    expect(fast.aggregate?.[0]?.col).toBe('clearing_date_posting_date');
    expect((fast.sort as { order: string }[])[0]?.order).toBe('asc');
    expect(summaryRequestSchema.safeParse(fast).success).toBe(true);
  });
  it('reads a chart list out of a chart answer, and none out of anything else', () => {
    expect(chartRows({ chartData: { chart: [{ x: 1 }] } }, 'chartData', 'chart')).toEqual([{ x: 1 }]);
    expect(chartRows(null, 'chartData', 'chart')).toEqual([]);
    expect(chartRows({ chartData: 3 }, 'chartData', 'chart')).toEqual([]);
  });
});

describe('material pricing (spec 03 §2.7)', () => {
  it('reads the sparkline prices and draws them in the box', () => {
    expect(sparklinePoints('10;10.5;x;12')).toEqual([10, 10.5, 12]);
    expect(sparklinePoints(null)).toEqual([]);
    expect(sparklinePath([1, 2, 3], 100, 20)).toBe('0.0,20.0 50.0,10.0 100.0,0.0');
    expect(sparklinePath([5, 5], 100, 20)).toBe('0.0,10.0 100.0,10.0');
  });
  it('asks for one material and vendor, and lists the offenders of the scope for the select', () => {
    expect(seriesQuery({ material_number: 'M 1&2', vendor_id: '100' })).toBe(
      '?material_number=M+1%262&vendor_id=100',
    );
    const payload = offenderOptionsPayload({
      system_id: 1,
      year: -1,
      qualifier: -1,
      company_code: '1000',
      module: 'material_pricing',
      analysis: 'price_increases',
    });
    expect(payload.group_by).toEqual(['material_number', 'vendor_id']);
    expect(summaryRequestSchema.safeParse(payload).success).toBe(true);
  });
});

describe('the analysis list (/getAnalysisLists)', () => {
  const system: SystemInfo = {
    id: 1,
    name: 'S',
    type: 'sap',
    currency: 'EUR',
    last_analysis_date: null,
    min_date: null,
    max_date: null,
    multi_system: false,
    add_ons: [],
  };
  const config = {
    modules: [
      {
        name: 'invoices',
        displayName: 'Invoices',
        pages: [
          {
            name: 'due_date',
            displayName: 'Due Date',
            apiModuleName: 'invoices',
            apiAnalysisName: 'due_date',
          },
          {
            name: 'vim_only',
            displayName: 'VIM only',
            apiModuleName: 'invoices',
            apiAnalysisName: 'vim',
            appliesToAddons: ['vim'],
          },
          {
            name: 'detail',
            displayName: 'Detail',
            apiModuleName: 'invoices',
            apiAnalysisName: 'detail',
            hideFromNav: true,
          },
        ],
      },
      { name: 'secret', displayName: 'Secret', hideFromNav: true, pages: [] },
    ],
    dashboard: { modules: [] },
    regions: [],
    defaults: { module: 'dashboard', page: 'dashboard' },
    ui_params: { page_date_ranges: {} },
  } as unknown as DisplayConfig;
  const counts = analysisCounts({
    modules: [{ module: 'invoices', analyses: [{ analysis: 'due_date', exceptions: 3, transactions: 30 }] }],
  });

  it('lists the pages the system offers, hidden ones marked, then the special pages, with counts', () => {
    const rows = analysisListRows(config, system, counts);
    expect(rows.map((r) => r.path)).toEqual([
      '/invoices/due_date',
      '/invoices/detail',
      '/kpis',
      '/trends/invoice_timings',
      '/trends/material_pricing',
    ]);
    expect(rows[0]).toMatchObject({ exceptions: 3, transactions: 30, hiddenFromNav: false });
    expect(rows[1]).toMatchObject({ exceptions: null, hiddenFromNav: true });
    const other = analysisListRows(config, { ...system, type: 'netsuite', add_ons: ['vim'] }, counts);
    expect(other.map((r) => r.path)).toContain('/invoices/vim_only');
    expect(other.map((r) => r.path)).not.toContain('/kpis');
  });
  it('exports modules, analyses, counts and links as CSV', () => {
    const csv = analysisListCsv(analysisListRows(config, system, counts).slice(0, 1), 'https://x');
    expect(csv).toBe(
      '\uFEFFModule,Analysis,Exceptions,Transactions,Link\r\nInvoices,Due Date,3,30,https://x/invoices/due_date\r\n',
    );
    expect(analysisCounts(null).size).toBe(0);
  });
  it('the special routes show the dropdowns their pages take', () => {
    expect(pageChrome('trends', undefined, 'invoice_timings')).toMatchObject({
      system: true,
      companyCode: false,
      dateRange: false,
    });
    expect(pageChrome('trends', undefined, 'material_pricing')).toMatchObject({
      companyCode: true,
      dateRange: true,
      accountGroup: true,
    });
    expect(pageChrome('getAnalysisLists')).toMatchObject({ system: true, companyCode: false, title: true });
    expect(pageChrome('kpis')).toMatchObject({ companyCode: true, dateRange: true, accountGroup: false });
  });
});
