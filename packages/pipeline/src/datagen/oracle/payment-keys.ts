import type { DuckSession } from '../duck-session';

/** Every how-many-th payment is first written as a voided check and then reissued (a trap). */
export const voidEvery = 50;

/**
 * The payments as Oracle checks and invoice payments (schema k):
 * - `chk`: one check per SAP payment document (CHECK_ID 20000000 + its rank by date), amount the
 *   signed sum of the invoices it paid, in the payment's currency. Every `voidEvery`-th payment
 *   (rank ≡ 25) is the trap: its check is VOIDED (CHECK_DATE a week before SAP's payment date at the
 *   earliest on its invoices' GL date, VOID_DATE = SAP's payment date) and a reissued check (a new
 *   CHECK_ID after all others, dated SAP's payment date) pays the invoices;
 * - `aip`: one invoice payment per check and invoice; those of a voided check carry REVERSAL_FLAG
 *   'Y' and get negative twins (REVERSAL_INV_PMT_ID → the original) on the void date, as Oracle's
 *   void writes them. CHECK_NUMBER counts per operating unit (so numbers repeat across units).
 */
export async function createPayments(db: DuckSession, lastDay: string): Promise<void> {
  const payments = await db.count('SELECT 1 FROM k.pay');
  await db.run(
    `CREATE TABLE k.chk AS
    WITH gl AS (SELECT x.seq, max(i.budat) AS last_gl_date FROM k.paid x JOIN k.inv i USING (invoice_id) GROUP BY x.seq),
    p AS (SELECT p.*, p.seq % ${voidEvery} = 25 AS voided, gl.last_gl_date FROM k.pay p LEFT JOIN gl USING (seq)),
    checks AS (
      SELECT seq, 20000000 + seq AS check_id, false AS reissue, voided,
        CASE WHEN voided THEN greatest(budat - 7, last_gl_date) ELSE budat END AS check_date,
        CASE WHEN voided THEN budat END AS void_date
      FROM p
      UNION ALL
      SELECT seq, 20000000 + $1 + row_number() OVER (ORDER BY seq), true, false, budat, NULL FROM p WHERE voided
    )
    SELECT c.*, p.org_id, p.vendor_id, p.site_id, p.waers AS currency, p.ledger_currency, p.method,
      CASE WHEN c.voided THEN 'VOIDED' WHEN c.check_date <= $2::DATE - 14 THEN 'CLEARED' ELSE 'NEGOTIABLE' END AS status,
      100000 + row_number() OVER (PARTITION BY p.org_id ORDER BY c.check_id) AS check_number
    FROM checks c JOIN p ON p.seq = c.seq`,
    [payments, lastDay],
  );
  await db.expectNone(
    'payments to a vendor without a site in the company code',
    'SELECT seq FROM k.chk WHERE site_id IS NULL',
  );
  await db.run(`CREATE TABLE k.aip AS
    WITH orig AS (
      SELECT 30000000 + row_number() OVER (ORDER BY c.check_id, x.invoice_id) AS invoice_payment_id, c.check_id,
        x.invoice_id, c.voided, c.check_date, c.void_date, i.amount, i.local_amount, i.is_foreign
      FROM k.chk c JOIN k.paid x ON x.seq = c.seq JOIN k.inv i ON i.invoice_id = x.invoice_id
    ),
    n AS (SELECT count(*) AS n FROM orig)
    SELECT invoice_payment_id, check_id, invoice_id, amount, local_amount, is_foreign, check_date AS accounting_date,
      CASE WHEN voided THEN 'Y' ELSE 'N' END AS reversal_flag, NULL::BIGINT AS reversal_inv_pmt_id
    FROM orig
    UNION ALL
    SELECT 30000000 + n.n + row_number() OVER (ORDER BY o.check_id, o.invoice_id), o.check_id, o.invoice_id,
      -o.amount, -o.local_amount, o.is_foreign, o.void_date, 'Y', o.invoice_payment_id
    FROM orig o, n WHERE o.voided`);
  await db.expectNone(
    'paid invoices without exactly one active invoice payment',
    `SELECT i.sap_id FROM k.inv i LEFT JOIN k.aip a ON a.invoice_id = i.invoice_id AND a.reversal_flag = 'N'
     WHERE i.is_paid GROUP BY i.sap_id HAVING count(a.invoice_payment_id) <> 1`,
  );
}
