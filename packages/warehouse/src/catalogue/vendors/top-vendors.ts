import type { AnalysisDefinition } from '../../catalogue-types';
import {
  vendorCompanyCodeSpendSql,
  vendorJoinsSql,
  vendorPartyColumns,
  vendorPartySelectSql,
} from './vendor-sql';

/** The number of vendors the top-vendor charts show. */
export const topVendorCount = 25;

/**
 * Top 25 Vendors by Spend or by Credit Value (spec 02 'Top 25 vendors by spend or by credit value'):
 * per vendor and company code with spend documents (`vendorCompanyCodeSpendSql`: invoices and
 * credits, none reversed), the spend (invoices, positive) and the credit value (credits, negative),
 * and the vendor's totals over every company code with its rank: rank_by_spend (largest spend first)
 * among the vendors with a positive spend, rank_by_credit (largest credit first) among the vendors
 * with credits; ties by vendor id. NULL rank: no spend, or no credits.
 *
 * The chart for all company codes takes rank ≤ 25; for a company-code selection it sums spend_value
 * (or credit_value) per vendor, sorted, 25 rows. All dates: the ranks are of the whole extract.
 */
export const topVendors: AnalysisDefinition = {
  module: 'vendors',
  analysis: 'top_vendors',
  displayName: 'Top 25 Vendors',
  description:
    'Spend and credit value per vendor and company code, with the vendor rank by total spend and by total credit value.',
  sql: `
WITH s AS (${vendorCompanyCodeSpendSql}),
t AS (
  SELECT vendor_id, sum(spend_value) AS vendor_spend_value, sum(credit_value) AS vendor_credit_value
  FROM s GROUP BY vendor_id
),
r AS (
  SELECT t.*,
    CASE WHEN vendor_spend_value > 0 THEN row_number() OVER (
      PARTITION BY vendor_spend_value > 0 ORDER BY vendor_spend_value DESC, vendor_id) END AS rank_by_spend,
    CASE WHEN vendor_credit_value < 0 THEN row_number() OVER (
      PARTITION BY vendor_credit_value < 0 ORDER BY vendor_credit_value ASC, vendor_id) END AS rank_by_credit
  FROM t
)
SELECT
  $system_id::INTEGER AS system_id,
  ${vendorPartySelectSql('s')},
  s.common_currency::VARCHAR AS common_currency,
  s.number_of_invoices::INTEGER AS number_of_invoices,
  s.spend_value::DECIMAL(18,2) AS spend_value,
  s.number_of_credits::INTEGER AS number_of_credits,
  s.credit_value::DECIMAL(18,2) AS credit_value,
  (s.spend_value + s.credit_value)::DECIMAL(18,2) AS net_value,
  r.vendor_spend_value::DECIMAL(18,2) AS vendor_spend_value,
  r.vendor_credit_value::DECIMAL(18,2) AS vendor_credit_value,
  r.rank_by_spend::INTEGER AS rank_by_spend,
  r.rank_by_credit::INTEGER AS rank_by_credit
FROM s
JOIN r ON r.vendor_id = s.vendor_id
${vendorJoinsSql('s')}`,
  columns: [
    ...vendorPartyColumns,
    { name: 'common_currency', displayName: 'Common Currency', dataType: 'string' },
    { name: 'number_of_invoices', displayName: 'No. of Invoices', dataType: 'number' },
    { name: 'spend_value', displayName: 'Spend', dataType: 'currency' },
    { name: 'number_of_credits', displayName: 'No. of Credits', dataType: 'number' },
    { name: 'credit_value', displayName: 'Credit Value', dataType: 'currency' },
    { name: 'net_value', displayName: 'Net Value', dataType: 'currency' },
    { name: 'vendor_spend_value', displayName: 'Vendor Spend (All Company Codes)', dataType: 'currency' },
    {
      name: 'vendor_credit_value',
      displayName: 'Vendor Credit Value (All Company Codes)',
      dataType: 'currency',
    },
    { name: 'rank_by_spend', displayName: 'Rank by Spend', dataType: 'number' },
    { name: 'rank_by_credit', displayName: 'Rank by Credit Value', dataType: 'number' },
  ],
  dateColumn: null,
  accountGroupColumn: 'account_group',
  companyCodeColumn: 'company_code',
  page: {
    module: 'vendors',
    moduleDisplayName: 'Vendors',
    name: 'top_25_vendors',
    displayName: 'Top 25 Vendors',
  },
  display: {
    defaultView: 'chart',
    allDatesOnly: true,
    chart: {
      kind: 'bar',
      x: 'vendor_id',
      measures: [
        { col: 'spend_value', fn: 'sum', alias: 'spend_value', displayName: 'Spend' },
        { col: 'credit_value', fn: 'sum', alias: 'credit_value', displayName: 'Credit Value' },
      ],
      // credit values are negative: the largest credit comes first in ascending order
      top: {
        n: topVendorCount,
        rankings: [
          { label: 'By Spend', alias: 'spend_value', order: 'desc', nonZero: true },
          { label: 'By Credit Value', alias: 'credit_value', order: 'asc', nonZero: true },
        ],
      },
    },
    summaryTable: {
      viewByList: [
        { name: 'vendor_id', displayName: 'Vendor' },
        { name: 'company_code', displayName: 'Company Code' },
      ],
      aggregate: [
        { col: 'spend_value', fn: 'sum', alias: 'spend_value', displayName: 'Spend', dataType: 'currency' },
        {
          col: 'credit_value',
          fn: 'sum',
          alias: 'credit_value',
          displayName: 'Credit Value',
          dataType: 'currency',
        },
        {
          col: 'number_of_invoices',
          fn: 'sum',
          alias: 'number_of_invoices',
          displayName: 'No. of Invoices',
          dataType: 'number',
        },
        {
          col: 'number_of_credits',
          fn: 'sum',
          alias: 'number_of_credits',
          displayName: 'No. of Credits',
          dataType: 'number',
        },
      ],
      sortField: 'spend_value',
    },
    helpAlert: {
      variant: 'info',
      text: `The ${topVendorCount} vendors with the largest spend (PO and non-PO invoices) or the largest credit value (credit memos and net debits), none reversed, over all dates, in the common currency.`,
    },
  },
};
