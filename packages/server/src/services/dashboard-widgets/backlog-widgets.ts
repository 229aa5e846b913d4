import {
  dashboardWidgetSources,
  dashboardTopRows,
  dashboardWidgetHistory,
  type DashboardWidgetData,
  type Row,
} from '@spendlens/domain';
import { equalTo, first, num, round2, sum, text, type WidgetReader } from './widget-reader';

const backlog = dashboardWidgetSources.invoice_backlog;
const totals = [sum('number_of_invoices'), sum('value_of_invoices'), first('common_currency')];
const byValue = { col_alias: 'value_of_invoices', order: 'desc' } as const;

const status = (r: Row) => ({
  generic_status: text(r['generic_status']),
  number_of_invoices: num(r['number_of_invoices']),
  value_of_invoices: num(r['value_of_invoices']),
});

/**
 * invoice_backlog: the open invoices at the last 2 month ends of the range (spec 02 §9 'Backlog
 * history … 2 months on dashboard'), per generic status, with the Current Backlog (the newest) and
 * the Monthly Average (over the months shown) cards. One summary of invoices/invoice_backlog grouped
 * by month and status (at most 13 months × the statuses).
 */
export async function invoiceBacklogWidget(
  read: WidgetReader,
): Promise<DashboardWidgetData<'invoice_backlog'>> {
  const rows = await read({
    ...backlog,
    group_by: ['year_month', 'snapshot_date', 'generic_status'],
    keep_groupby_nan: true,
    aggregate: totals,
    sort: [
      { col_alias: 'year_month', order: 'desc' },
      byValue,
      { col_alias: 'generic_status', order: 'asc' },
    ],
  });
  const wanted = [...new Set(rows.map((r) => String(r['year_month'])))].slice(
    0,
    dashboardWidgetHistory.invoice_backlog,
  );
  const months = wanted.reverse().map((yearMonth) => {
    const inMonth = rows.filter((r) => r['year_month'] === yearMonth);
    const statuses = inMonth.map(status);
    return {
      year_month: yearMonth,
      snapshot_date: String(inMonth[0]!['snapshot_date']),
      number_of_invoices: statuses.reduce((n, s) => n + s.number_of_invoices, 0),
      value_of_invoices: round2(statuses.reduce((n, s) => n + s.value_of_invoices, 0)),
      statuses,
    };
  });
  const mean = (pick: (m: (typeof months)[number]) => number) =>
    months.reduce((n, m) => n + pick(m), 0) / months.length;
  return {
    months,
    current: months.at(-1) ?? null,
    monthly_average:
      months.length > 0
        ? {
            number_of_invoices: mean((m) => m.number_of_invoices),
            value_of_invoices: round2(mean((m) => m.value_of_invoices)),
          }
        : null,
    common_currency: text(rows[0]?.['common_currency']),
  };
}

/**
 * invoice_backlog_value_volume: the backlog at the newest month end of the range (spec 02 §9 '1 month
 * for the value trend dashboard'): its totals, the top 10 company codes by value and the statuses —
 * three summaries of invoices/invoice_backlog, the last two filtered on that month.
 */
export async function invoiceBacklogValueVolumeWidget(
  read: WidgetReader,
): Promise<DashboardWidgetData<'invoice_backlog_value_volume'>> {
  const [latest] = await read({
    ...backlog,
    group_by: ['year_month', 'snapshot_date'],
    aggregate: totals,
    sort: [{ col_alias: 'year_month', order: 'desc' }],
    page_rows: dashboardWidgetHistory.invoice_backlog_value_volume,
  });
  if (!latest) return { month: null, common_currency: null };
  const inMonth = equalTo({ year_month: String(latest['year_month']) });
  const [companyCodes, statuses] = await Promise.all([
    read({
      ...backlog,
      filter: inMonth,
      group_by: ['company_code'],
      aggregate: [...totals, first('company_name')],
      sort: [byValue, { col_alias: 'company_code', order: 'asc' }],
      page_rows: dashboardTopRows,
    }),
    read({
      ...backlog,
      filter: inMonth,
      group_by: ['generic_status'],
      keep_groupby_nan: true,
      aggregate: totals,
      sort: [byValue, { col_alias: 'generic_status', order: 'asc' }],
    }),
  ]);
  return {
    month: {
      year_month: String(latest['year_month']),
      snapshot_date: String(latest['snapshot_date']),
      number_of_invoices: num(latest['number_of_invoices']),
      value_of_invoices: num(latest['value_of_invoices']),
      company_codes: companyCodes.map((r) => ({
        company_code: String(r['company_code']),
        company_name: text(r['company_name']),
        number_of_invoices: num(r['number_of_invoices']),
        value_of_invoices: num(r['value_of_invoices']),
      })),
      statuses: statuses.map(status),
    },
    common_currency: text(latest['common_currency']),
  };
}
