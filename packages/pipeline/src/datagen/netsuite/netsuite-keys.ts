import { centsProductSql } from '../../canonical/exact-sql';
import type { DuckSession } from '../duck-session';
import { companyCodes } from '../master-data';
import { createExactRates } from './exact-rates';

/** First transaction ids per type (disjoint ranges: a transaction id is unique across types). */
export const transactionIdBase = {
  bill: 10_000_000,
  payment: 20_000_000,
  receipt: 30_000_000,
  order: 40_000_000,
};

/** The elimination subsidiary (no transactions; the ingest leaves it out of the companies). */
export const eliminationSubsidiary = { name: 'Spendlens Group Elimination', country: 'DE', currency: 'EUR' };

/** The brands of the brand field, assigned per vendor (vendor id modulo their number). */
export const brands = ['Alpine', 'Harbour', 'Meridian', 'Northfield'] as const;

/**
 * The NetSuite ids every table draws on (schema k), after the SAP scenario's analysis
 * (../oracle: k.org, k.vendor, k.inv, k.line, k.pay, k.paid, k.pol, k.gr):
 * - `sub`: subsidiary 1, 2 … per SAP company code in datagen's order, plus the elimination one;
 * - `cur`: currency ids 1, 2 … per used currency in code order;
 * - `bill`: one VendBill (VendCred for a credit memo) per SAP invoice: id = INVOICE_ID, the exact
 *   exchange rate of a foreign one (k.bill_rate), the brand;
 * - `bill_line`: its lines 1 … n (the ITEM lines of k.line; SAP's input tax stays off the lines);
 * - `order` / `order_line`: PurchOrd 40000000 + rank of EBELN, lines 1 … n in EBELP order;
 * - `receipt` / `receipt_line`: ItemRcpt 30000000 + rank of the material document, lines 1 … n in
 *   MSEG line order, each with its PO line; the exact rate of a foreign-currency PO's receipt;
 * - `payment`: VendPymt 20000000 + rank of the SAP payment by date, check numbers per subsidiary.
 * Fails when a rate cannot be exact, or a goods movement is no receipt (NetSuite's returns are
 * VendAuth/ItemShip, outside the format).
 */
export async function createNetsuiteKeys(db: DuckSession): Promise<void> {
  await db.run('CREATE TABLE k.company_code (bukrs VARCHAR, sub_id INTEGER)');
  for (const [i, c] of companyCodes.entries())
    await db.run('INSERT INTO k.company_code VALUES ($1, $2)', [c.code, i + 1]);
  await db.expectNone(
    'company codes without a subsidiary',
    'SELECT bukrs FROM k.org WHERE bukrs NOT IN (SELECT bukrs FROM k.company_code)',
  );
  await db.run(`CREATE TABLE k.sub AS
    SELECT c.sub_id, o.bukrs, o.name, t.LAND1 AS country, o.currency, false AS is_elimination
    FROM k.company_code c JOIN k.org o ON o.bukrs = c.bukrs JOIN sap.T001 t ON t.BUKRS = c.bukrs`);
  await db.run(`INSERT INTO k.sub SELECT max(sub_id) + 1, NULL, $1, $2, $3, true FROM k.sub`, [
    eliminationSubsidiary.name,
    eliminationSubsidiary.country,
    eliminationSubsidiary.currency,
  ]);
  await db.run(`CREATE TABLE k.cur AS SELECT code, row_number() OVER (ORDER BY code) AS cur_id FROM (
      SELECT currency AS code FROM k.sub UNION SELECT waers FROM k.inv UNION SELECT waers FROM k.pay
      UNION SELECT currency FROM k.pol UNION SELECT WAERS FROM sap.LFM1
    ) WHERE code IS NOT NULL`);

  const brandSql = (vendor: string) =>
    `list_value(${brands.map((b) => `'${b}'`).join(', ')})[CAST(${vendor} % ${brands.length} AS INTEGER) + 1]`;
  await createExactRates(
    db,
    'bill_rate',
    'SELECT invoice_id AS grp, amount AS doc_amount, local_amount FROM k.inv WHERE is_foreign',
    'foreign-currency bills',
  );
  await db.run(`CREATE TABLE k.bill AS
    SELECT i.invoice_id AS tx_id, CASE WHEN i.is_credit THEN 'VendCred' ELSE 'VendBill' END AS type, s.sub_id,
      CASE WHEN i.is_foreign THEN r.rate ELSE 1 END AS rate, ${brandSql('i.vendor_id')} AS brand
    FROM k.inv i JOIN k.sub s ON s.bukrs = i.bukrs LEFT JOIN k.bill_rate r ON r.grp = i.invoice_id`);
  await db.run(`CREATE TABLE k.bill_line AS
    SELECT l.invoice_id AS tx_id, row_number() OVER (PARTITION BY l.invoice_id ORDER BY l.line_no) AS line_id, l.*,
      CASE WHEN i.is_foreign THEN l.base_amount ELSE l.amount END AS local_line_amount
    FROM k.line l JOIN k.inv i USING (invoice_id) WHERE l.line_type = 'ITEM'`);

  await db.run(
    `CREATE TABLE k.order AS
    SELECT p.ebeln, $1 + row_number() OVER (ORDER BY p.ebeln) AS tx_id, s.sub_id, p.vendor_id, p.currency,
      p.currency <> p.ledger_currency AS is_foreign, ${brandSql('p.vendor_id')} AS brand
    FROM k.po p JOIN k.org o ON o.org_id = p.org_id JOIN k.sub s ON s.bukrs = o.bukrs`,
    [transactionIdBase.order],
  );
  await db.run(`CREATE TABLE k.order_line AS
    SELECT o.tx_id, row_number() OVER (PARTITION BY l.ebeln ORDER BY l.line_num) AS line_id, l.*
    FROM k.pol l JOIN k.order o ON o.ebeln = l.ebeln`);

  await db.expectNone(
    'goods movements that are no receipt (101, 107): NetSuite returns and corrections are outside the format',
    `SELECT mblnr, zeile, bwart FROM k.gr WHERE rule <> 'root'`,
  );
  await db.run(
    `CREATE TABLE k.receipt AS
    SELECT mblnr, mjahr, $1 + row_number() OVER (ORDER BY mjahr, mblnr) AS tx_id FROM (SELECT DISTINCT mblnr, mjahr FROM k.gr)`,
    [transactionIdBase.receipt],
  );
  await db.run(`CREATE TABLE k.receipt_line AS
    SELECT r.tx_id, row_number() OVER (PARTITION BY g.mblnr, g.mjahr ORDER BY g.zeile) AS line_id, g.*,
      ol.tx_id AS order_tx_id, ol.line_id AS order_line_id, ol.unit_price AS order_rate, o.sub_id
    FROM k.gr g JOIN k.receipt r ON r.mblnr = g.mblnr AND r.mjahr = g.mjahr
    JOIN k.order_line ol ON ol.ebeln = g.ebeln AND ol.ebelp = g.ebelp JOIN k.order o ON o.tx_id = ol.tx_id`);
  await db.expectNone(
    'material documents with lines of several subsidiaries, currencies or vendors',
    `SELECT tx_id FROM k.receipt_line GROUP BY tx_id
     HAVING count(DISTINCT sub_id) > 1 OR count(DISTINCT currency) > 1 OR count(DISTINCT vendor_id) > 1`,
  );
  await createExactRates(
    db,
    'receipt_rate',
    `SELECT tx_id AS grp, CAST(CAST(quantity AS DECIMAL(38,3)) * CAST(order_rate AS DECIMAL(38,10)) AS DECIMAL(38,12)) AS doc_amount, dmbtr AS local_amount
     FROM k.receipt_line WHERE currency <> ledger_currency`,
    'receipts of foreign-currency POs',
  );
  await db.expectNone(
    'receipts of a PO in the subsidiary currency whose quantity × PO rate is not the SAP amount',
    `SELECT tx_id, line_id FROM k.receipt_line WHERE currency = ledger_currency
     AND ${centsProductSql(['quantity', 'CAST(order_rate AS DECIMAL(18,10))'])} <> dmbtr`,
  );

  await createExactRates(
    db,
    'payment_rate',
    `SELECT seq AS grp, wrbtr AS doc_amount, dmbtr AS local_amount FROM k.pay WHERE waers <> ledger_currency`,
    'foreign-currency payments',
  );
  await db.run(
    `CREATE TABLE k.payment AS
    SELECT p.seq, $1 + p.seq AS tx_id, s.sub_id, p.vendor_id, p.budat, p.waers AS currency,
      CASE WHEN p.waers <> p.ledger_currency THEN r.rate ELSE 1 END AS rate,
      100000 + row_number() OVER (PARTITION BY s.sub_id ORDER BY p.seq) AS check_number,
      CASE WHEN p.shkzg = 'S' THEN -p.wrbtr ELSE p.wrbtr END AS main_amount,
      CASE WHEN p.shkzg = 'S' THEN -p.dmbtr ELSE p.dmbtr END AS main_local_amount
    FROM k.pay p JOIN k.org o ON o.org_id = p.org_id JOIN k.sub s ON s.bukrs = o.bukrs
    LEFT JOIN k.payment_rate r ON r.grp = p.seq`,
    [transactionIdBase.payment],
  );
}
