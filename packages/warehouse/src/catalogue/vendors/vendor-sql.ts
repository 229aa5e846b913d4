import type { AnalysisColumn } from '../../catalogue-types';
import { vendorCompanyCodeBlockedSql } from '../shared-sql';

/**
 * SQL fragments shared by the vendor and payment analyses. Every fragment names its table aliases;
 * none binds a value (the only parameter of an analysis stays `$system_id`).
 */

/**
 * The documents that make up a vendor's spend: PO and non-PO invoices (spend, positive) and vendor
 * credits (credit, negative), none of them reversed. Reversal documents and the originals they
 * reverse are left out together, so a reversal pair counts nothing (even when the original predates
 * the extract window).
 */
export const spendDocumentsWhereSql = (a: string): string =>
  `${a}.system_id = $system_id AND ${a}.derived_document_type IN ('PO-INVOICE', 'NON-PO-INVOICE', 'VENDOR-CREDIT') AND NOT coalesce(${a}.is_reversed, false)`;

/** An invoice proper (PO or non-PO, not reversed): the documents whose payment terms are used. */
export const invoicesProperWhereSql = (a: string): string =>
  `${a}.system_id = $system_id AND ${a}.derived_document_type IN ('PO-INVOICE', 'NON-PO-INVOICE') AND NOT coalesce(${a}.is_reversed, false)`;

/**
 * Spend per vendor and company code (`spendDocumentsWhereSql`), in the common currency:
 * spend_value and number_of_invoices of the invoices, credit_value (negative) and number_of_credits
 * of the credits.
 */
export const vendorCompanyCodeSpendSql = `
  SELECT i.vendor_id, i.company_code,
    count(*) FILTER (WHERE i.derived_document_type <> 'VENDOR-CREDIT') AS number_of_invoices,
    coalesce(sum(i.common_amount) FILTER (WHERE i.derived_document_type <> 'VENDOR-CREDIT'), 0) AS spend_value,
    count(*) FILTER (WHERE i.derived_document_type = 'VENDOR-CREDIT') AS number_of_credits,
    coalesce(sum(i.common_amount) FILTER (WHERE i.derived_document_type = 'VENDOR-CREDIT'), 0) AS credit_value,
    max(i.common_currency) AS common_currency
  FROM canon.invoices i
  WHERE ${spendDocumentsWhereSql('i')} AND i.vendor_id IS NOT NULL
  GROUP BY i.vendor_id, i.company_code`;

/**
 * One text and net days per payment term (T052 has a row per day limit): those of its lowest day
 * limit with a text (T052U), else of its lowest day limit.
 */
export const paymentTermTextSql = `
  SELECT payment_term,
    arg_min(description, coalesce(day_limit, 0)) FILTER (WHERE description IS NOT NULL) AS description,
    arg_min(net_days, coalesce(day_limit, 0)) AS net_days
  FROM canon.payment_terms
  WHERE system_id = $system_id
  GROUP BY payment_term`;

/** A blank-tolerant key: NULL for NULL, empty or blank text. */
export const keySql = (expr: string): string => `nullif(trim(${expr}), '')`;

/** The joins of an alias `a` with vendor_id and company_code: `cc`, `v`, `vcc`, `ag` (account group). */
export const vendorJoinsSql = (a: string): string => `
LEFT JOIN canon.company_codes cc ON cc.system_id = $system_id AND cc.company_code = ${a}.company_code
LEFT JOIN canon.vendors v ON v.system_id = $system_id AND v.vendor_id = ${a}.vendor_id
LEFT JOIN canon.vendor_company_codes vcc ON vcc.system_id = $system_id AND vcc.vendor_id = ${a}.vendor_id AND vcc.company_code = ${a}.company_code
LEFT JOIN canon.account_groups ag ON ag.system_id = $system_id AND ag.account_group = v.account_group`;

/** The shared blocked rule (shared-sql.ts); reads `v` and `vcc` of `vendorJoinsSql`. */
export { vendorCompanyCodeBlockedSql };

/** Marked for deletion centrally (LFA1-LOEVM) or for the company code (LFB1-LOEVM). */
export const markedForDeletionSql = `(coalesce(v.marked_for_deletion, false) OR coalesce(vcc.marked_for_deletion, false))`;

/** The latest of a vendor_last_activity row `la`'s four dates (NULL when it has none). */
export const lastActivityDateSql = (la: string): string =>
  `greatest(${la}.last_po_date, ${la}.last_gr_date, ${la}.last_invoice_date, ${la}.last_payment_date)`;

/** The select list of the party columns (`vendorPartyColumns`), reading `vendorJoinsSql`. */
export const vendorPartySelectSql = (a: string): string => `
  ${a}.company_code::VARCHAR AS company_code,
  cc.company_name::VARCHAR AS company_name,
  cc.region::VARCHAR AS region,
  ${a}.vendor_id::VARCHAR AS vendor_id,
  v.vendor_name::VARCHAR AS vendor_name,
  v.account_group::VARCHAR AS account_group,
  ag.description::VARCHAR AS account_group_name,
  v.country::VARCHAR AS vendor_country`;

export const vendorPartyColumns: AnalysisColumn[] = [
  { name: 'company_code', displayName: 'Company Code', dataType: 'string' },
  { name: 'company_name', displayName: 'Company Name', dataType: 'string' },
  { name: 'region', displayName: 'Region', dataType: 'string' },
  { name: 'vendor_id', displayName: 'Vendor ID', dataType: 'string' },
  { name: 'vendor_name', displayName: 'Vendor Name', dataType: 'string' },
  { name: 'account_group', displayName: 'Account Group', dataType: 'string' },
  { name: 'account_group_name', displayName: 'Account Group Name', dataType: 'string' },
  { name: 'vendor_country', displayName: 'Vendor Country', dataType: 'string' },
];

/** The block and deletion flags (`vendorFlagColumns`), reading `vendorJoinsSql`. */
export const vendorFlagSelectSql = `
  (coalesce(v.posting_block, false) OR coalesce(v.purchasing_block, false))::BOOLEAN AS is_vendor_blocked,
  ${vendorCompanyCodeBlockedSql}::BOOLEAN AS is_vendor_company_code_blocked,
  ${markedForDeletionSql}::BOOLEAN AS marked_for_deletion`;

export const vendorFlagColumns: AnalysisColumn[] = [
  { name: 'is_vendor_blocked', displayName: 'Blocked (Central)', dataType: 'yesno' },
  { name: 'is_vendor_company_code_blocked', displayName: 'Blocked', dataType: 'yesno' },
  { name: 'marked_for_deletion', displayName: 'Marked for Deletion', dataType: 'yesno' },
];
