import type { AnalysisColumn, AnalysisDefinition } from '../../catalogue-types';
import { alnum, membersCte, pairMemberColumns, vendorKeysCtes, vendorSideColumns } from './cross-system-sql';

/** A vendor's payment terms in every company code, read the same way in every ERP: discount and net days. */
const termTextSql = `coalesce(
  CASE WHEN pt.net_days IS NOT NULL THEN
    CASE WHEN coalesce(pt.discount_percent_1, 0) > 0
      THEN regexp_replace(pt.discount_percent_1::VARCHAR, '\\.?0+$', '') || '% ' || coalesce(pt.discount_days_1, 0)::VARCHAR || ' days, '
      ELSE '' END || pt.net_days::VARCHAR || ' days net'
  END,
  nullif(trim(vcc.payment_term), ''))`;

const sideColumns = (side: 'a' | 'b'): AnalysisColumn[] => {
  const s = side.toUpperCase();
  return [
    ...vendorSideColumns(side),
    { name: `country_${side}`, displayName: `Country ${s}`, dataType: 'string' },
    { name: `vat_id_${side}`, displayName: `VAT ID ${s}`, dataType: 'string' },
    { name: `address_${side}`, displayName: `Address ${s}`, dataType: 'string' },
    { name: `ibans_${side}`, displayName: `IBANs ${s}`, dataType: 'string' },
    { name: `payment_terms_${side}`, displayName: `Payment Terms ${s}`, dataType: 'string' },
    { name: `is_blocked_${side}`, displayName: `Blocked or Inactive ${s}`, dataType: 'yesno' },
  ];
};

/** The columns of a matched pair with its evidence and conflicts (vendor matches and cross-system data quality). */
export const vendorPairColumns: AnalysisColumn[] = [
  ...sideColumns('a'),
  ...sideColumns('b'),
  { name: 'match_basis', displayName: 'Matched By', dataType: 'string' },
  { name: 'match_evidence', displayName: 'Evidence', dataType: 'string' },
  { name: 'match_bases', displayName: 'All Shared Keys', dataType: 'string' },
  { name: 'different_bank_details', displayName: 'Different Bank Details', dataType: 'yesno' },
  { name: 'different_payment_terms', displayName: 'Different Payment Terms', dataType: 'yesno' },
  { name: 'different_address', displayName: 'Different Address', dataType: 'yesno' },
  { name: 'different_block', displayName: 'Different Block', dataType: 'yesno' },
  { name: 'number_of_conflicts', displayName: 'No. of Conflicts', dataType: 'number' },
];

const side = (s: 'a' | 'b') => `
  p.sid_${s}::INTEGER AS member_${s},
  ${s}.system_name::VARCHAR AS system_name_${s},
  p.vendor_${s}::VARCHAR AS vendor_id_${s},
  ${s}.vendor_name::VARCHAR AS vendor_name_${s},
  ${s}.country::VARCHAR AS country_${s},
  ${s}.vat_id::VARCHAR AS vat_id_${s},
  ${s}.address::VARCHAR AS address_${s},
  i${s}.ibans::VARCHAR AS ibans_${s},
  t${s}.terms::VARCHAR AS payment_terms_${s},
  ${s}.is_blocked::BOOLEAN AS is_blocked_${s},`;

const differs = (a: string, b: string) => `(${a} IS NOT NULL AND ${b} IS NOT NULL AND ${a} <> ${b})`;

/**
 * Vendors Across Systems (issue 21): each pair of vendor records of two member systems of a
 * multi-system that share a match key (cross-system-sql.ts: VAT id, tax id, IBAN, then name and
 * country), once, with the strongest shared key as the evidence and every key they share, and what
 * differs between the two records: bank details (their sets of IBANs), payment terms (discount and net
 * days in every company code, so that ERPs naming terms differently compare), address (street,
 * postcode, town and country, letters and digits only) and block (blocked for posting or purchasing,
 * or marked for deletion / inactive). A difference is only shown where both records have the data.
 * The cross-system data quality page and the duplicate invoices across systems read these pairs.
 */
export const vendorMatches: AnalysisDefinition = {
  module: 'cross_system',
  analysis: 'vendor_matches',
  displayName: 'Vendors Across Systems',
  description:
    'Vendor records of two member systems matched by VAT id, tax id, IBAN or name and country, with the evidence and the differences between them.',
  sql: `
WITH ${membersCte},
${vendorKeysCtes},
pair_keys AS (
  SELECT a.sid AS sid_a, a.vendor_id AS vendor_a, b.sid AS sid_b, b.vendor_id AS vendor_b, a.strength, a.basis, a.key
  FROM vendor_keys a
  JOIN vendor_keys b ON b.strength = a.strength AND b.key = a.key
  WHERE a.sid < b.sid
),
p AS (
  SELECT sid_a, vendor_a, sid_b, vendor_b,
    arg_min(basis, strength) AS match_basis,
    arg_min(key, strength) AS match_evidence,
    string_agg(DISTINCT strength::VARCHAR || basis, ', ' ORDER BY strength::VARCHAR || basis) AS match_bases
  FROM pair_keys
  GROUP BY ALL
),
vendors_shown AS (
  SELECT sid, vendor_id, system_name, vendor_name, country, vat_id, is_blocked,
    nullif(concat_ws(', ', nullif(trim(street), ''), nullif(trim(concat_ws(' ', trim(postcode), trim(town))), ''), nullif(trim(country), '')), '') AS address,
    nullif(${alnum("concat_ws('', street, postcode, town, country)")}, '') AS address_key
  FROM member_vendors
),
ibans AS (
  SELECT sid, vendor_id, string_agg(iban, ', ' ORDER BY iban) AS ibans FROM member_ibans GROUP BY ALL
),
terms AS (
  SELECT vcc.system_id AS sid, vcc.vendor_id,
    string_agg(DISTINCT ${termTextSql}, '; ' ORDER BY ${termTextSql}) AS terms
  FROM canon.vendor_company_codes vcc
  JOIN members m ON m.sid = vcc.system_id
  LEFT JOIN canon.payment_terms pt ON pt.system_id = vcc.system_id AND pt.payment_term = vcc.payment_term
  GROUP BY ALL
)
SELECT
  $system_id::INTEGER AS system_id,
  ${side('a')}
  ${side('b')}
  p.match_basis::VARCHAR AS match_basis,
  p.match_evidence::VARCHAR AS match_evidence,
  regexp_replace(p.match_bases, '[0-9]', '', 'g')::VARCHAR AS match_bases,
  ${differs('ia.ibans', 'ib.ibans')}::BOOLEAN AS different_bank_details,
  ${differs('ta.terms', 'tb.terms')}::BOOLEAN AS different_payment_terms,
  ${differs('a.address_key', 'b.address_key')}::BOOLEAN AS different_address,
  (a.is_blocked <> b.is_blocked)::BOOLEAN AS different_block,
  (${differs('ia.ibans', 'ib.ibans')}::INTEGER + ${differs('ta.terms', 'tb.terms')}::INTEGER
    + ${differs('a.address_key', 'b.address_key')}::INTEGER + (a.is_blocked <> b.is_blocked)::INTEGER)::INTEGER AS number_of_conflicts
FROM p
JOIN vendors_shown a ON a.sid = p.sid_a AND a.vendor_id = p.vendor_a
JOIN vendors_shown b ON b.sid = p.sid_b AND b.vendor_id = p.vendor_b
LEFT JOIN ibans ia ON ia.sid = p.sid_a AND ia.vendor_id = p.vendor_a
LEFT JOIN ibans ib ON ib.sid = p.sid_b AND ib.vendor_id = p.vendor_b
LEFT JOIN terms ta ON ta.sid = p.sid_a AND ta.vendor_id = p.vendor_a
LEFT JOIN terms tb ON tb.sid = p.sid_b AND tb.vendor_id = p.vendor_b`,
  columns: vendorPairColumns,
  dateColumn: null,
  accountGroupColumn: null,
  companyCodeColumn: null,
  memberColumns: pairMemberColumns,
  page: {
    module: 'cross_system',
    moduleDisplayName: 'Cross System',
    name: 'vendor_matches',
    displayName: 'Vendors Across Systems',
  },
  display: {
    allDatesOnly: true,
    helpAlert: {
      text: 'Vendor records of two systems that are one vendor: matched by VAT id, then tax id, then IBAN, then name and country; "Matched By" is the strongest key the two share, "All Shared Keys" every one. One-time vendors are never matched.',
      variant: 'info',
    },
  },
};
