import {
  ledgerTableName,
  siteTableName,
  supplierTableName,
  type OracleRelease,
} from '../../oracle/oracle-tables';
import type { DuckSession } from '../duck-session';
import { q, sapDateSql, withTimeSql, yesNoSql } from './oracle-sql';

/** PARTY_ID of a supplier (R12's TCA party, the payee of its bank accounts). */
const partyIdSql = (vendorId: string): string => `(${vendorId} + 1000000000)`;

/**
 * Operating units, ledgers, suppliers and their sites, payment terms, users and supplier bank
 * accounts (schema ora, one table per Oracle table, columns named as Oracle names them).
 * `lastDay` (YYYY-MM-DD, the day before extraction) dates the sites of deleted LFB1 rows inactive.
 */
export async function createMasterDataTables(
  db: DuckSession,
  release: OracleRelease,
  lastDay: string,
): Promise<void> {
  await db.run('CREATE TABLE k.run AS SELECT $1::DATE AS last_day', [lastDay]);
  await db.run(`CREATE VIEW ora.HR_OPERATING_UNITS AS SELECT org_id AS ORGANIZATION_ID, name AS NAME,
      ledger_id AS SET_OF_BOOKS_ID, DATE '2000-01-01' AS DATE_FROM, NULL::DATE AS DATE_TO FROM k.org`);
  const ledgerId = release === '12' ? 'LEDGER_ID' : 'SET_OF_BOOKS_ID';
  await db.run(`CREATE VIEW ora.${q(ledgerTableName(release))} AS SELECT ledger_id AS ${ledgerId},
      bukrs || ' Primary Ledger' AS NAME, currency AS CURRENCY_CODE FROM k.org`);

  await db.run(`CREATE VIEW ora.${q(supplierTableName(release))} AS
    SELECT v.vendor_id AS VENDOR_ID, v.segment1 AS SEGMENT1, l.NAME1 AS VENDOR_NAME, l.NAME2 AS VENDOR_NAME_ALT,
      l.KTOKK AS VENDOR_TYPE_LOOKUP_CODE, l.STCD1 AS NUM_1099, NULL AS INDIVIDUAL_1099, l.STCEG AS VAT_REGISTRATION_NUM,
      t.term_id AS TERMS_ID, ${yesNoSql('l.LOEVM IS NULL')} AS ENABLED_FLAG, NULL::DATE AS END_DATE_ACTIVE,
      ${yesNoSql('l.SPERM IS NOT NULL')} AS HOLD_FLAG, ${yesNoSql('l.SPERR IS NOT NULL')} AS HOLD_ALL_PAYMENTS_FLAG,
      ${yesNoSql('l.XCPDK IS NOT NULL')} AS ONE_TIME_FLAG, NULL::BIGINT AS PARENT_VENDOR_ID,
      ${release === '12' ? partyIdSql('v.vendor_id') : 'NULL::BIGINT'} AS PARTY_ID,
      ${withTimeSql(sapDateSql('l.ERDAT'), 'v.vendor_id')} AS CREATION_DATE, u.user_id AS CREATED_BY
    FROM sap.LFA1 l JOIN k.vendor v ON v.lifnr = l.LIFNR
    LEFT JOIN k.site s ON s.kind = 0 AND s.is_primary AND s.lifnr = l.LIFNR
    LEFT JOIN sap.LFB1 b ON b.rowid = s.lfb1_row
    LEFT JOIN k.term t ON t.zterm = b.ZTERM
    LEFT JOIN k.usr u ON u.name = l.ERNAM`);

  // LFM1 is per purchasing organisation; datagen's purchasing organisation of company code XX01 is XX00.
  await db.run(
    `CREATE VIEW ora.${q(siteTableName(release))} AS
    WITH email AS (
      SELECT ADDRNUMBER, arg_min(SMTP_ADDR, CONSNUMBER) AS email FROM sap.ADR6 WHERE PERSNUMBER IS NULL GROUP BY ADDRNUMBER
    ),
    payee_entry AS (
      SELECT site_id, min(entry_ts) AS created, arg_min(usnam, entry_ts) AS usnam FROM k.inv GROUP BY site_id
    )
    SELECT s.site_id AS VENDOR_SITE_ID, s.vendor_id AS VENDOR_ID,
      CASE WHEN s.kind = 0 THEN s.bukrs ELSE left(s.name, 15) END AS VENDOR_SITE_CODE, s.org_id AS ORG_ID,
      CASE WHEN s.kind = 0 THEN l.STRAS ELSE nullif(s.street, '') END AS ADDRESS_LINE1, NULL AS ADDRESS_LINE2,
      CASE WHEN s.kind = 0 THEN l.ORT01 ELSE nullif(s.town, '') END AS CITY,
      CASE WHEN s.kind = 0 THEN l.PSTLZ ELSE nullif(s.postcode, '') END AS ZIP,
      CASE WHEN s.kind = 0 THEN l.LAND1 ELSE nullif(s.country, '') END AS COUNTRY,
      CASE WHEN s.is_primary THEN e.email END AS EMAIL_ADDRESS,
      'Y' AS PAY_SITE_FLAG, ${yesNoSql('s.is_primary')} AS PRIMARY_PAY_SITE_FLAG,
      ${yesNoSql('s.kind = 0 AND m.LIFNR IS NOT NULL')} AS PURCHASING_SITE_FLAG,
      CASE WHEN b.LOEVM IS NOT NULL THEN (SELECT last_day FROM k.run) END AS INACTIVE_DATE,
      ${yesNoSql('b.ZAHLS IS NOT NULL')} AS HOLD_ALL_PAYMENTS_FLAG, t.term_id AS TERMS_ID,
      CASE WHEN s.kind = 0 THEN l.STCEG END AS VAT_REGISTRATION_NUM, pm.code AS PAYMENT_METHOD_LOOKUP_CODE,
      coalesce(CASE WHEN s.kind = 0 THEN m.WAERS END, o.currency) AS INVOICE_CURRENCY_CODE,
      CASE WHEN s.kind = 0 AND m.WEBRE IS NOT NULL THEN 'R' ELSE 'P' END AS MATCH_OPTION,
      CASE WHEN s.kind = 0 AND m.XERSY IS NOT NULL THEN 'RECEIPT' END AS PAY_ON_CODE,
      CASE WHEN s.kind = 0 THEN ${withTimeSql(sapDateSql('b.ERDAT'), 's.site_id')} ELSE pe.created END AS CREATION_DATE,
      u.user_id AS CREATED_BY
    FROM k.site s JOIN sap.LFA1 l ON l.LIFNR = s.lifnr JOIN k.org o ON o.org_id = s.org_id
    LEFT JOIN sap.LFB1 b ON b.rowid = s.lfb1_row
    LEFT JOIN sap.LFM1 m ON m.LIFNR = s.lifnr AND m.EKORG = left(s.bukrs, 2) || '00'
    LEFT JOIN email e ON e.ADDRNUMBER = l.ADRNR
    LEFT JOIN k.term t ON t.zterm = b.ZTERM
    LEFT JOIN k.method pm ON pm.zlsch = left(b.ZWELS, 1)
    LEFT JOIN payee_entry pe ON pe.site_id = s.site_id
    LEFT JOIN k.usr u ON u.name = CASE WHEN s.kind = 0 THEN b.ERNAM ELSE pe.usnam END`,
  );

  // Terms: one 'US' row per term and, as Oracle's TL tables do, a row per further installed
  // language (German) — a trap for an ingest that does not pick one language.
  await db.run(`CREATE VIEW ora.AP_TERMS_TL AS
    SELECT t.term_id AS TERM_ID, g.lang AS LANGUAGE, t.zterm AS NAME, CASE WHEN g.lang = 'US' THEN u.TEXT1 END AS DESCRIPTION
    FROM k.term t CROSS JOIN (VALUES ('US'), ('D')) g(lang)
    LEFT JOIN (SELECT ZTERM, arg_min(TEXT1, ZTAGG) AS TEXT1 FROM sap.T052U WHERE SPRAS = 'E' GROUP BY ZTERM) u ON u.ZTERM = t.zterm`);
  await db.run(`CREATE VIEW ora.AP_TERMS_LINES AS
    SELECT term_id AS TERM_ID, 1 AS SEQUENCE_NUM, 100 AS DUE_PERCENT,
      CASE WHEN days3 > 0 THEN days3 WHEN days2 > 0 THEN days2 ELSE days1 END AS DUE_DAYS,
      NULL::INTEGER AS DUE_DAY_OF_MONTH, NULL::INTEGER AS DUE_MONTHS_FORWARD, NULL::DATE AS FIXED_DATE,
      CASE WHEN percent1 > 0 THEN percent1 END AS DISCOUNT_PERCENT, CASE WHEN percent1 > 0 THEN days1 END AS DISCOUNT_DAYS,
      CASE WHEN percent2 > 0 THEN percent2 END AS DISCOUNT_PERCENT_2, CASE WHEN percent2 > 0 THEN days2 END AS DISCOUNT_DAYS_2
    FROM k.term`);
  await db.run('CREATE VIEW ora.FND_USER AS SELECT user_id AS USER_ID, name AS USER_NAME FROM k.usr');
  await createBankTables(db, release);
}

/**
 * Supplier bank accounts from LFBK/TIBAN: one account per distinct SAP account (a shared account
 * once, named after its first holder), used by every vendor that has it. R12: IBY_EXT_BANK_ACCOUNTS,
 * IBY_EXTERNAL_PAYEES_ALL (a supplier-level payee per vendor: its PARTY_ID), IBY_PMT_INSTR_USES_ALL;
 * 11i: AP_BANK_ACCOUNTS_ALL and AP_BANK_ACCOUNT_USES_ALL. The SAP bank key becomes a branch id.
 */
async function createBankTables(db: DuckSession, release: OracleRelease): Promise<void> {
  await db.run(`CREATE TABLE k.acct AS
    SELECT b.BANKS AS banks, b.BANKL AS bankl, b.BANKN AS bankn, arg_min(b.KOINH, b.rowid) AS holder,
      4000000 + row_number() OVER (ORDER BY b.BANKS, b.BANKL, b.BANKN) AS account_id,
      4700000 + dense_rank() OVER (ORDER BY b.BANKS, b.BANKL) AS branch_id
    FROM sap.LFBK b GROUP BY b.BANKS, b.BANKL, b.BANKN`);
  await db.run(`CREATE TABLE k.acct_use AS
    SELECT v.vendor_id, a.account_id,
      row_number() OVER (PARTITION BY v.vendor_id ORDER BY a.account_id) AS preference,
      4500000 + row_number() OVER (ORDER BY v.vendor_id, a.account_id) AS use_id,
      4800000 + dense_rank() OVER (ORDER BY v.vendor_id) AS payee_id
    FROM sap.LFBK b JOIN k.vendor v ON v.lifnr = b.LIFNR
    JOIN k.acct a ON a.banks = b.BANKS AND a.bankl = b.BANKL AND a.bankn = b.BANKN`);
  const iban = `(SELECT arg_min(t.IBAN, t.VALID_FROM) FROM sap.TIBAN t
    WHERE t.BANKS = a.banks AND t.BANKL = a.bankl AND t.BANKN = a.bankn)`;
  if (release === '12') {
    await db.run(`CREATE VIEW ora.IBY_EXT_BANK_ACCOUNTS AS
      SELECT account_id AS EXT_BANK_ACCOUNT_ID, bankn AS BANK_ACCOUNT_NUM, holder AS BANK_ACCOUNT_NAME, ${iban} AS IBAN,
        banks AS COUNTRY_CODE, branch_id AS BANK_ID, branch_id AS BRANCH_ID
      FROM k.acct a`);
    await db.run(`CREATE VIEW ora.IBY_PMT_INSTR_USES_ALL AS
      SELECT use_id AS INSTRUMENT_PAYMENT_USE_ID, account_id AS INSTRUMENT_ID, 'BANKACCOUNT' AS INSTRUMENT_TYPE,
        payee_id AS EXT_PMT_PARTY_ID, 'DISBURSEMENTS' AS PAYMENT_FLOW, preference AS ORDER_OF_PREFERENCE, NULL::DATE AS END_DATE
      FROM k.acct_use`);
    await db.run(`CREATE VIEW ora.IBY_EXTERNAL_PAYEES_ALL AS
      SELECT DISTINCT payee_id AS EXT_PAYEE_ID, ${partyIdSql('vendor_id')} AS PAYEE_PARTY_ID,
        NULL::BIGINT AS SUPPLIER_SITE_ID, NULL::BIGINT AS ORG_ID
      FROM k.acct_use`);
  } else {
    await db.run(`CREATE VIEW ora.AP_BANK_ACCOUNTS_ALL AS
      SELECT account_id AS BANK_ACCOUNT_ID, bankn AS BANK_ACCOUNT_NUM, holder AS BANK_ACCOUNT_NAME, ${iban} AS IBAN_NUMBER,
        branch_id AS BANK_BRANCH_ID, banks AS COUNTRY
      FROM k.acct a`);
    await db.run(`CREATE VIEW ora.AP_BANK_ACCOUNT_USES_ALL AS
      SELECT use_id AS BANK_ACCOUNT_USES_ID, vendor_id AS VENDOR_ID, NULL::BIGINT AS VENDOR_SITE_ID,
        account_id AS EXTERNAL_BANK_ACCOUNT_ID, ${yesNoSql('preference = 1')} AS PRIMARY_FLAG, NULL::DATE AS END_DATE
      FROM k.acct_use`);
  }
}
