import type { AnalysisDefinition } from '../../catalogue-types';
import { vendorBlockedSql } from '../shared-sql';
import { vendorCompanyCodeSql } from './vendor-scope-sql';

/**
 * OFAC sanctions screening (spec 02 'OFAC: Min Match slider'): vendors whose name matches an entry of
 * the OFAC SDN list with a score of at least 75 (the slider's lowest value); the page filters on
 * `score` for higher Min Match values. Every row carries the evidence: both names as compared
 * (normalised), the rule that fired, its component scores and the threshold.
 */
export const sanctionsMatches: AnalysisDefinition = {
  module: 'vendor_sanctions',
  analysis: 'ofac_matches',
  displayName: 'OFAC Sanction Matches',
  description:
    'Vendors whose names match entries of the OFAC Specially Designated Nationals (SDN) list, scored 0-100.',
  sql: `
WITH scope AS (${vendorCompanyCodeSql})
SELECT
  h.system_id::INTEGER AS system_id,
  h.vendor_id::VARCHAR AS vendor_id,
  v.vendor_name::VARCHAR AS vendor_name,
  h.sdn_name::VARCHAR AS sdn_name,
  h.score::DOUBLE AS score,
  h.rule::VARCHAR AS rule,
  h.sdn_uid::VARCHAR AS sdn_uid,
  h.sdn_programs::VARCHAR AS sdn_programs,
  h.sdn_type::VARCHAR AS sdn_type,
  v.country::VARCHAR AS country,
  v.town::VARCHAR AS town,
  s.company_code::VARCHAR AS company_code,
  v.account_group::VARCHAR AS account_group,
  v.created_date::DATE AS created_date,
  ${vendorBlockedSql}::BOOLEAN AS is_blocked,
  coalesce(v.marked_for_deletion, false)::BOOLEAN AS marked_for_deletion,
  s.is_vendor_company_code_blocked::BOOLEAN AS is_vendor_company_code_blocked,
  la.last_activity_date::DATE AS last_activity_date,
  h.normalised_vendor_name::VARCHAR AS normalised_vendor_name,
  h.normalised_sdn_name::VARCHAR AS normalised_sdn_name,
  h.score_details::VARCHAR AS score_details,
  h.threshold::DOUBLE AS threshold
FROM canon.sanction_hits h
JOIN scope s ON s.vendor_id = h.vendor_id
LEFT JOIN canon.vendors v ON v.system_id = h.system_id AND v.vendor_id = h.vendor_id
LEFT JOIN (
  SELECT vendor_id, greatest(last_po_date, last_gr_date, last_invoice_date, last_payment_date) AS last_activity_date
  FROM canon.vendor_last_activity WHERE system_id = $system_id
) la ON la.vendor_id = h.vendor_id
WHERE h.system_id = $system_id`,
  columns: [
    { name: 'vendor_id', displayName: 'Vendor ID', dataType: 'string' },
    { name: 'vendor_name', displayName: 'Vendor Name', dataType: 'string' },
    { name: 'sdn_name', displayName: 'SDN Name', dataType: 'string' },
    { name: 'score', displayName: 'Match Score', dataType: 'number' },
    { name: 'rule', displayName: 'Rule', dataType: 'string' },
    { name: 'sdn_uid', displayName: 'SDN Entry', dataType: 'string' },
    { name: 'sdn_programs', displayName: 'Programs', dataType: 'string' },
    { name: 'sdn_type', displayName: 'SDN Type', dataType: 'string' },
    { name: 'country', displayName: 'Country', dataType: 'string' },
    { name: 'town', displayName: 'Town', dataType: 'string' },
    { name: 'company_code', displayName: 'Company Code', dataType: 'string' },
    { name: 'account_group', displayName: 'Account Group', dataType: 'string' },
    { name: 'created_date', displayName: 'Created Date', dataType: 'date' },
    { name: 'is_blocked', displayName: 'Blocked', dataType: 'yesno' },
    { name: 'marked_for_deletion', displayName: 'Marked for Deletion', dataType: 'yesno' },
    { name: 'is_vendor_company_code_blocked', displayName: 'Blocked in Company Code', dataType: 'yesno' },
    { name: 'last_activity_date', displayName: 'Last Activity', dataType: 'date' },
    { name: 'normalised_vendor_name', displayName: 'Vendor Name Compared', dataType: 'string' },
    { name: 'normalised_sdn_name', displayName: 'SDN Name Compared', dataType: 'string' },
    { name: 'score_details', displayName: 'Similarity Scores', dataType: 'string', format: 'long_text' },
    { name: 'threshold', displayName: 'Threshold', dataType: 'number' },
  ],
  dateColumn: null,
  accountGroupColumn: 'account_group',
  companyCodeColumn: 'company_code',
  page: { module: 'vendors', moduleDisplayName: 'Vendors', name: 'ofac', displayName: 'OFAC Sanctions' },
  finding: {
    kind: 'sanctions_hit',
    key: ['vendor_id', 'sdn_uid'],
    evidence: ['vendor_name', 'sdn_name', 'round(score, 6)'],
    label: "vendor_name || ' ~ ' || sdn_name",
  },
  display: {
    defaultView: 'detail',
    allDatesOnly: true,
    summaryTable: {
      viewByList: [
        { name: 'vendor_id', displayName: 'Vendor' },
        { name: 'sdn_name', displayName: 'SDN Entry' },
        { name: 'rule', displayName: 'Rule' },
      ],
      aggregate: [
        {
          col: 'vendor_id',
          fn: 'nunique',
          alias: 'number_of_vendors',
          displayName: 'No. of Vendors',
          dataType: 'number',
        },
        { col: 'score', fn: 'max', alias: 'max_score', displayName: 'Best Score', dataType: 'number' },
      ],
      sortField: 'max_score',
    },
    helpAlert: {
      text: 'Vendor names are compared with every name and alias of the OFAC SDN list after normalisation (case, accents, punctuation, look-alike characters and legal forms such as Ltd or GmbH removed). A row shows the names as compared, the rule that fired, each similarity score and the threshold. Move Min Match to show stronger matches only.',
      variant: 'info',
    },
  },
};
