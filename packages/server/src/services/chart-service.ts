import { DomainError, type Row, type SummaryRequestInput } from '@spendlens/domain';
import type { SessionUser } from './session-service';
import { invoiceOutlierPlot } from './invoice-outlier-plot';
import { summaryRows, type SummaryService } from './summary-service';

export interface ChartParams {
  system: number;
  chartName: string;
  /** A company code, a region or -1. */
  companyCode: string;
  /** Query-string filters (column=value, ==) of the charts that take them (material pricing). */
  equals?: Record<string, string>;
  /** The ?id= of the invoice outlier plot: an internal invoice id. */
  id?: string;
}

export interface ChartAnswer {
  charts: { chartName: string; data: unknown }[];
}

export interface ChartService {
  /** GET chart/:system/:chartName (and its dynamic form): charts[0].data (spec 02 §7). */
  chart(user: SessionUser, params: ChartParams, today: string): Promise<ChartAnswer>;
}

/** Most rows one pricing chart reads (its price points or offenders). */
const maxPricingRows = 10_000;

/** Processing charts show the top 10 company codes (spec 02 §9), by number of invoices. */
const byInvoicesDescending: SummaryRequestInput['sort'] = [
  { col_alias: 'countOfInvoices', order: 'desc' },
  { col_alias: 'company_code', order: 'asc' },
];

const topCompanyCodes = 10;

/**
 * The named charts of spec 02 §7 and spec 03 §2.8, each built from summaries of published
 * analyses (so scope, checks and the cache are those of POST /summary):
 * - metrics_invoice_processing_days: data.theCompany (the means over every invoice in scope) and
 *   data.companyCodes (the top 10 company codes by invoices, with their means);
 * - metrics_invoice_processing_days_vs_count_and_sum: data.chartData.chart, one bubble per company
 *   code: x the mean days from invoice date to clearing, count and value of its invoices;
 * - metrics_invoice_clearing_date_due_date: data.chartData.chart, one bar per company code: x its
 *   code, x0 its name, y the mean of clearing date − due date;
 * - metrics_materials_pct_unit_price_change: data.offenders, the price increases above 5 % (spec 03
 *   §2.7), largest first, with their price lists for the sparklines;
 * - metrics_materials_pricing: data.series, one per vendor, material, company code and currency
 *   (narrowed by query-string filters such as ?material_number=…&vendor_id=…; the offenders when
 *   none): meta (materialNumber, vendorId, vendorName, min, max, currency, std) and a chart list
 *   (chartName, chartData of x, y, pctChange, xLabel, yLabel);
 * - invoice_outlier_plot (…/invoices/outlier_plot/-1/-1?id={internal_invoice_id}): the invoice's
 *   series of invoice numbers against dates with its fit line and outliers (`outlierPlotSchema`).
 */
export function createChartService(deps: { summary: SummaryService }): ChartService {
  const rows = (user: SessionUser, request: SummaryRequestInput, today: string): Promise<Row[]> =>
    summaryRows(deps.summary, user, request, today);
  const byCompanyCode = (p: ChartParams, limit?: number): SummaryRequestInput => ({
    system_id: p.system,
    module: 'invoices',
    analysis: 'metrics_invoice_processing_days',
    company_code: p.companyCode,
    sort: byInvoicesDescending,
    ...(limit ? { page_rows: limit } : {}),
  });

  const charts: Record<string, (user: SessionUser, p: ChartParams, today: string) => Promise<unknown>> = {
    async metrics_invoice_processing_days(user, p, today) {
      const [companyCodes, [theCompany]] = await Promise.all([
        rows(user, byCompanyCode(p, topCompanyCodes), today),
        rows(
          user,
          {
            system_id: p.system,
            module: 'invoices',
            analysis: 'invoice_timings',
            company_code: p.companyCode,
            aggregate: [
              { col: 'internal_invoice_id', fn: ['count'], alias: ['countOfInvoices'] },
              { col: 'created_date_invoice_date', fn: ['mean'], alias: ['meanInvoiceDateToCreatedDate'] },
              { col: 'clearing_date_posting_date', fn: ['mean'], alias: ['meanPostingDateToClearingDate'] },
              { col: 'clearing_date_document_date', fn: ['mean'], alias: ['meanInvoiceDateToClearingDate'] },
            ],
          },
          today,
        ),
      ]);
      return { theCompany: theCompany ?? null, companyCodes };
    },
    async metrics_invoice_processing_days_vs_count_and_sum(user, p, today) {
      const chart = (await rows(user, byCompanyCode(p, topCompanyCodes), today)).map((r) => ({
        company_code: r['company_code'],
        company_name: r['company_name'],
        x: r['meanInvoiceDateToClearingDate'],
        count: r['countOfInvoices'],
        value: r['valueOfInvoices'],
      }));
      return { chartData: { chart } };
    },
    async metrics_invoice_clearing_date_due_date(user, p, today) {
      const chart = (
        await rows(
          user,
          {
            system_id: p.system,
            module: 'invoices',
            analysis: 'metrics_invoice_clearing_date_due_date',
            company_code: p.companyCode,
            sort: byInvoicesDescending,
            page_rows: topCompanyCodes,
          },
          today,
        )
      ).map((r) => ({ x: r['company_code'], x0: r['company_name'], y: r['meanClearingDateToDueDate'] }));
      return { chartData: { chart } };
    },
  };

  const equalsFilter = (equals: Record<string, string> | undefined) => {
    const clauses = Object.entries(equals ?? {}).map(([col, val]) => ({ col, op: '==' as const, val }));
    return clauses.length > 0
      ? [{ clause_connector: '&' as const, group_connector: '&' as const, clauses }]
      : [];
  };
  charts['invoice_outlier_plot'] = (user, p, today) =>
    invoiceOutlierPlot((request) => rows(user, request, today), p.system, p.companyCode, p.id);
  charts['metrics_materials_pct_unit_price_change'] = async (user, p, today) => ({
    offenders: await rows(
      user,
      {
        system_id: p.system,
        module: 'material_pricing',
        analysis: 'price_increases',
        company_code: p.companyCode,
        filter: equalsFilter(p.equals),
        sort: [
          { col_alias: 'max_pct_change', order: 'desc' },
          { col_alias: 'vendor_id', order: 'asc' },
          { col_alias: 'material_number', order: 'asc' },
        ],
        page_rows: maxPricingRows,
      },
      today,
    ),
  });
  charts['metrics_materials_pricing'] = async (user, p, today) => {
    const filter = equalsFilter(p.equals);
    const points = await rows(
      user,
      {
        system_id: p.system,
        module: 'material_pricing',
        analysis: 'price_series',
        company_code: p.companyCode,
        filter:
          filter.length > 0
            ? filter
            : [
                {
                  clause_connector: '&',
                  group_connector: '&',
                  clauses: [{ col: 'is_offender', op: '==', val: true }],
                },
              ],
        sort: [
          { col_alias: 'vendor_id', order: 'asc' },
          { col_alias: 'material_number', order: 'asc' },
          { col_alias: 'company_code', order: 'asc' },
          { col_alias: 'currency', order: 'asc' },
          { col_alias: 'document_date', order: 'asc' },
        ],
        page_rows: maxPricingRows,
      },
      today,
    );
    const series = new Map<
      string,
      { meta: Record<string, unknown>; charts: { chartName: string; chartData: unknown[] }[] }
    >();
    for (const r of points) {
      const key = [r['vendor_id'], r['material_number'], r['company_code'], r['currency']].join('\u0000');
      let entry = series.get(key);
      if (!entry) {
        entry = {
          meta: {
            materialNumber: r['material_number'],
            vendorId: r['vendor_id'],
            vendorName: r['vendor_name'],
            companyCode: r['company_code'],
            min: r['series_min_price'],
            max: r['series_max_price'],
            currency: r['currency'],
            std: r['series_std_price'],
          },
          charts: [
            {
              chartName: `${r['material_number']} / ${r['vendor_id']} / ${r['company_code']}`,
              chartData: [],
            },
          ],
        };
        series.set(key, entry);
      }
      entry.charts[0]!.chartData.push({
        x: r['document_date'],
        y: r['unit_price'],
        pctChange: r['pct_change'],
        xLabel: 'PO Date',
        yLabel: `Unit Price (${String(r['currency'])})`,
      });
    }
    return { series: [...series.values()] };
  };

  return {
    async chart(user, params, today) {
      const build = Object.hasOwn(charts, params.chartName) ? charts[params.chartName] : undefined;
      if (!build)
        throw new DomainError(
          'not_found',
          /^[a-z0-9_]{1,100}$/.test(params.chartName)
            ? `Unknown chart: ${params.chartName}`
            : 'Unknown chart',
        );
      return { charts: [{ chartName: params.chartName, data: await build(user, params, today) }] };
    },
  };
}
