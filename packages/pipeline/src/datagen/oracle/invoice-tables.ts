import { lineTableName, paymentMethodColumn, type OracleRelease } from '../../oracle/oracle-tables';
import type { DuckSession } from '../duck-session';
import { preciseNumberSql, q, yesNoSql } from './oracle-sql';

/** Every how-many-th paid PO invoice also gets a released matching hold (a trap: not a block). */
export const releasedHoldEvery = 40;

/**
 * AP_INVOICES_ALL, the lines (R12 AP_INVOICE_LINES_ALL, 11i AP_INVOICE_DISTRIBUTIONS_ALL),
 * AP_PAYMENT_SCHEDULES_ALL, AP_HOLDS_ALL, AP_CHECKS_ALL and AP_INVOICE_PAYMENTS_ALL (schema ora)
 * from k.inv, k.line, k.chk and k.aip. A cancelled invoice (a SAP reversal pair) is zeroed as
 * Oracle's cancel leaves it: INVOICE_AMOUNT and BASE_AMOUNT 0, CANCELLED_AMOUNT the original
 * amount, R12 lines at 0 with ORIGINAL_AMOUNT, 11i distributions reversed by twins, schedule 0.
 */
export async function createInvoiceTables(db: DuckSession, release: OracleRelease): Promise<void> {
  const method = q(paymentMethodColumn(release));
  await db.run(`CREATE VIEW ora.AP_INVOICES_ALL AS
    SELECT i.invoice_id AS INVOICE_ID, i.xblnr AS INVOICE_NUM, i.vendor_id AS VENDOR_ID, i.site_id AS VENDOR_SITE_ID,
      i.org_id AS ORG_ID, CASE WHEN i.is_credit THEN 'CREDIT' ELSE 'STANDARD' END AS INVOICE_TYPE_LOOKUP_CODE,
      i.bldat AS INVOICE_DATE, i.budat AS GL_DATE, i.waers AS INVOICE_CURRENCY_CODE,
      CASE WHEN i.is_cancelled THEN 0 ELSE i.amount END AS INVOICE_AMOUNT,
      CASE WHEN i.is_cancelled THEN 0 WHEN i.is_foreign THEN i.local_amount END AS BASE_AMOUNT,
      CASE WHEN i.is_foreign THEN ${preciseNumberSql('i.local_amount / nullif(i.amount, 0)')} END AS EXCHANGE_RATE,
      CASE WHEN i.is_paid THEN i.amount ELSE 0 END AS AMOUNT_PAID, ${yesNoSql('i.is_paid')} AS PAYMENT_STATUS_FLAG,
      i.term_id AS TERMS_ID, i.zfbdt AS TERMS_DATE, i.cancelled_date AS CANCELLED_DATE,
      CASE WHEN i.is_cancelled THEN i.amount END AS CANCELLED_AMOUNT,
      CASE WHEN i.tcode = 'MRRL' THEN 'ERS' ELSE 'Manual Invoice Entry' END AS SOURCE, i.method AS ${method},
      CASE WHEN NOT i.is_mm THEN l.po_header_id END AS PO_HEADER_ID, i.entry_ts AS CREATION_DATE, u.user_id AS CREATED_BY
    FROM k.inv i LEFT JOIN (SELECT invoice_id, po_header_id FROM k.line WHERE line_no = 1) l ON l.invoice_id = i.invoice_id
    LEFT JOIN k.usr u ON u.name = i.usnam`);
  await db.expectNone(
    'foreign invoices whose amount × EXCHANGE_RATE is not their ledger amount',
    `SELECT i.sap_id, i.amount, i.local_amount, a.EXCHANGE_RATE FROM k.inv i JOIN ora.AP_INVOICES_ALL a ON a.INVOICE_ID = i.invoice_id
     WHERE i.is_foreign AND round(i.amount * CAST(a.EXCHANGE_RATE AS DECIMAL(38,10)), 2) <> i.local_amount`,
  );

  if (release === '12')
    await db.run(`CREATE VIEW ora.${q(lineTableName(release))} AS
      SELECT l.invoice_id AS INVOICE_ID, l.line_no AS LINE_NUMBER, l.line_type AS LINE_TYPE_LOOKUP_CODE,
        CASE WHEN i.is_cancelled THEN 0 ELSE l.amount END AS AMOUNT, CASE WHEN i.is_cancelled THEN l.amount END AS ORIGINAL_AMOUNT,
        l.quantity AS QUANTITY_INVOICED, ${preciseNumberSql('l.unit_price')} AS UNIT_PRICE, l.item_id AS INVENTORY_ITEM_ID,
        l.po_header_id AS PO_HEADER_ID, l.po_line_id AS PO_LINE_ID, l.line_location_id AS PO_LINE_LOCATION_ID,
        l.rcv_transaction_id AS RCV_TRANSACTION_ID, 'N' AS DISCARDED_FLAG, ${yesNoSql('i.is_cancelled')} AS CANCELLED_FLAG,
        i.budat AS ACCOUNTING_DATE
      FROM k.line l JOIN k.inv i USING (invoice_id)`);
  else
    await db.run(`CREATE VIEW ora.${q(lineTableName(release))} AS
      WITH d AS (
        SELECT l.*, i.is_cancelled, i.cancelled_date, i.budat,
          90000000 + row_number() OVER (ORDER BY l.invoice_id, l.line_no) AS dist_id,
          count(*) OVER (PARTITION BY l.invoice_id) AS lines
        FROM k.line l JOIN k.inv i USING (invoice_id)
      ),
      n AS (SELECT count(*) AS n FROM d)
      SELECT dist_id AS INVOICE_DISTRIBUTION_ID, invoice_id AS INVOICE_ID, line_no AS DISTRIBUTION_LINE_NUMBER,
        line_type AS LINE_TYPE_LOOKUP_CODE, amount AS AMOUNT, base_amount AS BASE_AMOUNT, quantity AS QUANTITY_INVOICED,
        po_distribution_id AS PO_DISTRIBUTION_ID, rcv_transaction_id AS RCV_TRANSACTION_ID,
        ${yesNoSql('is_cancelled')} AS REVERSAL_FLAG, NULL::BIGINT AS PARENT_REVERSAL_ID, budat AS ACCOUNTING_DATE
      FROM d
      UNION ALL
      SELECT 90000000 + n.n + row_number() OVER (ORDER BY invoice_id, line_no), invoice_id, lines + line_no,
        line_type, -amount, -base_amount, -quantity, po_distribution_id, rcv_transaction_id, 'Y', dist_id, cancelled_date
      FROM d, n WHERE is_cancelled`);

  await db.run(`CREATE VIEW ora.AP_PAYMENT_SCHEDULES_ALL AS
    SELECT invoice_id AS INVOICE_ID, 1 AS PAYMENT_NUM, due_date AS DUE_DATE, discount_date AS DISCOUNT_DATE,
      CASE WHEN is_cancelled THEN 0 ELSE amount END AS GROSS_AMOUNT,
      CASE WHEN is_open AND NOT is_cancelled THEN amount ELSE 0 END AS AMOUNT_REMAINING,
      ${yesNoSql('is_paid')} AS PAYMENT_STATUS_FLAG, 'N' AS HOLD_FLAG, method AS ${method}
    FROM k.inv`);

  await db.run(`CREATE VIEW ora.AP_HOLDS_ALL AS
    WITH h AS (
      SELECT invoice_id, block AS code, entry_ts AS hold_date, NULL AS release_code FROM k.inv WHERE block IS NOT NULL
      UNION ALL
      SELECT i.invoice_id, 'QTY REC', i.entry_ts, 'MATCHED' FROM k.inv i
      WHERE i.is_paid AND i.invoice_id % ${releasedHoldEvery} = 7
        AND EXISTS (SELECT 1 FROM k.line l WHERE l.invoice_id = i.invoice_id AND l.po_line_id IS NOT NULL)
    )
    SELECT 95000000 + row_number() OVER (ORDER BY invoice_id, code) AS HOLD_ID, invoice_id AS INVOICE_ID,
      code AS HOLD_LOOKUP_CODE, hold_date AS HOLD_DATE, release_code AS RELEASE_LOOKUP_CODE
    FROM h`);

  await db.run(`CREATE VIEW ora.AP_CHECKS_ALL AS
    WITH sums AS (
      SELECT check_id, sum(amount) AS amount, sum(local_amount) AS local_amount FROM k.aip
      WHERE reversal_inv_pmt_id IS NULL GROUP BY check_id
    )
    SELECT c.check_id AS CHECK_ID, CAST(c.check_number AS VARCHAR) AS CHECK_NUMBER, c.check_date AS CHECK_DATE,
      s.amount AS AMOUNT, c.currency AS CURRENCY_CODE,
      CASE WHEN c.currency <> c.ledger_currency THEN s.local_amount END AS BASE_AMOUNT,
      c.vendor_id AS VENDOR_ID, c.site_id AS VENDOR_SITE_ID, c.org_id AS ORG_ID, c.method AS ${method},
      CASE WHEN s.local_amount < 0 THEN 'R' ELSE 'A' END AS PAYMENT_TYPE_FLAG, c.status AS STATUS_LOOKUP_CODE,
      c.void_date AS VOID_DATE
    FROM k.chk c JOIN sums s USING (check_id)`);
  await db.run(`CREATE VIEW ora.AP_INVOICE_PAYMENTS_ALL AS
    SELECT invoice_payment_id AS INVOICE_PAYMENT_ID, invoice_id AS INVOICE_ID, check_id AS CHECK_ID, 1 AS PAYMENT_NUM,
      amount AS AMOUNT, CASE WHEN is_foreign THEN local_amount END AS INVOICE_BASE_AMOUNT,
      CASE WHEN is_foreign THEN local_amount END AS PAYMENT_BASE_AMOUNT, CAST(0 AS DECIMAL(18,2)) AS DISCOUNT_TAKEN,
      accounting_date AS ACCOUNTING_DATE, reversal_flag AS REVERSAL_FLAG, reversal_inv_pmt_id AS REVERSAL_INV_PMT_ID
    FROM k.aip`);
}
