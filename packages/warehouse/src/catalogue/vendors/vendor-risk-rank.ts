import type { AnalysisDefinition } from '../../catalogue-types';
import { asOfDateSql } from '../shared-sql';
import {
  keySql,
  vendorCompanyCodeSpendSql,
  vendorJoinsSql,
  vendorPartyColumns,
  vendorPartySelectSql,
} from './vendor-sql';

/** A vendor created this many days or fewer before the as-of date is 'created recently'. */
export const recentlyCreatedDays = 90;

/**
 * The points of each risk factor; they add up to 100. `spend` is scaled by the vendor's spend
 * percentile (0–1), `credit_share` by its credit share (0–1); the others are all or nothing.
 */
export const riskWeights = {
  spend: 30,
  blocked: 10,
  no_bank_details: 15,
  one_time_account_group: 10,
  created_recently: 10,
  credit_share: 10,
  duplicate_vendor: 10,
  sanction_match: 5,
} as const;

const w = riskWeights;

/** The score formula, as SQL over the factor columns of CTE `f`, and as text for the help alert. */
const scoreSql = `round(${w.spend} * f.spend_percentile + ${w.blocked} * f.is_blocked::INTEGER
  + ${w.no_bank_details} * f.has_no_bank_details::INTEGER + ${w.one_time_account_group} * f.is_one_time_account_group::INTEGER
  + ${w.created_recently} * f.is_created_recently::INTEGER + ${w.credit_share} * f.credit_share
  + ${w.duplicate_vendor} * f.is_duplicate_vendor::INTEGER + ${w.sanction_match} * f.has_sanction_match::INTEGER, 2)`;

const formulaText = `score = ${w.spend} × spend percentile + ${w.blocked} if blocked + ${w.no_bank_details} if no bank details + ${w.one_time_account_group} if one-time account group + ${w.created_recently} if created in the last ${recentlyCreatedDays} days + ${w.credit_share} × credit share + ${w.duplicate_vendor} if in a duplicate-vendor cluster + ${w.sanction_match} if it matches a sanctions list entry (0 to 100)`;

/**
 * Vendor Risk Ranking (SAP only; spec 02 'Vendor risk ranking', module vendor_pl_risk_rank): per
 * vendor a risk score from 0 to 100 (`riskWeights`) combining its spend with the red flags the
 * canonical model holds, and its rank (1 = riskiest; ties by spend, then vendor id). The factors:
 * - spend_percentile: percent_rank of the vendor's spend (invoices, not reversed, all company codes)
 *   among the ranked vendors (0 for the smallest, 1 for the largest; published in percent, 0–100);
 * - is_blocked: central posting or purchasing block, or a company-code posting or payment block;
 * - has_no_bank_details: no LFBK row while the system's extract has bank details (false when it
 *   has none at all: unknown);
 * - is_one_time_account_group: the account group is a one-time account (T077K-XCPDS);
 * - is_created_recently: created at most `recentlyCreatedDays` days before the as-of date (the
 *   canonical model has no change log, so creation stands in for 'changed recently');
 * - credit_share: −credits / spend, capped at 1 (1 for credits without spend; a fraction, '%100');
 * - is_duplicate_vendor: in a name/town, tax-id or VAT-id cluster (canon.duplicate_vendors);
 * - has_sanction_match: an OFAC SDN match (canon.sanction_hits).
 * Published per vendor and company code (the vendors of LFB1 and those with spend documents, so a
 * company-code grant scopes it) with the company code's own spend; the factors, score and rank are
 * the vendor's. The page's 'target vendors' slider keeps rank ≤ n.
 */
export const vendorRiskRank: AnalysisDefinition = {
  module: 'vendor_pl_risk_rank',
  analysis: 'vendor_risk_rank',
  displayName: 'Vendor Risk Ranking',
  description: 'Vendors ranked by a risk score combining spend and master-data red flags.',
  sql: `
WITH a AS (SELECT ${asOfDateSql} AS as_of),
s AS (${vendorCompanyCodeSpendSql}),
pairs AS (
  SELECT vendor_id, company_code FROM canon.vendor_company_codes WHERE system_id = $system_id
  UNION
  SELECT vendor_id, company_code FROM s
),
blocks AS (
  SELECT vendor_id, bool_or(coalesce(posting_block, false) OR ${keySql('payment_block')} IS NOT NULL) AS blocked
  FROM canon.vendor_company_codes WHERE system_id = $system_id GROUP BY vendor_id
),
bank AS (SELECT DISTINCT vendor_id FROM canon.vendor_bank_details WHERE system_id = $system_id),
dup AS (
  SELECT DISTINCT vendor_id FROM canon.duplicate_vendors WHERE system_id = $system_id
    AND coalesce(vendor_name_town_country_cluster_id, tax_id_cluster_id, vat_id_cluster_id) IS NOT NULL
),
ofac AS (SELECT DISTINCT vendor_id FROM canon.sanction_hits WHERE system_id = $system_id),
t AS (
  SELECT p.vendor_id, coalesce(sum(s.spend_value), 0) AS spend, coalesce(sum(s.credit_value), 0) AS credit
  FROM (SELECT DISTINCT vendor_id FROM pairs) p
  LEFT JOIN s ON s.vendor_id = p.vendor_id
  GROUP BY p.vendor_id
),
f AS (
  SELECT t.vendor_id, t.spend, t.credit,
    percent_rank() OVER (ORDER BY t.spend) AS spend_percentile,
    (coalesce(v.posting_block, false) OR coalesce(v.purchasing_block, false) OR coalesce(b.blocked, false)) AS is_blocked,
    (bank.vendor_id IS NULL AND EXISTS (SELECT 1 FROM bank)) AS has_no_bank_details,
    coalesce(ag.is_one_time, false) AS is_one_time_account_group,
    coalesce(v.created_date > a.as_of - ${recentlyCreatedDays}, false) AS is_created_recently,
    CASE WHEN t.credit >= 0 THEN 0 WHEN t.spend <= 0 THEN 1 ELSE least(1, -t.credit / t.spend) END AS credit_share,
    dup.vendor_id IS NOT NULL AS is_duplicate_vendor,
    ofac.vendor_id IS NOT NULL AS has_sanction_match
  FROM t CROSS JOIN a
  LEFT JOIN canon.vendors v ON v.system_id = $system_id AND v.vendor_id = t.vendor_id
  LEFT JOIN canon.account_groups ag ON ag.system_id = $system_id AND ag.account_group = v.account_group
  LEFT JOIN blocks b ON b.vendor_id = t.vendor_id
  LEFT JOIN bank ON bank.vendor_id = t.vendor_id
  LEFT JOIN dup ON dup.vendor_id = t.vendor_id
  LEFT JOIN ofac ON ofac.vendor_id = t.vendor_id
),
r AS (
  SELECT f.*, ${scoreSql} AS score
  FROM f
),
ranked AS (SELECT r.*, row_number() OVER (ORDER BY score DESC, spend DESC, vendor_id) AS rank FROM r)
SELECT
  $system_id::INTEGER AS system_id,
  ${vendorPartySelectSql('pr')},
  coalesce(s.spend_value, 0)::DECIMAL(18,2) AS spend_value,
  coalesce(s.credit_value, 0)::DECIMAL(18,2) AS credit_value,
  k.spend::DECIMAL(18,2) AS vendor_spend_value,
  k.credit::DECIMAL(18,2) AS vendor_credit_value,
  round(100 * k.spend_percentile, 2)::DOUBLE AS spend_percentile,
  k.is_blocked::BOOLEAN AS is_blocked,
  k.has_no_bank_details::BOOLEAN AS has_no_bank_details,
  k.is_one_time_account_group::BOOLEAN AS is_one_time_account_group,
  k.is_created_recently::BOOLEAN AS is_created_recently,
  round(k.credit_share, 4)::DOUBLE AS credit_share,
  k.is_duplicate_vendor::BOOLEAN AS is_duplicate_vendor,
  k.has_sanction_match::BOOLEAN AS has_sanction_match,
  nullif(concat_ws('; ',
    CASE WHEN k.is_blocked THEN 'blocked' END,
    CASE WHEN k.has_no_bank_details THEN 'no bank details' END,
    CASE WHEN k.is_one_time_account_group THEN 'one-time account group' END,
    CASE WHEN k.is_created_recently THEN 'created recently' END,
    CASE WHEN k.credit_share > 0 THEN 'credits' END,
    CASE WHEN k.is_duplicate_vendor THEN 'duplicate vendor' END,
    CASE WHEN k.has_sanction_match THEN 'sanctions match' END), '')::VARCHAR AS risk_factors,
  k.score::DOUBLE AS score,
  k.rank::INTEGER AS rank
FROM pairs pr
JOIN ranked k ON k.vendor_id = pr.vendor_id
LEFT JOIN s ON s.vendor_id = pr.vendor_id AND s.company_code = pr.company_code
${vendorJoinsSql('pr')}`,
  columns: [
    ...vendorPartyColumns,
    { name: 'spend_value', displayName: 'Spend', dataType: 'currency' },
    { name: 'credit_value', displayName: 'Credit Value', dataType: 'currency' },
    { name: 'vendor_spend_value', displayName: 'Vendor Spend (All Company Codes)', dataType: 'currency' },
    {
      name: 'vendor_credit_value',
      displayName: 'Vendor Credit Value (All Company Codes)',
      dataType: 'currency',
    },
    { name: 'spend_percentile', displayName: 'Spend Percentile', dataType: 'percentile' },
    { name: 'is_blocked', displayName: 'Blocked', dataType: 'yesno' },
    { name: 'has_no_bank_details', displayName: 'No Bank Details', dataType: 'yesno' },
    { name: 'is_one_time_account_group', displayName: 'One-time Account Group', dataType: 'yesno' },
    { name: 'is_created_recently', displayName: 'Created Recently', dataType: 'yesno' },
    { name: 'credit_share', displayName: 'Credit Share', dataType: '%100' },
    { name: 'is_duplicate_vendor', displayName: 'Duplicate Vendor', dataType: 'yesno' },
    { name: 'has_sanction_match', displayName: 'Sanctions Match', dataType: 'yesno' },
    { name: 'risk_factors', displayName: 'Risk Factors', dataType: 'string' },
    { name: 'score', displayName: 'Risk Score', dataType: 'number' },
    { name: 'rank', displayName: 'Risk Rank', dataType: 'number' },
  ],
  dateColumn: null,
  accountGroupColumn: 'account_group',
  // the is_created_recently factor
  requires: ['vendors.created_date'],
  companyCodeColumn: 'company_code',
  page: {
    module: 'vendors',
    moduleDisplayName: 'Vendors',
    name: 'vendor_risk_ranking',
    displayName: 'Vendor Risk Ranking',
  },
  display: {
    defaultView: 'summary',
    allDatesOnly: true,
    summaryTable: {
      viewByList: [{ name: 'vendor_id', displayName: 'Vendor' }],
      aggregate: [
        { col: 'rank', fn: 'min', alias: 'rank', displayName: 'Risk Rank', dataType: 'number' },
        { col: 'score', fn: 'max', alias: 'score', displayName: 'Risk Score', dataType: 'number' },
        { col: 'spend_value', fn: 'sum', alias: 'spend_value', displayName: 'Spend', dataType: 'currency' },
        {
          col: 'credit_value',
          fn: 'sum',
          alias: 'credit_value',
          displayName: 'Credit Value',
          dataType: 'currency',
        },
      ],
      sortField: 'rank',
      // rank 1 is the riskiest vendor: first
      sortOrder: 'asc',
    },
    helpAlert: { variant: 'info', text: `Vendors ranked by risk (1 = riskiest): ${formulaText}.` },
  },
};
