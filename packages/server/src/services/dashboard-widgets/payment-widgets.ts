import { dashboardWidgetSources, dashboardWidgetHistory, type DashboardWidgetData } from '@spendlens/domain';
import { countOf, first, num, round2, sum, text, type WidgetReader } from './widget-reader';

/**
 * paid_on_time: the newest clearing month of the range (spec 02 §9 'Paid on time: looks back … 1
 * for dashboards'): invoices cleared by a payment with a due date, those cleared on or before it
 * (days to clearing ≤ 0) and the percentage — one summary of
 * invoices/kpi_percentage_of_invoices_paid_on_time grouped by month, the percentage a computed column.
 */
export async function paidOnTimeWidget(read: WidgetReader): Promise<DashboardWidgetData<'paid_on_time'>> {
  const [month] = await read({
    ...dashboardWidgetSources.paid_on_time,
    group_by: ['year_month'],
    aggregate: [
      sum('number_of_paid_invoices'),
      sum('number_paid_on_time'),
      sum('value_of_paid_invoices'),
      sum('value_paid_on_time'),
    ],
    computed: [
      { alias: 'percentage_paid_on_time', formula: '100 * number_paid_on_time / number_of_paid_invoices' },
    ],
    sort: [{ col_alias: 'year_month', order: 'desc' }],
    page_rows: dashboardWidgetHistory.paid_on_time,
  });
  if (!month) return { month: null };
  return {
    month: {
      year_month: String(month['year_month']),
      number_of_paid_invoices: num(month['number_of_paid_invoices']),
      number_paid_on_time: num(month['number_paid_on_time']),
      percentage_paid_on_time:
        month['percentage_paid_on_time'] === null ? null : num(month['percentage_paid_on_time']),
      value_of_paid_invoices: num(month['value_of_paid_invoices']),
      value_paid_on_time: num(month['value_paid_on_time']),
    },
  };
}

const dueDate = dashboardWidgetSources.due_date;
const invoiceTotals = [
  countOf('internal_invoice_id', 'number_of_invoices'),
  sum('common_amount', 'value_of_invoices'),
  first('common_currency'),
];

/**
 * due_date: the invoices open on the newest data (posted in the range) by days to their due date, in
 * the bins of the Due Date Analysis, and those near or past due (fewer than 7 days to the due date,
 * spec 02 §9) — two summaries of invoices/due_date.
 */
export async function dueDateWidget(read: WidgetReader): Promise<DashboardWidgetData<'due_date'>> {
  const [bins, near] = await Promise.all([
    read({
      ...dueDate,
      group_by: ['days_to_due_date_bin', 'days_to_due_date_bin_order', 'due_date_bin_view'],
      keep_groupby_nan: true,
      aggregate: invoiceTotals,
      sort: [{ col_alias: 'days_to_due_date_bin_order', order: 'asc' }],
    }),
    read({
      ...dueDate,
      filter: [
        {
          clause_connector: '&',
          group_connector: '&',
          clauses: [{ col: 'days_to_due_date', op: '<', val: 7 }],
        },
      ],
      aggregate: invoiceTotals,
    }),
  ]);
  const rows = bins.map((r) => ({
    days_to_due_date_bin: text(r['days_to_due_date_bin']),
    days_to_due_date_bin_order:
      r['days_to_due_date_bin_order'] === null ? null : num(r['days_to_due_date_bin_order']),
    due_date_bin_view: text(r['due_date_bin_view']),
    number_of_invoices: num(r['number_of_invoices']),
    value_of_invoices: num(r['value_of_invoices']),
  }));
  return {
    bins: rows,
    near_or_past_due: {
      number_of_invoices: num(near[0]?.['number_of_invoices']),
      value_of_invoices: num(near[0]?.['value_of_invoices']),
    },
    total: {
      number_of_invoices: rows.reduce((n, r) => n + r.number_of_invoices, 0),
      value_of_invoices: round2(rows.reduce((n, r) => n + r.value_of_invoices, 0)),
    },
    common_currency: text(bins[0]?.['common_currency']),
  };
}
