import type { DuckSession } from '../duck-session';
import { julianSql, lineNumberSql, scaleSql, unitsSql } from './jde-value-sql';

/** The F0411 columns every row of a pay item shares (original and void row alike). */
const payItemColumns = `v.co AS RPKCO, i.invoice_id AS RPDOC, v.dct AS RPDCT, p.sfx AS RPSFX`;

/** The pay item's columns after the amounts and status (F0411 field order). */
const tailColumns = `CASE WHEN i.is_foreign THEN 'F' ELSE 'D' END AS RPCRRM, i.waers AS RPCRCD`;
const referenceColumns = `i.zterm AS RPPTC, v.zlsch AS RPPYIN, p.ebeln AS RPPO,
  CASE WHEN p.ebeln IS NOT NULL THEN 'OP' END AS RPPDCT, CASE WHEN p.ebeln IS NOT NULL THEN v.co END AS RPPKCO,
  ${lineNumberSql('p.ebelp')} AS RPLNID, CAST(p.item_id AS VARCHAR) AS RPITM, ${unitsSql('p.quantity')} AS RPU,
  p.werks AS RPMCU, 'V' AS RPICUT, i.usnam AS RPTORG`;

/**
 * F0411 (vouchers), F0413 and F0414 (payments) as views in schema jde.
 *
 * F0411: one row per pay item (RPSFXE 1): RPAG the ledger amount, RPACR the document-currency amount
 * of a foreign voucher (RPCRRM 'F'; 0 and 'D' otherwise), both including the tax RPSTAM / RPCTAM,
 * RPAAP/RPFAP the open amounts (the whole amount while the SAP item is open, else 0), RPPST P paid
 * (or voided), H blocked (ZLSPR), A open.
 * A cancelled invoice (SAP reversal pair) is one voided voucher: its pay items RPVOD 'V', open 0,
 * status P, plus per pay item a void row (RPSFXE 2, RPDCTA 'PE', RPVOD 'V') with the amounts negated,
 * RPDGJ = the reversal's posting date and RPDICJ its entry date.
 *
 * F0413: one payment per SAP payment document (RMPYID 20000000 + its rank by date, RMDOCM a number
 * per company from 100001), RMPAAP the ledger amount it paid; F0414: one row per pay item it paid,
 * RNPAAP = the pay item's RPAG.
 */
export async function createVoucherViews(db: DuckSession): Promise<void> {
  await db.run(`CREATE VIEW jde.F0411 AS
    SELECT ${payItemColumns}, 1 AS RPSFXE, NULL AS RPDCTA, v.co AS RPCO, v.an8 AS RPAN8, v.payee AS RPPYE,
      ${julianSql('i.bldat')} AS RPDIVJ, ${julianSql('i.budat')} AS RPDGJ, ${julianSql('CAST(i.entry_ts AS DATE)')} AS RPDICJ,
      ${julianSql('coalesce(i.discount_date, i.due_date)')} AS RPDDJ, ${julianSql('i.due_date')} AS RPDDNJ, i.xblnr AS RPVINV,
      p.ag AS RPAG, CASE WHEN i.is_open AND NOT i.is_cancelled THEN p.ag ELSE 0 END AS RPAAP, p.stam AS RPSTAM,
      CASE WHEN i.is_foreign THEN p.acr ELSE 0 END AS RPACR,
      CASE WHEN i.is_foreign AND i.is_open AND NOT i.is_cancelled THEN p.acr ELSE 0 END AS RPFAP,
      CASE WHEN i.is_foreign THEN p.ctam ELSE 0 END AS RPCTAM, ${tailColumns},
      CASE WHEN i.is_paid OR i.is_cancelled THEN 'P' WHEN i.block IS NOT NULL THEN 'H' ELSE 'A' END AS RPPST,
      CASE WHEN i.is_cancelled THEN 'V' END AS RPVOD, ${referenceColumns}
    FROM k.pay_item p JOIN k.inv i USING (invoice_id) JOIN k.voucher v USING (invoice_id)
    UNION ALL
    SELECT ${payItemColumns}, 2, 'PE', v.co, v.an8, v.payee, ${julianSql('i.bldat')}, ${julianSql('i.cancelled_date')},
      ${julianSql('v.reversal_entry')}, ${julianSql('coalesce(i.discount_date, i.due_date)')}, ${julianSql('i.due_date')},
      i.xblnr, -p.ag, 0, -p.stam, CASE WHEN i.is_foreign THEN -p.acr ELSE 0 END, 0,
      CASE WHEN i.is_foreign THEN -p.ctam ELSE 0 END, ${tailColumns}, 'P', 'V', ${referenceColumns}
    FROM k.pay_item p JOIN k.inv i USING (invoice_id) JOIN k.voucher v USING (invoice_id)
    WHERE i.is_cancelled`);

  await db.run(`CREATE TABLE k.payment AS
    SELECT p.seq, 20000000 + p.seq AS pyid, c.co, p.vendor_id AS an8, p.budat, p.waers AS currency, i.zlsch,
      100000 + row_number() OVER (PARTITION BY p.org_id ORDER BY p.seq) AS check_number,
      CASE WHEN p.shkzg = 'S' THEN p.dmbtr ELSE -p.dmbtr END AS local_amount
    FROM k.pay p JOIN k.org o ON o.org_id = p.org_id JOIN k.company c ON c.bukrs = o.bukrs
    JOIN k.item i ON i.bukrs = p.bukrs AND i.belnr = p.belnr AND i.gjahr = p.gjahr`);
  await db.run(`CREATE VIEW jde.F0414 AS
    SELECT y.pyid AS RNPYID, row_number() OVER (PARTITION BY y.pyid ORDER BY x.invoice_id, p.sfx) AS RNRC5,
      v.co AS RNKCO, x.invoice_id AS RNDOC, v.dct AS RNDCT, p.sfx AS RNSFX, 'PK' AS RNDCTM, p.ag AS RNPAAP,
      v.co AS RNCO, v.an8 AS RNAN8
    FROM k.paid x JOIN k.payment y ON y.seq = x.seq JOIN k.voucher v ON v.invoice_id = x.invoice_id
    JOIN k.pay_item p ON p.invoice_id = x.invoice_id`);
  await db.run(`CREATE VIEW jde.F0413 AS
    SELECT y.pyid AS RMPYID, CAST(y.check_number AS VARCHAR) AS RMDOCM, 'PK' AS RMDCTM, ${julianSql('y.budat')} AS RMDMTJ,
      coalesce(s.paid, 0) AS RMPAAP, y.currency AS RMCRCD, y.zlsch AS RMPYIN, 0 AS RMVDGJ, y.an8 AS RMPYE
    FROM k.payment y LEFT JOIN (SELECT RNPYID, sum(RNPAAP) AS paid FROM jde.F0414 GROUP BY RNPYID) s ON s.RNPYID = y.pyid`);
  await db.expectNone(
    'payments whose F0414 rows do not add up to the SAP payment amount',
    `SELECT y.pyid, y.local_amount, m.RMPAAP FROM k.payment y JOIN jde.F0413 m ON m.RMPYID = y.pyid
     JOIN k.company c ON c.co = y.co JOIN k.cur u ON u.code = c.currency
     WHERE m.RMPAAP <> y.local_amount * ${scaleSql('u.decimals')}`,
  );
  await db.expectNone(
    'paid invoices without exactly one payment, or open ones with one',
    `SELECT i.sap_id, i.is_paid, count(x.seq) AS payments FROM k.inv i LEFT JOIN k.paid x USING (invoice_id)
     GROUP BY i.sap_id, i.is_paid HAVING count(x.seq) <> CASE WHEN i.is_paid THEN 1 ELSE 0 END`,
  );
}
