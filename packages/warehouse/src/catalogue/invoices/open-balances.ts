import type { AnalysisDefinition } from '../../catalogue-types';
import { asOfDateSql } from '../shared-sql';
import { vendorCompanyCodeBlockedSql } from './invoice-sql';

/**
 * Open Balances (spec 02 'Vendor credit and open balances: hide blocked checkbox'): per vendor and
 * company code, the vendor's open items today — every vendor invoice document not cleared, of any
 * type (invoices, credits, reversals: an open reversal pair nets to zero, as on the vendor account) —
 * their sum (open_balance, negative when credits exceed invoices), the open invoices and credits
 * apart, the oldest open posting date and its age against the as-of date, and whether the vendor is
 * blocked for the company code. The balance is the current one (allDatesOnly).
 */
export const openBalances: AnalysisDefinition = {
  module: 'invoices',
  analysis: 'open_balances',
  displayName: 'Open Balances',
  description:
    'Per vendor and company code: the sum of open (not cleared) vendor items, with whether the vendor is blocked.',
  sql: `
WITH open_items AS (
  SELECT
    i.system_id,
    i.company_code,
    i.vendor_id,
    any_value(i.common_currency) AS common_currency,
    count(*) AS number_of_open_items,
    sum(i.common_amount) AS open_balance,
    coalesce(sum(i.common_amount) FILTER (WHERE i.common_amount > 0), 0) AS open_debit_amount,
    coalesce(sum(i.common_amount) FILTER (WHERE i.common_amount < 0), 0) AS open_credit_amount,
    min(i.posting_date) AS oldest_open_posting_date
  FROM canon.invoices i
  WHERE i.system_id = $system_id AND NOT coalesce(i.is_cleared, false)
  GROUP BY i.system_id, i.company_code, i.vendor_id
)
SELECT
  o.system_id::INTEGER AS system_id,
  o.company_code::VARCHAR AS company_code,
  cc.company_name::VARCHAR AS company_name,
  cc.region::VARCHAR AS region,
  o.vendor_id::VARCHAR AS vendor_id,
  v.vendor_name::VARCHAR AS vendor_name,
  v.account_group::VARCHAR AS account_group,
  o.number_of_open_items::INTEGER AS number_of_open_items,
  o.common_currency::VARCHAR AS common_currency,
  o.open_balance::DECIMAL(18,2) AS open_balance,
  o.open_debit_amount::DECIMAL(18,2) AS open_invoice_amount,
  o.open_credit_amount::DECIMAL(18,2) AS open_credit_amount,
  o.oldest_open_posting_date::DATE AS oldest_open_posting_date,
  ((${asOfDateSql}) - o.oldest_open_posting_date)::INTEGER AS oldest_open_item_age,
  ${vendorCompanyCodeBlockedSql}::BOOLEAN AS is_vendor_company_code_blocked
FROM open_items o
LEFT JOIN canon.company_codes cc ON cc.system_id = o.system_id AND cc.company_code = o.company_code
LEFT JOIN canon.vendors v ON v.system_id = o.system_id AND v.vendor_id = o.vendor_id
LEFT JOIN canon.vendor_company_codes vcc ON vcc.system_id = o.system_id AND vcc.vendor_id = o.vendor_id AND vcc.company_code = o.company_code`,
  columns: [
    { name: 'company_code', displayName: 'Company Code', dataType: 'string' },
    { name: 'company_name', displayName: 'Company Name', dataType: 'string' },
    { name: 'region', displayName: 'Region', dataType: 'string' },
    { name: 'vendor_id', displayName: 'Vendor ID', dataType: 'string' },
    { name: 'vendor_name', displayName: 'Vendor Name', dataType: 'string' },
    { name: 'account_group', displayName: 'Account Group', dataType: 'string' },
    { name: 'number_of_open_items', displayName: 'No. of Open Items', dataType: 'number' },
    { name: 'common_currency', displayName: 'Common Currency', dataType: 'string' },
    { name: 'open_balance', displayName: 'Open Balance', dataType: 'currency' },
    { name: 'open_invoice_amount', displayName: 'Open Invoices', dataType: 'currency' },
    { name: 'open_credit_amount', displayName: 'Open Credits', dataType: 'currency' },
    { name: 'oldest_open_posting_date', displayName: 'Oldest Open Item', dataType: 'date' },
    { name: 'oldest_open_item_age', displayName: 'Age of Oldest Open Item (days)', dataType: 'datediff' },
    { name: 'is_vendor_company_code_blocked', displayName: 'Vendor Blocked', dataType: 'yesno' },
  ],
  dateColumn: null,
  accountGroupColumn: 'account_group',
  companyCodeColumn: 'company_code',
  page: {
    module: 'invoices',
    moduleDisplayName: 'Invoices',
    name: 'open_balances',
    displayName: 'Open Balances',
  },
  display: {
    defaultView: 'detail',
    allDatesOnly: true,
    summaryTable: {
      viewByList: [
        { name: 'vendor_id', displayName: 'Vendor' },
        { name: 'company_code', displayName: 'Company Code' },
      ],
      aggregate: [
        {
          col: 'number_of_open_items',
          fn: 'sum',
          alias: 'number_of_open_items',
          displayName: 'No. of Open Items',
          dataType: 'number',
        },
        {
          col: 'open_balance',
          fn: 'sum',
          alias: 'open_balance',
          displayName: 'Open Balance',
          dataType: 'currency',
        },
      ],
      sortField: 'open_balance',
    },
    helpAlert: {
      variant: 'info',
      text: 'The open (not cleared) items of each vendor per company code and their sum. A negative balance means open credits exceed open invoices. Blocked: central or company-code posting block, or company-code payment block.',
    },
  },
};
