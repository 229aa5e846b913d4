import type { AnalysisDefinition } from '../../catalogue-types';
import { quarterSql, yearMonthSql } from '../shared-sql';
import {
  daysBetweenSql,
  invoiceDocumentColumns,
  invoiceDocumentSelectSql,
  invoicesWhereSql,
  partyColumns,
  partyJoinsSql,
  partySelectSql,
} from './invoice-sql';
import { paymentKeyJoinSql, paymentKeysSql } from './payment-sql';

/**
 * Invoices Paid on Time and Not in Time (spec 02 'Payments not in time', 'Invoices paid on time'):
 * every cleared PO and non-PO invoice (not reversed, with a clearing date) with
 * due_clearing_date_delta = clearing_date − due_date (NULL without a due date) and whether a payment
 * cleared it (is_cleared_for_payment; otherwise a credit or another document did). Paid on time is
 * delta ≤ the page's 'Pay on Time threshold' (0 to 30 days, default 0), applied by the client; an
 * invoice cleared by a payment after its due date is an exception.
 */
export const paymentOnTime: AnalysisDefinition = {
  module: 'invoices',
  analysis: 'payment_on_time_not_in_time',
  displayName: 'Invoices Paid on Time and Not in Time',
  description:
    'Cleared invoices with the days between due date and clearing date (due_clearing_date_delta) and whether a payment cleared them.',
  sql: `
SELECT
  i.system_id::INTEGER AS system_id,
  ${partySelectSql('i')},
  ${invoiceDocumentSelectSql('i')},
  i.payment_term::VARCHAR AS payment_term,
  i.payment_method::VARCHAR AS payment_method,
  i.due_date::DATE AS due_date,
  i.clearing_date::DATE AS clearing_date,
  i.clearing_document_no::VARCHAR AS clearing_document_no,
  p.payment_date::DATE AS payment_date,
  (p.clearing_document_no IS NOT NULL)::BOOLEAN AS is_cleared_for_payment,
  ${daysBetweenSql('i.due_date', 'i.clearing_date')} AS due_clearing_date_delta,
  ${yearMonthSql('i.clearing_date')}::VARCHAR AS year_month,
  ${quarterSql('i.clearing_date')}::VARCHAR AS quarter,
  year(i.clearing_date)::INTEGER AS year
FROM canon.invoices i
LEFT JOIN ${paymentKeysSql} p ON ${paymentKeyJoinSql('i')}
${partyJoinsSql('i')}
WHERE ${invoicesWhereSql('i')} AND coalesce(i.is_cleared, false) AND i.clearing_date IS NOT NULL`,
  columns: [
    ...partyColumns,
    ...invoiceDocumentColumns,
    { name: 'payment_term', displayName: 'Payment Term', dataType: 'string' },
    { name: 'payment_method', displayName: 'Payment Method', dataType: 'string' },
    { name: 'due_date', displayName: 'Due Date', dataType: 'date' },
    { name: 'clearing_date', displayName: 'Clearing Date', dataType: 'date' },
    { name: 'clearing_document_no', displayName: 'Clearing Document No', dataType: 'string' },
    { name: 'payment_date', displayName: 'Payment Date', dataType: 'date' },
    { name: 'is_cleared_for_payment', displayName: 'Cleared by Payment', dataType: 'yesno' },
    { name: 'due_clearing_date_delta', displayName: 'Days Cleared after Due Date', dataType: 'datediff' },
    { name: 'year_month', displayName: 'Clearing Month', dataType: 'string' },
    { name: 'quarter', displayName: 'Clearing Quarter', dataType: 'string' },
    { name: 'year', displayName: 'Clearing Year', dataType: 'number', format: 'code' },
  ],
  dateColumn: 'clearing_date',
  accountGroupColumn: 'account_group',
  companyCodeColumn: 'company_code',
  page: {
    module: 'invoices',
    moduleDisplayName: 'Invoices',
    name: 'payment_on_time_not_in_time',
    displayName: 'Invoices Paid on Time and Not in Time',
  },
  display: {
    defaultView: 'chart',
    chart: {
      kind: 'stacked_bar',
      x: 'year_month',
      measures: [
        { col: 'internal_invoice_id', fn: 'count', alias: 'volume', displayName: 'No. of Invoices' },
      ],
    },
    summaryTable: {
      viewByList: [
        { name: 'vendor_id', displayName: 'Vendor' },
        { name: 'company_code', displayName: 'Company Code' },
        { name: 'year_month', displayName: 'Clearing Month' },
        { name: 'payment_term', displayName: 'Payment Term' },
      ],
      aggregate: [
        {
          col: 'internal_invoice_id',
          fn: 'count',
          alias: 'number_of_invoices',
          displayName: 'No. of Invoices',
          dataType: 'number',
        },
        {
          col: 'common_amount',
          fn: 'sum',
          alias: 'value_of_invoices',
          displayName: 'Value of Invoices',
          dataType: 'currency',
        },
        {
          col: 'due_clearing_date_delta',
          fn: 'mean',
          alias: 'mean_due_clearing_date_delta',
          displayName: 'Mean Days after Due Date',
          dataType: 'datediff',
        },
      ],
      sortField: 'number_of_invoices',
    },
    helpAlert: {
      variant: 'info',
      text: 'Cleared invoices with the days from their net due date to their clearing date. An invoice is paid on time when that difference is at or below the Pay on Time threshold (default 0 days). "Cleared by Payment" is No when a credit memo or another document cleared it.',
    },
  },
  finding: {
    kind: 'late_payment',
    key: ['internal_invoice_id'],
    evidence: ['due_date', 'clearing_date', 'common_amount'],
    label:
      "'Invoice ' || coalesce(external_invoice_id, internal_invoice_id) || ' of ' || coalesce(vendor_name, vendor_id) || ' paid late'",
  },
  exception: { condition: 'is_cleared_for_payment AND due_clearing_date_delta > 0', weight: 4 },
};

/**
 * KPI Percentage of Invoices Paid on Time (spec 02 §2: the SAP 'View Trends' target): per company
 * code, account group and clearing month, the invoices cleared by a payment that have a due date,
 * and how many of them were paid on or before it (due_clearing_date_delta ≤ 0, the default
 * threshold). The client divides the sums for any grouping.
 */
export const kpiPaidOnTime: AnalysisDefinition = {
  module: 'invoices',
  analysis: 'kpi_percentage_of_invoices_paid_on_time',
  displayName: 'Percentage of Invoices Paid on Time',
  description:
    'Per company code, account group and clearing month: invoices paid (cleared by a payment, with a due date) and those paid on or before their due date.',
  sql: `
SELECT
  i.system_id::INTEGER AS system_id,
  i.company_code::VARCHAR AS company_code,
  any_value(cc.company_name)::VARCHAR AS company_name,
  v.account_group::VARCHAR AS account_group,
  ${yearMonthSql('i.clearing_date')}::VARCHAR AS year_month,
  date_trunc('month', i.clearing_date)::DATE AS month_start,
  count(*)::INTEGER AS number_of_paid_invoices,
  count(*) FILTER (WHERE i.clearing_date <= i.due_date)::INTEGER AS number_paid_on_time,
  (100.0 * count(*) FILTER (WHERE i.clearing_date <= i.due_date) / count(*))::DOUBLE AS percentage_paid_on_time,
  sum(i.common_amount)::DECIMAL(18,2) AS value_of_paid_invoices,
  sum(i.common_amount) FILTER (WHERE i.clearing_date <= i.due_date)::DECIMAL(18,2) AS value_paid_on_time
FROM canon.invoices i
JOIN ${paymentKeysSql} p ON ${paymentKeyJoinSql('i')}
LEFT JOIN canon.company_codes cc ON cc.system_id = i.system_id AND cc.company_code = i.company_code
LEFT JOIN canon.vendors v ON v.system_id = i.system_id AND v.vendor_id = i.vendor_id
WHERE ${invoicesWhereSql('i')} AND coalesce(i.is_cleared, false) AND i.due_date IS NOT NULL
GROUP BY i.system_id, i.company_code, v.account_group, year_month, month_start`,
  columns: [
    { name: 'company_code', displayName: 'Company Code', dataType: 'string' },
    { name: 'company_name', displayName: 'Company Name', dataType: 'string' },
    { name: 'account_group', displayName: 'Account Group', dataType: 'string' },
    { name: 'year_month', displayName: 'Clearing Month', dataType: 'string' },
    { name: 'month_start', displayName: 'Month', dataType: 'date' },
    { name: 'number_of_paid_invoices', displayName: 'No. of Paid Invoices', dataType: 'number' },
    { name: 'number_paid_on_time', displayName: 'No. Paid on Time', dataType: 'number' },
    { name: 'percentage_paid_on_time', displayName: '% Paid on Time', dataType: '%' },
    { name: 'value_of_paid_invoices', displayName: 'Value of Paid Invoices', dataType: 'currency' },
    { name: 'value_paid_on_time', displayName: 'Value Paid on Time', dataType: 'currency' },
  ],
  dateColumn: 'month_start',
  accountGroupColumn: 'account_group',
  companyCodeColumn: 'company_code',
  page: {
    module: 'invoices',
    moduleDisplayName: 'Invoices',
    name: 'kpi_percentage_of_invoices_paid_on_time',
    displayName: 'Percentage of Invoices Paid on Time',
  },
  display: {
    defaultView: 'chart',
    chart: {
      kind: 'bar_line',
      x: 'year_month',
      measures: [
        { col: 'number_of_paid_invoices', fn: 'sum', alias: 'paid', displayName: 'No. of Paid Invoices' },
        { col: 'number_paid_on_time', fn: 'sum', alias: 'on_time', displayName: 'No. Paid on Time' },
      ],
    },
    helpAlert: {
      variant: 'info',
      text: 'Invoices cleared by a payment per month, and the share paid on or before the net due date. Invoices without a due date are left out.',
    },
  },
};
