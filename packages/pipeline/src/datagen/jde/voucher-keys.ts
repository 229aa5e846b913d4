import type { DuckSession } from '../duck-session';
import { impliedSql, scaleSql } from './jde-value-sql';

/**
 * The vouchers (schema k) from the SAP scenario's invoices (k.inv, k.line of ../oracle):
 * - `voucher`: one per invoice — RPDOC = INVOICE_ID (10000000 + rank in entry order), RPDCT PV
 *   (PD for a credit memo), the company, the vendor and payee address numbers, and for a cancelled
 *   invoice (a SAP reversal pair) the reversal's entry date;
 * - `pay_item`: one per ITEM line — an MM invoice's RSEG items, an FI invoice's one line — RPSFX
 *   '001', '002' … in line order, with the document-currency amount (`amount`) and the ledger amount
 *   (`local_amount`: the line's share of a foreign invoice's DMBTR, shares adding up exactly). An MM
 *   invoice's input tax (its TAX line) is added to its last pay item, which then holds it as `tax` /
 *   `local_tax` (RPCTAM / RPSTAM): the pay items add up to the invoice, and a pay item net of its tax
 *   is the RSEG item. `ag`, `acr`, `stam`, `ctam` are the amounts as JDE whole numbers.
 * Fails when the pay items do not add up to the invoice in either currency, or an amount has more
 * decimals than its currency's implied decimals.
 */
export async function createVoucherKeys(db: DuckSession): Promise<void> {
  await db.run(`CREATE TABLE k.voucher AS
    SELECT i.invoice_id, c.co, CASE WHEN i.is_credit THEN 'PD' ELSE 'PV' END AS dct, i.vendor_id AS an8,
      coalesce(p.an8, i.vendor_id) AS payee, r.cpudt AS reversal_entry, d.zlsch,
      cl.decimals AS local_decimals, cd.decimals AS document_decimals
    FROM k.inv i JOIN k.company c ON c.bukrs = i.bukrs
    JOIN k.doc d ON d.bukrs = i.bukrs AND d.belnr = i.belnr AND d.gjahr = i.gjahr
    JOIN k.cur cl ON cl.code = i.ledger_currency JOIN k.cur cd ON cd.code = i.waers
    LEFT JOIN k.an8 p ON p.kind = 'payee' AND p.site_id = i.site_id
    LEFT JOIN k.pair x ON x.bukrs = i.bukrs AND x.belnr = i.belnr AND x.gjahr = i.gjahr
    LEFT JOIN k.doc r ON r.bukrs = x.bukrs AND r.belnr = x.r_belnr AND r.gjahr = x.r_gjahr`);
  await db.run(`CREATE TABLE k.pay_item AS
    WITH l AS (
      SELECT l.*, i.is_mm, CASE WHEN i.is_mm THEN i.rbkp_belnr END AS rbkp_belnr, i.rbkp_gjahr,
        CASE WHEN i.is_foreign THEN coalesce(l.base_amount, 0) ELSE l.amount END AS local_amount
      FROM k.line l JOIN k.inv i USING (invoice_id)
    ),
    tax AS (
      SELECT t.invoice_id, n.line_no, t.amount AS tax, t.local_amount AS local_tax
      FROM l t JOIN (SELECT invoice_id, max(line_no) AS line_no FROM l WHERE line_type = 'ITEM' GROUP BY ALL) n USING (invoice_id)
      WHERE t.line_type = 'TAX'
    )
    SELECT l.invoice_id, lpad(CAST(row_number() OVER (PARTITION BY l.invoice_id ORDER BY l.line_no) AS VARCHAR), 3, '0') AS sfx,
      l.line_no, l.amount + coalesce(t.tax, 0) AS amount, l.local_amount + coalesce(t.local_tax, 0) AS local_amount,
      coalesce(t.tax, 0) AS tax, coalesce(t.local_tax, 0) AS local_tax, l.quantity, l.item_id, l.ebeln, l.ebelp, s.WERKS AS werks
    FROM l LEFT JOIN tax t USING (invoice_id, line_no)
    -- an MM line's plant from its RSEG item (plain equality joins: a hash join at any size)
    LEFT JOIN (SELECT BELNR, CAST(GJAHR AS INTEGER) AS gjahr, CAST(BUZEI AS INTEGER) AS buzei, WERKS FROM sap.RSEG) s
      ON s.BELNR = l.rbkp_belnr AND s.gjahr = l.rbkp_gjahr AND s.buzei = l.line_no
    WHERE l.line_type = 'ITEM'`);
  const local = (x: string) => impliedSql(x, 'v.local_decimals');
  const document = (x: string) => impliedSql(x, 'v.document_decimals');
  await db.run(`ALTER TABLE k.pay_item ADD COLUMN ag BIGINT; ALTER TABLE k.pay_item ADD COLUMN stam BIGINT;
    ALTER TABLE k.pay_item ADD COLUMN acr BIGINT; ALTER TABLE k.pay_item ADD COLUMN ctam BIGINT;
    UPDATE k.pay_item p SET ag = ${local('p.local_amount')}, stam = ${local('p.local_tax')},
      acr = ${document('p.amount')}, ctam = ${document('p.tax')}
    FROM k.voucher v WHERE v.invoice_id = p.invoice_id`);
  await db.expectNone(
    'pay items that do not add up to their invoice (document and ledger currency)',
    `SELECT i.sap_id, i.amount, i.local_amount, sum(p.amount) AS items, sum(p.local_amount) AS local_items
     FROM k.inv i JOIN k.pay_item p USING (invoice_id)
     GROUP BY i.sap_id, i.amount, i.local_amount HAVING sum(p.amount) <> i.amount OR sum(p.local_amount) <> i.local_amount`,
  );
  await db.expectNone(
    'amounts with more decimals than their currency has',
    `SELECT p.invoice_id, p.sfx FROM k.pay_item p JOIN k.voucher v USING (invoice_id)
     WHERE p.ag <> p.local_amount * ${scaleSql('v.local_decimals')} OR p.acr <> p.amount * ${scaleSql('v.document_decimals')}
       OR p.stam <> p.local_tax * ${scaleSql('v.local_decimals')} OR p.ctam <> p.tax * ${scaleSql('v.document_decimals')}`,
  );
}
