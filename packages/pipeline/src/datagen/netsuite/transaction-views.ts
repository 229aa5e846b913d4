import type { DuckSession } from '../duck-session';
import { q, sapDateSql } from '../duck-sql';
import { preciseNumberSql, withTimeSql } from '../oracle/oracle-sql';
import { transactionIdBase } from './netsuite-keys';

const tf = (condition: string): string => `CASE WHEN ${condition} THEN 'T' ELSE 'F' END`;

/**
 * A PurchOrd status letter from the SAP PO and its lines: C (rejected) when deleted (EKKO-LOEKZ L or
 * every line deleted), A (pending supervisor approval) when blocked (LOEKZ S), G (fully billed) when
 * every active line is delivery completed and final-invoiced, else B pending receipt (nothing
 * received), F pending bill (every active line delivery completed) or E partially received — so
 * that the ingest's rule (A BLOCKED, C DELETED, G/H CLOSED, else OPEN) gives SAP's po_status.
 */
const orderStatusSql = `CASE WHEN h.LOEKZ = 'L' OR count(*) FILTER (WHERE l.loekz IS NULL) = 0 THEN 'C'
  WHEN h.LOEKZ = 'S' THEN 'A'
  WHEN bool_and(l.elikz IS NOT NULL AND l.erekz IS NOT NULL) FILTER (WHERE l.loekz IS NULL) THEN 'G'
  WHEN coalesce(sum(r.received), 0) = 0 THEN 'B'
  WHEN bool_and(l.elikz IS NOT NULL) FILTER (WHERE l.loekz IS NULL) THEN 'F' ELSE 'E' END`;

/**
 * transaction, transactionline and previoustransactionlinelink (views in schema ns) from the keys
 * of netsuite-keys.ts. `brandField` is the custom body column of the brand (bills, credits, POs).
 *
 * Bills: VendBill (VendCred for a credit memo), tranid XBLNR, trandate BLDAT, duedate SAP's net due
 * date, status B and closedate the payment date when paid, else A; a cancelled invoice (SAP reversal
 * pair) voided T with its amounts kept, status B, closedate the reversal's posting date; paymenthold
 * T for a payment block; exchangerate 1, or the exact rate of a foreign bill. The main line (id 0)
 * holds the payable as a credit (− the gross amount; netamount in the subsidiary's currency); lines
 * 1 … n the ITEM lines as debits (a credit's negative), without SAP's input tax (as with SuiteTax).
 * POs: PurchOrd, tranid EBELN, lines with quantity, rate NETWR/MENGE, amount NETWR, isclosed for a
 * deleted or completed line. Receipts: ItemRcpt per material document, lines with the PO line's rate,
 * amount and the ledger amount. Payments: VendPymt, tranid the check number, main line − the amount
 * paid. Links: OrdBill (PO line → bill line), ShipRcpt (PO line → receipt line), Payment (bill →
 * payment, line 0 each).
 */
export async function createTransactionViews(db: DuckSession, brandField: string): Promise<void> {
  const user = (name: string) => `(SELECT u.user_id FROM k.usr u WHERE u.name = ${name})`;
  const currency = (code: string) => `(SELECT c.cur_id FROM k.cur c WHERE c.code = ${code})`;
  await db.run(`CREATE TABLE k.order_header AS
    WITH received AS (SELECT po_line_id, sum(quantity) AS received FROM k.gr GROUP BY ALL)
    SELECT o.tx_id, o.ebeln, ${orderStatusSql} AS status, sum(l.netwr) FILTER (WHERE l.loekz IS NULL) AS amount
    FROM k.order o JOIN sap.EKKO h ON h.EBELN = o.ebeln JOIN k.order_line l ON l.tx_id = o.tx_id
    LEFT JOIN received r ON r.po_line_id = l.po_line_id
    GROUP BY o.tx_id, o.ebeln, h.LOEKZ`);

  await db.run(`CREATE VIEW ns.transaction AS
    SELECT b.tx_id AS id, b.type, i.xblnr AS tranid,
      CASE WHEN b.type = 'VendBill' THEN 'BILL' ELSE 'BCRD' END || (b.tx_id - ${transactionIdBase.bill}) AS transactionnumber,
      i.bldat AS trandate, i.due_date AS duedate,
      CASE WHEN i.is_cancelled THEN i.cancelled_date WHEN i.is_paid THEN i.augdt END AS closedate,
      CASE WHEN i.is_open AND NOT i.is_cancelled THEN 'A' ELSE 'B' END AS status, i.vendor_id AS entity,
      ${currency('i.waers')} AS currency, ${preciseNumberSql('b.rate')} AS exchangerate,
      i.entry_ts AS createddate, ${user('i.usnam')} AS createdby, CASE WHEN b.type = 'VendBill' THEN 2 END AS approvalstatus,
      NULL AS memo, i.ebeln AS otherrefnum, ${tf('i.is_cancelled')} AS voided, ${tf('i.block IS NOT NULL')} AS paymenthold,
      b.brand AS ${q(brandField)}
    FROM k.bill b JOIN k.inv i ON i.invoice_id = b.tx_id
    UNION ALL
    SELECT p.tx_id, 'VendPymt', CAST(p.check_number AS VARCHAR), 'PYMT' || p.seq, p.budat, NULL, NULL, NULL, p.vendor_id,
      ${currency('p.currency')}, ${preciseNumberSql('p.rate')}, ${withTimeSql('p.budat', 'p.tx_id')}, ${user('h.usnam')},
      NULL, NULL, NULL, 'F', 'F', NULL
    FROM k.payment p JOIN k.pay s ON s.seq = p.seq JOIN k.hdr h ON h.bukrs = s.bukrs AND h.belnr = s.belnr AND h.gjahr = s.gjahr
    UNION ALL
    SELECT o.tx_id, 'PurchOrd', o.ebeln, 'PO' || (o.tx_id - ${transactionIdBase.order}), ${sapDateSql('coalesce(e.BEDAT, e.AEDAT)')}, NULL, NULL,
      x.status, o.vendor_id, ${currency('o.currency')}, CASE WHEN o.is_foreign THEN NULL ELSE '1' END,
      ${withTimeSql(sapDateSql('e.AEDAT'), 'o.tx_id')}, ${user('e.ERNAM')}, 2, NULL, NULL, 'F', 'F', o.brand
    FROM k.order o JOIN sap.EKKO e ON e.EBELN = o.ebeln JOIN k.order_header x ON x.tx_id = o.tx_id
    UNION ALL
    SELECT r.tx_id, 'ItemRcpt', r.mblnr, 'IR' || (r.tx_id - ${transactionIdBase.receipt}), g.budat, NULL, NULL, NULL, g.vendor_id,
      ${currency('g.currency')}, ${preciseNumberSql('coalesce(x.rate, 1)')},
      ${withTimeSql('g.cpudt', 'r.tx_id')}, ${user('g.usnam')}, NULL, NULL, NULL, 'F', 'F', NULL
    FROM k.receipt r
    JOIN (SELECT tx_id, any_value(budat) AS budat, any_value(cpudt) AS cpudt, any_value(usnam) AS usnam,
        any_value(vendor_id) AS vendor_id, any_value(currency) AS currency FROM k.receipt_line GROUP BY tx_id) g ON g.tx_id = r.tx_id
    LEFT JOIN k.receipt_rate x ON x.grp = r.tx_id`);

  await db.run(`CREATE VIEW ns.transactionline AS
    SELECT b.tx_id AS transaction, 0 AS id, 'T' AS mainline, b.sub_id AS subsidiary, NULL AS item, NULL AS quantity,
      NULL AS rate, -i.local_amount AS netamount, -i.amount AS foreignamount, 'F' AS isclosed, NULL AS department,
      NULL AS class, NULL AS location
    FROM k.bill b JOIN k.inv i ON i.invoice_id = b.tx_id
    UNION ALL
    SELECT l.tx_id, l.line_id, 'F', b.sub_id, l.item_id, abs(l.quantity), ${preciseNumberSql('abs(l.unit_price)')},
      l.local_line_amount, l.amount, 'F', NULL, NULL, s.WERKS
    FROM k.bill_line l JOIN k.bill b ON b.tx_id = l.tx_id JOIN k.inv i ON i.invoice_id = l.tx_id
    LEFT JOIN (SELECT BELNR, CAST(GJAHR AS INTEGER) AS gjahr, CAST(BUZEI AS INTEGER) AS buzei, WERKS FROM sap.RSEG) s
      -- an FI invoice matches no RSEG line; the condition is an equality (a join condition of its own
      -- makes DuckDB join every pair: 22 s at 100,000 lines)
      ON s.BELNR = CASE WHEN i.is_mm THEN i.rbkp_belnr END AND s.gjahr = i.rbkp_gjahr AND s.buzei = l.line_no
    UNION ALL
    SELECT p.tx_id, 0, 'T', p.sub_id, NULL, NULL, NULL, p.main_local_amount, p.main_amount, 'F', NULL, NULL, NULL
    FROM k.payment p
    UNION ALL
    SELECT o.tx_id, 0, 'T', o.sub_id, NULL, NULL, NULL, CASE WHEN NOT o.is_foreign THEN -x.amount END, -x.amount, 'F',
      NULL, NULL, NULL
    FROM k.order o JOIN k.order_header x ON x.tx_id = o.tx_id
    UNION ALL
    SELECT l.tx_id, l.line_id, 'F', o.sub_id, l.item_id, l.quantity, ${preciseNumberSql('l.unit_price')},
      CASE WHEN NOT o.is_foreign THEN l.netwr END, l.netwr,
      ${tf('l.loekz IS NOT NULL OR (l.elikz IS NOT NULL AND l.erekz IS NOT NULL)')}, NULL, NULL, e.WERKS
    FROM k.order_line l JOIN k.order o ON o.tx_id = l.tx_id JOIN sap.EKPO e ON e.EBELN = l.ebeln AND e.EBELP = l.ebelp
    UNION ALL
    SELECT r.tx_id, 0, 'T', any_value(r.sub_id), NULL, NULL, NULL, NULL, NULL, 'F', NULL, NULL, NULL
    FROM k.receipt_line r GROUP BY r.tx_id
    UNION ALL
    SELECT r.tx_id, r.line_id, 'F', r.sub_id, ol.item_id, r.quantity, ${preciseNumberSql('r.order_rate')}, r.dmbtr,
      CAST(round(CAST(r.quantity AS DECIMAL(38,3)) * CAST(r.order_rate AS DECIMAL(38,10)), 2) AS DECIMAL(18,2)), 'F', NULL, NULL, r.werks
    FROM k.receipt_line r JOIN k.order_line ol ON ol.tx_id = r.order_tx_id AND ol.line_id = r.order_line_id`);

  await db.run(`CREATE VIEW ns.previoustransactionlinelink AS
    SELECT ol.tx_id AS previousdoc, ol.line_id AS previousline, l.tx_id AS nextdoc, l.line_id AS nextline,
      'OrdBill' AS linktype, l.amount AS foreignamount
    FROM k.bill_line l JOIN k.order_line ol ON ol.po_line_id = l.po_line_id
    UNION ALL
    SELECT r.order_tx_id, r.order_line_id, r.tx_id, r.line_id, 'ShipRcpt', NULL FROM k.receipt_line r
    UNION ALL
    SELECT x.invoice_id, 0, p.tx_id, 0, 'Payment', i.amount
    FROM k.paid x JOIN k.payment p ON p.seq = x.seq JOIN k.inv i ON i.invoice_id = x.invoice_id`);
}
