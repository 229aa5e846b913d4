import type { AnalysisDefinition } from '../../catalogue-types';
import {
  invoicesProperWhereSql,
  keySql,
  paymentTermTextSql,
  vendorJoinsSql,
  vendorPartyColumns,
  vendorPartySelectSql,
} from './vendor-sql';

/**
 * Payment Terms Used (spec 02 'Payment terms used and payment methods used', 'Payment term row'):
 * every invoice proper (PO and non-PO, not reversed; credits and reversals have no terms to keep)
 * with its payment term (BSEG-ZTERM, blank = NULL), the term's text and net days (T052/T052U), the
 * vendor's term for the company code (LFB1-ZTERM) and whether it was paid.
 *
 * Paid: cleared by a payment — a canon.payments row of the same company code, vendor, clearing
 * document and clearing date (clearings by a credit memo or a reversal are not payments).
 * actual_days_to_pay = payment date − baseline date (the date the term counts from; the invoice
 * date when there is no baseline date). paid_common_amount is the amount of a paid invoice and NULL
 * otherwise, so the page's count, value, average_actual_days_to_pay, paid_invoices_value and
 * number_of_paid_invoices are count, sum, mean, sum and count (non-null) of published columns.
 * An invoice without a payment term is an exception.
 */
export const paymentTermsUsed: AnalysisDefinition = {
  module: 'payment_terms',
  analysis: 'payment_terms_used',
  displayName: 'Payment Terms Used',
  description:
    'Invoices (PO and non-PO, not reversed) by payment term, with the term text, the vendor master term and the actual days to pay of paid invoices.',
  sql: `
WITH terms AS (${paymentTermTextSql}),
paid AS (
  SELECT company_code, vendor_id, clearing_document_no, clearing_date,
    coalesce(min(payment_date), clearing_date) AS payment_date
  FROM canon.payments
  WHERE system_id = $system_id AND NOT coalesce(is_voided, false)
  GROUP BY company_code, vendor_id, clearing_document_no, clearing_date
),
inv AS (
  SELECT i.*, ${keySql('i.payment_term')} AS term, p.payment_date AS paid_on
  FROM canon.invoices i
  LEFT JOIN paid p ON p.company_code = i.company_code AND p.vendor_id = i.vendor_id
    AND p.clearing_document_no = i.clearing_document_no AND p.clearing_date = i.clearing_date
  WHERE ${invoicesProperWhereSql('i')}
)
SELECT
  i.system_id::INTEGER AS system_id,
  ${vendorPartySelectSql('i')},
  i.fiscal_year::INTEGER AS fiscal_year,
  i.accounting_document_no::VARCHAR AS accounting_document_no,
  i.internal_invoice_id::VARCHAR AS internal_invoice_id,
  i.external_invoice_id::VARCHAR AS external_invoice_id,
  i.derived_document_type::VARCHAR AS derived_document_type,
  i.invoice_date::DATE AS invoice_date,
  i.posting_date::DATE AS posting_date,
  i.baseline_date::DATE AS baseline_date,
  i.due_date::DATE AS due_date,
  i.common_currency::VARCHAR AS common_currency,
  i.common_amount::DECIMAL(18,2) AS common_amount,
  i.term::VARCHAR AS payment_term,
  t.description::VARCHAR AS payment_term_description,
  t.net_days::INTEGER AS payment_term_net_days,
  ${keySql('vcc.payment_term')}::VARCHAR AS vendor_payment_term,
  coalesce(i.term <> ${keySql('vcc.payment_term')}, false)::BOOLEAN AS differs_from_vendor_payment_term,
  (i.paid_on IS NOT NULL)::BOOLEAN AS is_paid,
  i.paid_on::DATE AS payment_date,
  (i.paid_on - coalesce(i.baseline_date, i.invoice_date))::INTEGER AS actual_days_to_pay,
  (CASE WHEN i.paid_on IS NOT NULL THEN i.common_amount END)::DECIMAL(18,2) AS paid_common_amount
FROM inv i
LEFT JOIN terms t ON t.payment_term = i.term
${vendorJoinsSql('i')}`,
  columns: [
    ...vendorPartyColumns,
    { name: 'fiscal_year', displayName: 'Fiscal Year', dataType: 'number', format: 'code' },
    { name: 'accounting_document_no', displayName: 'Accounting Document No', dataType: 'string' },
    { name: 'internal_invoice_id', displayName: 'Internal Invoice ID', dataType: 'string' },
    { name: 'external_invoice_id', displayName: 'Invoice Number', dataType: 'string' },
    { name: 'derived_document_type', displayName: 'Derived Document Type', dataType: 'string' },
    { name: 'invoice_date', displayName: 'Invoice Date', dataType: 'date' },
    { name: 'posting_date', displayName: 'Posting Date', dataType: 'date' },
    { name: 'baseline_date', displayName: 'Baseline Date', dataType: 'date' },
    { name: 'due_date', displayName: 'Due Date', dataType: 'date' },
    { name: 'common_currency', displayName: 'Common Currency', dataType: 'string' },
    { name: 'common_amount', displayName: 'Common Amount', dataType: 'currency' },
    { name: 'payment_term', displayName: 'Payment Term', dataType: 'string' },
    { name: 'payment_term_description', displayName: 'Payment Term Description', dataType: 'string' },
    { name: 'payment_term_net_days', displayName: 'Term Net Days', dataType: 'number' },
    { name: 'vendor_payment_term', displayName: 'Vendor Payment Term', dataType: 'string' },
    {
      name: 'differs_from_vendor_payment_term',
      displayName: 'Differs from Vendor Term',
      dataType: 'yesno',
    },
    { name: 'is_paid', displayName: 'Paid', dataType: 'yesno' },
    { name: 'payment_date', displayName: 'Payment Date', dataType: 'date' },
    { name: 'actual_days_to_pay', displayName: 'Actual Days to Pay', dataType: 'number' },
    { name: 'paid_common_amount', displayName: 'Paid Amount', dataType: 'currency' },
  ],
  dateColumn: 'posting_date',
  accountGroupColumn: 'account_group',
  companyCodeColumn: 'company_code',
  page: {
    module: 'payments',
    moduleDisplayName: 'Payments',
    name: 'payment_terms_used',
    displayName: 'Payment Terms Used',
  },
  display: {
    defaultView: 'chart',
    chart: {
      kind: 'pie',
      x: 'payment_term',
      measures: [
        { col: 'internal_invoice_id', fn: 'count', alias: 'count', displayName: 'Volume' },
        { col: 'common_amount', fn: 'sum', alias: 'value', displayName: 'Value' },
        { col: 'vendor_id', fn: 'nunique', alias: 'number_of_vendors', displayName: 'Vendors' },
        {
          col: 'company_code',
          fn: 'nunique',
          alias: 'number_of_company_codes',
          displayName: 'Company Codes',
        },
      ],
    },
    summaryTable: {
      viewByList: [
        { name: 'payment_term', displayName: 'Payment Term' },
        { name: 'vendor_id', displayName: 'Vendor' },
        { name: 'company_code', displayName: 'Company Code' },
      ],
      aggregate: [
        {
          col: 'internal_invoice_id',
          fn: 'count',
          alias: 'count',
          displayName: 'No. of Invoices',
          dataType: 'number',
        },
        {
          col: 'common_amount',
          fn: 'sum',
          alias: 'value',
          displayName: 'Value of Invoices',
          dataType: 'currency',
        },
        {
          col: 'actual_days_to_pay',
          fn: 'mean',
          alias: 'average_actual_days_to_pay',
          displayName: 'Avg. Actual Days to Pay',
          dataType: 'number',
        },
        {
          col: 'paid_common_amount',
          fn: 'sum',
          alias: 'paid_invoices_value',
          displayName: 'Value of Paid Invoices',
          dataType: 'currency',
        },
        {
          col: 'paid_common_amount',
          fn: 'count',
          alias: 'number_of_paid_invoices',
          displayName: 'No. of Paid Invoices',
          dataType: 'number',
        },
      ],
      sortField: 'count',
    },
    helpAlert: {
      variant: 'info',
      text: 'Invoices (PO and non-PO, not reversed) by the payment term on the invoice. An invoice is paid when a payment document cleared it; actual days to pay count from the baseline date (the invoice date when there is none) to the payment date. An invoice without a payment term is an exception.',
    },
  },
  finding: {
    kind: 'invoice_without_payment_term',
    key: ['internal_invoice_id'],
    evidence: ['payment_term', 'common_amount'],
    label:
      "'Invoice ' || coalesce(external_invoice_id, internal_invoice_id) || ' of ' || coalesce(vendor_name, vendor_id)",
  },
  exception: { condition: 'payment_term IS NULL', weight: 3 },
};
