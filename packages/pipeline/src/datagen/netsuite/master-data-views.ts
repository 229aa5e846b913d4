import type { DuckSession } from '../duck-session';
import { sapDateSql } from '../duck-sql';
import { withTimeSql } from '../oracle/oracle-sql';

/** The first entityaddress key (nkey) of the vendors' default billing addresses. */
export const firstAddressKey = 5_000_001;

/**
 * subsidiary, currency, vendor, vendorcategory, vendorsubsidiaryrelationship, term, entityaddress
 * and employee (views in schema ns, columns as netsuiteTables names them) from the SAP master data
 * and the keys of schema k (netsuite-keys.ts).
 * - vendor: id = VENDOR_ID (LIFNR without leading zeros; employees 900000000 + digits), entityid
 *   LIFNR as SAP shows it, companyname NAME1, legalname NAME2, an employee (KTOKK EMPL) a person
 *   with first and last name from 'Last, First' (companyname still NAME1), isinactive LOEVM, category
 *   KTOKK, terms and currency of its home company code (first LFB1 row) and purchasing organisation,
 *   datecreated ERDAT, taxidnum STCD1, vatregnumber STCEG, email the address's first ADR6 e-mail,
 *   defaultbillingaddress its entityaddress (LFA1 street, town, postcode, country);
 * - vendorsubsidiaryrelationship: one per LFB1 row; term: one per ZTERM (name the English text);
 * - employee: one per SAP user name (id the Oracle USER_ID, entityid the user name).
 */
export async function createMasterDataViews(db: DuckSession): Promise<void> {
  await db.run(`CREATE VIEW ns.subsidiary AS
    SELECT s.sub_id AS id, s.name, s.country, c.cur_id AS currency, CASE WHEN s.is_elimination THEN 'T' ELSE 'F' END AS iselimination
    FROM k.sub s JOIN k.cur c ON c.code = s.currency`);
  await db.run('CREATE VIEW ns.currency AS SELECT cur_id AS id, code AS symbol FROM k.cur');
  await db.run(`CREATE TABLE k.category AS
    SELECT KTOKK AS name, row_number() OVER (ORDER BY KTOKK) AS category_id FROM (SELECT DISTINCT KTOKK FROM sap.LFA1)`);
  await db.run('CREATE VIEW ns.vendorcategory AS SELECT category_id AS id, name FROM k.category');

  await db.run(`CREATE TABLE k.ns_vendor AS
    SELECT v.vendor_id, v.lifnr, ${firstAddressKey - 1} + row_number() OVER (ORDER BY v.vendor_id) AS address_key,
      l.KTOKK = 'EMPL' AS is_person, s.bukrs AS home_bukrs, s.lfb1_row
    FROM k.vendor v JOIN sap.LFA1 l ON l.LIFNR = v.lifnr
    LEFT JOIN k.site s ON s.kind = 0 AND s.is_primary AND s.lifnr = v.lifnr`);
  await db.run(`CREATE VIEW ns.entityaddress AS
    SELECT n.address_key AS nkey, l.STRAS AS addr1, NULL AS addr2, NULL AS addr3, l.ORT01 AS city, l.PSTLZ AS zip,
      l.LAND1 AS country
    FROM k.ns_vendor n JOIN sap.LFA1 l ON l.LIFNR = n.lifnr`);
  await db.run(`CREATE VIEW ns.vendor AS
    WITH mail AS (
      SELECT ADDRNUMBER, arg_min(SMTP_ADDR, (PERSNUMBER IS NOT NULL, CONSNUMBER, rowid)) AS email
      FROM sap.ADR6 WHERE SMTP_ADDR IS NOT NULL GROUP BY ADDRNUMBER
    )
    SELECT n.vendor_id AS id, n.lifnr AS entityid, l.NAME1 AS companyname, l.NAME2 AS legalname,
      CASE WHEN n.is_person THEN 'T' ELSE 'F' END AS isperson,
      CASE WHEN n.is_person THEN trim(split_part(l.NAME1, ',', 2)) END AS firstname,
      CASE WHEN n.is_person THEN trim(split_part(l.NAME1, ',', 1)) END AS lastname,
      m.email, CASE WHEN l.LOEVM IS NOT NULL THEN 'T' ELSE 'F' END AS isinactive, c.category_id AS category,
      t.term_id AS terms, u.cur_id AS currency, ${withTimeSql(sapDateSql('l.ERDAT'), 'n.vendor_id')} AS datecreated,
      l.STCD1 AS taxidnum, l.STCEG AS vatregnumber, n.address_key AS defaultbillingaddress
    FROM k.ns_vendor n JOIN sap.LFA1 l ON l.LIFNR = n.lifnr
    JOIN k.category c ON c.name = l.KTOKK
    LEFT JOIN mail m ON m.ADDRNUMBER = l.ADRNR
    LEFT JOIN sap.LFB1 b ON b.rowid = n.lfb1_row
    LEFT JOIN k.term t ON t.zterm = b.ZTERM
    LEFT JOIN k.org o ON o.bukrs = n.home_bukrs
    LEFT JOIN sap.LFM1 p ON p.LIFNR = n.lifnr AND p.EKORG = left(n.home_bukrs, 2) || '00'
    LEFT JOIN k.cur u ON u.code = coalesce(p.WAERS, o.currency)`);
  await db.run(`CREATE VIEW ns.vendorsubsidiaryrelationship AS
    SELECT row_number() OVER (ORDER BY v.vendor_id, s.sub_id) AS id, v.vendor_id AS entity, s.sub_id AS subsidiary
    FROM sap.LFB1 b JOIN k.vendor v ON v.lifnr = b.LIFNR JOIN k.sub s ON s.bukrs = b.BUKRS`);
  await db.run(`CREATE VIEW ns.term AS
    SELECT t.term_id AS id, coalesce(u.TEXT1, t.zterm) AS name,
      CASE WHEN t.days3 > 0 THEN t.days3 WHEN t.days2 > 0 THEN t.days2 ELSE t.days1 END AS daysuntilnetdue,
      CASE WHEN t.percent1 > 0 THEN t.percent1 END AS discountpercent,
      CASE WHEN t.percent1 > 0 THEN t.days1 END AS daysuntilexpiry
    FROM k.term t
    LEFT JOIN (SELECT ZTERM, arg_min(TEXT1, ZTAGG) AS TEXT1 FROM sap.T052U WHERE SPRAS = 'E' GROUP BY ZTERM) u ON u.ZTERM = t.zterm`);
  await db.run(`CREATE VIEW ns.employee AS
    SELECT user_id AS id, name AS entityid, NULL AS firstname, NULL AS lastname FROM k.usr`);
  await db.expectNone(
    'vendors sharing an address key, or persons whose name is no "Last, First"',
    `SELECT id FROM ns.vendor WHERE isperson = 'T' AND (firstname = '' OR lastname = '')
     UNION ALL SELECT defaultbillingaddress FROM ns.vendor GROUP BY ALL HAVING count(*) > 1`,
  );
}
