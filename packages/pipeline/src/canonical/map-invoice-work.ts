import { dateSql, documentNoSql, integerSql, numericIdSql, q, vendorIdSql } from '../sap/sap-sql';
import { raw, work, type MappingContext } from './mapping-context';

/** The normalised work tables of the invoice mapping (also used by the reference checks). */
export interface InvoiceWorkTables {
  lines: string;
  headers: string;
  mm: string;
  documentNo: (expression: string) => string;
}

export async function buildInvoiceWorkTables(ctx: MappingContext): Promise<InvoiceWorkTables> {
  return {
    lines: await buildVendorLines(ctx),
    headers: await buildHeaders(ctx),
    mm: await buildMmInvoices(ctx),
    documentNo: documentNoSql,
  };
}
import { invoiceDocumentTypes } from './sap-document-types';

/**
 * w_lines: the vendor line items of BSIK (open) and BSAK (cleared), normalised and signed: SHKZG 'H'
 * (credit to the vendor: an invoice) is positive, 'S' (debit: a credit memo, payment or reversal of
 * an invoice) negative.
 */
export async function buildVendorLines(ctx: MappingContext): Promise<string> {
  const lines = work(ctx, 'lines');
  const signed = (amount: string): string =>
    `CASE WHEN ${q('SHKZG')} = 'S' THEN -CAST(${q(amount)} AS DECIMAL(18,2)) ELSE CAST(${q(amount)} AS DECIMAL(18,2)) END`;
  const days = (field: string): string => `coalesce(${integerSql(q(field))}, 0)`;
  const select = (table: 'BSIK' | 'BSAK'): string => `
    SELECT '${table}' AS src, rowid AS src_row, ${q('BUKRS')} AS company_code, ${documentNoSql(q('BELNR'))} AS belnr,
      ${integerSql(q('GJAHR'))} AS gjahr, ${integerSql(q('BUZEI'))} AS buzei, ${vendorIdSql(q('LIFNR'))} AS vendor_id,
      ${q('SHKZG')} AS shkzg, ${signed('DMBTR')} AS local_amount, ${signed('WRBTR')} AS document_amount,
      ${dateSql(q('ZFBDT'))} AS baseline_date, ${days('ZBD1T')} AS zbd1t, ${days('ZBD2T')} AS zbd2t,
      ${days('ZBD3T')} AS zbd3t, ${q('ZTERM')} AS payment_term, ${q('ZLSCH')} AS payment_method,
      ${q('ZLSPR')} AS payment_block, ${q('REBZG')} AS rebzg, ${dateSql(q('AUGDT'))} AS clearing_date,
      ${documentNoSql(q('AUGBL'))} AS clearing_document_no, ${documentNoSql(q('EBELN'))} AS po_number,
      CASE WHEN ${q('EBELN')} IS NOT NULL THEN ${numericIdSql(q('EBELP'))} END AS po_item, ${table === 'BSAK'} AS is_cleared
    FROM ${raw(ctx, table)}`;
  await ctx.warehouse.run(`CREATE TABLE ${lines} AS ${select('BSIK')} UNION ALL ${select('BSAK')}`);
  return lines;
}

/**
 * w_headers: BKPF normalised, with each document's reversal partner and role (sap-document-types.ts):
 * `qualifies` (an invoice document type or AWTYP RMRP), `is_reversal`, `partner_qualifies`, and for
 * an MM invoice (AWTYP RMRP) its RBKP key from AWKEY (BELNR = first 10 characters, GJAHR = next 4).
 */
export async function buildHeaders(ctx: MappingContext): Promise<string> {
  const headers = work(ctx, 'headers');
  const types = invoiceDocumentTypes.map((t) => `'${t}'`).join(', ');
  await ctx.warehouse.run(`
    CREATE TABLE ${headers} AS
    WITH h AS (
      SELECT rowid AS bkpf_row, ${q('BUKRS')} AS company_code, ${documentNoSql(q('BELNR'))} AS belnr,
        ${integerSql(q('GJAHR'))} AS gjahr, ${q('BLART')} AS blart, ${dateSql(q('BLDAT'))} AS bldat,
        ${dateSql(q('BUDAT'))} AS budat, ${dateSql(q('CPUDT'))} AS cpudt, coalesce(${q('CPUTM')}, '000000') AS cputm,
        ${q('USNAM')} AS usnam, ${q('TCODE')} AS tcode, ${q('XBLNR')} AS xblnr, ${q('WAERS')} AS waers,
        ${q('AWTYP')} AS awtyp, ${q('AWKEY')} AS awkey, ${documentNoSql(q('STBLG'))} AS stblg,
        TRY_CAST(${q('STJAH')} AS INTEGER) AS stjah, ${q('XREVERSAL')} AS xreversal,
        CASE WHEN ${q('AWTYP')} = 'RMRP' THEN ${documentNoSql(`substr(${q('AWKEY')}, 1, 10)`)} END AS rbkp_belnr,
        CASE WHEN ${q('AWTYP')} = 'RMRP' THEN TRY_CAST(substr(${q('AWKEY')}, 11, 4) AS INTEGER) END AS rbkp_gjahr,
        (${q('BLART')} IN (${types}) OR coalesce(${q('AWTYP')} = 'RMRP', false)) AS qualifies
      FROM ${raw(ctx, 'BKPF')}
    ),
    pair AS (
      SELECT h.bkpf_row, p.qualifies AS partner_qualifies,
        (coalesce(h.cpudt, h.budat), h.cputm, h.gjahr, h.belnr) > (coalesce(p.cpudt, p.budat), p.cputm, p.gjahr, p.belnr) AS later,
        row_number() OVER (PARTITION BY h.bkpf_row ORDER BY abs(p.gjahr - h.gjahr), p.gjahr) AS n
      FROM h JOIN h AS p ON p.company_code = h.company_code AND p.belnr = h.stblg AND p.stblg = h.belnr
        AND (h.stjah IS NULL OR p.gjahr = h.stjah)
    )
    SELECT h.*, coalesce(pair.partner_qualifies, false) AS partner_qualifies,
      CASE WHEN h.stblg IS NULL THEN false
           WHEN h.xreversal = '2' THEN true
           WHEN h.xreversal = '1' THEN false
           WHEN pair.bkpf_row IS NULL THEN true
           ELSE pair.later END AS is_reversal
    FROM h LEFT JOIN pair ON pair.bkpf_row = h.bkpf_row AND pair.n = 1`);
  return headers;
}

/** w_mm: per RBKP invoice, its number of RSEG items and its first purchase order (lowest BUZEI with EBELN). */
export async function buildMmInvoices(ctx: MappingContext): Promise<string> {
  const mm = work(ctx, 'mm');
  await ctx.warehouse.run(`
    CREATE TABLE ${mm} AS
    SELECT ${documentNoSql(`r.${q('BELNR')}`)} AS rbkp_belnr, ${integerSql(`r.${q('GJAHR')}`)} AS rbkp_gjahr,
      count(s.${q('BUZEI')}) AS items,
      arg_min(${documentNoSql(`s.${q('EBELN')}`)}, ${integerSql(`s.${q('BUZEI')}`)}) FILTER (WHERE s.${q('EBELN')} IS NOT NULL) AS po_number
    FROM ${raw(ctx, 'RBKP')} r
    LEFT JOIN ${raw(ctx, 'RSEG')} s ON ${documentNoSql(`s.${q('BELNR')}`)} = ${documentNoSql(`r.${q('BELNR')}`)}
      AND s.${q('GJAHR')} = r.${q('GJAHR')}
    GROUP BY ALL`);
  return mm;
}
