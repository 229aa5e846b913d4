import { canonicalTables } from '../canonical/canonical-tables';
import type { AnalysisKey, CanonicalColumnRef } from '../catalogue-types';
import type { SourceGap, SourceSupport } from './source-support';

/**
 * DocuWare (pipeline README, 'DocuWare'; packages/pipeline/notes/docuware-format.md and
 * docuware-mapping.md §6): a document system, not a ledger. It holds captured invoices and their
 * workflow, so only the analyses of that data apply (EXTRACT-FORMATS: distribution, duplicates,
 * capture and processing times, backlog by workflow status, vendor data quality and sanctions, low
 * value, and the red flags of amounts and approval); every other analysis of a single system is listed in `notInSpec`, since most declare no
 * required column that would remove them.
 */

const noLedger =
  'a document system holds no POs, goods receipts, payments or payment terms (EXTRACT-FORMATS)';
const noMaster = 'the extract has no such master data (docuware-format.md)';
const captured = 'captured invoices carry a name, VAT id, address and IBAN only; no vendor master status';

/** Every column of a canonical table but system_id. */
const wholeTable = (table: string, reason: string): SourceGap[] =>
  canonicalTables
    .find((t) => t.name === table)!
    .columns.filter((c) => c.name !== 'system_id')
    .map((c) => ({ column: `${table}.${c.name}` as CanonicalColumnRef, reason }));

const columns = (table: string, names: readonly string[], reason: string): SourceGap[] =>
  names.map((name) => ({ column: `${table}.${name}` as CanonicalColumnRef, reason }));

/** The single-system analyses a document system has (EXTRACT-FORMATS, DocuWare; docuware-mapping.md §6). */
export const docuwareAnalyses: readonly AnalysisKey[] = [
  'accounting_docs_po_nonpo_credit_reversal/invoice_distribution',
  'invoice_duplicates/duplicate_invoices',
  'invoice_duplicates/recovered_value',
  'vendor_duplicates/duplicate_vendors',
  'vendor_similar_names/similar_names',
  'invoices/invoice_capture_time',
  'invoices/invoice_timings',
  'invoices/metrics_invoice_processing_days',
  'invoices/metrics_invoice_processing_days_by_user',
  'invoices/invoice_backlog',
  'vendor_data_quality/sap',
  'vendor_sanctions/ofac_matches',
  'invoices/low_value_invoices',
  'invoices/vendor_low_value_invoices',
  'invoices/invoice_documents',
  'invoices/invoice_line_items',
  'login_log/login_log',
  // the red flags of captured invoices: amounts and their approval (docs/red-flags.md); not the
  // weekend and holiday postings, since a document system posts nothing (its 'posting date' is the
  // day a document was stored)
  'red_flags/benford_vendor',
  'red_flags/benford_company_code',
  'red_flags/round_amount_invoices',
  'red_flags/split_invoices',
];

const notForDocuments = (analyses: readonly AnalysisKey[], reason: string) =>
  analyses.map((analysis) => ({ analysis, reason }));

const noDocumentSystem =
  'EXTRACT-FORMATS: only the analyses whose data a document system holds apply (no POs, goods receipts, payments or payment terms)';

const paymentNote =
  'A DocuWare system holds captured invoices and their workflow: it has no POs, goods receipts, payments or payment terms.';

export const docuware: SourceSupport = {
  name: 'DocuWare',
  empty: [
    ...columns(
      'company_codes',
      ['city', 'country', 'region'],
      'a cabinet holds a company code, not its address',
    ),
    ...columns(
      'vendors',
      [
        'vendor_name_2',
        'tax_id',
        'tax_id_2',
        'created_date',
        'created_by',
        'posting_block',
        'purchasing_block',
        'marked_for_deletion',
      ],
      captured,
    ),
    ...wholeTable('vendor_company_codes', 'no vendor-per-company master in a document system').filter(
      (g) =>
        ![
          'vendor_company_codes.vendor_id',
          'vendor_company_codes.company_code',
          'vendor_company_codes.is_pay_site',
        ].includes(g.column),
    ),
    ...columns(
      'invoices',
      ['tcode', 'payment_term', 'payment_method', 'payment_block', 'reversal_document_no'],
      'not captured; a document system has no reversal documents',
    ),
    ...columns(
      'invoices',
      [
        'payee_name',
        'payee_street',
        'payee_town',
        'payee_postcode',
        'payee_country',
        'payee_tax_id',
        'payee_vat_id',
      ],
      'a document system has no one-time vendor accounts',
    ),
    ...columns(
      'invoice_lines',
      ['po_line_item_number', 'material_number', 'plant', 'quantity'],
      'one line per document: line items are index tables, not exported',
    ),
    ...columns(
      'vendor_bank_details',
      ['bank_key', 'bank_account', 'bank_control_key', 'partner_bank_type', 'account_holder'],
      'a captured bank account is its IBAN only',
    ),
    { column: 'account_groups.number_range', reason: noMaster },
    ...['payment_terms', 'payment_methods', 'vendor_purchasing_orgs', 'vendor_emails'].flatMap((t) =>
      wholeTable(t, noMaster),
    ),
    ...['purchase_orders', 'purchase_order_items', 'goods_receipts', 'payments'].flatMap((t) =>
      wholeTable(t, noLedger),
    ),
  ],
  standIns: [
    { column: 'invoices.posting_date', reason: 'the store date: a document enters the backlog when stored' },
    {
      column: 'invoices.clearing_date',
      reason:
        'the completion of processing (posted_at, else paid_at, else the end of the workflow), not a payment',
    },
    { column: 'invoices.is_cleared', reason: 'processing complete, not paid' },
    { column: 'invoices.baseline_date', reason: 'the invoice date' },
    { column: 'invoices.fiscal_year', reason: 'the year of the invoice date' },
    {
      column: 'invoices.local_currency',
      reason: "the document currency unless the manifest's company_currencies names the company code's",
    },
    {
      column: 'invoices.local_amount',
      reason: "the document amount unless the manifest names the company's currency",
    },
    {
      column: 'vendors.vendor_id',
      reason: 'the normalised vendor name when the cabinet has no vendor number',
    },
    { column: 'vendors.account_group', reason: 'one group (DOCUWARE) when no account-group field is mapped' },
    { column: 'company_codes.company_name', reason: "the code itself without the manifest's company_names" },
  ],
  hiddenColumns: [
    {
      analysis: 'vendor_data_quality/sap',
      columns: [
        'is_blocked',
        'marked_for_deletion',
        'is_vendor_company_code_blocked',
        'is_pay_site',
        'created_date',
        'email_count',
        'valid_email_format',
        'email_issues',
        'client_domain_match',
        'client_domain_matched',
        'email_is_empty',
        'tax_id_is_empty',
      ],
      reason: `always empty for a document system (${captured}): they would fail every vendor`,
    },
    {
      analysis: 'invoices/invoice_timings',
      columns: ['posting_date_created_date', 'clearing_date_due_date'],
      reason: 'posting is the store date (0 days by construction) and there are no payments',
    },
    {
      analysis: 'invoice_duplicates/duplicate_invoices',
      columns: ['different_account_groups'],
      reason: "spec 02: the duplicate invoices' option 'hide diff. account group' is SAP only",
    },
  ],
  hideOptions: [],
  notInSpec: [
    ...notForDocuments(
      [
        'invoices/due_date',
        'invoices/invoices_not_touched_by_accounting',
        'invoices/payment_on_time_not_in_time',
        'invoices/kpi_percentage_of_invoices_paid_on_time',
        'invoices/payment_performance',
        'invoices/vendor_credits',
        'invoices/open_balances',
        'invoices/invoice_summary_by_vendor',
        'invoices/invoice_summary_by_vendor_and_channel',
        'invoices/kpi_users',
        'invoices/metrics_invoice_clearing_date_due_date',
        'invoice_number_outlier_plot/outlier_plot',
        'invoices/late_early_id',
        'pos/purchase_orders',
        'pos/average_po_value',
        'pos/on_or_after_invoice',
        'pos/no_payment_term',
        'pos/grni_distribution',
        'pos/invoices_without_gr',
        'pos/gr_greater_than_invoice',
        'material_document_header_line_items/no_invoice',
        'material_document_header_line_items/movement_types',
        'material_document_header_line_items/goods_receipts',
        'material_pricing/price_series',
        'material_pricing/price_increases',
        'payment_terms/payment_terms_used',
        'payment_methods/payment_methods_used',
        'vendors/dormant_vendors',
        'vendors/vendor_summary',
        'vendors/top_vendors',
        'vendors/tail_spend',
        'vendor_master_company_code/vendor_company_code',
        'vendor_pl_risk_rank/vendor_risk_rank',
        'vendors/last_activity_details',
      ],
      noDocumentSystem,
    ),
    ...notForDocuments(
      [
        'weighted_exceptions/exceptions',
        'weighted_exceptions/vendor_ranking_details',
        'weighted_exceptions/vendor_ranking',
        'weighted_exceptions/company_code_ranking_details',
        'weighted_exceptions/company_code_ranking',
      ],
      'the weighted exceptions come from analyses a document system lacks',
    ),
    ...notForDocuments(
      ['red_flags/weekend_holiday_postings'],
      'a document system posts nothing: its posting date is the day a document was stored',
    ),
  ],
  helpNotes: [
    {
      analysis: 'vendor_data_quality/sap',
      text: `${paymentNote} The vendor checks cover the names, addresses, VAT ids and IBANs read off the documents (and vendors.csv); blocks, deactivation, creation dates and e-mails are not in a cabinet.`,
    },
    {
      analysis: 'accounting_docs_po_nonpo_credit_reversal/invoice_distribution',
      text: `${paymentNote} A PO invoice is a document with a captured PO number; there are no reversals.`,
    },
    {
      analysis: 'invoices/invoice_backlog',
      text: `${paymentNote} A document is open from its store date until its processing completes (posted, paid or its workflow ended); Workflow Status is the cabinet's status and Role the step of its open workflow task.`,
    },
    {
      analysis: 'invoices/invoice_timings',
      text: `${paymentNote} Entry is the store date and clearing the completion of processing, not a payment.`,
    },
    {
      analysis: 'invoices/metrics_invoice_processing_days',
      text: `${paymentNote} Posting is the store date and clearing the completion of processing, not a payment.`,
    },
    {
      analysis: 'invoice_duplicates/duplicate_invoices',
      text: `${paymentNote} Documents rejected in the workflow are left out, so duplicates DocuWare itself rejected are not shown.`,
    },
  ],
};
