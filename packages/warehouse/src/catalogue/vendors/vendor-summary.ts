import type { AnalysisDefinition } from '../../catalogue-types';
import { yearMonthSql } from '../shared-sql';
import {
  lastActivityDateSql,
  spendDocumentsWhereSql,
  vendorFlagColumns,
  vendorFlagSelectSql,
  vendorJoinsSql,
  vendorPartyColumns,
  vendorPartySelectSql,
} from './vendor-sql';

/**
 * Vendor Summary (SAP; spec 02 'vendor summary', spec 03 §3 'Vendor summary row'): per vendor,
 * company code and month, the invoices (PO and non-PO) and credits of the month of their posting
 * date (none reversed: `spendDocumentsWhereSql`) and the purchase orders (not DELETED) of the month
 * of their document date, with the vendor's master data (tax and VAT ids, creation date, blocks,
 * deletion flags) and its last activity in any company code (canon.vendor_last_activity).
 *
 * Naturally grouped so that the date range applies: period_start_date, the first day of the month,
 * is the date column (a date range selects whole months). The page sums the months per vendor.
 * invoice_value is positive, credit_value negative, net_value their sum; local_currency_amount is
 * the net value in the company code's currency.
 */
export const vendorSummary: AnalysisDefinition = {
  module: 'vendors',
  analysis: 'vendor_summary',
  displayName: 'Vendor Summary',
  description:
    'Per vendor, company code and month: invoices, credits and purchase orders, with the vendor master data, blocks and last activity.',
  sql: `
WITH inv AS (
  SELECT i.vendor_id, i.company_code, date_trunc('month', i.posting_date)::DATE AS period_start,
    count(*) FILTER (WHERE i.derived_document_type <> 'VENDOR-CREDIT') AS number_of_invoices,
    coalesce(sum(i.common_amount) FILTER (WHERE i.derived_document_type <> 'VENDOR-CREDIT'), 0) AS invoice_value,
    count(*) FILTER (WHERE i.derived_document_type = 'VENDOR-CREDIT') AS number_of_credits,
    coalesce(sum(i.common_amount) FILTER (WHERE i.derived_document_type = 'VENDOR-CREDIT'), 0) AS credit_value,
    max(i.local_currency) AS local_currency,
    sum(i.local_amount) AS local_amount,
    max(i.common_currency) AS common_currency
  FROM canon.invoices i
  WHERE ${spendDocumentsWhereSql('i')} AND i.vendor_id IS NOT NULL
  GROUP BY ALL
),
po AS (
  SELECT vendor_id, company_code, date_trunc('month', document_date)::DATE AS period_start,
    count(*) AS number_of_pos, sum(common_amount) AS po_value, max(common_currency) AS common_currency
  FROM canon.purchase_orders
  WHERE system_id = $system_id AND coalesce(po_status, '') <> 'DELETED' AND vendor_id IS NOT NULL
  GROUP BY ALL
),
m AS (
  SELECT coalesce(i.vendor_id, p.vendor_id) AS vendor_id, coalesce(i.company_code, p.company_code) AS company_code,
    coalesce(i.period_start, p.period_start) AS period_start,
    coalesce(i.number_of_invoices, 0) AS number_of_invoices, coalesce(i.invoice_value, 0) AS invoice_value,
    coalesce(i.number_of_credits, 0) AS number_of_credits, coalesce(i.credit_value, 0) AS credit_value,
    i.local_currency, coalesce(i.local_amount, 0) AS local_amount,
    coalesce(i.common_currency, p.common_currency) AS common_currency,
    coalesce(p.number_of_pos, 0) AS number_of_pos, coalesce(p.po_value, 0) AS po_value
  FROM inv i
  FULL JOIN po p ON p.vendor_id = i.vendor_id AND p.company_code = i.company_code AND p.period_start = i.period_start
)
SELECT
  $system_id::INTEGER AS system_id,
  ${vendorPartySelectSql('m')},
  v.vat_id::VARCHAR AS vat_id,
  v.tax_id::VARCHAR AS tax_id,
  v.tax_id_2::VARCHAR AS tax_id_2,
  v.created_date::DATE AS created_date,
  ${vendorFlagSelectSql},
  ${lastActivityDateSql('la')}::DATE AS last_activity_date,
  (${yearMonthSql('m.period_start')})::VARCHAR AS year_month,
  m.period_start::DATE AS period_start_date,
  m.number_of_invoices::INTEGER AS number_of_invoices,
  m.invoice_value::DECIMAL(18,2) AS invoice_value,
  m.number_of_credits::INTEGER AS number_of_credits,
  m.credit_value::DECIMAL(18,2) AS credit_value,
  (m.invoice_value + m.credit_value)::DECIMAL(18,2) AS net_value,
  m.common_currency::VARCHAR AS common_currency,
  coalesce(m.local_currency, cc.currency)::VARCHAR AS currency,
  m.local_amount::DECIMAL(18,2) AS local_currency_amount,
  m.number_of_pos::INTEGER AS number_of_pos,
  m.po_value::DECIMAL(18,2) AS po_value
FROM m
${vendorJoinsSql('m')}
LEFT JOIN canon.vendor_last_activity la ON la.system_id = $system_id AND la.vendor_id = m.vendor_id`,
  columns: [
    ...vendorPartyColumns,
    { name: 'vat_id', displayName: 'VAT ID', dataType: 'string' },
    { name: 'tax_id', displayName: 'Tax ID', dataType: 'string' },
    { name: 'tax_id_2', displayName: 'Tax ID 2', dataType: 'string' },
    { name: 'created_date', displayName: 'Created Date', dataType: 'date' },
    ...vendorFlagColumns,
    { name: 'last_activity_date', displayName: 'Last Activity Date', dataType: 'date' },
    { name: 'year_month', displayName: 'Month', dataType: 'string' },
    { name: 'period_start_date', displayName: 'Month Start', dataType: 'date' },
    { name: 'number_of_invoices', displayName: 'No. of Invoices', dataType: 'number' },
    { name: 'invoice_value', displayName: 'Value of Invoices', dataType: 'currency' },
    { name: 'number_of_credits', displayName: 'No. of Credits', dataType: 'number' },
    { name: 'credit_value', displayName: 'Value of Credits', dataType: 'currency' },
    { name: 'net_value', displayName: 'Net Value', dataType: 'currency' },
    { name: 'common_currency', displayName: 'Common Currency', dataType: 'string' },
    { name: 'currency', displayName: 'Local Currency', dataType: 'string' },
    { name: 'local_currency_amount', displayName: 'Net Value (Local)', dataType: 'currency' },
    { name: 'number_of_pos', displayName: 'No. of POs', dataType: 'number' },
    { name: 'po_value', displayName: 'Value of POs', dataType: 'currency' },
  ],
  dateColumn: 'period_start_date',
  accountGroupColumn: 'account_group',
  companyCodeColumn: 'company_code',
  page: { module: 'vendors', moduleDisplayName: 'Vendors', name: 'summary', displayName: 'Vendor Summary' },
  display: {
    defaultView: 'summary',
    summaryTable: {
      viewByList: [
        { name: 'vendor_id', displayName: 'Vendor' },
        { name: 'company_code', displayName: 'Company Code' },
        { name: 'account_group', displayName: 'Account Group' },
        { name: 'vendor_country', displayName: 'Vendor Country' },
        { name: 'year_month', displayName: 'Month' },
      ],
      aggregate: [
        {
          col: 'number_of_invoices',
          fn: 'sum',
          alias: 'number_of_invoices',
          displayName: 'No. of Invoices',
          dataType: 'number',
        },
        {
          col: 'invoice_value',
          fn: 'sum',
          alias: 'invoice_value',
          displayName: 'Value of Invoices',
          dataType: 'currency',
        },
        {
          col: 'number_of_credits',
          fn: 'sum',
          alias: 'number_of_credits',
          displayName: 'No. of Credits',
          dataType: 'number',
        },
        {
          col: 'credit_value',
          fn: 'sum',
          alias: 'credit_value',
          displayName: 'Value of Credits',
          dataType: 'currency',
        },
        { col: 'net_value', fn: 'sum', alias: 'net_value', displayName: 'Net Value', dataType: 'currency' },
        {
          col: 'number_of_pos',
          fn: 'sum',
          alias: 'number_of_pos',
          displayName: 'No. of POs',
          dataType: 'number',
        },
        { col: 'po_value', fn: 'sum', alias: 'po_value', displayName: 'Value of POs', dataType: 'currency' },
        {
          col: 'last_activity_date',
          fn: 'max',
          alias: 'last_activity_date',
          displayName: 'Last Activity',
          dataType: 'date',
        },
      ],
      sortField: 'net_value',
    },
    helpAlert: {
      variant: 'info',
      text: 'Per vendor: invoices (PO and non-PO) and credits by posting month, purchase orders (not deleted) by document month, none reversed; amounts in the common currency, credits negative. Last activity is the latest PO, goods receipt, invoice or payment in any company code.',
    },
  },
};
