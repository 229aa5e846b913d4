import type { DuckSession } from '../duck-session';
import { vendorIdSql } from './oracle-sql';

/** An operating unit per SAP company code: ORG_ID and its ledger (set of books). */
export interface OperatingUnitKey {
  bukrs: string;
  orgId: number;
  ledgerId: number;
}

/**
 * SAP payment methods (T042Z, per country) as Oracle payment method codes. Oracle's codes are not
 * per country, so SAP's transfer methods all become EFT (see README, differences).
 */
export const paymentMethodCodes: Readonly<Record<string, string>> = {
  T: 'EFT',
  L: 'EFT',
  B: 'EFT',
  A: 'EFT',
  G: 'EFT',
  C: 'CHECK',
  W: 'WIRE',
};

/**
 * The id maps every Oracle table draws on (schema k): `org` (company code → ORG_ID, ledger, name,
 * currency), `vendor` (LIFNR → VENDOR_ID, SEGMENT1), `usr` (SAP user name → USER_ID), `term`
 * (ZTERM → TERM_ID), `method` (ZLSCH → Oracle code), `plant` (WERKS → inventory organisation) and
 * `site` (one supplier site per LFB1 row, plus one per one-time payee of BSEC). Fails when SAP data
 * has no Oracle id (an unknown company code, payment method, a LIFNR that is no number).
 */
export async function createKeys(db: DuckSession, units: readonly OperatingUnitKey[]): Promise<void> {
  await db.run('CREATE TABLE k.org_code (bukrs VARCHAR, org_id BIGINT, ledger_id BIGINT)');
  for (const u of units)
    await db.run('INSERT INTO k.org_code VALUES ($1, $2, $3)', [u.bukrs, u.orgId, u.ledgerId]);
  await db.expectNone(
    'company codes without an operating unit',
    'SELECT BUKRS FROM sap.T001 WHERE BUKRS NOT IN (SELECT bukrs FROM k.org_code)',
  );
  await db.run(`CREATE TABLE k.org AS SELECT c.bukrs, c.org_id, c.ledger_id, t.BUTXT AS name, t.WAERS AS currency
    FROM k.org_code c JOIN sap.T001 t ON t.BUKRS = c.bukrs`);

  await db.run('CREATE TABLE k.method (zlsch VARCHAR, code VARCHAR)');
  for (const [zlsch, code] of Object.entries(paymentMethodCodes))
    await db.run('INSERT INTO k.method VALUES ($1, $2)', [zlsch, code]);
  await db.expectNone(
    'payment methods without an Oracle code',
    `SELECT DISTINCT m AS zlsch FROM (SELECT zlsch AS m FROM k.item UNION ALL SELECT unnest(string_split(ZWELS, '')) FROM sap.LFB1)
     WHERE m IS NOT NULL AND m NOT IN (SELECT zlsch FROM k.method)`,
  );

  await db.run(`CREATE TABLE k.vendor AS SELECT LIFNR AS lifnr, ${vendorIdSql('LIFNR')} AS vendor_id,
      CASE WHEN regexp_full_match(LIFNR, '[0-9]+') THEN coalesce(nullif(ltrim(LIFNR, '0'), ''), '0') ELSE LIFNR END AS segment1
    FROM sap.LFA1`);
  await db.expectNone(
    'vendors sharing a VENDOR_ID',
    'SELECT vendor_id FROM k.vendor GROUP BY vendor_id HAVING count(*) > 1',
  );

  await db.run(`CREATE TABLE k.usr AS SELECT name, 1000 + row_number() OVER (ORDER BY name) AS user_id FROM (
      SELECT ERNAM AS name FROM sap.LFA1 UNION SELECT ERNAM FROM sap.LFB1 UNION SELECT usnam FROM k.hdr
      UNION SELECT ERNAM FROM sap.EKKO UNION SELECT USNAM FROM sap.MKPF
    ) WHERE name IS NOT NULL`);

  await db.run(`CREATE TABLE k.term AS SELECT ZTERM AS zterm, 10000 + row_number() OVER (ORDER BY ZTERM) AS term_id,
      coalesce(CAST(ZTAG1 AS INTEGER), 0) AS days1, coalesce(CAST(ZPRZ1 AS DECIMAL(6,3)), 0) AS percent1,
      coalesce(CAST(ZTAG2 AS INTEGER), 0) AS days2, coalesce(CAST(ZPRZ2 AS DECIMAL(6,3)), 0) AS percent2,
      coalesce(CAST(ZTAG3 AS INTEGER), 0) AS days3
    FROM sap.T052`);
  await db.expectNone(
    'payment terms with day limits (several T052 rows per term)',
    'SELECT zterm FROM k.term GROUP BY zterm HAVING count(*) > 1',
  );

  await db.run(`CREATE TABLE k.plant AS SELECT werks, 200 + row_number() OVER (ORDER BY werks) AS organization_id FROM (
      SELECT WERKS AS werks FROM sap.EKPO UNION SELECT WERKS FROM sap.MSEG UNION SELECT WERKS FROM sap.RSEG
    ) WHERE werks IS NOT NULL`);

  // The invoice documents' one-time payees (BSEC) get a site each, as Oracle keeps a one-time
  // supplier's payees; every other document goes to the site of its vendor and company code.
  await db.run(`CREATE TABLE k.site AS
    WITH base AS (
      SELECT b.LIFNR AS lifnr, v.vendor_id, o.org_id, o.bukrs, 0 AS kind,
        row_number() OVER (PARTITION BY b.LIFNR ORDER BY b.rowid) = 1 AS is_primary,
        '' AS name, '' AS street, '' AS town, '' AS postcode, '' AS country, b.rowid AS lfb1_row
      FROM sap.LFB1 b JOIN k.vendor v ON v.lifnr = b.LIFNR JOIN k.org o ON o.bukrs = b.BUKRS
    ),
    payee AS (
      SELECT DISTINCT i.lifnr, v.vendor_id, o.org_id, o.bukrs, 1 AS kind, false AS is_primary,
        coalesce(s.NAME1, '') AS name, coalesce(s.STRAS, '') AS street, coalesce(s.ORT01, '') AS town,
        coalesce(s.PSTLZ, '') AS postcode, coalesce(s.LAND1, '') AS country, NULL::BIGINT AS lfb1_row
      FROM sap.BSEC s JOIN k.item i ON i.bukrs = s.BUKRS AND i.belnr = s.BELNR AND i.gjahr = CAST(s.GJAHR AS INTEGER)
      JOIN k.vendor v ON v.lifnr = i.lifnr JOIN k.org o ON o.bukrs = s.BUKRS
    )
    SELECT *, 3000000 + row_number() OVER (ORDER BY vendor_id, org_id, kind, name, street, town, postcode, country) AS site_id
    FROM (SELECT * FROM base UNION ALL SELECT * FROM payee)`);
  await db.expectNone(
    'one-time payees of a vendor without a site in their company code',
    `SELECT p.lifnr, p.bukrs FROM k.site p WHERE p.kind = 1
     AND NOT EXISTS (SELECT 1 FROM k.site b WHERE b.kind = 0 AND b.lifnr = p.lifnr AND b.org_id = p.org_id)`,
  );
  await db.run(`CREATE TABLE k.bsec AS SELECT s.BUKRS AS bukrs, s.BELNR AS belnr, CAST(s.GJAHR AS INTEGER) AS gjahr, p.site_id
    FROM sap.BSEC s JOIN k.item i ON i.bukrs = s.BUKRS AND i.belnr = s.BELNR AND i.gjahr = CAST(s.GJAHR AS INTEGER)
    JOIN k.site p ON p.kind = 1 AND p.lifnr = i.lifnr AND p.bukrs = s.BUKRS AND p.name = coalesce(s.NAME1, '')
      AND p.street = coalesce(s.STRAS, '') AND p.town = coalesce(s.ORT01, '') AND p.postcode = coalesce(s.PSTLZ, '')
      AND p.country = coalesce(s.LAND1, '')`);
  // materials as ITEM_ID must be numbers
  await db.expectNone(
    'material numbers that are not numbers',
    `SELECT MATNR FROM sap.EKPO WHERE MATNR IS NOT NULL AND NOT regexp_full_match(MATNR, '[0-9]{1,18}')`,
  );
}
