import type { AnalysisColumn } from '../../catalogue-types';

/**
 * SQL shared by the cross-system analyses (a multi-system's pages, spec 02 'cross-system data
 * quality'): `$system_id` is the multi-system; its members come from canon.system_members, and every
 * canonical row read is a member's.
 *
 * Match keys, strongest first (a pair of vendors in two member systems is matched by the strongest
 * key they share):
 * 1. VAT id: upper case, letters and digits only, at least 4 characters;
 * 2. tax id: the same, prefixed by the vendor's country (national tax numbers repeat across countries);
 * 3. IBAN of a bank account: letters and digits only, at least 15 characters;
 * 4. name and country: the name upper case, every run of other characters than letters and digits
 *    one space, trimmed (legal forms kept: 'ACME GmbH' and 'ACME AG' are two companies), at least
 *    3 characters, with the same country.
 * One-time vendors (account groups flagged one-time) are never matched: their master record stands
 * for many payees.
 */
export const membersCte = `members AS (
  SELECT member_system_id AS sid, member_name AS system_name
  FROM canon.system_members
  WHERE system_id = $system_id
)`;

/** An expression upper-cased to its letters and digits only ('' for NULL): how every key compares. */
export const alnum = (expr: string): string =>
  `regexp_replace(upper(coalesce(${expr}, '')), '[^A-Z0-9]', '', 'g')`;

/** The name key of a vendor name expression (see above). */
export const nameKeySql = (expr: string): string =>
  `trim(regexp_replace(upper(coalesce(${expr}, '')), '[^A-Z0-9]+', ' ', 'g'))`;

/**
 * `member_vendors`: every vendor of a member that is not one-time, with its system name and keys;
 * `vendor_keys`: its match keys (strength 1–4, basis, key). Needs `membersCte` before it.
 */
export const vendorKeysCtes = `member_vendors AS (
  SELECT v.system_id AS sid, m.system_name, v.vendor_id, v.vendor_name, v.street, v.postcode, v.town,
    v.country, v.vat_id, v.tax_id, v.account_group,
    coalesce(v.posting_block, false) OR coalesce(v.purchasing_block, false)
      OR coalesce(v.marked_for_deletion, false) AS is_blocked
  FROM canon.vendors v
  JOIN members m ON m.sid = v.system_id
  LEFT JOIN canon.account_groups ag ON ag.system_id = v.system_id AND ag.account_group = v.account_group
  WHERE v.vendor_id IS NOT NULL AND NOT coalesce(ag.is_one_time, false)
),
member_ibans AS (
  SELECT DISTINCT b.system_id AS sid, b.vendor_id, ${alnum('b.iban')} AS iban
  FROM canon.vendor_bank_details b
  JOIN members m ON m.sid = b.system_id
  WHERE length(${alnum('b.iban')}) >= 15
),
vendor_keys AS (
  SELECT sid, vendor_id, 1 AS strength, 'VAT id' AS basis, ${alnum('vat_id')} AS key
  FROM member_vendors WHERE length(${alnum('vat_id')}) >= 4
  UNION ALL
  SELECT sid, vendor_id, 2, 'Tax id', upper(coalesce(country, '')) || ':' || ${alnum('tax_id')}
  FROM member_vendors WHERE length(${alnum('tax_id')}) >= 4
  UNION ALL
  SELECT i.sid, i.vendor_id, 3, 'IBAN', i.iban
  FROM member_ibans i JOIN member_vendors mv ON mv.sid = i.sid AND mv.vendor_id = i.vendor_id
  UNION ALL
  SELECT sid, vendor_id, 4, 'Name and country', ${nameKeySql('vendor_name')} || ' / ' || upper(trim(country))
  FROM member_vendors
  WHERE length(${nameKeySql('vendor_name')}) >= 3 AND nullif(trim(country), '') IS NOT NULL
)`;

/**
 * The matched pairs of `pub.cross_system__vendor_matches` of this multi-system (`p`), each pair once
 * with member_a < member_b.
 */
export const publishedPairsSql = `pairs AS (
  SELECT * FROM pub.cross_system__vendor_matches WHERE system_id = $system_id
)`;

/** The member columns of a row showing two members' records (a pair). */
export const pairMemberColumns = ['member_a', 'member_b'] as const;

/** Columns of one side (`a` or `b`) of a vendor pair. */
export function vendorSideColumns(side: 'a' | 'b'): AnalysisColumn[] {
  const s = side.toUpperCase();
  return [
    { name: `member_${side}`, displayName: `System ${s} Id`, dataType: 'number', format: 'code' },
    { name: `system_name_${side}`, displayName: `System ${s}`, dataType: 'string' },
    { name: `vendor_id_${side}`, displayName: `Vendor ID ${s}`, dataType: 'string' },
    { name: `vendor_name_${side}`, displayName: `Vendor Name ${s}`, dataType: 'string' },
  ];
}
