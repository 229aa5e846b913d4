import {
  dashboardWidgetSources,
  dashboardTopRows,
  dashboardWidgetHistory,
  type DashboardWidgetData,
} from '@spendlens/domain';
import { countOf, first, num, sum, text, type WidgetReader } from './widget-reader';

/**
 * top_vendors: the 10 vendors with the largest spend in the range — the net value of their invoice
 * documents posted in it (invoices, less credits and reversals) — one summary of the Invoice
 * Distribution grouped by vendor.
 */
export async function topVendorsWidget(read: WidgetReader): Promise<DashboardWidgetData<'top_vendors'>> {
  const rows = await read({
    ...dashboardWidgetSources.top_vendors,
    group_by: ['vendor_id'],
    aggregate: [
      sum('common_amount', 'spend'),
      countOf('internal_invoice_id', 'number_of_documents'),
      first('vendor_name'),
      first('common_currency'),
    ],
    sort: [
      { col_alias: 'spend', order: 'desc' },
      { col_alias: 'vendor_id', order: 'asc' },
    ],
    page_rows: dashboardTopRows,
  });
  return {
    vendors: rows.map((r) => ({
      vendor_id: String(r['vendor_id']),
      vendor_name: text(r['vendor_name']),
      spend: num(r['spend']),
      number_of_documents: num(r['number_of_documents']),
    })),
    common_currency: text(rows[0]?.['common_currency']),
  };
}

const exceptionsFact = dashboardWidgetSources.exceptions;
const exceptionSums = [sum('exception_count', 'exceptions'), sum('transaction_count', 'transactions')];

/**
 * exceptions: the 10 analyses with the most exceptions in the range and the totals over every
 * analysis — two summaries of the exceptions fact (the ranking's, so the same rules and months).
 */
export async function exceptionsWidget(read: WidgetReader): Promise<DashboardWidgetData<'exceptions'>> {
  const [analyses, [total]] = await Promise.all([
    read({
      ...exceptionsFact,
      group_by: ['module', 'analysis'],
      aggregate: [...exceptionSums, first('analysis_display_name', 'display_name')],
      post_filter: [
        { clause_connector: '&', group_connector: '&', clauses: [{ col: 'exceptions', op: '>', val: 0 }] },
      ],
      sort: [
        { col_alias: 'exceptions', order: 'desc' },
        { col_alias: 'module', order: 'asc' },
        { col_alias: 'analysis', order: 'asc' },
      ],
      page_rows: dashboardTopRows,
    }),
    read({ ...exceptionsFact, aggregate: exceptionSums }),
  ]);
  return {
    analyses: analyses.map((r) => ({
      module: String(r['module']),
      analysis: String(r['analysis']),
      display_name: text(r['display_name']),
      exceptions: num(r['exceptions']),
      transactions: num(r['transactions']),
    })),
    total: { exceptions: num(total?.['exceptions']), transactions: num(total?.['transactions']) },
  };
}

/** exceptions_trend: exceptions and transactions per month, the last 7 months of the range (spec 03 §9). */
export async function exceptionsTrendWidget(
  read: WidgetReader,
): Promise<DashboardWidgetData<'exceptions_trend'>> {
  const rows = await read({
    ...exceptionsFact,
    group_by: ['year_month'],
    aggregate: exceptionSums,
    sort: [{ col_alias: 'year_month', order: 'desc' }],
    page_rows: dashboardWidgetHistory.exceptions_trend,
  });
  return {
    months: rows.reverse().map((r) => ({
      year_month: String(r['year_month']),
      exceptions: num(r['exceptions']),
      transactions: num(r['transactions']),
    })),
  };
}
