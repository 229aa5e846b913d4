import type { AnalysisDefinition } from '../../catalogue-types';
import { keySql, vendorJoinsSql, vendorPartyColumns, vendorPartySelectSql } from './vendor-sql';

/**
 * Payment Methods Used (spec 02 'Payment terms used and payment methods used', 'Payment method
 * row'): every payment (canon.payments: a clearing of vendor items by a payment document) with its
 * payment method (PAYR-RZAWE, else BSEG-ZLSCH; blank = NULL) and the method's name. Methods are
 * defined per country (T042Z): the name is the one of the paying company code's country, published
 * as `country` for the page's country selector. T042Z has one language-independent text, so
 * payment_method_name_en and payment_method_name carry the same text.
 *
 * A payment by a method the vendor does not allow for the company code (a letter not in
 * LFB1-ZWELS) is an exception; is_allowed_payment_method is NULL when the payment has no method or
 * the vendor lists none (manual payments are not bound to ZWELS). Voided cheques are published and
 * flagged (is_voided).
 */
export const paymentMethodsUsed: AnalysisDefinition = {
  module: 'payment_methods',
  analysis: 'payment_methods_used',
  displayName: 'Payment Methods Used',
  description:
    'Payments by payment method, with the method name of the company code country and whether the vendor allows the method.',
  sql: `
WITH pay AS (
  SELECT p.*, ${keySql('p.payment_method')} AS method
  FROM canon.payments p
  WHERE p.system_id = $system_id
)
SELECT
  p.system_id::INTEGER AS system_id,
  ${vendorPartySelectSql('p')},
  cc.country::VARCHAR AS country,
  (p.company_code || '-' || p.clearing_document_no || '-' || p.fiscal_year::VARCHAR)::VARCHAR AS payment_id,
  p.clearing_document_no::VARCHAR AS clearing_document_no,
  p.fiscal_year::INTEGER AS fiscal_year,
  p.clearing_date::DATE AS clearing_date,
  coalesce(p.payment_date, p.clearing_date)::DATE AS payment_date,
  p.document_type::VARCHAR AS document_type,
  p.item_count::INTEGER AS item_count,
  p.check_number::VARCHAR AS check_number,
  coalesce(p.is_voided, false)::BOOLEAN AS is_voided,
  p.local_currency::VARCHAR AS local_currency,
  p.local_amount::DECIMAL(18,2) AS local_amount,
  p.common_currency::VARCHAR AS common_currency,
  p.common_amount::DECIMAL(18,2) AS common_amount,
  p.method::VARCHAR AS payment_method,
  m.description::VARCHAR AS payment_method_name_en,
  m.description::VARCHAR AS payment_method_name,
  ${keySql('vcc.payment_methods')}::VARCHAR AS vendor_payment_methods,
  (CASE WHEN p.method IS NOT NULL AND ${keySql('vcc.payment_methods')} IS NOT NULL
    THEN strpos(vcc.payment_methods, p.method) > 0 END)::BOOLEAN AS is_allowed_payment_method
FROM pay p
${vendorJoinsSql('p')}
LEFT JOIN canon.payment_methods m ON m.system_id = $system_id AND m.country = cc.country AND m.payment_method = p.method`,
  columns: [
    ...vendorPartyColumns,
    { name: 'country', displayName: 'Country', dataType: 'string' },
    { name: 'payment_id', displayName: 'Payment ID', dataType: 'string' },
    { name: 'clearing_document_no', displayName: 'Payment Document No', dataType: 'string' },
    { name: 'fiscal_year', displayName: 'Fiscal Year', dataType: 'number', format: 'code' },
    { name: 'clearing_date', displayName: 'Clearing Date', dataType: 'date' },
    { name: 'payment_date', displayName: 'Payment Date', dataType: 'date' },
    { name: 'document_type', displayName: 'Document Type', dataType: 'string' },
    { name: 'item_count', displayName: 'No. of Items Paid', dataType: 'number' },
    { name: 'check_number', displayName: 'Check Number', dataType: 'string' },
    { name: 'is_voided', displayName: 'Voided', dataType: 'yesno' },
    { name: 'local_currency', displayName: 'Local Currency', dataType: 'string' },
    { name: 'local_amount', displayName: 'Local Amount', dataType: 'currency' },
    { name: 'common_currency', displayName: 'Common Currency', dataType: 'string' },
    { name: 'common_amount', displayName: 'Common Amount', dataType: 'currency' },
    { name: 'payment_method', displayName: 'Payment Method', dataType: 'string' },
    { name: 'payment_method_name_en', displayName: 'Payment Method Name', dataType: 'string' },
    { name: 'payment_method_name', displayName: 'Payment Method Name (Local)', dataType: 'string' },
    { name: 'vendor_payment_methods', displayName: 'Vendor Payment Methods', dataType: 'string' },
    { name: 'is_allowed_payment_method', displayName: 'Method Allowed for Vendor', dataType: 'yesno' },
  ],
  dateColumn: 'payment_date',
  accountGroupColumn: 'account_group',
  requires: ['payments.payment_method'],
  companyCodeColumn: 'company_code',
  page: {
    module: 'payments',
    moduleDisplayName: 'Payments',
    name: 'payment_methods_used',
    displayName: 'Payment Methods Used',
  },
  display: {
    defaultView: 'chart',
    chart: {
      kind: 'pie',
      x: 'payment_method',
      measures: [
        { col: 'payment_id', fn: 'count', alias: 'count', displayName: 'Volume' },
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
        { name: 'payment_method', displayName: 'Payment Method' },
        { name: 'vendor_id', displayName: 'Vendor' },
        { name: 'company_code', displayName: 'Company Code' },
        { name: 'country', displayName: 'Country' },
      ],
      aggregate: [
        {
          col: 'payment_id',
          fn: 'count',
          alias: 'count',
          displayName: 'No. of Payments',
          dataType: 'number',
        },
        {
          col: 'common_amount',
          fn: 'sum',
          alias: 'value',
          displayName: 'Value of Payments',
          dataType: 'currency',
        },
      ],
      sortField: 'count',
    },
    helpAlert: {
      variant: 'info',
      text: 'Payments by payment method; method names are those of the paying company code country. A payment by a method that the vendor master does not allow for the company code is an exception.',
    },
  },
  finding: {
    kind: 'disallowed_payment_method',
    key: ['payment_id'],
    evidence: ['payment_method', 'vendor_payment_methods', 'common_amount'],
    label:
      "'Payment ' || payment_id || ' to ' || coalesce(vendor_name, vendor_id) || ' by ' || coalesce(payment_method, '-')",
  },
  exception: { condition: 'is_allowed_payment_method = false', weight: 4 },
};
