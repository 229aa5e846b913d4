import type { DuckSession } from '../duck-session';
import { sapDateSql } from '../duck-sql';
import { dataItemDecimals, impliedSql, julianSql, lineNumberSql, unitsSql } from './jde-value-sql';

/** F4301 PHHOLD of a purchase order SAP has blocked (EKKO-LOEKZ 'S'). */
export const blockedOrderHold = 'B';

/**
 * A PO line's last and next status (PDLTTR, PDNXTR): deleted (EKPO-LOEKZ) 980/999; delivery
 * completed and final invoice (ELIKZ and EREKZ) 400/999; delivery completed only 400/440 (received,
 * awaiting the voucher match, open quantity 0); otherwise 280/400 (awaiting receipt).
 */
const statusSql = (last: boolean): string => `CASE WHEN l.loekz IS NOT NULL THEN '${last ? '980' : '999'}'
  WHEN l.elikz IS NOT NULL AND l.erekz IS NOT NULL THEN '${last ? '400' : '999'}'
  WHEN l.elikz IS NOT NULL THEN '${last ? '400' : '440'}' ELSE '${last ? '280' : '400'}' END`;

/**
 * F4301, F4311 and F43121 (views in schema jde) from EKKO/EKPO (k.po, k.pol) and the goods movements
 * (k.gr). PHDOCO = EBELN as a number, order type OP, line numbers EBELP × 1000, quantities and unit
 * costs with their data items' implied decimals, PDAEXP = NETWR in the PO currency's decimals.
 * Receipts: one match type 1 row per receipt (101, 107) or return (122, 161; negative); a receipt or
 * return reversed (102, 108, 123, 162) is turned into match type 4 in place, as JD Edwards does.
 * PRAREC is the ledger amount (MSEG-DMBTR, PRCRCD the company currency), PRAOPN all of it while no
 * invoice line not cancelled names the receipt, else 0.
 * Fails on what these rules cannot hold: a deleted PO header with lines not deleted, a line with
 * the final-invoice flag but not delivery completed, an open line fully received.
 */
export async function createPurchasingViews(db: DuckSession): Promise<void> {
  await db.expectNone(
    'deleted purchase orders with lines not deleted, or lines final-invoiced but not delivery completed',
    `SELECT l.ebeln, l.ebelp FROM k.pol l JOIN sap.EKKO e ON e.EBELN = l.ebeln
     WHERE (e.LOEKZ = 'L' AND l.loekz IS NULL) OR (l.erekz IS NOT NULL AND l.elikz IS NULL)`,
  );
  await db.run(`CREATE TABLE k.po_line AS
    WITH received AS (SELECT po_line_id, sum(effect * quantity) AS q FROM k.gr GROUP BY ALL)
    SELECT l.*, c.co, u.decimals, coalesce(r.q, 0) AS received,
      CASE WHEN l.loekz IS NOT NULL OR l.elikz IS NOT NULL THEN 0 ELSE greatest(l.quantity - coalesce(r.q, 0), 0) END AS open_quantity,
      e.WERKS AS werks, ${sapDateSql('coalesce(h.BEDAT, h.AEDAT)')} AS order_date
    FROM k.pol l JOIN k.org o ON o.org_id = l.org_id JOIN k.company c ON c.bukrs = o.bukrs
    JOIN k.cur u ON u.code = l.currency
    JOIN sap.EKPO e ON e.EBELN = l.ebeln AND e.EBELP = l.ebelp JOIN sap.EKKO h ON h.EBELN = l.ebeln
    LEFT JOIN received r ON r.po_line_id = l.po_line_id`);
  await db.expectNone(
    'open PO lines (no delivery completed flag) fully received: their open quantity would be 0',
    'SELECT ebeln, ebelp FROM k.po_line WHERE loekz IS NULL AND elikz IS NULL AND open_quantity = 0',
  );
  await db.run(`CREATE VIEW jde.F4301 AS
    SELECT c.co AS PHKCOO, CAST(e.EBELN AS BIGINT) AS PHDOCO, 'OP' AS PHDCTO, p.vendor_id AS PHAN8,
      ${julianSql(sapDateSql('coalesce(e.BEDAT, e.AEDAT)'))} AS PHTRDJ, e.ZTERM AS PHPTC, e.WAERS AS PHCRCD, e.ERNAM AS PHORBY,
      coalesce(TRY_CAST(e.EKGRP AS INTEGER), 0) AS PHANBY, e.EKORG AS PHMCU,
      CASE WHEN e.LOEKZ = 'S' THEN '${blockedOrderHold}' END AS PHHOLD
    FROM sap.EKKO e JOIN k.po p ON p.ebeln = e.EBELN JOIN k.org o ON o.org_id = p.org_id JOIN k.company c ON c.bukrs = o.bukrs`);
  await db.run(`CREATE VIEW jde.F4311 AS
    SELECT l.co AS PDKCOO, CAST(l.ebeln AS BIGINT) AS PDDOCO, 'OP' AS PDDCTO, ${lineNumberSql('l.ebelp')} AS PDLNID,
      CAST(l.item_id AS VARCHAR) AS PDLITM, l.txz01 AS PDDSC1, l.werks AS PDMCU,
      CASE WHEN l.wepos IS NOT NULL THEN 'S' ELSE 'B' END AS PDLNTY, ${unitsSql('l.quantity')} AS PDUORG,
      ${unitsSql('l.open_quantity')} AS PDUOPN, l.meins AS PDUOM,
      CAST(round(l.netwr / nullif(l.quantity, 0) * ${10 ** dataItemDecimals.unitCost}) AS BIGINT) AS PDPRRC,
      ${impliedSql('l.netwr', 'l.decimals')} AS PDAEXP, ${julianSql('l.order_date')} AS PDTRDJ,
      ${statusSql(false)} AS PDNXTR, ${statusSql(true)} AS PDLTTR,
      CASE WHEN l.banfn IS NOT NULL THEN CAST(CAST(l.banfn AS BIGINT) AS VARCHAR) END AS PDRORN
    FROM k.po_line l`);

  await db.run(`CREATE VIEW jde.F43121 AS
    WITH reversed AS (SELECT parent_id, max(cpudt) AS cpudt FROM k.gr WHERE rule = 'reversal' GROUP BY parent_id),
    invoiced AS (
      SELECT DISTINCT l.rcv_transaction_id FROM k.line l JOIN k.inv i USING (invoice_id)
      WHERE l.rcv_transaction_id IS NOT NULL AND NOT i.is_cancelled
    )
    SELECT g.transaction_id AS PRUKID, CASE WHEN r.parent_id IS NOT NULL THEN 4 ELSE 1 END AS PRMATC,
      l.co AS PRKCOO, CAST(g.ebeln AS BIGINT) AS PRDOCO, 'OP' AS PRDCTO, ${lineNumberSql('g.ebelp')} AS PRLNID,
      CAST(g.mblnr AS BIGINT) AS PRDOC, 'OV' AS PRDCT, l.co AS PRKCO, NULL AS PRSFX, g.vendor_id AS PRAN8,
      ${julianSql(sapDateSql('m.BLDAT'))} AS PRRCDJ, ${julianSql('g.budat')} AS PRDGL,
      ${julianSql('coalesce(r.cpudt, g.cpudt)')} AS PRUPMJ, g.effect * ${unitsSql('g.menge')} AS PRUREC,
      g.effect * ${impliedSql('g.dmbtr', 'c.decimals')} AS PRAREC,
      CASE WHEN r.parent_id IS NULL AND v.rcv_transaction_id IS NULL THEN g.effect * ${impliedSql('g.dmbtr', 'c.decimals')} ELSE 0 END AS PRAOPN,
      g.ledger_currency AS PRCRCD, CAST(l.item_id AS VARCHAR) AS PRLITM, g.werks AS PRMCU
    FROM k.gr g JOIN k.po_line l ON l.po_line_id = g.po_line_id
    JOIN sap.MKPF m ON m.MBLNR = g.mblnr AND CAST(m.MJAHR AS INTEGER) = g.mjahr
    JOIN k.cur c ON c.code = g.ledger_currency
    LEFT JOIN reversed r ON r.parent_id = g.transaction_id
    LEFT JOIN invoiced v ON v.rcv_transaction_id = g.transaction_id
    WHERE g.rule <> 'reversal'`);
}
