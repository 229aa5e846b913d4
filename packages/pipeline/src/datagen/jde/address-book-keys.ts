import type { DuckSession } from '../duck-session';
import { companyCodes } from '../master-data';
import { currencyDecimals } from './currency-decimals';

/** The first address number of the one-time payees (BSEC); vendors keep their number (LIFNR). */
export const firstPayeeNumber = 800_000_001;

/**
 * The JD Edwards ids every table draws on (schema k), after the SAP scenario's keys
 * (../oracle/create-keys.ts):
 * - `company`: company number CCCO '00001' … per SAP company code in datagen's order, its address
 *   number (1, 2 …), name, currency, city and country;
 * - `cur`: every currency used, with its implied decimals;
 * - `an8`: the address book — companies, vendors (AN8 = VENDOR_ID: LIFNR without leading zeros,
 *   employees 900000000 + digits) and one-time payees (one per BSEC payee site, numbered from
 *   `firstPayeeNumber`). Fails when two entries share a number.
 */
export async function createAddressBookKeys(db: DuckSession): Promise<void> {
  await db.run('CREATE TABLE k.company_code (bukrs VARCHAR, rank INTEGER)');
  for (const [i, c] of companyCodes.entries())
    await db.run('INSERT INTO k.company_code VALUES ($1, $2)', [c.code, i + 1]);
  await db.expectNone(
    'company codes without a JD Edwards company',
    'SELECT BUKRS FROM sap.T001 WHERE BUKRS NOT IN (SELECT bukrs FROM k.company_code)',
  );
  await db.run(`CREATE TABLE k.company AS
    SELECT c.bukrs, lpad(CAST(c.rank AS VARCHAR), 5, '0') AS co, c.rank AS an8, t.BUTXT AS name, t.WAERS AS currency,
      t.ORT01 AS city, t.LAND1 AS country
    FROM k.company_code c JOIN sap.T001 t ON t.BUKRS = c.bukrs`);

  const used = await db.rows(`SELECT DISTINCT c AS code FROM (
      SELECT WAERS AS c FROM sap.T001 UNION ALL SELECT waers FROM k.inv UNION ALL SELECT waers FROM k.pay
      UNION ALL SELECT WAERS FROM sap.EKKO UNION ALL SELECT WAERS FROM sap.LFM1
    ) WHERE c IS NOT NULL ORDER BY code`);
  await db.run('CREATE TABLE k.cur (code VARCHAR, decimals INTEGER)');
  for (const r of used)
    await db.run('INSERT INTO k.cur VALUES ($1, $2)', [
      String(r['code']),
      currencyDecimals(String(r['code'])),
    ]);

  await db.run(`CREATE TABLE k.an8 AS
    SELECT an8, 'company' AS kind, bukrs, NULL AS lifnr, NULL::BIGINT AS site_id FROM k.company
    UNION ALL SELECT vendor_id, 'vendor', NULL, lifnr, NULL FROM k.vendor
    UNION ALL SELECT ${firstPayeeNumber - 1} + row_number() OVER (ORDER BY site_id), 'payee', bukrs, lifnr, site_id
      FROM k.site WHERE kind = 1`);
  await db.expectNone(
    'address numbers used twice',
    'SELECT an8, list(kind) FROM k.an8 GROUP BY an8 HAVING count(*) > 1',
  );
}
