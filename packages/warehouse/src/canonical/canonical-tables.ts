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
    /**
     * The vendor can be paid in the company code: SAP and JDE always; Oracle when one of the
     * supplier's sites in the operating unit is a pay site (PAY_SITE_FLAG 'Y'), not only a
     * purchasing or RFQ site. NULL (rows written before the column existed) counts as a pay site.
     */
    flag('is_pay_site'),
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
    /**
     * The payee of an invoice posted to a one-time vendor account (SAP BSEC: its name, street, town,
     * postcode, country, tax and VAT numbers); NULL for other invoices and for sources without them.
     */
    c('payee_name'),
    c('payee_street'),
    c('payee_town'),
    c('payee_postcode'),
    c('payee_country'),
    c('payee_tax_id'),
    c('payee_vat_id'),
    /**
     * The brand of the invoice (NetSuite: the custom transaction field the manifest names as
     * `brand_field`, for the On or After Invoice Trend); NULL for the other sources.
     */
    c('brand'),
    /**
     * A document system's workflow (DocuWare: the document's status as the manifest's `statuses`
     * maps it — new, validation, in_approval, approved, completed, paid — and the step of its open
     * workflow task), for the backlog by workflow status and role; NULL for the ERPs.
     */
    c('workflow_status'),
    c('current_role'),
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
    /** Signed like the line's amount: a credited quantity is negative. */
    c('quantity', 'DECIMAL(18,3)'),
  ],
};

const int = (name: string): CanonicalColumn => c(name, 'INTEGER');
const percent = (name: string): CanonicalColumn => c(name, 'DECIMAL(6,3)');

/** Vendor account groups (SAP T077K, text from T077Y). */
export const accountGroupsTable: CanonicalTable = {
  name: 'account_groups',
  columns: [systemId, c('account_group'), c('description'), c('number_range'), flag('is_one_time')],
};

/** Payment terms (SAP T052, text from T052U): one row per term and day limit. */
export const paymentTermsTable: CanonicalTable = {
  name: 'payment_terms',
  columns: [
    systemId,
    c('payment_term'),
    int('day_limit'),
    c('description'),
    int('discount_days_1'),
    percent('discount_percent_1'),
    int('discount_days_2'),
    percent('discount_percent_2'),
    int('net_days'),
  ],
};

/** Payment methods per country (SAP T042Z). */
export const paymentMethodsTable: CanonicalTable = {
  name: 'payment_methods',
  columns: [systemId, c('country'), c('payment_method'), c('description')],
};

/** Vendor per purchasing organisation (SAP LFM1). */
export const vendorPurchasingOrgsTable: CanonicalTable = {
  name: 'vendor_purchasing_orgs',
  columns: [
    systemId,
    c('vendor_id'),
    c('purchasing_org'),
    c('order_currency'),
    c('payment_term'),
    amount('minimum_order_value'),
    flag('purchasing_block'),
    flag('deletion_flag'),
    flag('gr_based_invoice_verification'),
    flag('evaluated_receipt_settlement'),
  ],
};

/** Vendor bank accounts (SAP LFBK, IBAN from TIBAN). */
export const vendorBankDetailsTable: CanonicalTable = {
  name: 'vendor_bank_details',
  columns: [
    systemId,
    c('vendor_id'),
    c('bank_country'),
    c('bank_key'),
    c('bank_account'),
    c('bank_control_key'),
    c('partner_bank_type'),
    c('account_holder'),
    c('iban'),
  ],
};

/** Vendor e-mail addresses (SAP ADR6 through LFA1-ADRNR). */
export const vendorEmailsTable: CanonicalTable = {
  name: 'vendor_emails',
  columns: [
    systemId,
    c('vendor_id'),
    c('address_number'),
    int('sequence_number'),
    c('email'),
    flag('is_default'),
  ],
};

/** Purchase orders (SAP EKKO, amounts from the EKPO items not deleted). */
export const purchaseOrdersTable: CanonicalTable = {
  name: 'purchase_orders',
  columns: [
    systemId,
    c('po_number'),
    c('company_code'),
    c('vendor_id'),
    date('document_date'),
    date('created_date'),
    c('created_by'),
    c('payment_term'),
    /** BSART, e.g. 'NB'. */
    c('type'),
    /** BSTYP, e.g. 'F' purchase order, 'K' contract, 'L' scheduling agreement. */
    c('category'),
    c('purchasing_org'),
    c('purchasing_group'),
    flag('has_pr'),
    /** 'DELETED' | 'BLOCKED' | 'CLOSED' | 'OPEN' (README of the pipeline). */
    c('po_status'),
    int('item_count'),
    c('document_currency'),
    amount('document_amount'),
    c('common_currency'),
    amount('common_amount'),
  ],
};

/** Purchase order items (SAP EKPO). */
export const purchaseOrderItemsTable: CanonicalTable = {
  name: 'purchase_order_items',
  columns: [
    systemId,
    c('po_number'),
    c('po_line_item_number'),
    c('company_code'),
    c('vendor_id'),
    date('document_date'),
    c('material_number'),
    c('plant'),
    c('description'),
    c('quantity', 'DECIMAL(18,3)'),
    c('unit'),
    flag('is_deleted'),
    flag('has_pr'),
    flag('delivery_completed'),
    flag('final_invoice'),
    /** A goods receipt is expected for the item (EKPO-WEPOS). */
    flag('gr_expected'),
    /** Invoice verification is goods-receipt based (EKPO-WEBRE). */
    flag('gr_based_invoice_verification'),
    c('document_currency'),
    amount('net_amount'),
    c('common_currency'),
    amount('net_common_amount'),
  ],
};

/** Goods movements, line level (SAP MKPF/MSEG). */
export const goodsReceiptsTable: CanonicalTable = {
  name: 'goods_receipts',
  columns: [
    systemId,
    c('document_number'),
    int('fiscal_year'),
    int('line_number'),
    date('document_date'),
    date('created_date'),
    date('posting_date'),
    c('movement_type'),
    /** Movement types 101, 102, 107, 108, 122, 161, 162, 123, 501, 502 only. */
    flag('is_counted'),
    /** 'S' debit, 'H' credit. */
    c('debit_credit'),
    c('local_currency'),
    amount('signed_local_amount'),
    c('common_currency'),
    amount('signed_common_amount'),
    c('quantity', 'DECIMAL(18,3)'),
    c('po_number'),
    c('po_line_item_number'),
    c('material_number'),
    c('plant'),
    c('vendor_id'),
    c('company_code'),
    flag('is_reversed'),
    c('reversal_document_no'),
  ],
};

/** Payments: clearings of vendor items by a payment document (SAP BSAK/BKPF, PAYR when present). */
export const paymentsTable: CanonicalTable = {
  name: 'payments',
  columns: [
    systemId,
    c('company_code'),
    c('vendor_id'),
    c('clearing_document_no'),
    int('fiscal_year'),
    date('clearing_date'),
    c('document_type'),
    int('item_count'),
    c('local_currency'),
    amount('local_amount'),
    c('common_currency'),
    /** local_amount at the ECB rates of the clearing date (NULL when no usable quote). */
    amount('common_amount'),
    c('payment_method'),
    date('payment_date'),
    c('check_number'),
    flag('is_voided'),
  ],
};

/** Per vendor, the latest purchase order, goods receipt, invoice and payment. */
export const vendorLastActivityTable: CanonicalTable = {
  name: 'vendor_last_activity',
  columns: [
    systemId,
    c('vendor_id'),
    date('last_po_date'),
    c('last_po_number'),
    date('last_gr_date'),
    c('last_gr_number'),
    date('last_invoice_date'),
    c('last_invoice_id'),
    date('last_payment_date'),
    c('last_payment_id'),
  ],
};

/*
 * Findings: tables the pipeline computes in code (packages/matching) from the canonical rows above,
 * published with them in the same transaction. Every finding carries its evidence — the normalised
 * values compared, the rule that fired, each score and the threshold — so a reader sees why a row
 * is there.
 */

/** Vendor master-data checks, one row per vendor (e-mail, bank details, VAT number, empty fields). */
export const vendorChecksTable: CanonicalTable = {
  name: 'vendor_checks',
  columns: [
    systemId,
    c('vendor_id'),
    int('email_count'),
    /** Every e-mail address of the vendor is well formed (NULL when it has none). */
    flag('valid_email_format'),
    /** The invalid addresses and why, '; '-separated. */
    c('email_issues'),
    /** An e-mail address of the vendor is in one of the client's own domains. */
    flag('client_domain_match'),
    c('client_domain_matched'),
    int('bank_details_count'),
    flag('bank_details_data_quality_fail'),
    c('bank_details_issues'),
    c('vat_id_normalised'),
    /** The vendor's country uses EU VAT numbers. */
    flag('is_vat_country'),
    flag('vat_id_data_quality_fail'),
    c('vat_id_issue'),
    flag('vendor_name_is_empty'),
    flag('street_is_empty'),
    flag('town_is_empty'),
    flag('postcode_is_empty'),
    flag('country_is_empty'),
    flag('tax_id_is_empty'),
    flag('vat_id_is_empty'),
    flag('bank_details_is_empty'),
    flag('email_is_empty'),
    /** Bit mask of the failed checks (packages/matching README); 1024 = e-mail issue. */
    int('issue_mask'),
  ],
};

/** Vendors whose name matches an OFAC SDN entry at or above the lowest Min Match (75). */
export const sanctionHitsTable: CanonicalTable = {
  name: 'sanction_hits',
  columns: [
    systemId,
    c('vendor_id'),
    c('vendor_name'),
    c('normalised_vendor_name'),
    c('sdn_uid'),
    c('sdn_name'),
    c('sdn_type'),
    c('sdn_programs'),
    c('normalised_sdn_name'),
    /** 0–100. */
    c('score', 'DOUBLE'),
    c('rule'),
    c('score_details'),
    c('threshold', 'DOUBLE'),
  ],
};

/** Members of duplicate-invoice clusters (exact and fuzzy), one row per invoice and cluster. */
export const duplicateInvoicesTable: CanonicalTable = {
  name: 'duplicate_invoices',
  columns: [
    systemId,
    c('internal_invoice_id'),
    c('cluster_id'),
    int('cluster_size'),
    /** 'exact' | 'fuzzy'. */
    c('match_kind'),
    c('rule'),
    c('normalised_reference'),
    c('reference_similarity', 'DOUBLE'),
    amount('amount_difference'),
    int('day_difference'),
    c('score', 'DOUBLE'),
    c('threshold', 'DOUBLE'),
    c('evidence'),
    /** The invoice of its best pair, and that invoice's vendor (another record for rule cross-vendor). */
    c('matched_invoice_id'),
    c('matched_vendor_id'),
    /** Rule cross-vendor: why the two vendor records are one party (shared VAT id, bank account …). */
    c('vendor_link'),
  ],
};

/** Duplicate-vendor clusters per vendor: name+town+country, tax id and VAT id. */
export const duplicateVendorsTable: CanonicalTable = {
  name: 'duplicate_vendors',
  columns: [
    systemId,
    c('vendor_id'),
    c('normalised_name'),
    c('normalised_town'),
    c('vendor_name_town_country_cluster_id'),
    c('vendor_name_town_country_cluster_id_score', 'DOUBLE'),
    flag('vendor_name_town_country_cluster_id_same_account_groups'),
    /** 'fuzzy_name', 'fuzzy_town' or NULL (exact). */
    c('ven_dup_match_type'),
    c('tax_id_normalised'),
    c('tax_id_cluster_id'),
    c('tax_id_cluster_id_score', 'DOUBLE'),
    flag('tax_id_cluster_id_same_account_groups'),
    c('vat_id_normalised'),
    c('vat_id_cluster_id'),
    c('vat_id_cluster_id_score', 'DOUBLE'),
    flag('vat_id_cluster_id_same_account_groups'),
    c('evidence'),
  ],
};

/** Pairs of vendors with similar (not identical) names. */
export const similarVendorNamesTable: CanonicalTable = {
  name: 'similar_vendor_names',
  columns: [
    systemId,
    c('vendor_id_lhs'),
    c('vendor_id_rhs'),
    c('normalised_name_lhs'),
    c('normalised_name_rhs'),
    c('score', 'DOUBLE'),
    c('rule'),
    c('threshold', 'DOUBLE'),
  ],
};

/**
 * Sign-ins of the client's users (from the app store's login log), copied at each ingest so that the
 * Login Log page shows them as of the last analysis (spec 03 §2.9).
 */
export const loginEventsTable: CanonicalTable = {
  name: 'login_events',
  columns: [systemId, c('ts', 'TIMESTAMP'), c('status'), c('uid')],
};

/**
 * The invoice approval limit per company code (the split-invoices red flag), kept in the app store
 * (PUT /api_prd/approval_limits/:system) and copied at each ingest and whenever it is saved, like the
 * sign-ins. `approval_limit` is in the company code's currency; a company code without a row has the
 * default limit (catalogue/red-flags/split-invoices.ts).
 */
export const approvalLimitsTable: CanonicalTable = {
  name: 'approval_limits',
  columns: [systemId, c('company_code'), amount('approval_limit'), c('window_days', 'INTEGER')],
};

/**
 * The member systems of a multi-system (spec 01 §1: a multi_system system combines the client's other
 * systems and holds no data of its own): written by the server for each multi-system, one row per
 * member, never from an extract. The cross-system analyses read the members' canonical rows through
 * it; a member's rows are read only where the user's grant holds both systems of a row (scope
 * `members`).
 */
export const systemMembersTable: CanonicalTable = {
  name: 'system_members',
  columns: [systemId, c('member_system_id', 'INTEGER'), c('member_name'), c('member_type')],
};

/**
 * The cases of a system's findings (the app store's `finding_cases`, docs/cases.md): written by the
 * server at every ingest and after every change of a case, never from an extract. The finding
 * analyses join it to show each row's case status and assignee; `amount_recovered` (in the system's
 * common currency, set on confirmed duplicate-invoice findings only) is read by
 * invoice_duplicates/recovered_value.
 */
export const findingCasesTable: CanonicalTable = {
  name: 'finding_cases',
  columns: [systemId, c('finding_key'), c('status'), c('assignee'), c('amount_recovered', 'DOUBLE')],
};

/** Every canonical table, in publish order (masters first). */
export const canonicalTables: readonly CanonicalTable[] = [
  companyCodesTable,
  vendorsTable,
  vendorCompanyCodesTable,
  invoicesTable,
  invoiceLinesTable,
  accountGroupsTable,
  paymentTermsTable,
  paymentMethodsTable,
  vendorPurchasingOrgsTable,
  vendorBankDetailsTable,
  vendorEmailsTable,
  purchaseOrdersTable,
  purchaseOrderItemsTable,
  goodsReceiptsTable,
  paymentsTable,
  vendorLastActivityTable,
  vendorChecksTable,
  sanctionHitsTable,
  duplicateInvoicesTable,
  duplicateVendorsTable,
  similarVendorNamesTable,
  loginEventsTable,
  approvalLimitsTable,
  systemMembersTable,
  findingCasesTable,
];

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** `CREATE TABLE IF NOT EXISTS <schema>.<name> (…)` for a canonical table, in any schema. */
export function createTableSql(table: CanonicalTable, qualifiedName = `canon.${table.name}`): string {
  const columns = table.columns.map((col) => `${quoteIdentifier(col.name)} ${col.type}`).join(', ');
  return `CREATE TABLE IF NOT EXISTS ${qualifiedName} (${columns})`;
}
