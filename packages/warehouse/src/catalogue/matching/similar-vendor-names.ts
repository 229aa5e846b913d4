import type { AnalysisDefinition } from '../../catalogue-types';
import { vendorBlockedSql } from '../shared-sql';
import { activeWindowDays, vendorCompanyCodeSql } from './vendor-scope-sql';

/** The three activity levels of spec 02 'Vendors with similar names', in chart order. */
export const similarNameActivityLevels = [
  'More than one vendor has activity',
  'Only one vendor has activity',
  'No activity',
] as const;

/**
 * Vendors with similar names (spec 02 §2 and §3 'Similar-names rows'): one row per vendor (lhs) and
 * each vendor whose name is similar to it (rhs), in both directions, with the company codes each is
 * created in (the names are compared over the whole vendor master, whatever their company codes; a
 * row is scoped by the lhs vendor's company code), with both sides' last activity,
 * deletion and block flags. A vendor's related group is itself and every vendor similar to it; the
 * counts of active and inactive related vendors and the activity level are of that group. Active:
 * a PO, goods receipt, invoice or payment in the 365 days up to the as-of date.
 */
export const similarVendorNames: AnalysisDefinition = {
  module: 'vendor_similar_names',
  analysis: 'similar_names',
  displayName: 'Vendors with Similar Names',
  description:
    'Pairs of vendors whose names are similar but not identical after normalisation, with their activity.',
  sql: `
WITH scope AS (${vendorCompanyCodeSql}),
as_of AS (SELECT max(invoice_date) AS d FROM canon.invoices WHERE system_id = $system_id),
activity AS (
  SELECT v.vendor_id, v.vendor_name, coalesce(v.marked_for_deletion, false) AS marked_for_deletion,
    ${vendorBlockedSql} AS blocked,
    greatest(la.last_po_date, la.last_gr_date, la.last_invoice_date, la.last_payment_date) AS last_activity_date
  FROM canon.vendors v
  LEFT JOIN canon.vendor_last_activity la ON la.system_id = v.system_id AND la.vendor_id = v.vendor_id
  WHERE v.system_id = $system_id
),
pairs AS (
  SELECT vendor_id_lhs AS lhs, vendor_id_rhs AS rhs, normalised_name_lhs AS n_lhs, normalised_name_rhs AS n_rhs, score, rule, threshold
  FROM canon.similar_vendor_names WHERE system_id = $system_id
  UNION
  SELECT vendor_id_rhs, vendor_id_lhs, normalised_name_rhs, normalised_name_lhs, score, rule, threshold
  FROM canon.similar_vendor_names WHERE system_id = $system_id
),
codes AS (
  SELECT vendor_id, string_agg(DISTINCT company_code, ', ' ORDER BY company_code) AS company_codes
  FROM canon.vendor_company_codes WHERE system_id = $system_id GROUP BY vendor_id
),
flagged AS (
  SELECT a.*, coalesce(a.last_activity_date > (SELECT d FROM as_of) - INTERVAL ${activeWindowDays} DAY, false) AS is_active
  FROM activity a
),
groups AS (
  SELECT p.lhs,
    count(*) FILTER (WHERE r.is_active) + max(CASE WHEN l.is_active THEN 1 ELSE 0 END) AS active,
    count(*) FILTER (WHERE NOT r.is_active) + max(CASE WHEN l.is_active THEN 0 ELSE 1 END) AS inactive
  FROM pairs p JOIN flagged r ON r.vendor_id = p.rhs JOIN flagged l ON l.vendor_id = p.lhs
  GROUP BY p.lhs
)
SELECT
  $system_id::INTEGER AS system_id,
  s.company_code::VARCHAR AS company_code,
  (p.lhs || '|' || p.rhs)::VARCHAR AS pair_id,
  p.lhs::VARCHAR AS vendor_id_lhs,
  p.rhs::VARCHAR AS vendor_id_rhs,
  cl.company_codes::VARCHAR AS company_codes_lhs,
  cr.company_codes::VARCHAR AS company_codes_rhs,
  l.vendor_name::VARCHAR AS vendor_name_lhs,
  r.vendor_name::VARCHAR AS vendor_name_rhs,
  va.account_group::VARCHAR AS account_group,
  l.last_activity_date::DATE AS last_activity_date_lhs,
  r.last_activity_date::DATE AS last_activity_date_rhs,
  l.marked_for_deletion::BOOLEAN AS marked_for_deletion_lhs,
  r.marked_for_deletion::BOOLEAN AS marked_for_deletion_rhs,
  l.blocked::BOOLEAN AS blocked_lhs,
  r.blocked::BOOLEAN AS blocked_rhs,
  g.active::INTEGER AS number_of_active_related_vendors,
  g.inactive::INTEGER AS number_of_inactive_related_vendors,
  (g.active + g.inactive)::INTEGER AS total_number_of_related_vendors,
  (CASE WHEN g.active > 1 THEN '${similarNameActivityLevels[0]}' WHEN g.active = 1 THEN '${similarNameActivityLevels[1]}'
        ELSE '${similarNameActivityLevels[2]}' END)::VARCHAR AS activity_level,
  p.score::DOUBLE AS score,
  p.rule::VARCHAR AS rule,
  p.n_lhs::VARCHAR AS normalised_name_lhs,
  p.n_rhs::VARCHAR AS normalised_name_rhs,
  p.threshold::DOUBLE AS threshold
FROM pairs p
JOIN scope s ON s.vendor_id = p.lhs
JOIN flagged l ON l.vendor_id = p.lhs
JOIN flagged r ON r.vendor_id = p.rhs
JOIN groups g ON g.lhs = p.lhs
LEFT JOIN codes cl ON cl.vendor_id = p.lhs
LEFT JOIN codes cr ON cr.vendor_id = p.rhs
LEFT JOIN canon.vendors va ON va.system_id = $system_id AND va.vendor_id = p.lhs`,
  columns: [
    { name: 'company_code', displayName: 'Company Code', dataType: 'string' },
    { name: 'pair_id', displayName: 'Pair', dataType: 'string' },
    { name: 'vendor_id_lhs', displayName: 'Vendor ID', dataType: 'string' },
    { name: 'vendor_id_rhs', displayName: 'Similar Vendor ID', dataType: 'string' },
    { name: 'company_codes_lhs', displayName: 'Vendor Company Codes', dataType: 'string' },
    { name: 'company_codes_rhs', displayName: 'Similar Vendor Company Codes', dataType: 'string' },
    { name: 'vendor_name_lhs', displayName: 'Vendor Name', dataType: 'string' },
    { name: 'vendor_name_rhs', displayName: 'Similar Vendor Name', dataType: 'string' },
    { name: 'account_group', displayName: 'Account Group', dataType: 'string' },
    { name: 'last_activity_date_lhs', displayName: 'Last Activity', dataType: 'date' },
    { name: 'last_activity_date_rhs', displayName: 'Similar Vendor Last Activity', dataType: 'date' },
    { name: 'marked_for_deletion_lhs', displayName: 'Marked for Deletion', dataType: 'yesno' },
    { name: 'marked_for_deletion_rhs', displayName: 'Similar Vendor Marked for Deletion', dataType: 'yesno' },
    { name: 'blocked_lhs', displayName: 'Blocked', dataType: 'yesno' },
    { name: 'blocked_rhs', displayName: 'Similar Vendor Blocked', dataType: 'yesno' },
    { name: 'number_of_active_related_vendors', displayName: 'Active Related Vendors', dataType: 'number' },
    {
      name: 'number_of_inactive_related_vendors',
      displayName: 'Inactive Related Vendors',
      dataType: 'number',
    },
    { name: 'total_number_of_related_vendors', displayName: 'Related Vendors', dataType: 'number' },
    { name: 'activity_level', displayName: 'Level of Activity', dataType: 'string' },
    { name: 'score', displayName: 'Similarity', dataType: 'number' },
    { name: 'rule', displayName: 'Rule', dataType: 'string' },
    { name: 'normalised_name_lhs', displayName: 'Name Compared', dataType: 'string' },
    { name: 'normalised_name_rhs', displayName: 'Similar Name Compared', dataType: 'string' },
    { name: 'threshold', displayName: 'Threshold', dataType: 'number' },
  ],
  dateColumn: null,
  accountGroupColumn: 'account_group',
  companyCodeColumn: 'company_code',
  page: {
    module: 'vendors',
    moduleDisplayName: 'Vendors',
    name: 'similar_names',
    displayName: 'Vendors with Similar Names',
  },
  finding: {
    kind: 'similar_names',
    key: ['least(vendor_id_lhs, vendor_id_rhs)', 'greatest(vendor_id_lhs, vendor_id_rhs)'],
    evidence: ['vendor_name_lhs', 'vendor_name_rhs', 'round(score, 6)'],
    label: "vendor_name_lhs || ' ~ ' || vendor_name_rhs",
  },
  display: {
    defaultView: 'chart',
    allDatesOnly: true,
    chart: {
      kind: 'bar',
      x: 'activity_level',
      measures: [
        { col: 'vendor_id_lhs', fn: 'nunique', alias: 'number_of_vendors', displayName: 'No. of Vendors' },
      ],
    },
    summaryTable: {
      viewByList: [
        { name: 'activity_level', displayName: 'Level of Activity' },
        { name: 'vendor_id_lhs', displayName: 'Vendor' },
      ],
      aggregate: [
        {
          col: 'vendor_id_lhs',
          fn: 'nunique',
          alias: 'number_of_vendors',
          displayName: 'No. of Vendors',
          dataType: 'number',
        },
        {
          col: 'pair_id',
          fn: 'nunique',
          alias: 'number_of_pairs',
          displayName: 'No. of Similar Pairs',
          dataType: 'number',
        },
      ],
    },
    helpAlert: {
      text: 'Vendor names are compared after normalisation (case, accents, punctuation and legal forms such as Ltd or GmbH ignored) across the whole vendor master, whatever the company codes they are created in (both are shown); pairs at or above the similarity threshold are listed, and so is the same name in another town or country (the same name in the same place is a duplicate vendor). A vendor has activity when it had a purchase order, goods receipt, invoice or payment in the 365 days up to the latest invoice date of the system.',
      variant: 'info',
    },
  },
};
