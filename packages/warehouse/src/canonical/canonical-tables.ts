/**
 * The canonical procure-to-pay model (schema `canon`): one set of tables for every ERP type, with
 * `system_id` on every row. Each ERP's mapping fills these tables; the analyses read only them.
 *
 * Conventions: amounts are DECIMAL(18,2) and signed from the company's point of view of spend: an
 * invoice is positive, a credit (memo or reversal of an invoice) negative. Dates are DATE (an SAP
 * `00000000` is NULL). Flags are BOOLEAN. Ids are VARCHAR as the ERP spells them, except SAP vendor
 * ids: an all-digit LIFNR loses its leading zeros ('0000100234' → '100234'); document numbers keep
 * theirs (an all-digit BELNR/EBELN is left-padded to 10 digits).
 */
export interface CanonicalColumn {
  name: string;
  type: string;
}

export interface CanonicalTable {
  /** Table name inside schema `canon`. */
  name: string;
  columns: readonly CanonicalColumn[];
}

const c = (name: string, type = 'VARCHAR'): CanonicalColumn => ({ name, type });
const amount = (name: string): CanonicalColumn => c(name, 'DECIMAL(18,2)');
const date = (name: string): CanonicalColumn => c(name, 'DATE');
const flag = (name: string): CanonicalColumn => c(name, 'BOOLEAN');
const systemId = c('system_id', 'INTEGER');

export const companyCodesTable: CanonicalTable = {
  name: 'company_codes',
  columns: [
    systemId,
    c('company_code'),
    c('company_name'),
    c('city'),
    c('country'),
    c('currency'),
    /** 'EMEA' | 'AMER' | 'APAC' from the country (regions.ts); null for a country not in the map. */
    c('region'),
  ],
};

export const vendorsTable: CanonicalTable = {
  name: 'vendors',
  columns: [
    systemId,
    c('vendor_id'),
    c('vendor_name'),
    c('vendor_name_2'),
    c('street'),
    c('town'),
    c('postcode'),
    c('country'),
    c('tax_id'),
    c('tax_id_2'),
    c('vat_id'),
    c('account_group'),
    date('created_date'),
    c('created_by'),
    flag('posting_block'),
    flag('purchasing_block'),
    flag('marked_for_deletion'),
  ],
};

export const vendorCompanyCodesTable: CanonicalTable = {
  name: 'vendor_company_codes',
  columns: [
    systemId,
    c('vendor_id'),
    c('company_code'),
    c('payment_term'),
    /** The allowed payment methods, one letter each (LFB1-ZWELS). */
    c('payment_methods'),
    c('payment_block'),
    flag('posting_block'),
    flag('marked_for_deletion'),
    c('reconciliation_account'),
    flag('duplicate_invoice_check'),
    c('head_office_vendor_id'),
    date('created_date'),
    c('created_by'),
  ],
};

/** One row per vendor invoice accounting document (invoices, credit memos and their reversals). */
export const invoicesTable: CanonicalTable = {
  name: 'invoices',
  columns: [
    systemId,
    c('company_code'),
    c('fiscal_year', 'INTEGER'),
    c('accounting_document_no'),
    /** `<company_code>-<accounting_document_no>-<fiscal_year>`, unique within a system. */
    c('internal_invoice_id'),
    c('external_invoice_id'),
    c('vendor_id'),
    c('document_type'),
    c('tcode'),
    /** 'PO-INVOICE' | 'NON-PO-INVOICE' | 'VENDOR-CREDIT' | 'REVERSAL'. */
    c('derived_document_type'),
    date('invoice_date'),
    date('posting_date'),
    date('entry_date'),
    date('baseline_date'),
    date('due_date'),
    date('clearing_date'),
    c('clearing_document_no'),
    flag('is_cleared'),
    c('document_currency'),
    amount('document_amount'),
    c('local_currency'),
    amount('local_amount'),
    c('common_currency'),
    amount('common_amount'),
    c('payment_term'),
    c('payment_method'),
    c('payment_block'),
    flag('is_reversed'),
    c('reversal_document_no'),
    c('created_by'),
    c('po_number'),
  ],
};

/** Invoice line items: MM invoice items (RSEG) and, for FI invoices, the vendor line items. */
export const invoiceLinesTable: CanonicalTable = {
  name: 'invoice_lines',
  columns: [
    systemId,
    c('company_code'),
    c('fiscal_year', 'INTEGER'),
    c('accounting_document_no'),
    c('internal_invoice_id'),
    c('invoice_line_item_number', 'INTEGER'),
    /** 'RSEG' (MM invoice item) or 'VENDOR_LINE' (FI vendor line item, BSIK/BSAK). */
    c('line_source'),
    c('vendor_id'),
    c('document_type'),
    c('derived_document_type'),
    date('invoice_date'),
    c('external_invoice_id'),
    c('document_currency'),
    amount('line_item_signed_amount'),
    c('common_currency'),
    amount('line_item_signed_common_amount'),
    c('po_number'),
    c('po_line_item_number'),
    c('material_number'),
    c('plant'),
    c('quantity', 'DECIMAL(18,3)'),
  ],
};

/** Every canonical table, in publish order (masters first). */
export const canonicalTables: readonly CanonicalTable[] = [
  companyCodesTable,
  vendorsTable,
  vendorCompanyCodesTable,
  invoicesTable,
  invoiceLinesTable,
];

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** `CREATE TABLE IF NOT EXISTS <schema>.<name> (…)` for a canonical table, in any schema. */
export function createTableSql(table: CanonicalTable, qualifiedName = `canon.${table.name}`): string {
  const columns = table.columns.map((col) => `${quoteIdentifier(col.name)} ${col.type}`).join(', ');
  return `CREATE TABLE IF NOT EXISTS ${qualifiedName} (${columns})`;
}
