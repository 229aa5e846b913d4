import type { AnalysisDefinition } from '../../catalogue-types';
import {
  vendorCompanyCodeSpendSql,
  vendorJoinsSql,
  vendorPartyColumns,
  vendorPartySelectSql,
} from './vendor-sql';

/**
 * The spend percentage bins of tail-spend analysis, by the share of the total spend of the vendors
 * ranked before a vendor (largest spend first, ties by vendor id): a vendor is in the first bin its
 * spend starts in, so the vendor that crosses 80% is still in 'Top 80%'.
 */
export const spendPercentageBins = [
  { label: 'Top 80%', upToPercent: 80 },
  { label: 'Next 15%', upToPercent: 95 },
  { label: 'Last 5%', upToPercent: 100 },
] as const;

const binSql = (before: string): string =>
  `CASE WHEN ${before} < 80 THEN 'Top 80%' WHEN ${before} < 95 THEN 'Next 15%' ELSE 'Last 5%' END`;

/** Spend share windows of one level: `p` partitions (company code or none), `x` the value. */
const shareSql = (p: string, x: string, prefix: string): string => `
    row_number() OVER (${p} ORDER BY ${x} DESC, vendor_id) AS ${prefix}rank,
    100.0 * ${x} / sum(${x}) OVER (${p}) AS ${prefix}share,
    100.0 * (sum(${x}) OVER (${p} ORDER BY ${x} DESC, vendor_id ROWS UNBOUNDED PRECEDING) - ${x})
      / sum(${x}) OVER (${p}) AS ${prefix}before`;

/**
 * Tail Spend (spec 02 'tail-spend chart forces view-by spend_percentage_bin'): per vendor and
 * company code with spend (PO and non-PO invoices, not reversed; credits are not spend), the vendor's
 * spend over all company codes, its rank, share and cumulative share of the total spend, and its
 * spend_percentage_bin (`spendPercentageBins`: Top 80%, Next 15%, Last 5%). The same measures within
 * the company code alone are the company_code_* columns (a page scoped to one company code bins by
 * them). Percentages are 0–100. All dates: the shares are of the whole extract.
 */
export const tailSpend: AnalysisDefinition = {
  module: 'vendors',
  analysis: 'tail_spend',
  displayName: 'Tail Spend',
  description:
    'Vendors by their share of the total spend: cumulative spend share and bin (Top 80%, Next 15%, Last 5%), overall and per company code.',
  sql: `
WITH s AS (SELECT * FROM (${vendorCompanyCodeSpendSql}) WHERE spend_value > 0),
t AS (
  SELECT vendor_id, vendor_spend_value, ${shareSql('', 'vendor_spend_value', 'v_')}
  FROM (SELECT vendor_id, sum(spend_value) AS vendor_spend_value FROM s GROUP BY vendor_id)
),
c AS (SELECT s.*, ${shareSql('PARTITION BY company_code', 'spend_value', 'c_')} FROM s)
SELECT
  $system_id::INTEGER AS system_id,
  ${vendorPartySelectSql('c')},
  c.common_currency::VARCHAR AS common_currency,
  c.number_of_invoices::INTEGER AS number_of_invoices,
  c.spend_value::DECIMAL(18,2) AS spend_value,
  t.vendor_spend_value::DECIMAL(18,2) AS vendor_spend_value,
  t.v_rank::INTEGER AS spend_rank,
  round(t.v_share, 4)::DOUBLE AS spend_percentage,
  round(t.v_before + t.v_share, 4)::DOUBLE AS cumulative_spend_percentage,
  (${binSql('t.v_before')})::VARCHAR AS spend_percentage_bin,
  c.c_rank::INTEGER AS company_code_spend_rank,
  round(c.c_share, 4)::DOUBLE AS company_code_spend_percentage,
  round(c.c_before + c.c_share, 4)::DOUBLE AS company_code_cumulative_spend_percentage,
  (${binSql('c.c_before')})::VARCHAR AS company_code_spend_percentage_bin
FROM c
JOIN t ON t.vendor_id = c.vendor_id
${vendorJoinsSql('c')}`,
  columns: [
    ...vendorPartyColumns,
    { name: 'common_currency', displayName: 'Common Currency', dataType: 'string' },
    { name: 'number_of_invoices', displayName: 'No. of Invoices', dataType: 'number' },
    { name: 'spend_value', displayName: 'Spend', dataType: 'currency' },
    { name: 'vendor_spend_value', displayName: 'Vendor Spend (All Company Codes)', dataType: 'currency' },
    { name: 'spend_rank', displayName: 'Spend Rank', dataType: 'number' },
    { name: 'spend_percentage', displayName: '% of Spend', dataType: '%' },
    { name: 'cumulative_spend_percentage', displayName: 'Cumulative % of Spend', dataType: '%' },
    {
      name: 'spend_percentage_bin',
      displayName: 'Spend Percentage Bin',
      dataType: 'string',
      order: spendPercentageBins.map((bin) => bin.label),
    },
    { name: 'company_code_spend_rank', displayName: 'Spend Rank in Company Code', dataType: 'number' },
    { name: 'company_code_spend_percentage', displayName: '% of Company Code Spend', dataType: '%' },
    {
      name: 'company_code_cumulative_spend_percentage',
      displayName: 'Cumulative % of Company Code Spend',
      dataType: '%',
    },
    {
      name: 'company_code_spend_percentage_bin',
      displayName: 'Spend Percentage Bin in Company Code',
      dataType: 'string',
      order: spendPercentageBins.map((bin) => bin.label),
    },
  ],
  dateColumn: null,
  accountGroupColumn: 'account_group',
  companyCodeColumn: 'company_code',
  page: { module: 'vendors', moduleDisplayName: 'Vendors', name: 'tail_spend', displayName: 'Tail Spend' },
  display: {
    defaultView: 'chart',
    allDatesOnly: true,
    chart: {
      kind: 'bar',
      x: 'spend_percentage_bin',
      measures: [
        { col: 'spend_value', fn: 'sum', alias: 'spend_value', displayName: 'Spend' },
        { col: 'vendor_id', fn: 'nunique', alias: 'number_of_vendors', displayName: 'No. of Vendors' },
      ],
    },
    summaryTable: {
      viewByList: [
        { name: 'spend_percentage_bin', displayName: 'Spend Percentage Bin' },
        { name: 'vendor_id', displayName: 'Vendor' },
        { name: 'company_code', displayName: 'Company Code' },
      ],
      aggregate: [
        {
          col: 'vendor_id',
          fn: 'nunique',
          alias: 'number_of_vendors',
          displayName: 'No. of Vendors',
          dataType: 'number',
        },
        { col: 'spend_value', fn: 'sum', alias: 'spend_value', displayName: 'Spend', dataType: 'currency' },
        {
          col: 'number_of_invoices',
          fn: 'sum',
          alias: 'number_of_invoices',
          displayName: 'No. of Invoices',
          dataType: 'number',
        },
      ],
      sortField: 'spend_value',
    },
    helpAlert: {
      variant: 'info',
      text: 'Vendors ranked by spend (PO and non-PO invoices, not reversed, all dates). A vendor is in Top 80% when the vendors ranked before it make up less than 80% of the total spend, in Next 15% when less than 95%, otherwise in Last 5%.',
    },
  },
};
