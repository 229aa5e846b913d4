import type { DuckSession } from '../duck-session';
import { amountSql, numericIdSql, quantitySql, sapDateSql } from './oracle-sql';

/**
 * How each counted SAP movement type (canonical/map-purchasing.ts `countedMovementTypes`) becomes a
 * receiving transaction. `root`: a RECEIVE (PARENT_TRANSACTION_ID -1). `reversal`: a CORRECT of the
 * movement it reverses (MSEG-SMBLN/SJAHR/SMBLP) with the negated quantity — a reversed receipt
 * (102, 108) lowers the RECEIVE, a reversed return (123, 162) lowers the RETURN TO VENDOR.
 * `return`: a RETURN TO VENDOR under the PO line's first RECEIVE (MSEG has no reference to the
 * receipt returned). 501/502 (receipts without a purchase order) have no Oracle counterpart that
 * carries a PO and are refused, as is every other movement type.
 */
export const movementRules: Readonly<Record<string, { type: string; rule: 'root' | 'reversal' | 'return' }>> =
  {
    '101': { type: 'RECEIVE', rule: 'root' },
    '107': { type: 'RECEIVE', rule: 'root' },
    '102': { type: 'CORRECT', rule: 'reversal' },
    '108': { type: 'CORRECT', rule: 'reversal' },
    '122': { type: 'RETURN TO VENDOR', rule: 'return' },
    '161': { type: 'RETURN TO VENDOR', rule: 'return' },
    '123': { type: 'CORRECT', rule: 'reversal' },
    '162': { type: 'CORRECT', rule: 'reversal' },
  };

/**
 * Purchase orders and goods movements as Oracle ids (schema k): `po` (EKKO → PO_HEADER_ID),
 * `pol` (EKPO → PO_LINE_ID, its one shipment LINE_LOCATION_ID and distribution PO_DISTRIBUTION_ID;
 * UNIT_PRICE = NETWR / MENGE so that quantity × price gives the SAP net value) and `gr` (MSEG →
 * receiving transaction: TRANSACTION_ID, type, parent, signed quantity, conversion rate). The
 * conversion rate is what makes quantity × PO_UNIT_PRICE × rate, rounded to cents, SAP's DMBTR; it
 * is NULL when the PO is in the ledger currency and the product already gives DMBTR.
 */
export async function createPurchasingKeys(db: DuckSession): Promise<void> {
  await db.run(`CREATE TABLE k.po AS
    SELECT e.EBELN AS ebeln, 40000000 + row_number() OVER (ORDER BY e.EBELN) AS po_header_id, o.org_id,
      o.currency AS ledger_currency, v.vendor_id, s.site_id, e.WAERS AS currency
    FROM sap.EKKO e JOIN k.org o ON o.bukrs = e.BUKRS JOIN k.vendor v ON v.lifnr = e.LIFNR
    LEFT JOIN k.site s ON s.kind = 0 AND s.lifnr = e.LIFNR AND s.org_id = o.org_id`);
  await db.run(`CREATE TABLE k.pol AS
    SELECT p.EBELN AS ebeln, p.EBELP AS ebelp, CAST(p.EBELP AS INTEGER) AS line_num, h.po_header_id, h.org_id,
      h.currency, h.ledger_currency, h.vendor_id, n AS rn, 50000000 + n AS po_line_id, 60000000 + n AS line_location_id,
      70000000 + n AS po_distribution_id, ${quantitySql('p.MENGE')} AS quantity, ${amountSql('p.NETWR')} AS netwr,
      round(CAST(p.NETWR AS DOUBLE) / nullif(CAST(p.MENGE AS DOUBLE), 0), 10) AS unit_price,
      ${numericIdSql('p.MATNR')} AS item_id, pl.organization_id AS ship_to_organization_id, p.TXZ01 AS txz01,
      p.MEINS AS meins, p.LOEKZ AS loekz, p.ELIKZ AS elikz, p.EREKZ AS erekz, p.WEPOS AS wepos, p.WEBRE AS webre,
      p.BANFN AS banfn
    FROM (SELECT *, row_number() OVER (ORDER BY EBELN, EBELP) AS n FROM sap.EKPO) p
    JOIN k.po h ON h.ebeln = p.EBELN LEFT JOIN k.plant pl ON pl.werks = p.WERKS`);
  await db.expectNone(
    'PO items without a header, quantity or price',
    `SELECT p.EBELN, p.EBELP FROM sap.EKPO p LEFT JOIN k.pol l ON l.ebeln = p.EBELN AND l.ebelp = p.EBELP
     WHERE l.po_line_id IS NULL OR l.unit_price IS NULL`,
  );

  await db.run('CREATE TABLE k.movement (bwart VARCHAR, type VARCHAR, rule VARCHAR)');
  for (const [bwart, m] of Object.entries(movementRules))
    await db.run('INSERT INTO k.movement VALUES ($1, $2, $3)', [bwart, m.type, m.rule]);
  await db.expectNone(
    'goods movements without an Oracle receiving transaction (movement type or purchase order)',
    `SELECT MBLNR, MJAHR, ZEILE, BWART, EBELN FROM sap.MSEG
     WHERE BWART NOT IN (SELECT bwart FROM k.movement) OR EBELN IS NULL`,
  );
  await db.run(`CREATE TABLE k.gr AS
    WITH s AS (
      SELECT s.MBLNR AS mblnr, CAST(s.MJAHR AS INTEGER) AS mjahr, CAST(s.ZEILE AS INTEGER) AS zeile,
        80000000 + 2 * row_number() OVER (ORDER BY s.MJAHR, s.MBLNR, s.ZEILE) AS transaction_id,
        88000000 + dense_rank() OVER (ORDER BY s.MJAHR, s.MBLNR) AS shipment_header_id,
        m.type, m.rule, s.BWART AS bwart, s.EBELN AS ebeln, s.EBELP AS ebelp, s.LIFNR AS lifnr, s.WERKS AS werks,
        ${quantitySql('s.MENGE')} AS menge, ${amountSql('s.DMBTR')} AS dmbtr,
        s.SMBLN AS smbln, CAST(s.SJAHR AS INTEGER) AS sjahr, CAST(s.SMBLP AS INTEGER) AS smblp,
        ${sapDateSql('k.BUDAT')} AS budat, ${sapDateSql('k.CPUDT')} AS cpudt, k.USNAM AS usnam
      FROM sap.MSEG s JOIN k.movement m ON m.bwart = s.BWART
      JOIN sap.MKPF k ON k.MBLNR = s.MBLNR AND k.MJAHR = s.MJAHR
    ),
    firsts AS (SELECT ebeln, ebelp, min(transaction_id) AS transaction_id FROM s WHERE rule = 'root' GROUP BY ALL),
    linked AS (
      SELECT s.*, CASE s.rule WHEN 'root' THEN -1 WHEN 'reversal' THEN r.transaction_id ELSE f.transaction_id END AS parent_id,
        CASE s.rule WHEN 'reversal' THEN r.type END AS parent_type
      FROM s LEFT JOIN s r ON r.mblnr = s.smbln AND r.mjahr = s.sjahr AND r.zeile = s.smblp
      LEFT JOIN firsts f ON f.ebeln = s.ebeln AND f.ebelp = s.ebelp
    )
    SELECT l.*, CASE WHEN l.rule = 'reversal' THEN -l.menge ELSE l.menge END AS quantity,
      CASE WHEN l.type = 'RETURN TO VENDOR' OR l.parent_type = 'RETURN TO VENDOR' THEN -1 ELSE 1 END AS effect,
      p.po_header_id, p.po_line_id, p.line_location_id, p.unit_price, p.currency, p.ledger_currency,
      coalesce(v.vendor_id, p.vendor_id) AS vendor_id, pl.organization_id,
      CASE WHEN p.currency <> p.ledger_currency OR round(CAST(l.menge AS DOUBLE) * p.unit_price, 2) <> l.dmbtr
           THEN round(CAST(l.dmbtr AS DOUBLE) / nullif(CAST(l.menge AS DOUBLE) * p.unit_price, 0), 10) END AS rate
    FROM linked l JOIN k.pol p ON p.ebeln = l.ebeln AND p.ebelp = l.ebelp
    LEFT JOIN k.vendor v ON v.lifnr = l.lifnr LEFT JOIN k.plant pl ON pl.werks = l.werks`);
  await db.expectNone(
    'goods movements whose purchase order item, reversed movement or receipt is missing',
    `SELECT m.MBLNR, m.MJAHR, m.ZEILE FROM sap.MSEG m
     WHERE NOT EXISTS (SELECT 1 FROM k.gr g WHERE g.mblnr = m.MBLNR AND g.mjahr = CAST(m.MJAHR AS INTEGER)
       AND g.zeile = CAST(m.ZEILE AS INTEGER) AND g.parent_id IS NOT NULL)`,
  );
  await db.expectNone(
    'receiving transactions whose quantity × price × rate is not the SAP amount',
    'SELECT mblnr, zeile, menge, unit_price, rate, dmbtr FROM k.gr WHERE round(CAST(menge AS DOUBLE) * unit_price * coalesce(rate, 1), 2) <> dmbtr',
  );
}
