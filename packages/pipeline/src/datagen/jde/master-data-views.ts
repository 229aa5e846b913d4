import type { DuckSession } from '../duck-session';
import { sapDateSql } from '../duck-sql';
import { julianSql } from './jde-value-sql';

/** Every how-many-th vendor (by address number) also has an older F0116 address row (a trap). */
export const olderAddressEvery = 10;
/** Every how-many-th vendor has a future-dated F0116 row, effective after the extraction (a trap). */
export const futureAddressEvery = 25;

/** The date the company addresses are effective from (F0116 ALEFTB). */
const companyAddressDate = "DATE '2000-01-01'";

/**
 * F0010, F0013, F0101, F0116, F0401, F0014, F0030 and F01151 (views in schema jde, columns as
 * jdeTables names them) from the SAP master data and k.company / k.an8. `extractDay` (YYYY-MM-DD)
 * dates the future address rows after it.
 */
export async function createMasterDataViews(db: DuckSession, extractDay: string): Promise<void> {
  await db.run('CREATE TABLE k.run AS SELECT $1::DATE AS extract_day', [extractDay]);
  await db.run(`CREATE VIEW jde.F0010 AS
    SELECT co AS CCCO, name AS CCNAME, currency AS CCCRCD, an8 AS CCAN8 FROM k.company`);
  await db.run('CREATE VIEW jde.F0013 AS SELECT code AS CVCD, decimals AS CVCDEC FROM k.cur');

  // the one-time payees: their name and address from BSEC (via the payee site), first used on the
  // entry date of their first invoice
  await db.run(`CREATE TABLE k.payee AS
    SELECT a.an8, s.name, s.street, s.town, s.postcode, s.country, min(CAST(i.entry_ts AS DATE)) AS since
    FROM k.an8 a JOIN k.site s ON s.site_id = a.site_id LEFT JOIN k.inv i ON i.site_id = s.site_id
    WHERE a.kind = 'payee' GROUP BY ALL`);
  await db.run(`CREATE VIEW jde.F0101 AS
    SELECT c.an8 AS ABAN8, c.name AS ABALPH, NULL AS ABDC, NULL AS ABTAX, NULL AS ABTX2, 'I' AS ABAT1, 'N' AS ABATP,
      NULL AS ABAC01
    FROM k.company c
    UNION ALL
    SELECT v.vendor_id, l.NAME1, l.NAME2, l.STCD1, l.STCEG, CASE WHEN l.LOEVM IS NOT NULL THEN 'X' ELSE 'V' END,
      CASE WHEN l.XCPDK IS NOT NULL THEN 'M' ELSE 'Y' END, l.KTOKK
    FROM k.vendor v JOIN sap.LFA1 l ON l.LIFNR = v.lifnr
    UNION ALL
    SELECT an8, coalesce(nullif(name, ''), 'One-time payee'), NULL, NULL, NULL, 'V', 'M', NULL FROM k.payee`);

  // the current address of everyone, plus the traps: an older address of every olderAddressEvery-th
  // vendor (superseded) and a future one of every futureAddressEvery-th (not yet effective)
  await db.run(`CREATE TABLE k.address AS
    SELECT an8, ${companyAddressDate} AS effective, NULL AS street, city AS town, NULL AS postcode, country, 'current' AS kind
    FROM k.company
    UNION ALL
    SELECT v.vendor_id, ${sapDateSql('l.ERDAT')}, l.STRAS, l.ORT01, l.PSTLZ, l.LAND1, 'current'
    FROM k.vendor v JOIN sap.LFA1 l ON l.LIFNR = v.lifnr
    UNION ALL
    SELECT an8, since, nullif(street, ''), nullif(town, ''), nullif(postcode, ''), nullif(country, ''), 'current'
    FROM k.payee
    UNION ALL
    SELECT v.vendor_id, ${sapDateSql('l.ERDAT')} - 730, 'PO Box ' || (v.vendor_id % 9000 + 100), l.ORT01, l.PSTLZ, l.LAND1, 'older'
    FROM k.vendor v JOIN sap.LFA1 l ON l.LIFNR = v.lifnr WHERE v.vendor_id % ${olderAddressEvery} = 3
    UNION ALL
    SELECT v.vendor_id, r.extract_day + 30 + CAST(v.vendor_id % 60 AS INTEGER), 'Harbour Road ' || (v.vendor_id % 200 + 1),
      l.ORT01, l.PSTLZ, l.LAND1, 'future'
    FROM k.vendor v JOIN sap.LFA1 l ON l.LIFNR = v.lifnr, k.run r WHERE v.vendor_id % ${futureAddressEvery} = 11`);
  await db.expectNone(
    'address rows without an effective date, or two on one day',
    `SELECT an8, effective FROM k.address GROUP BY ALL HAVING count(*) > 1 OR effective IS NULL`,
  );
  await db.expectNone(
    'current addresses effective after the extraction',
    `SELECT an8, effective FROM k.address, k.run WHERE kind = 'current' AND effective > extract_day`,
  );
  await db.run(`CREATE VIEW jde.F0116 AS
    SELECT an8 AS ALAN8, ${julianSql('effective')} AS ALEFTB, street AS ALADD1, NULL AS ALADD2, town AS ALCTY1,
      postcode AS ALADDZ, country AS ALCTR
    FROM k.address`);

  // the supplier master: terms and first payment method of the vendor's home company code (its first
  // LFB1 row), order currency of its home purchasing organisation (XX00 of company code XX01)
  await db.run(`CREATE VIEW jde.F0401 AS
    SELECT v.vendor_id AS A6AN8, b.ZTERM AS A6TRAP, left(b.ZWELS, 1) AS A6PYIN, coalesce(m.WAERS, o.currency) AS A6CRRP,
      CASE WHEN l.SPERR IS NOT NULL THEN '1' END AS A6HDPY, CASE WHEN l.SPERM IS NOT NULL THEN 'H' END AS A6HOLD
    FROM k.vendor v JOIN sap.LFA1 l ON l.LIFNR = v.lifnr
    LEFT JOIN k.site s ON s.kind = 0 AND s.is_primary AND s.lifnr = v.lifnr
    LEFT JOIN sap.LFB1 b ON b.rowid = s.lfb1_row
    LEFT JOIN k.org o ON o.bukrs = s.bukrs
    LEFT JOIN sap.LFM1 m ON m.LIFNR = v.lifnr AND m.EKORG = left(s.bukrs, 2) || '00'`);

  // terms: PNDCP the discount as a fraction (2 % → 0.02), as the format reads it
  await db.run(`CREATE VIEW jde.F0014 AS
    SELECT t.zterm AS PNPTC, u.TEXT1 AS PNPTD, CAST(t.percent1 / 100 AS DECIMAL(9,5)) AS PNDCP,
      CASE WHEN t.percent1 > 0 THEN t.days1 ELSE 0 END AS PNDCD,
      CASE WHEN t.days3 > 0 THEN t.days3 WHEN t.days2 > 0 THEN t.days2 ELSE t.days1 END AS PNNDTP
    FROM k.term t
    LEFT JOIN (SELECT ZTERM, arg_min(TEXT1, ZTAGG) AS TEXT1 FROM sap.T052U WHERE SPRAS = 'E' GROUP BY ZTERM) u ON u.ZTERM = t.zterm`);

  await db.run(`CREATE VIEW jde.F0030 AS
    SELECT v.vendor_id AS AYAN8, 'V' AS AYBKTP, b.BANKL AS AYTNST, b.BANKN AS AYCBNK, upper(b.BANKS) AS AYCTR,
      (SELECT arg_min(t.IBAN, t.VALID_FROM) FROM sap.TIBAN t WHERE t.BANKS = b.BANKS AND t.BANKL = b.BANKL AND t.BANKN = b.BANKN) AS AYIBAN,
      NULL AS AYSWFT, b.BKONT AS AYCHKD
    FROM sap.LFBK b JOIN k.vendor v ON v.lifnr = b.LIFNR`);
  await db.expectNone(
    'bank accounts listed twice for a vendor',
    'SELECT AYAN8, AYTNST, AYCBNK FROM jde.F0030 GROUP BY ALL HAVING count(*) > 1',
  );
  // e-mail addresses of the vendor's address (who's who line 0) or of its contact persons (1, 2 …)
  await db.run(`CREATE VIEW jde.F01151 AS
    SELECT v.vendor_id AS EAAN8,
      CASE WHEN a.PERSNUMBER IS NULL THEN 0
           ELSE dense_rank() OVER (PARTITION BY v.vendor_id, a.PERSNUMBER IS NULL ORDER BY a.PERSNUMBER) END AS EAIDLN,
      row_number() OVER (PARTITION BY v.vendor_id, a.PERSNUMBER ORDER BY a.CONSNUMBER, a.rowid) AS EARCK7,
      'E' AS EAETP, a.SMTP_ADDR AS EAEMAL
    FROM sap.ADR6 a JOIN sap.LFA1 l ON l.ADRNR = a.ADDRNUMBER JOIN k.vendor v ON v.lifnr = l.LIFNR
    WHERE a.SMTP_ADDR IS NOT NULL`);
}
