import { parseDateRange, type DisplayConfig, type ModulePage, type SystemInfo } from '@spendlens/domain';
import { describe, expect, it } from 'vitest';
import { dashboardDateRange } from '../src/modules/dashboard/utils/dashboardDateRange';
import { crossSystemLinks } from '../src/modules/dashboard/utils/crossSystemLinks';
import { widgetLinks } from '../src/modules/dashboard/utils/widgetLinks';

describe('dashboardDateRange: the dateRange segment of a dashboard widget call', () => {
  it('writes -1, a year, and a year with its qualifier, as the server reads them back', () => {
    const cases = [
      [{ year: -1, qualifier: -1 }, '-1'],
      [{ year: 2024, qualifier: 'Y' }, '2024'],
      [{ year: 2024, qualifier: 'Q1' }, '2024-Q1'],
      [{ year: 2024, qualifier: 'M3' }, '2024-M3'],
      [{ year: 2024, qualifier: 'L30' }, '2024-L30'],
      [{ year: 2024, qualifier: 'R20240303' }, '2024-R20240303'],
    ] as const;
    for (const [range, segment] of cases) {
      expect(dashboardDateRange(range)).toBe(segment);
      expect(parseDateRange(segment)).toEqual(range);
    }
    // all dates however the qualifier says it
    expect(dashboardDateRange({ year: 2024, qualifier: '-1' })).toBe('-1');
  });
});

describe('widgetLinks: where the dashboard widgets lead', () => {
  const system: SystemInfo = {
    id: 7,
    name: 'SAP-DEMO',
    type: 'sap',
    currency: 'EUR',
    last_analysis_date: null,
    min_date: null,
    max_date: null,
    multi_system: false,
    add_ons: [],
  };
  const page = (name: string) => ({ name, displayName: name }) as ModulePage;
  const config = (invoicePages: string[]): DisplayConfig => ({
    modules: [
      { name: 'invoices', displayName: 'Invoices', pages: invoicePages.map(page) },
      { name: 'vendors', displayName: 'Vendors', pages: [page('top_25_vendors')] },
      { name: 'ranking', displayName: 'Ranking', pages: [page('vendor')] },
    ],
    dashboard: { modules: [] },
    regions: [],
    defaults: { module: 'dashboard', page: 'dashboard' },
    ui_params: { page_date_ranges: {} },
  });
  const selection = { year: 2025, qualifier: 'Q1', companyCode: 'DE01' };

  it('opens the backlog and due dates over all dates, the others with the selection', () => {
    const links = widgetLinks(
      config([
        'backlog',
        'due_date',
        'payment_on_time_not_in_time',
        'kpi_percentage_of_invoices_paid_on_time',
      ]),
      system,
      selection,
    );
    const search = (link: string | undefined) => Object.fromEntries(new URL(link!, 'http://x').searchParams);
    expect(new URL(links.backlog!, 'http://x').pathname).toBe('/invoices/backlog');
    expect(search(links.backlog)).toMatchObject({
      system: '7',
      year: '-1',
      qualifier: '-1',
      company_code: 'DE01',
    });
    expect(search(links.dueDate)).toMatchObject({ year: '-1', qualifier: '-1' });
    // paid on time's View Trends: the KPI page where the system has it
    expect(links.paidOnTime).toMatch(/^\/invoices\/kpi_percentage_of_invoices_paid_on_time\?/);
    expect(search(links.paidOnTime)).toMatchObject({ year: '2025', qualifier: 'Q1', company_code: 'DE01' });
    expect(links.topVendors).toMatch(/^\/vendors\/top_25_vendors\?/);
    expect(links.exceptions).toMatch(/^\/ranking\/vendor\?/);
  });

  it('falls back to the paid-on-time page, and gives no link where the system lacks the page', () => {
    const links = widgetLinks(config(['payment_on_time_not_in_time']), system, selection);
    expect(links.paidOnTime).toMatch(/^\/invoices\/payment_on_time_not_in_time\?/);
    expect(links.backlog).toBeUndefined();
    expect(links.dueDate).toBeUndefined();
  });
});

describe('crossSystemLinks: where a multi-system’s dashboard leads', () => {
  const multi: SystemInfo = {
    id: 6,
    name: 'ALL-DEMO',
    type: 'sap',
    currency: 'EUR',
    last_analysis_date: null,
    min_date: null,
    max_date: null,
    multi_system: true,
    add_ons: [],
  };
  const config = (pages: string[]): DisplayConfig => ({
    modules: [
      {
        name: 'cross_system',
        displayName: 'Cross System',
        pages: pages.map((name) => ({ name, displayName: name, multiSystemOnly: true }) as ModulePage),
      },
    ],
    dashboard: { modules: [] },
    regions: [],
    defaults: { module: 'dashboard', page: 'dashboard' },
    ui_params: { page_date_ranges: {} },
  });
  const search = (link: string | undefined) => Object.fromEntries(new URL(link!, 'http://x').searchParams);

  it('opens the cross-system pages with the selection, and a member’s dashboard with the date range and all its company codes', () => {
    const links = crossSystemLinks(
      config(['vendor_matches', 'cross_system_data_quality', 'duplicate_invoices']),
      multi,
      {
        year: 2025,
        qualifier: 'Q1',
        companyCode: '-1',
      },
    );
    expect(links.dataQuality).toMatch(/^\/cross_system\/cross_system_data_quality\?/);
    expect(search(links.duplicateInvoices)).toMatchObject({ system: '6', year: '2025', qualifier: 'Q1' });
    // a page the configuration lacks has no link
    expect(links.vendorSummary).toBeUndefined();
    expect(new URL(links.member(1), 'http://x').pathname).toBe('/');
    expect(search(links.member(1))).toMatchObject({
      system: '1',
      year: '2025',
      qualifier: 'Q1',
      company_code: '-1',
    });
  });
});
