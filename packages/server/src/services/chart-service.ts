import { DomainError, summaryRequestSchema, type Row, type SummaryRequestInput } from '@spendlens/domain';
import type { SessionUser } from './session-service';
import type { SummaryService } from './summary-service';

export interface ChartParams {
  system: number;
  chartName: string;
  /** A company code, a region or -1. */
  companyCode: string;
}

export interface ChartAnswer {
  charts: { chartName: string; data: unknown }[];
}

export interface ChartService {
  /** GET chart/:system/:chartName (and its dynamic form): charts[0].data (spec 02 §7). */
  chart(user: SessionUser, params: ChartParams, today: string): Promise<ChartAnswer>;
}

/** Processing charts show the top 10 company codes (spec 02 §9), by number of invoices. */
const topCompanyCodes = 10;

/**
 * The named charts of spec 02 §7 and spec 03 §2.8, each built from summaries of published
 * analyses (so scope, checks and the cache are those of POST /summary):
 * - metrics_invoice_processing_days: data.theCompany (the means over every invoice in scope) and
 *   data.companyCodes (the top 10 company codes by invoices, with their means);
 * - metrics_invoice_processing_days_vs_count_and_sum: data.chartData.chart, one bubble per company
 *   code: x the mean days from invoice date to clearing, count and value of its invoices;
 * - metrics_invoice_clearing_date_due_date: data.chartData.chart, one bar per company code: x its
 *   code, x0 its name, y the mean of clearing date − due date.
 */
export function createChartService(deps: { summary: SummaryService }): ChartService {
  async function rows(
    user: SessionUser,
    request: Partial<SummaryRequestInput>,
    today: string,
  ): Promise<Row[]> {
    const parsed = summaryRequestSchema.safeParse({ page_rows: -1, ...request });
    if (!parsed.success) throw new DomainError('bad_request', parsed.error.issues[0]?.message ?? 'Bad chart');
    return (await deps.summary.summary(user, parsed.data, today))?.data ?? [];
  }
  const byCompanyCode = (p: ChartParams, limit?: number): Partial<SummaryRequestInput> => ({
    system_id: p.system,
    module: 'invoices',
    analysis: 'metrics_invoice_processing_days',
    company_code: p.companyCode,
    sort: [
      { col_alias: 'countOfInvoices', order: 'desc' },
      { col_alias: 'company_code', order: 'asc' },
    ],
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
            sort: [
              { col_alias: 'countOfInvoices', order: 'desc' },
              { col_alias: 'company_code', order: 'asc' },
            ],
            page_rows: topCompanyCodes,
          },
          today,
        )
      ).map((r) => ({ x: r['company_code'], x0: r['company_name'], y: r['meanClearingDateToDueDate'] }));
      return { chartData: { chart } };
    },
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
