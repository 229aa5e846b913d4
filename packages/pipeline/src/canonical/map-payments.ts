import { paymentsTable, vendorLastActivityTable } from '@spendlens/warehouse';
import { dateSql, documentNoSql, integerSql, q } from '../sap/sap-sql';
import type { InvoiceWorkTables } from './map-invoice-work';
import { commonAmountSql, withRatesSql } from './fx-sql';
import { fillOut } from './map-reference-data';
import { out, raw, work, type MappingContext } from './mapping-context';

/** Document types of payment documents (besides any document PAYR lists as a payment). */
export const paymentDocumentTypes = ['KZ', 'ZP'];

/**
 * payments ← the cleared vendor items (BSAK) grouped by company code, vendor and clearing document,
 * for clearing documents that are payments: BKPF type KZ or ZP, or listed in PAYR (VBLNR). The amount
 * is the signed local sum (invoices positive, as in canon.invoices) of the items it cleared, the
 * payment document's own vendor lines excluded. PAYR (when present) gives the payment date, check
 * number, payment method (RZAWE) and void date; otherwise the payment date is the clearing date and
 * the payment method the ZLSCH of the payment document's vendor line, else of the first cleared item.
 * The common amount converts the local amount at the ECB rates of the clearing date (the previous
 * business day's quote when that day has none, as for invoices); it is NULL when no usable quote
 * exists — the invoices, whose conversion rejects an extract, cover the same currencies.
 */
export async function mapPayments(ctx: MappingContext, tables: InvoiceWorkTables): Promise<void> {
  const { lines, headers } = tables;
  const types = paymentDocumentTypes.map((t) => `'${t}'`).join(', ');
  const payr = ctx.staged.has('PAYR')
    ? `SELECT ${q('ZBUKR')} AS company_code, ${documentNoSql(q('VBLNR'))} AS belnr, ${integerSql(q('GJAHR'))} AS gjahr,
         arg_min(${dateSql(q('ZALDT'))}, ${q('CHECT')}) AS payment_date, min(${q('CHECT')}) AS check_number,
         arg_min(${q('RZAWE')}, ${q('CHECT')}) AS method,
         bool_and(${dateSql(q('VOIDD'))} IS NOT NULL) AS is_voided
       FROM ${raw(ctx, 'PAYR')} WHERE ${q('VBLNR')} IS NOT NULL GROUP BY ALL`
    : `SELECT NULL::VARCHAR AS company_code, NULL::VARCHAR AS belnr, NULL::INTEGER AS gjahr, NULL::DATE AS payment_date,
         NULL::VARCHAR AS check_number, NULL::VARCHAR AS method, NULL::BOOLEAN AS is_voided WHERE false`;
  const local = work(ctx, 'payments_local');
  await ctx.warehouse.run(
    `CREATE TABLE ${local} AS
     WITH clearings AS (
       SELECT DISTINCT company_code, clearing_document_no, clearing_date FROM ${lines}
       WHERE is_cleared AND clearing_document_no IS NOT NULL
     ),
     docs AS (
       SELECT c.*, arg_max(h.gjahr, h.gjahr) AS gjahr, arg_max(h.blart, h.gjahr) AS blart
       FROM clearings c LEFT JOIN ${headers} h ON h.company_code = c.company_code AND h.belnr = c.clearing_document_no
         AND h.gjahr <= year(c.clearing_date)
       GROUP BY ALL
     ),
     payr AS (${payr}),
     pay AS (
       SELECT d.company_code, d.clearing_document_no, d.clearing_date, d.blart,
         coalesce(d.gjahr, year(d.clearing_date)) AS fiscal_year, p.payment_date, p.check_number, p.method, p.is_voided,
         p.belnr IS NOT NULL AS in_payr
       FROM docs d LEFT JOIN payr p ON p.company_code = d.company_code AND p.belnr = d.clearing_document_no
         AND p.gjahr = coalesce(d.gjahr, year(d.clearing_date))
       WHERE d.blart IN (${types}) OR p.belnr IS NOT NULL
     ),
     j AS (
       SELECT p.*, l.vendor_id, l.local_amount, l.payment_method, l.gjahr AS item_gjahr, l.belnr AS item_belnr,
         l.buzei AS item_buzei, (l.belnr = p.clearing_document_no AND l.gjahr = p.fiscal_year) AS own
       FROM pay p JOIN ${lines} l ON l.is_cleared AND l.company_code = p.company_code
         AND l.clearing_document_no = p.clearing_document_no AND l.clearing_date = p.clearing_date
     )
     SELECT j.company_code, j.vendor_id, j.clearing_document_no, j.fiscal_year, j.clearing_date,
       j.blart AS document_type, count(*) FILTER (WHERE NOT j.own) AS item_count, cc.${q('WAERS')} AS local_currency,
       coalesce(sum(j.local_amount) FILTER (WHERE NOT j.own), 0)::DECIMAL(18,2) AS local_amount,
       coalesce(j.method, arg_min(j.payment_method, (NOT j.own, j.item_gjahr, j.item_belnr, j.item_buzei))
         FILTER (WHERE j.payment_method IS NOT NULL)) AS payment_method,
       coalesce(j.payment_date, j.clearing_date) AS payment_date, j.check_number, coalesce(j.is_voided, false) AS is_voided
     FROM j LEFT JOIN ${raw(ctx, 'T001')} cc ON cc.${q('BUKRS')} = j.company_code
     GROUP BY j.company_code, j.vendor_id, j.clearing_document_no, j.fiscal_year, j.clearing_date, j.blart,
       j.payment_date, j.check_number, j.method, j.is_voided, cc.${q('WAERS')}`,
  );
  const converted = work(ctx, 'payments_fx');
  await ctx.warehouse.run(
    `CREATE TABLE ${converted} AS ${withRatesSql(local, 'local_currency', 'clearing_date')}`,
    [ctx.commonCurrency],
  );
  await fillOut(
    ctx,
    paymentsTable,
    `SELECT $1, company_code, vendor_id, clearing_document_no, fiscal_year, clearing_date, document_type, item_count,
       local_currency, local_amount, common_currency, ${commonAmountSql('local_amount')}, payment_method, payment_date,
       check_number, is_voided
     FROM ${converted}`,
  );
}

/**
 * vendor_last_activity ← per LFA1 vendor the latest purchase order not deleted (document date, then number), goods
 * receipt (posting date of a counted, debit, not reversed movement), invoice (invoice date of any
 * canonical invoice but a REVERSAL, then id) and payment (clearing date, then id
 * `<company_code>-<clearing_document_no>-<fiscal_year>`). Ties go to the highest number.
 */
export async function mapVendorLastActivity(ctx: MappingContext): Promise<void> {
  const latest = (table: string, date: string, id: string, where: string): string => `
    SELECT vendor_id, max(${date}) AS d, arg_max(${id}, (${date}, ${id})) AS id
    FROM ${out(ctx, table)} WHERE vendor_id IS NOT NULL AND ${date} IS NOT NULL AND ${where} GROUP BY vendor_id`;
  const last = work(ctx, 'last_activity');
  await ctx.warehouse.run(
    `CREATE TABLE ${last} AS
     WITH po AS (${latest('purchase_orders', 'document_date', 'po_number', "po_status <> 'DELETED'")}),
     gr AS (${latest('goods_receipts', 'posting_date', 'document_number', "is_counted AND debit_credit = 'S' AND NOT is_reversed")}),
     inv AS (${latest('invoices', 'invoice_date', 'internal_invoice_id', "derived_document_type <> 'REVERSAL'")}),
     pay AS (${latest('payments', 'clearing_date', "company_code || '-' || clearing_document_no || '-' || fiscal_year", 'true')})
     SELECT v.vendor_id, po.d AS po_d, po.id AS po_id, gr.d AS gr_d, gr.id AS gr_id, inv.d AS inv_d, inv.id AS inv_id,
       pay.d AS pay_d, pay.id AS pay_id
     FROM ${out(ctx, 'vendors')} v LEFT JOIN po USING (vendor_id) LEFT JOIN gr USING (vendor_id)
       LEFT JOIN inv USING (vendor_id) LEFT JOIN pay USING (vendor_id)`,
  );
  await fillOut(
    ctx,
    vendorLastActivityTable,
    `SELECT $1, vendor_id, po_d, po_id, gr_d, gr_id, inv_d, inv_id, pay_d, pay_id FROM ${last}`,
  );
}
