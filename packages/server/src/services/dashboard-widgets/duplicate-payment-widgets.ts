import {
  dashboardWidgetSources,
  dashboardTopRows,
  dashboardWidgetHistory,
  type DashboardWidgetData,
  type Row,
} from '@spendlens/domain';
import { first, num, round2, sum, text, type WidgetReader } from './widget-reader';

/** Issue 23's recovered value (docs/recovered-value.md): one row per company code, account group and month. */
const recoveredValue = dashboardWidgetSources.duplicate_payments;

const counts = ['found_findings', 'confirmed_findings', 'dismissed_findings'] as const;
const values = ['found_value', 'confirmed_value', 'dismissed_value', 'recovered_value'] as const;
const sums = [...counts, ...values].map((col) => sum(col));

type Values = DashboardWidgetData<'duplicate_payments'>['total'];

const valuesOf = (r: Row): Values => ({
  found_findings: num(r['found_findings']),
  found_value: num(r['found_value']),
  confirmed_findings: num(r['confirmed_findings']),
  confirmed_value: num(r['confirmed_value']),
  dismissed_findings: num(r['dismissed_findings']),
  dismissed_value: num(r['dismissed_value']),
  recovered_value: num(r['recovered_value']),
});

/** The sum of `rows`' figures (counts exact, values to the cent). */
function totalOf(rows: readonly Values[]): Values {
  const total = valuesOf({});
  for (const r of rows) {
    for (const c of counts) total[c] += r[c];
    for (const v of values) total[v] = round2(total[v] + r[v]);
  }
  return total;
}

/**
 * duplicate_payments: the duplicate-invoice findings found, confirmed and dismissed with their value
 * at risk, and the value recovered, for the last 12 months of the range that have findings (a
 * finding counts in the month of its latest invoice), their totals, and the 10 company codes with
 * the largest value found over those months — two summaries of invoice_duplicates/recovered_value.
 */
export async function duplicatePaymentsWidget(
  read: WidgetReader,
): Promise<DashboardWidgetData<'duplicate_payments'>> {
  const monthRows = await read({
    ...recoveredValue,
    group_by: ['year_month'],
    aggregate: [...sums, first('common_currency')],
    sort: [{ col_alias: 'year_month', order: 'desc' }],
    page_rows: dashboardWidgetHistory.duplicate_payments,
  });
  const months = monthRows.reverse().map((r) => ({ year_month: String(r['year_month']), ...valuesOf(r) }));
  if (months.length === 0)
    return { months: [], company_codes: [], total: totalOf([]), common_currency: null };
  const companyCodes = await read({
    ...recoveredValue,
    filter: [
      {
        clause_connector: '&',
        group_connector: '&',
        clauses: [{ col: 'year_month', op: 'isin', val: months.map((m) => m.year_month) }],
      },
    ],
    group_by: ['company_code'],
    aggregate: [...sums, first('company_name')],
    sort: [
      { col_alias: 'found_value', order: 'desc' },
      { col_alias: 'company_code', order: 'asc' },
    ],
    page_rows: dashboardTopRows,
  });
  return {
    months,
    company_codes: companyCodes.map((r) => ({
      company_code: String(r['company_code']),
      company_name: text(r['company_name']),
      ...valuesOf(r),
    })),
    total: totalOf(months),
    common_currency: text(monthRows[0]?.['common_currency']),
  };
}
