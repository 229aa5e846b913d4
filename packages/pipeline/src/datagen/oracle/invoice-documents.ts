import { paymentDocumentTypes } from '../../canonical/map-payments';
import { invoiceDocumentTypes } from '../../canonical/sap-document-types';
import type { DuckSession } from '../duck-session';

const list = (values: readonly string[]): string => values.map((v) => `'${v}'`).join(', ');

/**
 * The SAP vendor invoice documents as Oracle invoices (schema k):
 * - `doc`: every invoice document (an invoice or credit memo type, or posted by MM invoice
 *   verification) with its one vendor line item;
 * - `pair`: reversal pairs (mutual BKPF-STBLG), the original and the later-entered reversal;
 * - `inv`: one Oracle invoice per document that is not a reversal — INVOICE_ID numbered in entry
 *   order — cancelled when it has a reversal (CANCELLED_DATE = the reversal's BUDAT);
 * - `pay` / `paid`: the payment documents (KZ, ZP) and the invoices each cleared.
 * Fails on what Oracle cannot hold: a document with several vendor lines, a reversal without its
 * original, an invoice cleared by something other than a payment or its reversal.
 */
export async function createInvoiceDocuments(db: DuckSession): Promise<void> {
  await db.run(`CREATE TABLE k.doc AS
    SELECT h.*, i.lifnr, i.shkzg, i.dmbtr, i.wrbtr, i.zfbdt, i.zterm, i.zbd1t, i.zbd2t, i.zbd3t, i.zbd1p, i.zbd2p,
      i.zlsch, i.zlspr, i.rebzg, i.ebeln, i.ebelp, i.augdt, i.augbl, i.is_open
    FROM k.hdr h JOIN k.item i ON i.bukrs = h.bukrs AND i.belnr = h.belnr AND i.gjahr = h.gjahr
    WHERE h.blart IN (${list(invoiceDocumentTypes)}) OR h.awtyp = 'RMRP'`);
  await db.expectNone(
    'invoice documents with several vendor lines',
    'SELECT bukrs, belnr, gjahr FROM k.doc GROUP BY ALL HAVING count(*) > 1',
  );
  await db.run(`CREATE TABLE k.pair AS
    SELECT o.bukrs, o.belnr, o.gjahr, r.belnr AS r_belnr, r.gjahr AS r_gjahr, r.budat AS r_budat
    FROM k.doc o JOIN k.doc r ON r.bukrs = o.bukrs AND r.belnr = o.stblg AND r.gjahr = o.stjah
      AND o.belnr = r.stblg AND o.gjahr = r.stjah
    WHERE r.entry_key > o.entry_key`);
  await db.run(`CREATE TABLE k.rev AS SELECT bukrs, r_belnr AS belnr, r_gjahr AS gjahr FROM k.pair`);
  await db.expectNone(
    'reversal references without their partner document',
    `SELECT d.bukrs, d.belnr, d.gjahr, d.stblg FROM k.doc d
     LEFT JOIN (SELECT bukrs, belnr, gjahr FROM k.pair UNION ALL SELECT * FROM k.rev) p USING (bukrs, belnr, gjahr)
     WHERE d.stblg IS NOT NULL AND p.belnr IS NULL`,
  );

  // INVOICE_ID in entry order (numbered on a narrow projection: sorting the wide rows is slow)
  await db.run(`CREATE TABLE k.inv_id AS
    SELECT d.bukrs, d.belnr, d.gjahr, 10000000 + row_number() OVER (ORDER BY d.cpudt, d.cputm, d.gjahr, d.belnr, d.bukrs) AS invoice_id
    FROM k.doc d LEFT JOIN k.rev r ON r.bukrs = d.bukrs AND r.belnr = d.belnr AND r.gjahr = d.gjahr
    WHERE r.belnr IS NULL`);
  await db.run(`CREATE TABLE k.inv AS
    WITH d AS (
      SELECT d.*, n.invoice_id, p.r_belnr IS NOT NULL AS is_cancelled, p.r_budat AS cancelled_date
      FROM k.doc d JOIN k.inv_id n ON n.bukrs = d.bukrs AND n.belnr = d.belnr AND n.gjahr = d.gjahr
      LEFT JOIN k.pair p ON p.bukrs = d.bukrs AND p.belnr = d.belnr AND p.gjahr = d.gjahr
    )
    SELECT d.invoice_id,
      d.bukrs || '-' || d.belnr || '-' || d.gjahr AS sap_id, d.bukrs, d.belnr, d.gjahr,
      o.org_id, o.currency AS ledger_currency, v.vendor_id, d.lifnr,
      coalesce(ps.site_id, s.site_id) AS site_id, s.site_id AS vendor_site_id,
      d.xblnr, d.bldat, d.budat, CAST(d.cpudt AS TIMESTAMP) + to_seconds(d.cputm) AS entry_ts, d.usnam, d.tcode,
      d.waers, d.waers <> o.currency AS is_foreign, d.shkzg = 'S' AS is_credit,
      CASE WHEN d.shkzg = 'H' THEN 1 ELSE -1 END AS sign,
      CASE WHEN d.shkzg = 'H' THEN d.wrbtr ELSE -d.wrbtr END AS amount,
      CASE WHEN d.shkzg = 'H' THEN d.dmbtr ELSE -d.dmbtr END AS local_amount,
      d.zfbdt, d.zterm, t.term_id,
      CASE WHEN d.shkzg = 'S' AND d.rebzg IS NULL THEN d.zfbdt
           ELSE d.zfbdt + CAST(CASE WHEN d.zbd3t > 0 THEN d.zbd3t WHEN d.zbd2t > 0 THEN d.zbd2t ELSE d.zbd1t END AS INTEGER) END AS due_date,
      CASE WHEN d.zbd1p > 0 THEN d.zfbdt + CAST(d.zbd1t AS INTEGER) END AS discount_date,
      m.code AS method, d.zlspr AS block, d.ebeln, d.ebelp,
      d.awtyp = 'RMRP' AS is_mm,
      CASE WHEN d.awtyp = 'RMRP' THEN left(d.awkey, 10) END AS rbkp_belnr,
      CASE WHEN d.awtyp = 'RMRP' THEN CAST(right(d.awkey, 4) AS INTEGER) END AS rbkp_gjahr,
      d.is_open, d.augdt, d.augbl, d.is_cancelled, d.cancelled_date,
      NOT d.is_open AND NOT d.is_cancelled AS is_paid
    FROM d JOIN k.org o ON o.bukrs = d.bukrs JOIN k.vendor v ON v.lifnr = d.lifnr
    LEFT JOIN k.site s ON s.kind = 0 AND s.lifnr = d.lifnr AND s.org_id = o.org_id
    LEFT JOIN k.bsec ps ON ps.bukrs = d.bukrs AND ps.belnr = d.belnr AND ps.gjahr = d.gjahr
    LEFT JOIN k.term t ON t.zterm = d.zterm
    LEFT JOIN k.method m ON m.zlsch = d.zlsch`);
  await db.expectNone(
    'invoices of a vendor without a site (LFB1) in their company code, or with an unknown term',
    'SELECT sap_id FROM k.inv WHERE site_id IS NULL OR (zterm IS NOT NULL AND term_id IS NULL)',
  );
  await db.expectNone('invoices without a reference (XBLNR)', 'SELECT sap_id FROM k.inv WHERE xblnr IS NULL');

  await db.run(`CREATE TABLE k.pay AS
    SELECT h.bukrs, h.belnr, h.gjahr, h.budat, h.waers, i.lifnr, i.shkzg, i.wrbtr, i.dmbtr, m.code AS method,
      o.org_id, o.currency AS ledger_currency, v.vendor_id, s.site_id,
      row_number() OVER (ORDER BY h.budat, h.bukrs, h.gjahr, h.belnr) AS seq
    FROM k.hdr h JOIN k.item i ON i.bukrs = h.bukrs AND i.belnr = h.belnr AND i.gjahr = h.gjahr
    JOIN k.org o ON o.bukrs = h.bukrs JOIN k.vendor v ON v.lifnr = i.lifnr
    LEFT JOIN k.site s ON s.kind = 0 AND s.lifnr = i.lifnr AND s.org_id = o.org_id
    LEFT JOIN k.method m ON m.zlsch = i.zlsch
    WHERE h.blart IN (${list(paymentDocumentTypes)})`);
  await db.expectNone(
    'payment documents with several vendor lines',
    'SELECT bukrs, belnr, gjahr FROM k.pay GROUP BY ALL HAVING count(*) > 1',
  );
  await db.run(`CREATE TABLE k.paid AS
    SELECT i.invoice_id, p.seq FROM k.inv i JOIN k.pay p ON p.bukrs = i.bukrs AND p.belnr = i.augbl
      AND p.gjahr = year(i.augdt) AND p.budat = i.augdt AND p.lifnr = i.lifnr
    WHERE i.is_paid`);
  await db.expectNone(
    'cleared invoices whose clearing document is no payment',
    'SELECT sap_id, augbl FROM k.inv WHERE is_paid AND invoice_id NOT IN (SELECT invoice_id FROM k.paid)',
  );
  // SAP signs a payment by its local amount; invoices and credits cleared together at different
  // rates can net to a document-currency amount of the other sign (then WRBTR is its absolute value).
  await db.expectNone(
    'payment documents whose amount is not the sum of the invoices they cleared',
    `SELECT p.bukrs, p.belnr, p.gjahr FROM k.pay p JOIN k.paid x ON x.seq = p.seq JOIN k.inv i ON i.invoice_id = x.invoice_id
     GROUP BY p.bukrs, p.belnr, p.gjahr, p.shkzg, p.wrbtr, p.dmbtr
     HAVING abs(sum(i.amount)) <> p.wrbtr OR sum(i.local_amount) <> CASE WHEN p.shkzg = 'S' THEN p.dmbtr ELSE -p.dmbtr END`,
  );
}
