import { createTableSql, invoicesTable } from '@spendlens/warehouse';
import { q } from '../sap/sap-sql';
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
  await ctx.warehouse.run(
    `CREATE TABLE ${docs} AS
    WITH totals AS (
      SELECT company_code, belnr, gjahr, sum(local_amount) AS local_amount, sum(document_amount) AS document_amount,
        bool_and(is_cleared) AS is_cleared, max(clearing_date) AS clearing_date,
        arg_max(clearing_document_no, clearing_date) AS clearing_document_no,
        arg_min(po_number, buzei) FILTER (WHERE po_number IS NOT NULL) AS line_po_number
      FROM ${lines} GROUP BY ALL
    ),
    first_line AS (
      SELECT * FROM ${lines} QUALIFY row_number() OVER (PARTITION BY company_code, belnr, gjahr ORDER BY buzei, src) = 1
    ),
    d AS (
      SELECT h.*, t.local_amount, t.document_amount, t.is_cleared, t.clearing_date, t.clearing_document_no,
        f.vendor_id, f.shkzg, f.baseline_date, f.zbd1t, f.zbd2t, f.zbd3t, f.payment_term, f.payment_method,
        f.payment_block, f.rebzg, cc.${q('WAERS')} AS local_currency, cc.rowid AS t001_row,
        mm.items AS mm_items, coalesce(mm.po_number, t.line_po_number) AS po_number
      FROM ${headers} h
      JOIN totals t USING (company_code, belnr, gjahr)
      JOIN first_line f USING (company_code, belnr, gjahr)
      JOIN ${raw(ctx, 'T001')} cc ON cc.${q('BUKRS')} = h.company_code
      -- plain column equalities only: DuckDB then hash-joins (an extra ON predicate made it a nested loop)
      LEFT JOIN ${mm} mm ON mm.rbkp_belnr = h.rbkp_belnr AND mm.rbkp_gjahr = h.rbkp_gjahr
      WHERE h.qualifies OR (h.is_reversal AND h.partner_qualifies)
    ),
    local_fx AS (
      SELECT d.*, $1::VARCHAR AS common_currency, ${usableRate('lr', 'd.local_currency', 'd.bldat')} AS local_rate
      FROM d ASOF LEFT JOIN ref.fx_rates lr ON lr.currency = d.local_currency AND lr.rate_date <= d.bldat
    )
    SELECT l.*, ${usableRate('cr', 'l.common_currency', 'l.bldat')} AS common_rate,
      CASE WHEN l.is_reversal THEN 'REVERSAL'
           WHEN l.blart = 'KG' OR l.document_amount < 0 THEN 'VENDOR-CREDIT'
           WHEN l.po_number IS NOT NULL THEN 'PO-INVOICE'
           ELSE 'NON-PO-INVOICE' END AS derived_document_type
    FROM local_fx l ASOF LEFT JOIN ref.fx_rates cr ON cr.currency = l.common_currency AND cr.rate_date <= l.bldat`,
    [ctx.commonCurrency],
  );
  return docs;
}

/**
 * canon.invoices (into staging): one row per vendor invoice document. Net due date = baseline date
 * + ZBD3T, else ZBD2T, else ZBD1T days; a credit memo (net debit) with no invoice reference (REBZG)
 * is due on its baseline date, as SAP computes it. common_amount converts the local amount (company
 * code currency) at the invoice date's ECB cross rate, exactly, rounded once per document.
 */
export async function mapInvoices(ctx: MappingContext, tables: InvoiceWorkTables): Promise<string | null> {
  const docs = await buildDocuments(ctx, tables);
  await checkFxRates(ctx, docs);
  if (ctx.problems.size > 0) return null;
  const invoices = out(ctx, invoicesTable.name);
  const commonCents = roundedQuotientSql(`${amountToCentsSql('local_amount')} * common_rate`, 'local_rate');
  await ctx.warehouse.run(createTableSql(invoicesTable, invoices));
  await ctx.warehouse.run(
    `INSERT INTO ${invoices}
     SELECT $1, company_code, gjahr, belnr, company_code || '-' || belnr || '-' || gjahr, xblnr, vendor_id, blart,
       tcode, derived_document_type, bldat, budat, cpudt, baseline_date,
       baseline_date + CASE WHEN document_amount < 0 AND rebzg IS NULL THEN 0
                            WHEN zbd3t > 0 THEN zbd3t WHEN zbd2t > 0 THEN zbd2t ELSE zbd1t END,
       CASE WHEN is_cleared THEN clearing_date END, CASE WHEN is_cleared THEN clearing_document_no END, is_cleared,
       waers, document_amount, local_currency, local_amount, $2, ${centsToAmountSql(commonCents)},
       payment_term, payment_method, payment_block, stblg IS NOT NULL AND NOT is_reversal, stblg, usnam, po_number
     FROM ${docs}`,
    [ctx.systemId, ctx.commonCurrency],
  );
  return docs;
}
