import type { AnalysisDefinition } from '../../catalogue-types';
import { quarterSql, yearMonthSql } from '../shared-sql';
import { invoicesWhereSql, partyColumns, partyJoinsSql, partySelectSql } from './invoice-sql';

/**
 * Payment Performance (spec 02 'combined bar and line chart of volume and value with
 * day/month/quarter/year toggle'): one row per payment (canon.payments) with its payment date and
 * its day, month, quarter and year, the number and common value of the PO and non-PO invoices (not
 * reversed) it cleared, and the payment's own item count and amount. A payment that cleared only
 * credits or other items has 0 invoices.
 */
export const paymentPerformance: AnalysisDefinition = {
  module: 'invoices',
  analysis: 'payment_performance',
  displayName: 'Payment Performance',
  description: 'Payments by payment date with the number and value of the invoices each cleared.',
  sql: `
WITH paid AS (
  SELECT i.company_code, i.vendor_id, i.clearing_document_no, i.clearing_date,
         count(*) AS number_of_invoices, sum(i.common_amount) AS value_of_invoices
  FROM canon.invoices i
  WHERE ${invoicesWhereSql('i')} AND coalesce(i.is_cleared, false)
  GROUP BY i.company_code, i.vendor_id, i.clearing_document_no, i.clearing_date
)
SELECT
  p.system_id::INTEGER AS system_id,
  ${partySelectSql('p')},
  (p.company_code || '-' || p.clearing_document_no || '-' || p.fiscal_year::VARCHAR)::VARCHAR AS payment_id,
  p.clearing_document_no::VARCHAR AS clearing_document_no,
  p.fiscal_year::INTEGER AS fiscal_year,
  p.clearing_date::DATE AS clearing_date,
  coalesce(p.payment_date, p.clearing_date)::DATE AS payment_date,
  p.payment_method::VARCHAR AS payment_method,
  coalesce(p.is_voided, false)::BOOLEAN AS is_voided,
  coalesce(paid.number_of_invoices, 0)::INTEGER AS number_of_invoices,
  coalesce(paid.value_of_invoices, 0)::DECIMAL(18,2) AS value_of_invoices,
  p.item_count::INTEGER AS item_count,
  p.common_currency::VARCHAR AS common_currency,
  p.common_amount::DECIMAL(18,2) AS common_amount,
  ${yearMonthSql('coalesce(p.payment_date, p.clearing_date)')}::VARCHAR AS year_month,
  ${quarterSql('coalesce(p.payment_date, p.clearing_date)')}::VARCHAR AS quarter,
  year(coalesce(p.payment_date, p.clearing_date))::INTEGER AS year
FROM canon.payments p
LEFT JOIN paid
  ON paid.company_code = p.company_code AND paid.vendor_id = p.vendor_id
 AND paid.clearing_document_no = p.clearing_document_no AND paid.clearing_date = p.clearing_date
${partyJoinsSql('p')}
WHERE p.system_id = $system_id`,
  columns: [
    ...partyColumns,
    { name: 'payment_id', displayName: 'Payment ID', dataType: 'string' },
    { name: 'clearing_document_no', displayName: 'Clearing Document No', dataType: 'string' },
    { name: 'fiscal_year', displayName: 'Fiscal Year', dataType: 'number', format: 'code' },
    { name: 'clearing_date', displayName: 'Clearing Date', dataType: 'date' },
    { name: 'payment_date', displayName: 'Payment Date', dataType: 'date' },
    { name: 'payment_method', displayName: 'Payment Method', dataType: 'string' },
    { name: 'is_voided', displayName: 'Voided', dataType: 'yesno' },
    { name: 'number_of_invoices', displayName: 'No. of Invoices Paid', dataType: 'number' },
    { name: 'value_of_invoices', displayName: 'Value of Invoices Paid', dataType: 'currency' },
    { name: 'item_count', displayName: 'Items Cleared', dataType: 'number' },
    { name: 'common_currency', displayName: 'Common Currency', dataType: 'string' },
    { name: 'common_amount', displayName: 'Payment Amount', dataType: 'currency' },
    { name: 'year_month', displayName: 'Month', dataType: 'string' },
    { name: 'quarter', displayName: 'Quarter', dataType: 'string' },
    { name: 'year', displayName: 'Year', dataType: 'number', format: 'code' },
  ],
  dateColumn: 'payment_date',
  accountGroupColumn: 'account_group',
  companyCodeColumn: 'company_code',
  page: {
    module: 'invoices',
    moduleDisplayName: 'Invoices',
    name: 'payment_performance',
    displayName: 'Payment Performance',
  },
  display: {
    defaultView: 'chart',
    chart: {
      kind: 'bar_line',
      x: 'payment_date',
      measures: [
        { col: 'number_of_invoices', fn: 'sum', alias: 'volume', displayName: 'No. of Invoices Paid' },
        { col: 'value_of_invoices', fn: 'sum', alias: 'value', displayName: 'Value of Invoices Paid' },
      ],
    },
    summaryTable: {
      viewByList: [
        { name: 'year_month', displayName: 'Month' },
        { name: 'payment_date', displayName: 'Day' },
        { name: 'quarter', displayName: 'Quarter' },
        { name: 'year', displayName: 'Year' },
        { name: 'vendor_id', displayName: 'Vendor' },
      ],
      aggregate: [
        {
          col: 'number_of_invoices',
          fn: 'sum',
          alias: 'number_of_invoices',
          displayName: 'No. of Invoices Paid',
          dataType: 'number',
        },
        {
          col: 'value_of_invoices',
          fn: 'sum',
          alias: 'value_of_invoices',
          displayName: 'Value of Invoices Paid',
          dataType: 'currency',
        },
        {
          col: 'payment_id',
          fn: 'count',
          alias: 'number_of_payments',
          displayName: 'No. of Payments',
          dataType: 'number',
        },
      ],
      sortField: 'year_month',
    },
    helpAlert: {
      variant: 'info',
      text: 'Payments by payment date (the cheque date when PAYR has one, else the clearing date): how many invoices each paid and their value.',
    },
  },
};
