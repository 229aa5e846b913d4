import type { AnalysisDefinition } from '../../catalogue-types';

/**
 * A reference that reads as a date: d.m.yy(yy), d/m/yy(yy), d-m-yy(yy), yyyy-mm-dd or yyyymmdd with a
 * plausible month and day. Such "invoice numbers" repeat naturally (monthly rent, utilities) and the
 * page can hide them.
 */
const referenceIsDateSql = (ref: string): string => `(
  regexp_full_match(trim(${ref}), '(0?[1-9]|[12][0-9]|3[01])[./-](0?[1-9]|1[0-2])[./-]([0-9]{2}|[0-9]{4})')
  OR regexp_full_match(trim(${ref}), '(19|20)[0-9]{2}-?(0[1-9]|1[0-2])-?(0[1-9]|[12][0-9]|3[01])'))`;

/**
 * Duplicate invoices (spec 02 'Duplicate invoices (SAP)'): every invoice in a duplicate cluster, exact
 * or fuzzy, with the evidence (reference as compared, rule, similarity, amount and day differences,
 * score, threshold) and one column per hide option of the page, so hiding is a filter:
 * - different_account_groups: the cluster's vendors are in more than one account group;
 * - cluster_cleared: every invoice of the cluster is cleared (paid or otherwise settled);
 * - cluster_blocked: an invoice of the cluster is blocked for payment;
 * - is_recurring: one vendor, one amount, invoices about a month apart (26–35 days between consecutive
 *   invoice dates) — a standing charge rather than a duplicate;
 * - invoice_id_is_date: the invoice number reads as a date;
 * - is_intercompany: the vendor's name is the name of one of the system's company codes;
 * - is_zero_value, is_eri (evaluated receipt settlement, tcode MRRL), is_reversed_or_reversal;
 * - is_same_amount_date: every pair of the cluster is another number with the same amount and date
 *   (rule same-amount-date: re-keyed invoices, but also several equal charges of one day);
 * - is_sequential_reference: every pair is the next number of one series (under the default
 *   threshold, so only with a lower one);
 * - is_cross_vendor: the cluster spans linked vendor records (rule cross-vendor; vendor_link says why).
 */
export const duplicateInvoices: AnalysisDefinition = {
  module: 'invoice_duplicates',
  analysis: 'duplicate_invoices',
  displayName: 'Duplicate Invoices',
  description:
    'Invoices that appear to have been entered more than once: the same or a look-alike invoice number, amount and date, for the same vendor.',
  sql: `
WITH members AS (
  SELECT d.cluster_id, d.cluster_size, d.match_kind, d.rule, d.normalised_reference, d.reference_similarity,
    d.amount_difference, d.day_difference, d.score, d.threshold, d.evidence,
    d.matched_invoice_id, d.matched_vendor_id, d.vendor_link,
    i.*, v.vendor_name, v.account_group,
    lower(trim(v.vendor_name)) IN (SELECT lower(trim(company_name)) FROM canon.company_codes WHERE system_id = $system_id AND company_name IS NOT NULL) AS is_intercompany
  FROM canon.duplicate_invoices d
  JOIN canon.invoices i ON i.system_id = d.system_id AND i.internal_invoice_id = d.internal_invoice_id
  LEFT JOIN canon.vendors v ON v.system_id = i.system_id AND v.vendor_id = i.vendor_id
  WHERE d.system_id = $system_id
),
gaps AS (
  SELECT internal_invoice_id, cluster_id,
    invoice_date - lag(invoice_date) OVER (PARTITION BY cluster_id ORDER BY invoice_date, internal_invoice_id) AS gap
  FROM members
),
clusters AS (
  SELECT m.cluster_id,
    count(DISTINCT m.account_group) > 1 AS different_account_groups,
    bool_and(coalesce(m.is_cleared, false)) AS cluster_cleared,
    bool_or(m.payment_block IS NOT NULL AND m.payment_block <> '') AS cluster_blocked,
    count(DISTINCT m.vendor_id) = 1 AND count(DISTINCT m.document_amount) = 1 AND count(*) > 1
      AND bool_and(g.gap IS NULL OR g.gap BETWEEN 26 AND 35) AS is_recurring,
    count(DISTINCT m.vendor_id) > 1 AS is_cross_vendor,
    bool_and(m.rule = 'same-amount-date') AS is_same_amount_date,
    bool_and(m.rule = 'sequential-reference') AS is_sequential_reference
  FROM members m JOIN gaps g USING (cluster_id, internal_invoice_id)
  GROUP BY m.cluster_id
)
SELECT
  m.system_id::INTEGER AS system_id,
  m.score::DOUBLE AS score,
  m.rule::VARCHAR AS rule,
  m.evidence::VARCHAR AS evidence,
  m.external_invoice_id::VARCHAR AS external_invoice_id,
  m.vendor_name::VARCHAR AS vendor_name,
  m.vendor_id::VARCHAR AS vendor_id,
  m.cluster_id::VARCHAR AS cluster_id,
  m.invoice_date::DATE AS invoice_date,
  m.common_amount::DECIMAL(18,2) AS common_amount,
  m.matched_invoice_id::VARCHAR AS matched_invoice_id,
  m.match_kind::VARCHAR AS match_kind,
  m.company_code::VARCHAR AS company_code,
  m.account_group::VARCHAR AS account_group,
  m.cluster_size::INTEGER AS cluster_size,
  m.internal_invoice_id::VARCHAR AS internal_invoice_id,
  m.accounting_document_no::VARCHAR AS accounting_document_no,
  m.fiscal_year::INTEGER AS fiscal_year,
  m.document_type::VARCHAR AS document_type,
  m.derived_document_type::VARCHAR AS derived_document_type,
  m.tcode::VARCHAR AS tcode,
  m.posting_date::DATE AS posting_date,
  m.document_currency::VARCHAR AS document_currency,
  m.document_amount::DECIMAL(18,2) AS document_amount,
  m.common_currency::VARCHAR AS common_currency,
  m.created_by::VARCHAR AS created_by,
  coalesce(m.is_cleared, false)::BOOLEAN AS is_cleared,
  m.clearing_date::DATE AS clearing_date,
  m.payment_block::VARCHAR AS payment_block,
  m.normalised_reference::VARCHAR AS normalised_reference,
  m.reference_similarity::DOUBLE AS reference_similarity,
  m.amount_difference::DECIMAL(18,2) AS amount_difference,
  m.day_difference::INTEGER AS day_difference,
  m.threshold::DOUBLE AS threshold,
  m.matched_vendor_id::VARCHAR AS matched_vendor_id,
  m.vendor_link::VARCHAR AS vendor_link,
  c.is_cross_vendor::BOOLEAN AS is_cross_vendor,
  c.is_same_amount_date::BOOLEAN AS is_same_amount_date,
  c.is_sequential_reference::BOOLEAN AS is_sequential_reference,
  c.different_account_groups::BOOLEAN AS different_account_groups,
  c.cluster_cleared::BOOLEAN AS cluster_cleared,
  c.cluster_blocked::BOOLEAN AS cluster_blocked,
  c.is_recurring::BOOLEAN AS is_recurring,
  coalesce(${referenceIsDateSql('m.external_invoice_id')}, false)::BOOLEAN AS invoice_id_is_date,
  coalesce(m.is_intercompany, false)::BOOLEAN AS is_intercompany,
  (coalesce(m.common_amount, 0) = 0)::BOOLEAN AS is_zero_value,
  (coalesce(m.tcode, '') IN ('MRRL', 'ERS'))::BOOLEAN AS is_eri,
  (coalesce(m.is_reversed, false) OR m.derived_document_type = 'REVERSAL')::BOOLEAN AS is_reversed_or_reversal
FROM members m JOIN clusters c USING (cluster_id)`,
  columns: [
    { name: 'score', displayName: 'Score', dataType: 'number' },
    { name: 'rule', displayName: 'Rule', dataType: 'string' },
    { name: 'evidence', displayName: 'Why', dataType: 'string', format: 'long_text' },
    { name: 'external_invoice_id', displayName: 'Invoice Number', dataType: 'string' },
    { name: 'vendor_name', displayName: 'Vendor Name', dataType: 'string' },
    { name: 'vendor_id', displayName: 'Vendor ID', dataType: 'string' },
    { name: 'cluster_id', displayName: 'Cluster', dataType: 'string' },
    { name: 'invoice_date', displayName: 'Invoice Date', dataType: 'date' },
    { name: 'common_amount', displayName: 'Common Amount', dataType: 'currency' },
    { name: 'matched_invoice_id', displayName: 'Matched Invoice', dataType: 'string' },
    { name: 'match_kind', displayName: 'Match', dataType: 'string' },
    { name: 'company_code', displayName: 'Company Code', dataType: 'string' },
    { name: 'account_group', displayName: 'Account Group', dataType: 'string' },
    { name: 'cluster_size', displayName: 'Invoices in Cluster', dataType: 'number' },
    { name: 'internal_invoice_id', displayName: 'Internal Invoice ID', dataType: 'string' },
    { name: 'accounting_document_no', displayName: 'Accounting Document No', dataType: 'string' },
    { name: 'fiscal_year', displayName: 'Fiscal Year', dataType: 'number', format: 'code' },
    { name: 'document_type', displayName: 'Document Type', dataType: 'string' },
    { name: 'derived_document_type', displayName: 'Derived Document Type', dataType: 'string' },
    { name: 'tcode', displayName: 'Transaction Code', dataType: 'string' },
    { name: 'posting_date', displayName: 'Posting Date', dataType: 'date' },
    { name: 'document_currency', displayName: 'Document Currency', dataType: 'string' },
    { name: 'document_amount', displayName: 'Document Amount', dataType: 'currency' },
    { name: 'common_currency', displayName: 'Common Currency', dataType: 'string' },
    { name: 'created_by', displayName: 'Created By', dataType: 'string' },
    { name: 'is_cleared', displayName: 'Cleared', dataType: 'yesno' },
    { name: 'clearing_date', displayName: 'Clearing Date', dataType: 'date' },
    { name: 'payment_block', displayName: 'Payment Block', dataType: 'string' },
    { name: 'normalised_reference', displayName: 'Invoice Number Compared', dataType: 'string' },
    { name: 'reference_similarity', displayName: 'Invoice Number Similarity', dataType: 'number' },
    { name: 'amount_difference', displayName: 'Amount Difference', dataType: 'currency' },
    { name: 'day_difference', displayName: 'Days Apart', dataType: 'number' },
    { name: 'threshold', displayName: 'Threshold', dataType: 'number' },
    { name: 'matched_vendor_id', displayName: 'Matched Vendor ID', dataType: 'string' },
    { name: 'vendor_link', displayName: 'Vendor Link', dataType: 'string' },
    { name: 'is_cross_vendor', displayName: 'Across Vendor Records', dataType: 'yesno' },
    { name: 'is_same_amount_date', displayName: 'Other Number, Same Amount and Date', dataType: 'yesno' },
    { name: 'is_sequential_reference', displayName: 'Sequential Numbers', dataType: 'yesno' },
    { name: 'different_account_groups', displayName: 'Different Account Groups', dataType: 'yesno' },
    { name: 'cluster_cleared', displayName: 'Cluster Cleared', dataType: 'yesno' },
    { name: 'cluster_blocked', displayName: 'Cluster Blocked', dataType: 'yesno' },
    { name: 'is_recurring', displayName: 'Recurring Invoice', dataType: 'yesno' },
    { name: 'invoice_id_is_date', displayName: 'Invoice Number Is a Date', dataType: 'yesno' },
    { name: 'is_intercompany', displayName: 'Inter-company', dataType: 'yesno' },
    { name: 'is_zero_value', displayName: 'Zero Value', dataType: 'yesno' },
    { name: 'is_eri', displayName: 'Evaluated Receipt (ERS)', dataType: 'yesno' },
    { name: 'is_reversed_or_reversal', displayName: 'Reversed or Reversal', dataType: 'yesno' },
  ],
  dateColumn: 'posting_date',
  accountGroupColumn: 'account_group',
  companyCodeColumn: 'company_code',
  page: {
    module: 'invoices',
    moduleDisplayName: 'Invoices',
    name: 'duplicates',
    displayName: 'Duplicate Invoices',
  },
  display: {
    defaultView: 'summary',
    summaryTable: {
      viewByList: [
        { name: 'cluster_id', displayName: 'Cluster' },
        { name: 'vendor_id', displayName: 'Vendor' },
        { name: 'match_kind', displayName: 'Match' },
      ],
      aggregate: [
        {
          col: 'internal_invoice_id',
          fn: 'count',
          alias: 'number_of_invoices',
          displayName: 'No. of Invoices',
          dataType: 'number',
        },
        {
          col: 'common_amount',
          fn: 'sum',
          alias: 'value_of_invoices',
          displayName: 'Value of Invoices',
          dataType: 'currency',
        },
        { col: 'score', fn: 'max', alias: 'score', displayName: 'Score', dataType: 'number' },
      ],
      sortField: 'value_of_invoices',
    },
    // spec 02: hide options, most on; a cleared (paid) cluster and a re-keyed number stay shown
    hideOptions: [
      { column: 'different_account_groups', label: 'hide diff. account group', defaultOn: true },
      { column: 'cluster_cleared', label: 'hide cleared cluster', defaultOn: false },
      { column: 'cluster_blocked', label: 'hide blocked cluster', defaultOn: true },
      { column: 'is_recurring', label: 'hide recurring invoice', defaultOn: true },
      { column: 'invoice_id_is_date', label: 'hide invoice id is date', defaultOn: true },
      { column: 'is_zero_value', label: 'hide zero-value invoices', defaultOn: true },
      { column: 'is_eri', label: 'hide evaluated-receipt invoices', defaultOn: true },
      { column: 'is_same_amount_date', label: 'hide other number, same amount and date', defaultOn: false },
      { column: 'is_sequential_reference', label: 'hide sequential numbers', defaultOn: true },
    ],
    helpAlert: {
      text: 'Invoices are clustered when the same vendor has invoices whose numbers agree after normalisation (leading zeros, spaces, punctuation and look-alike characters such as O/0 and I/1 ignored) with the same amount and date (exact), or with a near number, amount or date (fuzzy); when the same vendor has another number with the same amount and date (a re-keyed invoice, scored lower); and when two vendor records of one party (the same tax or VAT id, name and town, or bank account) have the same invoice. The next number of one series (INV-1001, INV-1002) is two invoices, not a typo. An invoice and its own reversal are never a duplicate. Each row shows the number as compared, the rule, the differences, the score and the threshold; the options hide clusters that are usually explained.',
      variant: 'info',
    },
  },
  finding: {
    kind: 'duplicate_invoice',
    // the cluster, by its first document: a cluster that gains or loses a member keeps its key, and its
    // evidence (members, amounts, dates, references) changes
    key: ['min(internal_invoice_id) OVER (PARTITION BY cluster_id)'],
    evidence: [
      "list_sort(list(internal_invoice_id || '=' || document_amount || ' ' || document_currency || ' ' || invoice_date || ' ' || coalesce(external_invoice_id, '')) OVER (PARTITION BY cluster_id))",
    ],
    label:
      "vendor_name || ': ' || coalesce(external_invoice_id, internal_invoice_id) || ' (' || cluster_size || ' invoices)'",
  },
  exception: { condition: 'NOT is_reversed_or_reversal', weight: 8 },
};
