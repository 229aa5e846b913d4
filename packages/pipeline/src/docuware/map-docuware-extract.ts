import {
  accountGroupsTable,
  companyCodesTable,
  goodsReceiptsTable,
  invoiceLinesTable,
  invoicesTable,
  paymentMethodsTable,
  paymentsTable,
  paymentTermsTable,
  purchaseOrderItemsTable,
  purchaseOrdersTable,
  vendorBankDetailsTable,
  vendorCompanyCodesTable,
  vendorEmailsTable,
  vendorPurchasingOrgsTable,
  vendorsTable,
} from '@spendlens/warehouse';
import { withCheckedRates } from '../canonical/check-fx';
import { amountToCentsSql, centsToAmountSql, roundedQuotientSql } from '../canonical/exact-sql';
import { commonAmountSql, lineShareSql, usableRate } from '../canonical/fx-sql';
import { mapVendorLastActivity } from '../canonical/map-payments';
import { fillOut } from '../canonical/map-reference-data';
import { raw, work, type MappingContext } from '../canonical/mapping-context';
import { maxFxQuoteAgeDays } from '../fx/fx-reference';
import { reportRows } from '../ingest/check-values';
import type { ExtractPipeline, MappingSummary } from '../ingest/ingest-extract';
import { traced } from '../trace/ingest-tracer';
import { docuwareFormat, type DocuwareManifest } from './docuware-format';
import {
  buildDocuments,
  buildWorkflow,
  checkDocuwareValues,
  labelOf,
  setUp,
  type DocuwareSetup,
} from './docuware-work';

/** The account group of every vendor when the cabinet has no account-group field. */
export const docuwareAccountGroup = 'DOCUWARE';

/** vendors.csv, or an empty table of its columns when the extract has none. */
const vendorList = (ctx: MappingContext): string =>
  ctx.staged.has('vendors')
    ? raw(ctx, 'vendors')
    : `(SELECT NULL::VARCHAR AS vendor_id, NULL::VARCHAR AS name, NULL::VARCHAR AS street, NULL::VARCHAR AS postcode,
         NULL::VARCHAR AS town, NULL::VARCHAR AS country, NULL::VARCHAR AS vat_id, NULL::VARCHAR AS iban WHERE false)`;

/**
 * company_codes ← the documents' company codes, named and with a currency by the manifest's maps;
 * vendors ← vendors.csv plus each document vendor not in it (its latest document's name, VAT id,
 * address); vendor_company_codes ← the documents' (vendor, company code) pairs, pay sites;
 * account_groups ← the vendors' groups; vendor_bank_details ← vendors.csv's IBAN, else the documents'
 * IBANs. No payment terms or methods, purchasing organisations or e-mails (docuware-format.md).
 */
async function mapMasterData(ctx: MappingContext, setup: DocuwareSetup, docs: string): Promise<void> {
  const { values } = setup;
  await fillOut(
    ctx,
    companyCodesTable,
    `SELECT $1, c.company_code, coalesce(n.value, c.company_code), NULL, NULL, cur.value, NULL
     FROM (SELECT DISTINCT company_code FROM ${docs}) c
     LEFT JOIN ${values} n ON n.map = 'company_names' AND n.raw = c.company_code
     LEFT JOIN ${values} cur ON cur.map = 'company_currencies' AND cur.raw = c.company_code`,
  );
  const list = vendorList(ctx);
  const vendors = await fillOut(
    ctx,
    vendorsTable,
    `WITH latest AS (
       SELECT vendor_id, arg_max({name: vendor_name, street: vendor_street, town: vendor_town, postcode: vendor_postcode,
         country: vendor_country, vat_id: vendor_vat_id, account_group: account_group}, (stored_at, doc_row)) AS d
       FROM ${docs} GROUP BY 1
     )
     SELECT $1, v.vendor_id, v.name, NULL, v.street, v.town, v.postcode, upper(v.country), NULL, NULL, v.vat_id,
       coalesce(l.d.account_group, '${docuwareAccountGroup}'), NULL, NULL, NULL, NULL, NULL
     FROM ${list} v LEFT JOIN latest l USING (vendor_id)
     UNION ALL
     SELECT $1, l.vendor_id, l.d.name, NULL, l.d.street, l.d.town, l.d.postcode, l.d.country, NULL, NULL, l.d.vat_id,
       coalesce(l.d.account_group, '${docuwareAccountGroup}'), NULL, NULL, NULL, NULL, NULL
     FROM latest l WHERE l.vendor_id NOT IN (SELECT vendor_id FROM ${list})`,
  );
  await fillOut(
    ctx,
    vendorCompanyCodesTable,
    `SELECT DISTINCT $1, vendor_id, company_code, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, true
     FROM ${docs}`,
  );
  await fillOut(
    ctx,
    accountGroupsTable,
    `SELECT DISTINCT $1, account_group, account_group, NULL, false FROM ${vendors}`,
  );
  await fillOut(
    ctx,
    vendorBankDetailsTable,
    `WITH listed AS (
       SELECT vendor_id, nullif(upper(regexp_replace(iban, '\\s', '', 'g')), '') AS iban FROM ${list}
     ),
     ibans AS (
       SELECT vendor_id, iban FROM listed WHERE iban IS NOT NULL
       UNION
       SELECT vendor_id, vendor_iban FROM ${docs}
       WHERE vendor_iban IS NOT NULL AND vendor_id NOT IN (SELECT vendor_id FROM listed WHERE iban IS NOT NULL)
     )
     SELECT $1, vendor_id, left(iban, 2), NULL, NULL, NULL, NULL, NULL, iban FROM ibans`,
  );
  for (const table of [paymentTermsTable, paymentMethodsTable, vendorPurchasingOrgsTable, vendorEmailsTable])
    await fillOut(ctx, table, null);
}

/**
 * Work table dw_invoices: the invoice and credit-note documents not rejected, with their signed
 * amounts (a credit note negative, an invoice positive, whatever sign was captured), completion
 * (posted_at, else paid_at, else the workflow's last completion once the status is completed or
 * paid) and current role; then their ECB rates (common and local), each conversion problem on
 * documents.csv. Answers null on a problem.
 */
async function buildInvoices(
  ctx: MappingContext,
  setup: DocuwareSetup,
  docs: string,
): Promise<string | null> {
  const flow = await buildWorkflow(ctx, setup);
  const invoices = work(ctx, 'dw_invoices');
  await ctx.warehouse.run(
    `CREATE TABLE ${invoices} AS
     SELECT d.*, w.current_role,
       CASE WHEN d.kind = 'credit_note' THEN -abs(d.gross_amount) ELSE abs(d.gross_amount) END AS document_amount,
       CASE WHEN d.kind = 'credit_note' THEN -abs(coalesce(d.net_amount, d.gross_amount))
            ELSE abs(coalesce(d.net_amount, d.gross_amount)) END AS line_amount,
       CAST(coalesce(d.posted_at, d.paid_at,
         CASE WHEN d.workflow_status IN ('completed', 'paid') THEN w.last_completed END) AS DATE) AS cleared_on,
       CASE WHEN d.kind = 'credit_note' THEN 'VENDOR-CREDIT' WHEN d.po_number IS NOT NULL THEN 'PO-INVOICE'
            ELSE 'NON-PO-INVOICE' END AS derived_type,
       year(d.invoice_date) AS fiscal_year
     FROM ${docs} d LEFT JOIN ${flow} w USING (document_id)
     WHERE d.kind IN ('invoice', 'credit_note') AND coalesce(d.workflow_status, '') <> 'rejected'`,
  );
  const invoiceDate = labelOf(ctx, 'invoice_date');
  const converted = await withCheckedRates(ctx, 'dw_invoices_fx', invoices, {
    file: 'documents',
    rowColumn: 'doc_row',
    currency: { column: 'currency', field: labelOf(ctx, 'currency') },
    day: { column: 'invoice_date', field: invoiceDate },
  });
  if (ctx.problems.size > 0) return null;
  // the local amount: the document's in its currency, else converted through the euro rates of the
  // invoice date, exact and half away from zero as the common amount
  const rows = work(ctx, 'dw_invoice_rows');
  const localCents = roundedQuotientSql(
    `${amountToCentsSql('x.document_amount')} * x.local_rate`,
    'x.from_rate',
  );
  await ctx.warehouse.run(
    `CREATE TABLE ${rows} AS
     SELECT x.*, CASE WHEN x.local_currency = x.currency THEN x.document_amount ELSE ${centsToAmountSql(localCents)} END AS local_amount,
       ${commonAmountSql('x.document_amount')} AS common_amount
     FROM (SELECT i.*, ${usableRate('lr', 'i.local_currency', 'i.invoice_date')} AS local_rate
           FROM ${converted} i ASOF LEFT JOIN ref.fx_rates lr ON lr.currency = i.local_currency AND lr.rate_date <= i.invoice_date) x`,
  );
  await reportRows(
    ctx.warehouse,
    ctx.staged.get('documents')!.checked,
    `SELECT doc_row AS r, '${invoiceDate}' AS field,
       'no ECB euro reference rate for the company currency ' || local_currency || ' on ' || strftime(invoice_date, '%Y-%m-%d')
       || ' or up to ${maxFxQuoteAgeDays} days before (manifest company_currencies)' AS message
     FROM ${rows} WHERE local_amount IS NULL`,
    ctx.problems,
  );
  return ctx.problems.size > 0 ? null : rows;
}

/** canon.invoices and canon.invoice_lines (pipeline README, "DocuWare"): one line per invoice. */
async function mapInvoices(ctx: MappingContext, rows: string): Promise<void> {
  const id = "company_code || '-' || document_no || '-' || fiscal_year";
  await fillOut(
    ctx,
    invoicesTable,
    `SELECT $1, company_code, fiscal_year, document_no, ${id}, invoice_number, vendor_id, document_type, NULL, derived_type,
       invoice_date, CAST(stored_at AS DATE), CAST(stored_at AS DATE), invoice_date, due_date, cleared_on,
       CASE WHEN cleared_on IS NOT NULL THEN erp_document_no END, cleared_on IS NOT NULL,
       currency, document_amount, local_currency, local_amount, common_currency, common_amount,
       NULL, NULL, NULL, false, NULL, stored_by, po_number, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
       workflow_status, current_role
     FROM ${rows}`,
  );
  await fillOut(
    ctx,
    invoiceLinesTable,
    `SELECT $1, company_code, fiscal_year, document_no, ${id}, 1, 'DOCUMENT', vendor_id, document_type, derived_type,
       invoice_date, invoice_number, currency, line_amount, common_currency,
       ${lineShareSql('line_amount', 'document_amount', 'common_amount')}, po_number, NULL, NULL, NULL, NULL
     FROM ${rows}`,
  );
}

/** What the mapping left out on purpose: documents of other types and rejected ones, for the extraction log. */
async function leftOut(ctx: MappingContext, docs: string): Promise<MappingSummary> {
  const [row] = await ctx.warehouse.query({
    sql: `SELECT count(*) FILTER (WHERE kind = 'other') AS other,
            count(*) FILTER (WHERE kind <> 'other' AND workflow_status = 'rejected') AS rejected
          FROM ${docs}`,
    params: [],
  });
  const other = Number(row?.['other'] ?? 0);
  const rejected = Number(row?.['rejected'] ?? 0);
  const plural = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
  return {
    detail: `DocuWare documents left out: ${plural(other, 'document')} of another type than invoice or credit note, ${plural(rejected, 'rejected document')}`,
    counts: { 'documents.other': other, 'documents.rejected': rejected },
  };
}

/** docuware-extract/1: values in the cabinet's locale checked, then the canonical mapping (pipeline README, "DocuWare"). */
export const docuwareExtractPipeline: ExtractPipeline = {
  format: docuwareFormat,
  async map(ctx, manifest) {
    const setup = await setUp(ctx, manifest as DocuwareManifest);
    await traced('check values in the locale', () => checkDocuwareValues(ctx, setup));
    if (ctx.problems.size > 0) return;
    const docs = await buildDocuments(ctx, setup);
    const rows = await traced('map invoices', () => buildInvoices(ctx, setup, docs));
    if (rows === null) return;
    await traced('map master data', () => mapMasterData(ctx, setup, docs));
    await mapInvoices(ctx, rows);
    for (const table of [purchaseOrdersTable, purchaseOrderItemsTable, goodsReceiptsTable, paymentsTable])
      await fillOut(ctx, table, null);
    await traced('map vendor last activity', () => mapVendorLastActivity(ctx));
    return leftOut(ctx, docs);
  },
};
