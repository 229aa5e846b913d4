import type { AnalysisColumn } from '../../catalogue-types';
import { vendorCompanyCodeBlockedSql } from '../shared-sql';

/**
 * SQL fragments shared by the invoices analyses. Every fragment names its table alias; none binds a
 * value (the only parameter of an analysis stays `$system_id`).
 */

/**
 * The invoices proper of a system: PO and non-PO invoices that were not reversed. Credits, reversal
 * documents and reversed originals (posted in error) are not invoices to process or pay.
 */
export const invoicesWhereSql = (a: string): string =>
  `${a}.system_id = $system_id AND ${a}.derived_document_type IN ('PO-INVOICE', 'NON-PO-INVOICE') AND NOT coalesce(${a}.is_reversed, false)`;

/** The payment block key (SAP ZLSPR), NULL when blank. */
export const paymentBlockSql = (a: string): string => `nullif(trim(${a}.payment_block), '')`;

/**
 * The company code, vendor and account group joins of an invoice alias `a`: `cc`, `v`, `vcc`
 * (the vendor's company-code record).
 */
export const partyJoinsSql = (a: string): string => `
LEFT JOIN canon.company_codes cc ON cc.system_id = ${a}.system_id AND cc.company_code = ${a}.company_code
LEFT JOIN canon.vendors v ON v.system_id = ${a}.system_id AND v.vendor_id = ${a}.vendor_id
LEFT JOIN canon.vendor_company_codes vcc ON vcc.system_id = ${a}.system_id AND vcc.vendor_id = ${a}.vendor_id AND vcc.company_code = ${a}.company_code`;

/** The shared blocked rule (shared-sql.ts); needs the joins of `partyJoinsSql`. */
export { vendorCompanyCodeBlockedSql };

/** The select list of the party columns (`partyColumns`), reading the joins of `partyJoinsSql`. */
export const partySelectSql = (a: string): string => `
  ${a}.company_code::VARCHAR AS company_code,
  cc.company_name::VARCHAR AS company_name,
  cc.region::VARCHAR AS region,
  ${a}.vendor_id::VARCHAR AS vendor_id,
  v.vendor_name::VARCHAR AS vendor_name,
  v.account_group::VARCHAR AS account_group`;

export const partyColumns: AnalysisColumn[] = [
  { name: 'company_code', displayName: 'Company Code', dataType: 'string' },
  { name: 'company_name', displayName: 'Company Name', dataType: 'string' },
  { name: 'region', displayName: 'Region', dataType: 'string' },
  { name: 'vendor_id', displayName: 'Vendor ID', dataType: 'string' },
  { name: 'vendor_name', displayName: 'Vendor Name', dataType: 'string' },
  { name: 'account_group', displayName: 'Account Group', dataType: 'string' },
];

/** The select list of one invoice document's identifying columns (`invoiceDocumentColumns`). */
export const invoiceDocumentSelectSql = (a: string): string => `
  ${a}.fiscal_year::INTEGER AS fiscal_year,
  ${a}.accounting_document_no::VARCHAR AS accounting_document_no,
  ${a}.internal_invoice_id::VARCHAR AS internal_invoice_id,
  ${a}.external_invoice_id::VARCHAR AS external_invoice_id,
  ${a}.derived_document_type::VARCHAR AS derived_document_type,
  ${a}.invoice_date::DATE AS invoice_date,
  ${a}.posting_date::DATE AS posting_date,
  ${a}.common_currency::VARCHAR AS common_currency,
  ${a}.common_amount::DECIMAL(18,2) AS common_amount`;

export const invoiceDocumentColumns: AnalysisColumn[] = [
  { name: 'fiscal_year', displayName: 'Fiscal Year', dataType: 'number', format: 'code' },
  { name: 'accounting_document_no', displayName: 'Accounting Document No', dataType: 'string' },
  { name: 'internal_invoice_id', displayName: 'Internal Invoice ID', dataType: 'string' },
  { name: 'external_invoice_id', displayName: 'Invoice Number', dataType: 'string' },
  { name: 'derived_document_type', displayName: 'Derived Document Type', dataType: 'string' },
  { name: 'invoice_date', displayName: 'Invoice Date', dataType: 'date' },
  { name: 'posting_date', displayName: 'Posting Date', dataType: 'date' },
  { name: 'common_currency', displayName: 'Common Currency', dataType: 'string' },
  { name: 'common_amount', displayName: 'Common Amount', dataType: 'currency' },
];

/**
 * The user pattern of automated postings: SAP system and workflow users (SAPSYS, DDIC, WF-BATCH),
 * any user id containing BATCH, and user ids with an EDI, IDOC, RFC or INTERFACE token (delimited by
 * the start or end of the id, '_' or '-'; so EDI_IN is automated, EDITH is not).
 */
export const automatedUserPattern = '^(SAPSYS|DDIC|WF-BATCH)$|BATCH|(^|[_-])(EDI|IDOC|RFC|INTERFACE)([_-]|$)';

/**
 * The invoice channel (data type invoice_channel) from the transaction code and the user that
 * entered the document, first match wins:
 * 1. 'ERS' — evaluated receipt settlement and other automatic settlements: MRRL, MRKO, MRIS, and
 *    Oracle's pay-on-receipt invoices (SOURCE 'ERS').
 * 2. 'EDI' — posted by an IDoc transaction (BD87, WE19, WE14, WE16, RBDAPP01), imported by Oracle's
 *    EDI, XML or e-commerce gateway (the invoice's SOURCE, which Oracle's tcode holds), or by an automated
 *    user (`automatedUserPattern`).
 * 3. 'Manual PO' — logistics invoice verification by hand: MIRO, MIR7, MIR4, MIRA, MR01, MR1M; an
 *    Oracle 'Manual Invoice Entry' matched to a PO.
 * 4. 'Manual Non-PO' — FI entry by hand: FB60, FB65, FV60, FV65, F-43, F-41, F-63, FB01, FB10, FBV1; any
 *    other Oracle 'Manual Invoice Entry'.
 * 5. 'Other' — any other or no transaction code.
 */
export const invoiceChannelSql = (a: string): string => `CASE
    WHEN upper(trim(${a}.tcode)) IN ('MRRL', 'MRKO', 'MRIS', 'ERS') THEN 'ERS'
    WHEN upper(trim(${a}.tcode)) IN ('BD87', 'WE19', 'WE14', 'WE16', 'RBDAPP01', 'EDI GATEWAY', 'XML GATEWAY', 'E-COMMERCE GATEWAY')
      OR regexp_matches(upper(coalesce(trim(${a}.created_by), '')), '${automatedUserPattern}') THEN 'EDI'
    WHEN upper(trim(${a}.tcode)) IN ('MIRO', 'MIR7', 'MIR4', 'MIRA', 'MR01', 'MR1M')
      OR (upper(trim(${a}.tcode)) = 'MANUAL INVOICE ENTRY' AND ${a}.po_number IS NOT NULL) THEN 'Manual PO'
    WHEN upper(trim(${a}.tcode)) IN ('FB60', 'FB65', 'FV60', 'FV65', 'F-43', 'F-41', 'F-63', 'FB01', 'FB10', 'FBV1', 'MANUAL INVOICE ENTRY') THEN 'Manual Non-PO'
    ELSE 'Other'
  END`;

/** Channels whose invoices no accounts-payable clerk keyed in or touched. */
export const touchlessChannels = ['ERS', 'EDI'] as const;

/** Days from `from` to `to` (DATE expressions) as an INTEGER; NULL when either is NULL. */
export const daysBetweenSql = (from: string, to: string): string => `(${to} - ${from})::INTEGER`;
