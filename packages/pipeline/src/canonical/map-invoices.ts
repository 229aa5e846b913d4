import { createTableSql, invoicesTable } from '@spendlens/warehouse';
import { documentNoSql, integerSql, q } from '../sap/sap-sql';
import { amountToCentsSql, centsToAmountSql, roundedQuotientSql } from './exact-sql';
import { checkFxRates } from './check-fx';
import { usableRate } from './fx-sql';
import type { InvoiceWorkTables } from './map-invoice-work';
import { out, raw, work, type MappingContext } from './mapping-context';

/**
 * w_docs: one row per vendor invoice document (sap-document-types.ts) with its vendor-line totals,
 * first vendor line's terms, MM link, derived type, and the ECB rates of its invoice date (BLDAT).
 */
async function buildDocuments(ctx: MappingContext, tables: InvoiceWorkTables): Promise<string> {
  const { lines, headers, mm } = tables;
  const docs = work(ctx, 'docs');
  // the first vendor line of a document: lowest BUZEI, BSAK before BSIK (one aggregate with the
  // totals: a window over every vendor line spilled at 10M lines)
  const firstLine = `arg_min({
      vendor_id: vendor_id, shkzg: shkzg, baseline_date: baseline_date, zbd1t: zbd1t, zbd2t: zbd2t,
      zbd3t: zbd3t, payment_term: payment_term, payment_method: payment_method,
      payment_block: payment_block, rebzg: rebzg}, buzei * 2 + CASE WHEN src = 'BSAK' THEN 0 ELSE 1 END)`;
  await ctx.warehouse.run(
    `CREATE TABLE ${docs} AS
    WITH totals AS (
      SELECT company_code, belnr, gjahr, sum(local_amount) AS local_amount, sum(document_amount) AS document_amount,
        bool_and(is_cleared) AS is_cleared, max(clearing_date) AS clearing_date,
        arg_max(clearing_document_no, clearing_date) AS clearing_document_no,
        arg_min(po_number, buzei) FILTER (WHERE po_number IS NOT NULL) AS line_po_number,
        ${firstLine} AS f
      FROM ${lines} GROUP BY ALL
    ),
    d AS (
      SELECT h.*, t.local_amount, t.document_amount, t.is_cleared, t.clearing_date, t.clearing_document_no,
        t.f.vendor_id, t.f.shkzg, t.f.baseline_date, t.f.zbd1t, t.f.zbd2t, t.f.zbd3t, t.f.payment_term,
        t.f.payment_method, t.f.payment_block, t.f.rebzg, cc.${q('WAERS')} AS local_currency, cc.rowid AS t001_row,
        mm.items AS mm_items, coalesce(mm.po_number, t.line_po_number) AS po_number
      FROM ${headers} h
      JOIN totals t USING (company_code, belnr, gjahr)
      JOIN ${raw(ctx, 'T001')} cc ON cc.${q('BUKRS')} = h.company_code
      -- plain column equalities only: DuckDB then hash-joins (an extra ON predicate made it a nested loop)
      LEFT JOIN ${mm} mm ON mm.rbkp_belnr = h.rbkp_belnr AND mm.rbkp_gjahr = h.rbkp_gjahr
      WHERE h.qualifies OR (h.is_reversal AND h.partner_qualifies)
    ),
    -- the ECB quotes looked up once per company-code currency and invoice date (an ASOF join per
    -- document sorted millions of rows), then hash-joined to the documents
    k AS (
      SELECT DISTINCT cc.${q('WAERS')} AS cur, h.bldat AS day
      FROM ${headers} h JOIN ${raw(ctx, 'T001')} cc ON cc.${q('BUKRS')} = h.company_code
    ),
    local_fx AS (
      SELECT k.*, $1::VARCHAR AS common_currency, ${usableRate('lr', 'k.cur', 'k.day')} AS local_rate
      FROM k ASOF LEFT JOIN ref.fx_rates lr ON lr.currency = k.cur AND lr.rate_date <= k.day
    ),
    rates AS (
      SELECT l.*, ${usableRate('cr', 'l.common_currency', 'l.day')} AS common_rate
      FROM local_fx l ASOF LEFT JOIN ref.fx_rates cr ON cr.currency = l.common_currency AND cr.rate_date <= l.day
    )
    SELECT d.*, r.common_currency, r.local_rate, r.common_rate,
      CASE WHEN d.is_reversal THEN 'REVERSAL'
           WHEN d.blart = 'KG' OR d.document_amount < 0 THEN 'VENDOR-CREDIT'
           WHEN d.po_number IS NOT NULL THEN 'PO-INVOICE'
           ELSE 'NON-PO-INVOICE' END AS derived_document_type
    FROM d LEFT JOIN rates r ON r.cur = d.local_currency AND r.day IS NOT DISTINCT FROM d.bldat`,
    [ctx.commonCurrency],
  );
  return docs;
}

/**
 * canon.invoices (into staging): one row per vendor invoice document. Net due date = baseline date
 * + ZBD3T, else ZBD2T, else ZBD1T days; a credit memo (net debit) with no invoice reference (REBZG)
 * is due on its baseline date, as SAP computes it. common_amount converts the local amount (company
 * code currency) at the invoice date's ECB cross rate, exactly, rounded once per document. The payee
 * columns come from the document's one-time account data (BSEC), when the extract has it.
 */
export async function mapInvoices(ctx: MappingContext, tables: InvoiceWorkTables): Promise<string | null> {
  const docs = await buildDocuments(ctx, tables);
  await checkFxRates(ctx, docs);
  if (ctx.problems.size > 0) return null;
  const invoices = out(ctx, invoicesTable.name);
  const commonCents = roundedQuotientSql(`${amountToCentsSql('local_amount')} * common_rate`, 'local_rate');
  await ctx.warehouse.run(createTableSql(invoicesTable, invoices));
  // the payee of a one-time account document: its first BSEC line
  const payee = ctx.staged.has('BSEC')
    ? `LEFT JOIN (
         SELECT ${q('BUKRS')} AS company_code, ${documentNoSql(q('BELNR'))} AS belnr, ${integerSql(q('GJAHR'))} AS gjahr,
           arg_min({name: nullif(trim(concat_ws(' ', ${q('NAME1')}, ${q('NAME2')})), ''), street: ${q('STRAS')},
             town: ${q('ORT01')}, postcode: ${q('PSTLZ')}, country: upper(${q('LAND1')}), tax_id: ${q('STCD1')},
             vat_id: ${q('STCEG')}}, ${integerSql(q('BUZEI'))}) AS p
         FROM ${raw(ctx, 'BSEC')} GROUP BY ALL) bsec USING (company_code, belnr, gjahr)`
    : `LEFT JOIN (SELECT NULL::STRUCT(name VARCHAR, street VARCHAR, town VARCHAR, postcode VARCHAR, country VARCHAR,
         tax_id VARCHAR, vat_id VARCHAR) AS p) bsec ON false`;
  await ctx.warehouse.run(
    `INSERT INTO ${invoices}
     SELECT $1, company_code, gjahr, belnr, company_code || '-' || belnr || '-' || gjahr, xblnr, vendor_id, blart,
       tcode, derived_document_type, bldat, budat, cpudt, baseline_date,
       baseline_date + CASE WHEN document_amount < 0 AND rebzg IS NULL THEN 0
                            WHEN zbd3t > 0 THEN zbd3t WHEN zbd2t > 0 THEN zbd2t ELSE zbd1t END,
       CASE WHEN is_cleared THEN clearing_date END, CASE WHEN is_cleared THEN clearing_document_no END, is_cleared,
       waers, document_amount, local_currency, local_amount, $2, ${centsToAmountSql(commonCents)},
       payment_term, payment_method, payment_block, stblg IS NOT NULL AND NOT is_reversal, stblg, usnam, po_number,
       bsec.p.name, bsec.p.street, bsec.p.town, bsec.p.postcode, bsec.p.country, bsec.p.tax_id, bsec.p.vat_id,
       NULL, NULL, NULL
     FROM ${docs} ${payee}`,
    [ctx.systemId, ctx.commonCurrency],
  );
  return docs;
}
