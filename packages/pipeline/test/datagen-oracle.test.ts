import { createHash } from 'node:crypto';
import { cp, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanCsvFile } from '../src/csv/scan-csv';
import { generateSapExtract, type GeneratedExtract } from '../src/datagen/generate-sap-extract';
import {
  generateOracleExtract,
  type GeneratedOracleExtract,
} from '../src/datagen/oracle/generate-oracle-extract';
import { renderOracleExtract } from '../src/datagen/oracle/render-oracle-extract';
import { checkManifest } from '../src/ingest/extract-format';
import { valuePatterns } from '../src/ingest/extract-table';
import { oracleFormat, type OracleManifest } from '../src/oracle/oracle-format';
import {
  ledgerTableName,
  lineTableName,
  oracleTables,
  siteTableName,
  supplierTableName,
  type OracleRelease,
} from '../src/oracle/oracle-tables';
import { TempDirs } from './helpers/sap-fixture';

const temp = new TempDirs();
const options = { seed: 11, invoiceLines: 2000, systemName: 'demo' };
const releases: OracleRelease[] = ['12', '11i'];
const closers: (() => void)[] = [];

/** An extract's CSVs (and the SAP extract's, in schema sap) as all-text tables of a DuckDB database. */
async function open(dir: string, names: readonly string[], sapDir: string): Promise<DuckDBConnection> {
  const instance = await DuckDBInstance.create(':memory:');
  const db = await instance.connect();
  closers.push(() => {
    db.closeSync();
    instance.closeSync();
  });
  const load = async (schema: string, folder: string, name: string) =>
    db.run(`CREATE TABLE ${schema}."${name}" AS SELECT * FROM read_csv('${join(folder, `${name}.csv`)}',
      header = true, all_varchar = true, delim = ',', quote = '"', escape = '"')`);
  await db.run('CREATE SCHEMA sap');
  for (const name of names) await load('main', dir, name);
  for (const name of ['T001', 'BKPF', 'BSIK', 'BSAK', 'MSEG']) await load('sap', sapDir, name);
  return db;
}

async function rows(db: DuckDBConnection, sql: string): Promise<Record<string, unknown>[]> {
  return (await db.runAndReadAll(sql)).getRowObjectsJson() as Record<string, unknown>[];
}

/** Each query lists defects; answers the named ones that found any (with a sample). */
async function defects(
  db: DuckDBConnection,
  checks: Record<string, string>,
): Promise<Record<string, unknown>> {
  const found: Record<string, unknown> = {};
  for (const [name, sql] of Object.entries(checks)) {
    const sample = await rows(db, `${sql} LIMIT 3`);
    if (sample.length > 0) found[name] = sample;
  }
  return found;
}

async function fileHashes(dir: string): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const name of (await readdir(dir)).sort())
    result[name] = createHash('sha256')
      .update(await readFile(join(dir, name)))
      .digest('hex');
  return result;
}

let sap: GeneratedExtract;
const extracts = new Map<OracleRelease, GeneratedOracleExtract>();
const dbs = new Map<OracleRelease, DuckDBConnection>();

beforeAll(async () => {
  sap = await generateSapExtract({ ...options, outDir: await temp.make('spendlens-oracle-test-sap-') });
  for (const release of releases) {
    const extract = await generateOracleExtract({
      ...options,
      release,
      outDir: await temp.make(`spendlens-oracle-test-${release}-`),
    });
    extracts.set(release, extract);
    const { required, optional } = oracleTables(release);
    dbs.set(
      release,
      await open(
        extract.dir,
        [...required, ...optional].map((t) => t.name),
        sap.dir,
      ),
    );
  }
});
afterAll(async () => {
  for (const close of closers.splice(0)) close();
  await temp.removeAll();
});

describe.each(releases)('generateOracleExtract, release %s', (release) => {
  const tables = () => {
    const { required, optional } = oracleTables(release);
    return [...required, ...optional];
  };
  const ctx = () => ({ extract: extracts.get(release)!, db: dbs.get(release)! });
  const sup = supplierTableName(release);
  const site = siteTableName(release);
  const lines = lineTableName(release);

  it('writes every table of the format with exactly its header, and nothing else', async () => {
    const { extract } = ctx();
    expect((await readdir(extract.dir)).sort()).toEqual(
      ['answers.json', 'manifest.json', ...tables().map((t) => `${t.name}.csv`)].sort(),
    );
    for (const table of tables()) {
      const scan = await scanCsvFile(join(extract.dir, `${table.name}.csv`));
      expect(scan.problems, table.name).toEqual([]);
      expect(scan.header, table.name).toEqual(table.fields.map((f) => f.name));
      expect(scan.records, table.name).toBeGreaterThan(0);
    }
  });

  it('writes a valid manifest whose rows and hashes match the files', async () => {
    const { extract } = ctx();
    const manifest = JSON.parse(await readFile(join(extract.dir, 'manifest.json'), 'utf8')) as OracleManifest;
    expect(checkManifest(manifest, oracleFormat)).toEqual([]);
    expect(manifest).toMatchObject({
      format: 'oracle-ebs-extract/1',
      erp: release === '12' ? 'ora12' : 'ora11i',
      release,
      system: 'demo',
      extracted_at: sap.answers.extractedAt,
    });
    expect(Object.keys(manifest.tables)).toEqual(tables().map((t) => t.name));
    for (const table of tables()) {
      const scan = await scanCsvFile(join(extract.dir, `${table.name}.csv`));
      expect(manifest.tables[table.name], table.name).toEqual({ rows: scan.records, sha256: scan.sha256 });
      expect(extract.answers.tables[table.name]).toBe(scan.records);
    }
  });

  it('writes every value in its field kind, required values present, keys unique', async () => {
    const { db } = ctx();
    const checks: Record<string, string> = {};
    for (const table of tables()) {
      for (const field of table.fields) {
        const col = `"${field.name}"`;
        if (field.value)
          checks[`${table.name}.${field.name} empty`] = `SELECT * FROM "${table.name}" WHERE ${col} IS NULL`;
        if (field.kind === 'text') continue;
        const rule = valuePatterns[field.kind];
        const parses = rule.parses
          ? ` OR (${rule.parses.map((p) => `try_strptime(${col}, '${p}') IS NULL`).join(' AND ')})`
          : '';
        checks[`${table.name}.${field.name} ${field.kind}`] =
          `SELECT ${col} FROM "${table.name}" WHERE ${col} IS NOT NULL AND (NOT regexp_full_match(${col}, '${rule.pattern}')${parses})`;
      }
      const key = table.key.map((k) => `"${k}"`).join(', ');
      checks[`${table.name} key`] =
        `SELECT ${key}, count(*) FROM "${table.name}" GROUP BY ${key} HAVING count(*) > 1`;
    }
    expect(await defects(db, checks)).toEqual({});
  });

  it('keeps its references', async () => {
    const { db } = ctx();
    const missing = (from: string, col: string, to: string, toCol: string, extra = '') =>
      `SELECT f."${col}" FROM "${from}" f WHERE f."${col}" IS NOT NULL ${extra}
       AND f."${col}" NOT IN (SELECT "${toCol}" FROM "${to}" WHERE "${toCol}" IS NOT NULL)`;
    const created = tables()
      .filter((t) => t.fields.some((f) => f.name === 'CREATED_BY'))
      .map((t) => [`${t.name} creator`, missing(t.name, 'CREATED_BY', 'FND_USER', 'USER_ID')]);
    const checks: Record<string, string> = {
      ...Object.fromEntries(created),
      'OU ledger': missing(
        'HR_OPERATING_UNITS',
        'SET_OF_BOOKS_ID',
        ledgerTableName(release),
        release === '12' ? 'LEDGER_ID' : 'SET_OF_BOOKS_ID',
      ),
      'site supplier': missing(site, 'VENDOR_ID', sup, 'VENDOR_ID'),
      'site OU': missing(site, 'ORG_ID', 'HR_OPERATING_UNITS', 'ORGANIZATION_ID'),
      'invoice supplier': missing('AP_INVOICES_ALL', 'VENDOR_ID', sup, 'VENDOR_ID'),
      'invoice OU': missing('AP_INVOICES_ALL', 'ORG_ID', 'HR_OPERATING_UNITS', 'ORGANIZATION_ID'),
      'invoice site of its supplier and OU': `SELECT i.INVOICE_ID FROM AP_INVOICES_ALL i LEFT JOIN "${site}" s
        ON s.VENDOR_SITE_ID = i.VENDOR_SITE_ID AND s.VENDOR_ID = i.VENDOR_ID AND s.ORG_ID = i.ORG_ID WHERE s.VENDOR_SITE_ID IS NULL`,
      'invoice terms': missing('AP_INVOICES_ALL', 'TERMS_ID', 'AP_TERMS_TL', 'TERM_ID'),
      'terms lines': missing('AP_TERMS_LINES', 'TERM_ID', 'AP_TERMS_TL', 'TERM_ID'),
      'line invoice': missing(lines, 'INVOICE_ID', 'AP_INVOICES_ALL', 'INVOICE_ID'),
      'invoice without lines': missing('AP_INVOICES_ALL', 'INVOICE_ID', lines, 'INVOICE_ID'),
      'line receipt': missing(
        lines,
        'RCV_TRANSACTION_ID',
        'RCV_TRANSACTIONS',
        'TRANSACTION_ID',
        "AND f.RCV_TRANSACTION_ID <> ''",
      ),
      'one schedule per invoice': `SELECT i.INVOICE_ID FROM AP_INVOICES_ALL i LEFT JOIN AP_PAYMENT_SCHEDULES_ALL s
        ON s.INVOICE_ID = i.INVOICE_ID AND s.PAYMENT_NUM = '1' GROUP BY i.INVOICE_ID HAVING count(s.INVOICE_ID) <> 1`,
      'schedule invoice': missing('AP_PAYMENT_SCHEDULES_ALL', 'INVOICE_ID', 'AP_INVOICES_ALL', 'INVOICE_ID'),
      'payment invoice': missing('AP_INVOICE_PAYMENTS_ALL', 'INVOICE_ID', 'AP_INVOICES_ALL', 'INVOICE_ID'),
      'payment check': missing('AP_INVOICE_PAYMENTS_ALL', 'CHECK_ID', 'AP_CHECKS_ALL', 'CHECK_ID'),
      'payment reversal': missing(
        'AP_INVOICE_PAYMENTS_ALL',
        'REVERSAL_INV_PMT_ID',
        'AP_INVOICE_PAYMENTS_ALL',
        'INVOICE_PAYMENT_ID',
      ),
      'check supplier': missing('AP_CHECKS_ALL', 'VENDOR_ID', sup, 'VENDOR_ID'),
      'check site': missing('AP_CHECKS_ALL', 'VENDOR_SITE_ID', site, 'VENDOR_SITE_ID'),
      'check OU': missing('AP_CHECKS_ALL', 'ORG_ID', 'HR_OPERATING_UNITS', 'ORGANIZATION_ID'),
      'hold invoice': missing('AP_HOLDS_ALL', 'INVOICE_ID', 'AP_INVOICES_ALL', 'INVOICE_ID'),
      'PO supplier': missing('PO_HEADERS_ALL', 'VENDOR_ID', sup, 'VENDOR_ID'),
      'PO OU': missing('PO_HEADERS_ALL', 'ORG_ID', 'HR_OPERATING_UNITS', 'ORGANIZATION_ID'),
      'PO line header': missing('PO_LINES_ALL', 'PO_HEADER_ID', 'PO_HEADERS_ALL', 'PO_HEADER_ID'),
      'shipment line of its header': `SELECT l.LINE_LOCATION_ID FROM PO_LINE_LOCATIONS_ALL l LEFT JOIN PO_LINES_ALL p
        ON p.PO_LINE_ID = l.PO_LINE_ID AND p.PO_HEADER_ID = l.PO_HEADER_ID WHERE p.PO_LINE_ID IS NULL`,
      'receipt PO line of its header': `SELECT r.TRANSACTION_ID FROM RCV_TRANSACTIONS r LEFT JOIN PO_LINES_ALL p
        ON p.PO_LINE_ID = r.PO_LINE_ID AND p.PO_HEADER_ID = r.PO_HEADER_ID WHERE p.PO_LINE_ID IS NULL`,
      'receipt shipment': missing(
        'RCV_TRANSACTIONS',
        'PO_LINE_LOCATION_ID',
        'PO_LINE_LOCATIONS_ALL',
        'LINE_LOCATION_ID',
      ),
      'receipt supplier': missing('RCV_TRANSACTIONS', 'VENDOR_ID', sup, 'VENDOR_ID'),
      'receipt parent': missing(
        'RCV_TRANSACTIONS',
        'PARENT_TRANSACTION_ID',
        'RCV_TRANSACTIONS',
        'TRANSACTION_ID',
        "AND f.PARENT_TRANSACTION_ID <> '-1'",
      ),
    };
    if (release === '12')
      Object.assign(checks, {
        'line PO of its header': `SELECT l.INVOICE_ID FROM AP_INVOICE_LINES_ALL l LEFT JOIN PO_LINES_ALL p
          ON p.PO_LINE_ID = l.PO_LINE_ID AND p.PO_HEADER_ID = l.PO_HEADER_ID WHERE l.PO_LINE_ID IS NOT NULL AND p.PO_LINE_ID IS NULL`,
        'line shipment': missing(lines, 'PO_LINE_LOCATION_ID', 'PO_LINE_LOCATIONS_ALL', 'LINE_LOCATION_ID'),
        'bank use account': missing(
          'IBY_PMT_INSTR_USES_ALL',
          'INSTRUMENT_ID',
          'IBY_EXT_BANK_ACCOUNTS',
          'EXT_BANK_ACCOUNT_ID',
        ),
        'bank use payee': missing(
          'IBY_PMT_INSTR_USES_ALL',
          'EXT_PMT_PARTY_ID',
          'IBY_EXTERNAL_PAYEES_ALL',
          'EXT_PAYEE_ID',
        ),
        'payee supplier party': missing('IBY_EXTERNAL_PAYEES_ALL', 'PAYEE_PARTY_ID', sup, 'PARTY_ID'),
      });
    else
      Object.assign(checks, {
        'distribution PO': missing(lines, 'PO_DISTRIBUTION_ID', 'PO_DISTRIBUTIONS_ALL', 'PO_DISTRIBUTION_ID'),
        'distribution reversal': missing(lines, 'PARENT_REVERSAL_ID', lines, 'INVOICE_DISTRIBUTION_ID'),
        'PO distribution line of its header': `SELECT d.PO_DISTRIBUTION_ID FROM PO_DISTRIBUTIONS_ALL d LEFT JOIN PO_LINES_ALL p
          ON p.PO_LINE_ID = d.PO_LINE_ID AND p.PO_HEADER_ID = d.PO_HEADER_ID WHERE p.PO_LINE_ID IS NULL`,
        'bank use account': missing(
          'AP_BANK_ACCOUNT_USES_ALL',
          'EXTERNAL_BANK_ACCOUNT_ID',
          'AP_BANK_ACCOUNTS_ALL',
          'BANK_ACCOUNT_ID',
        ),
        'bank use supplier': missing('AP_BANK_ACCOUNT_USES_ALL', 'VENDOR_ID', sup, 'VENDOR_ID'),
      });
    expect(await defects(db, checks)).toEqual({});
  });

  it("sums the invoices per operating unit and type to the SAP answers' local totals", async () => {
    const { db, extract } = ctx();
    const poLink = release === '12' ? 'l.PO_LINE_ID' : 'l.PO_DISTRIBUTION_ID';
    const totals = await rows(
      db,
      `WITH i AS (
         SELECT i.*, CASE WHEN i.INVOICE_TYPE_LOOKUP_CODE = 'CREDIT' THEN 'VENDOR-CREDIT'
             WHEN EXISTS (SELECT 1 FROM "${lines}" l WHERE l.INVOICE_ID = i.INVOICE_ID AND ${poLink} IS NOT NULL) THEN 'PO-INVOICE'
             ELSE 'NON-PO-INVOICE' END AS type,
           CASE WHEN i.CANCELLED_DATE IS NOT NULL
             THEN round(CAST(i.CANCELLED_AMOUNT AS DECIMAL(18,2)) * coalesce(CAST(i.EXCHANGE_RATE AS DECIMAL(38,10)), 1), 2)
             ELSE CAST(coalesce(i.BASE_AMOUNT, i.INVOICE_AMOUNT) AS DECIMAL(18,2)) END AS local_amount
         FROM AP_INVOICES_ALL i
       ),
       docs AS (
         SELECT ORG_ID, type, local_amount FROM i
         UNION ALL SELECT ORG_ID, 'REVERSAL', -local_amount FROM i WHERE CANCELLED_DATE IS NOT NULL
       )
       SELECT ORG_ID AS org, type, count(*) AS count, CAST(sum(local_amount) AS DOUBLE) AS local FROM docs GROUP BY ALL`,
    );
    const orgs = extract.answers.sapIds.companyCodes;
    for (const [code, org] of Object.entries(orgs)) {
      const expected = sap.answers.companyCodes[code]!;
      expect(extract.answers.companyCodes[org]).toMatchObject({ sapCompanyCode: code, ...expected });
      for (const [type, want] of Object.entries(expected.byType)) {
        const got = totals.find((t) => t['org'] === org && t['type'] === type);
        expect({ org, type, count: Number(got?.['count'] ?? 0), local: Number(got?.['local'] ?? 0) }).toEqual(
          {
            org,
            type,
            count: want.count,
            local: want.localAmount,
          },
        );
      }
    }
    expect(orgs).toEqual({ DE01: '101', GB01: '102', US01: '103', SG01: '104' });
  });

  it('renders every SAP invoice with its vendor, number, dates, amount and net due date', async () => {
    const { db, extract } = ctx();
    const vendorMap = Object.entries(extract.answers.sapIds.vendors)
      .map(([sapId, id]) => `('${sapId}', '${id}')`)
      .join(', ');
    const orgMap = Object.entries(extract.answers.sapIds.companyCodes)
      .map(([code, id]) => `('${code}', '${id}')`)
      .join(', ');
    const d = (x: string) => `strptime(${x}, '%Y%m%d')::DATE`;
    const found = await rows(
      db,
      `WITH items AS (SELECT * FROM sap.BSIK UNION ALL BY NAME SELECT * FROM sap.BSAK),
       docs AS (
         SELECT h.*, i.SHKZG, i.WRBTR, i.LIFNR, i.ZFBDT, i.ZBD1T, i.ZBD2T, i.ZBD3T, i.REBZG
         FROM sap.BKPF h JOIN items i ON i.BUKRS = h.BUKRS AND i.BELNR = h.BELNR AND i.GJAHR = h.GJAHR
         WHERE h.BLART IN ('KR', 'KG', 'RE', 'RN') OR h.AWTYP = 'RMRP'
       ),
       originals AS (
         SELECT d.* FROM docs d WHERE NOT EXISTS (SELECT 1 FROM docs o WHERE o.BUKRS = d.BUKRS AND o.BELNR = d.STBLG
           AND o.GJAHR = d.STJAH AND o.STBLG = d.BELNR AND o.STJAH = d.GJAHR AND o.CPUDT || o.CPUTM < d.CPUDT || d.CPUTM)
       ),
       v(sap_id, id) AS (SELECT * FROM (VALUES ('', '')${vendorMap ? `, ${vendorMap}` : ''})),
       o(code, id) AS (VALUES ${orgMap}),
       s AS (
         SELECT o.id AS org, coalesce(v.id, ltrim(d.LIFNR, '0')) AS vendor, d.XBLNR AS num, ${d('d.BLDAT')} AS invoice_date,
           ${d('d.BUDAT')} AS gl_date, d.WAERS AS currency,
           CAST(CASE WHEN d.SHKZG = 'H' THEN d.WRBTR ELSE '-' || d.WRBTR END AS DECIMAL(18,2)) AS amount,
           CASE WHEN d.SHKZG = 'S' AND d.REBZG IS NULL THEN ${d('d.ZFBDT')}
             ELSE ${d('d.ZFBDT')} + CAST(CASE WHEN d.ZBD3T <> '0' THEN d.ZBD3T WHEN d.ZBD2T <> '0' THEN d.ZBD2T ELSE d.ZBD1T END AS INTEGER) END AS due
         FROM originals d JOIN o ON o.code = d.BUKRS LEFT JOIN v ON v.sap_id = d.LIFNR
       ),
       r AS (
         SELECT i.ORG_ID AS org, i.VENDOR_ID AS vendor, i.INVOICE_NUM AS num, CAST(i.INVOICE_DATE AS DATE) AS invoice_date,
           CAST(i.GL_DATE AS DATE) AS gl_date, i.INVOICE_CURRENCY_CODE AS currency,
           CAST(coalesce(i.CANCELLED_AMOUNT, i.INVOICE_AMOUNT) AS DECIMAL(18,2)) AS amount, CAST(p.DUE_DATE AS DATE) AS due
         FROM AP_INVOICES_ALL i JOIN AP_PAYMENT_SCHEDULES_ALL p USING (INVOICE_ID)
       )
       SELECT 'only SAP' AS side, * FROM (SELECT * FROM s EXCEPT ALL SELECT * FROM r)
       UNION ALL SELECT 'only Oracle', * FROM (SELECT * FROM r EXCEPT ALL SELECT * FROM s) LIMIT 5`,
    );
    expect(found).toEqual([]);
    expect(await rows(db, 'SELECT count(*) AS n FROM AP_INVOICES_ALL')).toEqual([
      { n: String(extract.answers.tables['AP_INVOICES_ALL']) },
    ]);
  });

  it('pays as SAP cleared: one active payment per paid invoice, open items unpaid, voided checks reissued', async () => {
    const { db, extract } = ctx();
    const checks: Record<string, string> = {
      'paid invoice without one active payment of its amount': `SELECT i.INVOICE_ID FROM AP_INVOICES_ALL i
        LEFT JOIN AP_INVOICE_PAYMENTS_ALL p ON p.INVOICE_ID = i.INVOICE_ID AND p.REVERSAL_FLAG = 'N'
        WHERE i.PAYMENT_STATUS_FLAG = 'Y' GROUP BY i.INVOICE_ID, i.INVOICE_AMOUNT, i.AMOUNT_PAID
        HAVING count(p.INVOICE_ID) <> 1 OR sum(CAST(p.AMOUNT AS DECIMAL(18,2))) <> CAST(i.INVOICE_AMOUNT AS DECIMAL(18,2))
          OR i.AMOUNT_PAID <> i.INVOICE_AMOUNT`,
      'unpaid invoice with an active payment': `SELECT p.INVOICE_ID FROM AP_INVOICE_PAYMENTS_ALL p JOIN AP_INVOICES_ALL i USING (INVOICE_ID)
        WHERE p.REVERSAL_FLAG = 'N' AND i.PAYMENT_STATUS_FLAG <> 'Y'`,
      'open item not remaining': `SELECT i.INVOICE_ID FROM AP_INVOICES_ALL i JOIN AP_PAYMENT_SCHEDULES_ALL s USING (INVOICE_ID)
        WHERE i.PAYMENT_STATUS_FLAG = 'N' AND i.CANCELLED_DATE IS NULL AND s.AMOUNT_REMAINING <> i.INVOICE_AMOUNT`,
      'check amount is not its payments': `SELECT c.CHECK_ID FROM AP_CHECKS_ALL c JOIN AP_INVOICE_PAYMENTS_ALL p USING (CHECK_ID)
        WHERE p.REVERSAL_INV_PMT_ID IS NULL GROUP BY c.CHECK_ID, c.AMOUNT
        HAVING sum(CAST(p.AMOUNT AS DECIMAL(18,2))) <> CAST(c.AMOUNT AS DECIMAL(18,2))`,
      'voided check not netting to zero': `SELECT c.CHECK_ID FROM AP_CHECKS_ALL c JOIN AP_INVOICE_PAYMENTS_ALL p USING (CHECK_ID)
        WHERE c.STATUS_LOOKUP_CODE = 'VOIDED' GROUP BY c.CHECK_ID, c.VOID_DATE
        HAVING sum(CAST(p.AMOUNT AS DECIMAL(18,2))) <> 0 OR bool_or(p.REVERSAL_FLAG <> 'Y') OR c.VOID_DATE IS NULL`,
    };
    expect(await defects(db, checks)).toEqual({});
    const [open] = await rows(
      db,
      `SELECT count(*) AS n FROM AP_INVOICES_ALL WHERE PAYMENT_STATUS_FLAG = 'N' AND CANCELLED_DATE IS NULL`,
    );
    expect(Number(open!['n'])).toBe(sap.answers.openInvoices);

    const voided = extract.answers.oracleTraps.voidedChecks;
    expect(voided.length).toBeGreaterThan(0);
    for (const v of voided) {
      const [row] = await rows(
        db,
        `SELECT r.CHECK_DATE AS reissued_on, list(i.ORG_ID || '-' || i.INVOICE_ID || '-' || year(CAST(i.GL_DATE AS DATE))
           ORDER BY i.INVOICE_ID) AS invoices
         FROM AP_CHECKS_ALL r JOIN AP_INVOICE_PAYMENTS_ALL p USING (CHECK_ID) JOIN AP_INVOICES_ALL i USING (INVOICE_ID)
         WHERE r.CHECK_ID = '${v.reissuedCheckId}' AND p.REVERSAL_FLAG = 'N' GROUP BY r.CHECK_DATE`,
      );
      expect(row).toEqual({ reissued_on: v.voidDate, invoices: v.invoiceIds });
    }

    // per company code, the active payments' ledger amounts are what SAP's payment documents cleared
    const paid = await rows(
      db,
      `WITH kz AS (SELECT BUKRS, BELNR, GJAHR FROM sap.BKPF WHERE BLART = 'KZ'),
       sap_paid AS (
         SELECT b.BUKRS, sum(CAST(CASE WHEN b.SHKZG = 'H' THEN b.DMBTR ELSE '-' || b.DMBTR END AS DECIMAL(18,2))) AS local
         FROM sap.BSAK b JOIN kz ON kz.BUKRS = b.BUKRS AND kz.BELNR = b.AUGBL AND kz.GJAHR = substr(b.AUGDT, 1, 4)
         WHERE NOT (b.BELNR = b.AUGBL AND b.GJAHR = kz.GJAHR) GROUP BY b.BUKRS
       ),
       ora_paid AS (
         SELECT i.ORG_ID, sum(CAST(coalesce(p.INVOICE_BASE_AMOUNT, p.AMOUNT) AS DECIMAL(18,2))) AS local
         FROM AP_INVOICE_PAYMENTS_ALL p JOIN AP_INVOICES_ALL i USING (INVOICE_ID) WHERE p.REVERSAL_FLAG = 'N' GROUP BY i.ORG_ID
       )
       SELECT s.BUKRS AS code, CAST(s.local AS DOUBLE) AS sap, CAST(o.local AS DOUBLE) AS oracle
       FROM sap_paid s LEFT JOIN ora_paid o ON o.ORG_ID = (${`CASE s.BUKRS ${Object.entries(
         extract.answers.sapIds.companyCodes,
       )
         .map(([c, id]) => `WHEN '${c}' THEN '${id}'`)
         .join(' ')} END`}) ORDER BY 1`,
    );
    expect(paid.length).toBe(4);
    for (const p of paid) expect(p['oracle'], String(p['code'])).toBe(p['sap']);
  });

  it('renders SAP reversal pairs as cancelled invoices', async () => {
    const { db } = ctx();
    const lineChecks: Record<string, string> =
      release === '12'
        ? {
            'cancelled lines not zeroed to their original amounts': `SELECT i.INVOICE_ID FROM AP_INVOICES_ALL i JOIN AP_INVOICE_LINES_ALL l USING (INVOICE_ID)
              WHERE i.CANCELLED_DATE IS NOT NULL GROUP BY i.INVOICE_ID, i.CANCELLED_AMOUNT
              HAVING sum(CAST(l.ORIGINAL_AMOUNT AS DECIMAL(18,2))) <> CAST(i.CANCELLED_AMOUNT AS DECIMAL(18,2))
                OR bool_or(CAST(l.AMOUNT AS DECIMAL(18,2)) <> 0) OR bool_or(l.CANCELLED_FLAG <> 'Y')`,
            'lines not adding up': `SELECT i.INVOICE_ID FROM AP_INVOICES_ALL i JOIN AP_INVOICE_LINES_ALL l USING (INVOICE_ID)
              GROUP BY i.INVOICE_ID, i.INVOICE_AMOUNT HAVING sum(CAST(l.AMOUNT AS DECIMAL(18,2))) <> CAST(i.INVOICE_AMOUNT AS DECIMAL(18,2))`,
          }
        : {
            'cancelled distributions not reversed': `SELECT i.INVOICE_ID FROM AP_INVOICES_ALL i JOIN AP_INVOICE_DISTRIBUTIONS_ALL d USING (INVOICE_ID)
              WHERE i.CANCELLED_DATE IS NOT NULL GROUP BY i.INVOICE_ID, i.CANCELLED_AMOUNT
              HAVING sum(CAST(d.AMOUNT AS DECIMAL(18,2))) <> 0 OR bool_or(d.REVERSAL_FLAG <> 'Y')
                OR sum(CAST(d.AMOUNT AS DECIMAL(18,2))) FILTER (WHERE d.PARENT_REVERSAL_ID IS NULL) <> CAST(i.CANCELLED_AMOUNT AS DECIMAL(18,2))`,
            'distributions not adding up': `SELECT i.INVOICE_ID FROM AP_INVOICES_ALL i JOIN AP_INVOICE_DISTRIBUTIONS_ALL d USING (INVOICE_ID)
              WHERE d.PARENT_REVERSAL_ID IS NULL GROUP BY i.INVOICE_ID, i.INVOICE_AMOUNT, i.CANCELLED_AMOUNT, i.CANCELLED_DATE, i.BASE_AMOUNT
              HAVING sum(CAST(d.AMOUNT AS DECIMAL(18,2))) <> CAST(coalesce(i.CANCELLED_AMOUNT, i.INVOICE_AMOUNT) AS DECIMAL(18,2))
                OR (i.CANCELLED_DATE IS NULL AND i.BASE_AMOUNT IS NOT NULL
                  AND sum(CAST(d.BASE_AMOUNT AS DECIMAL(18,2))) <> CAST(i.BASE_AMOUNT AS DECIMAL(18,2)))`,
          };
    expect(
      await defects(db, {
        ...lineChecks,
        'cancelled invoice not zeroed': `SELECT i.INVOICE_ID FROM AP_INVOICES_ALL i JOIN AP_PAYMENT_SCHEDULES_ALL s USING (INVOICE_ID)
          WHERE i.CANCELLED_DATE IS NOT NULL AND (CAST(i.INVOICE_AMOUNT AS DECIMAL) <> 0 OR CAST(i.BASE_AMOUNT AS DECIMAL) <> 0
            OR i.PAYMENT_STATUS_FLAG <> 'N' OR CAST(s.AMOUNT_REMAINING AS DECIMAL) <> 0 OR i.CANCELLED_AMOUNT IS NULL
            OR i.CANCELLED_DATE < i.GL_DATE)`,
      }),
    ).toEqual({});
    const [n] = await rows(db, 'SELECT count(*) AS n FROM AP_INVOICES_ALL WHERE CANCELLED_DATE IS NOT NULL');
    expect(Number(n!['n'])).toBe(sap.answers.reversalPairs);
    expect(sap.answers.reversalPairs).toBeGreaterThan(0);
  });

  it("receives what SAP's goods movements received, each RECEIVE delivered once more (not counted)", async () => {
    const { db, extract } = ctx();
    const value = `round(CAST(r.SOURCE_DOC_QUANTITY AS DECIMAL(18,3)) * CAST(r.PO_UNIT_PRICE AS DECIMAL(38,10))
      * coalesce(CAST(r.CURRENCY_CONVERSION_RATE AS DECIMAL(38,10)), 1), 2)`;
    const diff = await rows(
      db,
      `WITH typed AS (
         SELECT r.*, p.TRANSACTION_TYPE AS parent_type FROM RCV_TRANSACTIONS r
         LEFT JOIN RCV_TRANSACTIONS p ON p.TRANSACTION_ID = r.PARENT_TRANSACTION_ID
       ),
       ora AS (
         SELECT h.SEGMENT1 AS po, CAST(l.LINE_NUM AS INTEGER) AS line,
           sum(CASE WHEN r.TRANSACTION_TYPE = 'RETURN TO VENDOR' OR r.parent_type = 'RETURN TO VENDOR' THEN -1 ELSE 1 END * ${value}) AS local
         FROM typed r JOIN PO_HEADERS_ALL h USING (PO_HEADER_ID) JOIN PO_LINES_ALL l USING (PO_LINE_ID)
         WHERE r.TRANSACTION_TYPE IN ('RECEIVE', 'MATCH', 'RETURN TO VENDOR')
           OR (r.TRANSACTION_TYPE = 'CORRECT' AND r.parent_type IN ('RECEIVE', 'MATCH', 'RETURN TO VENDOR'))
         GROUP BY ALL
       ),
       s AS (
         SELECT EBELN AS po, CAST(EBELP AS INTEGER) AS line,
           sum(CAST(CASE WHEN SHKZG = 'H' THEN '-' || DMBTR ELSE DMBTR END AS DECIMAL(18,2))) AS local
         FROM sap.MSEG GROUP BY ALL
       )
       SELECT * FROM (SELECT * FROM s EXCEPT SELECT * FROM ora) UNION ALL SELECT * FROM (SELECT * FROM ora EXCEPT SELECT * FROM s) LIMIT 5`,
    );
    expect(diff).toEqual([]);
    expect(
      await defects(db, {
        'DELIVER not under a RECEIVE of the same goods': `SELECT d.TRANSACTION_ID FROM RCV_TRANSACTIONS d
          LEFT JOIN RCV_TRANSACTIONS r ON r.TRANSACTION_ID = d.PARENT_TRANSACTION_ID AND r.TRANSACTION_TYPE = 'RECEIVE'
            AND r.QUANTITY = d.QUANTITY AND r.PO_LINE_ID = d.PO_LINE_ID
          WHERE d.TRANSACTION_TYPE = 'DELIVER' AND r.TRANSACTION_ID IS NULL`,
        'received quantity not the net receipts': `SELECT l.LINE_LOCATION_ID FROM PO_LINE_LOCATIONS_ALL l
          LEFT JOIN (SELECT PO_LINE_LOCATION_ID, sum(CAST(SOURCE_DOC_QUANTITY AS DECIMAL(18,3))) AS q FROM RCV_TRANSACTIONS
            WHERE TRANSACTION_TYPE = 'RECEIVE' GROUP BY ALL) r ON r.PO_LINE_LOCATION_ID = l.LINE_LOCATION_ID
          WHERE CAST(l.QUANTITY_RECEIVED AS DECIMAL(18,3)) <> coalesce(r.q, 0)`,
      }),
    ).toEqual({});
    const [counts] = await rows(
      db,
      `SELECT count(*) FILTER (WHERE TRANSACTION_TYPE = 'RECEIVE') AS receive, count(*) FILTER (WHERE TRANSACTION_TYPE = 'DELIVER') AS deliver
       FROM RCV_TRANSACTIONS`,
    );
    expect(Number(counts!['deliver'])).toBe(Number(counts!['receive']));
    expect(extract.answers.oracleTraps.deliverRows).toBe(Number(counts!['deliver']));
  });

  it('holds the blocked invoices open; released holds block nothing', async () => {
    const { db, extract } = ctx();
    const [blocked] = await rows(
      db,
      `SELECT count(*) AS n FROM (SELECT * FROM sap.BSIK UNION ALL BY NAME SELECT * FROM sap.BSAK) i
       JOIN sap.BKPF h USING (BUKRS, BELNR, GJAHR) WHERE i.ZLSPR IS NOT NULL AND h.BLART <> 'KZ'`,
    );
    const [holds] = await rows(
      db,
      `SELECT count(*) FILTER (WHERE h.RELEASE_LOOKUP_CODE IS NULL) AS open,
         count(*) FILTER (WHERE h.RELEASE_LOOKUP_CODE IS NULL AND i.PAYMENT_STATUS_FLAG <> 'N') AS paid_open,
         count(*) FILTER (WHERE h.RELEASE_LOOKUP_CODE IS NOT NULL) AS released
       FROM AP_HOLDS_ALL h JOIN AP_INVOICES_ALL i USING (INVOICE_ID)`,
    );
    expect(Number(holds!['open'])).toBe(Number(blocked!['n']));
    expect(Number(holds!['paid_open'])).toBe(0);
    expect(Number(holds!['released'])).toBe(extract.answers.oracleTraps.releasedHolds.length);
  });

  it('translates every planted anomaly into Oracle ids', async () => {
    const { db, extract } = ctx();
    const planted = extract.answers.anomalies;
    expect(Object.keys(planted)).toEqual(Object.keys(sap.answers.anomalies));
    const invoices = new Map(
      (
        await rows(
          db,
          `SELECT ORG_ID || '-' || INVOICE_ID || '-' || year(CAST(GL_DATE AS DATE)) AS id, VENDOR_ID AS vendor, INVOICE_NUM AS num FROM AP_INVOICES_ALL`,
        )
      ).map((r) => [String(r['id']), r]),
    );
    const vendors = new Set(
      (await rows(db, `SELECT VENDOR_ID FROM "${sup}"`)).map((r) => String(r['VENDOR_ID'])),
    );
    const pos = new Set(
      (await rows(db, 'SELECT SEGMENT1 FROM PO_HEADERS_ALL')).map((r) => String(r['SEGMENT1'])),
    );
    const receives = new Set(
      (await rows(db, `SELECT TRANSACTION_ID FROM RCV_TRANSACTIONS WHERE TRANSACTION_TYPE = 'RECEIVE'`)).map(
        (r) => String(r['TRANSACTION_ID']),
      ),
    );
    let cases = 0;
    for (const [kind, list] of Object.entries(planted)) {
      expect(list.length, kind).toBe(sap.answers.anomalies[kind as keyof typeof planted].length);
      for (const c of list) {
        cases += 1;
        const where = `${kind} ${c.variant}`;
        const ids = [c['vendorId'], ...((c['vendorIds'] as string[] | undefined) ?? [])].filter(Boolean);
        for (const v of ids) expect(vendors.has(String(v)), `${where} vendor ${String(v)}`).toBe(true);
        const invoiceIds = [c['invoiceId'], ...((c['invoiceIds'] as string[] | undefined) ?? [])].filter(
          Boolean,
        );
        for (const [i, id] of invoiceIds.entries()) {
          const invoice = invoices.get(String(id));
          expect(invoice, `${where} invoice ${String(id)}`).toBeDefined();
          if (c['vendorId']) expect(invoice!['vendor'], where).toBe(c['vendorId']);
          const xblnr = Array.isArray(c['xblnr']) ? (c['xblnr'] as string[])[i] : c['xblnr'];
          if (typeof xblnr === 'string') expect(invoice!['num'], where).toBe(xblnr);
        }
        for (const po of [c['poNumber'], ...((c['poNumbers'] as string[] | undefined) ?? [])].filter(Boolean))
          expect(pos.has(String(po)), `${where} PO ${String(po)}`).toBe(true);
        for (const t of (c['grTransactionIds'] as string[] | undefined) ?? [])
          expect(receives.has(t), `${where} receipt ${t}`).toBe(true);
        if (kind === 'gr_not_invoiced')
          expect((c['grTransactionIds'] as string[]).length, where).toBeGreaterThan(0);
      }
    }
    expect(cases).toBeGreaterThan(20);
  });
});

describe('generateOracleExtract determinism and failure modes', () => {
  it('writes byte-identical files for the same options, other files for another seed', async () => {
    const first = extracts.get('12')!;
    const again = await generateOracleExtract({
      ...options,
      release: '12',
      outDir: await temp.make('spendlens-oracle-again-'),
    });
    expect(await fileHashes(again.dir)).toEqual(await fileHashes(first.dir));
    const other = await generateOracleExtract({
      ...options,
      seed: 12,
      release: '12',
      outDir: await temp.make('spendlens-oracle-other-'),
    });
    const [a, b] = [await fileHashes(first.dir), await fileHashes(other.dir)];
    for (const table of ['AP_SUPPLIERS.csv', 'AP_INVOICES_ALL.csv', 'RCV_TRANSACTIONS.csv'])
      expect(b[table]).not.toBe(a[table]);
  });

  it('renders reversed receipts and returns under their RECEIVE, and refuses receipts without a PO', async () => {
    const dir = await temp.make('spendlens-oracle-movements-');
    await cp(sap.dir, dir, { recursive: true });
    const mseg = (await readFile(join(dir, 'MSEG.csv'), 'utf8')).split('\n');
    const header = mseg[0]!.split(',');
    const at = (line: string, field: string) => line.split(',')[header.indexOf(field)]!;
    const [received, returned] = mseg.slice(1, 3);
    const row = (values: Record<string, string>, from: string) =>
      header.map((f) => values[f] ?? at(from, f)).join(',');
    const extra = [
      row(
        {
          MBLNR: '5900000001',
          MJAHR: at(received!, 'MJAHR'),
          ZEILE: '0001',
          BWART: '102',
          SHKZG: 'H',
          SMBLN: at(received!, 'MBLNR'),
          SJAHR: at(received!, 'MJAHR'),
          SMBLP: at(received!, 'ZEILE'),
        },
        received!,
      ),
      row(
        { MBLNR: '5900000001', MJAHR: at(received!, 'MJAHR'), ZEILE: '0002', BWART: '122', SHKZG: 'H' },
        returned!,
      ),
    ];
    await writeFile(join(dir, 'MSEG.csv'), [...mseg.slice(0, -1), ...extra, ''].join('\n'));
    const mkpf = (await readFile(join(dir, 'MKPF.csv'), 'utf8')).split('\n');
    const mkpfHeader = mkpf[0]!.split(',');
    const doc = mkpf[1]!.split(',');
    doc[mkpfHeader.indexOf('MBLNR')] = '5900000001';
    doc[mkpfHeader.indexOf('MJAHR')] = at(received!, 'MJAHR');
    await writeFile(join(dir, 'MKPF.csv'), [...mkpf.slice(0, -1), doc.join(','), ''].join('\n'));

    const out = await temp.make('spendlens-oracle-movements-out-');
    await renderOracleExtract({
      sapDir: dir,
      sapAnswers: sap.answers,
      outDir: out,
      systemName: 'demo',
      release: '12',
    });
    const db = await open(out, ['RCV_TRANSACTIONS', 'PO_LINE_LOCATIONS_ALL'], dir);
    const found = await rows(
      db,
      `SELECT r.TRANSACTION_TYPE AS type, p.TRANSACTION_TYPE AS parent, r.QUANTITY AS quantity, l.QUANTITY_RECEIVED AS received
       FROM RCV_TRANSACTIONS r JOIN RCV_TRANSACTIONS p ON p.TRANSACTION_ID = r.PARENT_TRANSACTION_ID
       JOIN PO_LINE_LOCATIONS_ALL l ON l.LINE_LOCATION_ID = r.PO_LINE_LOCATION_ID
       WHERE r.TRANSACTION_TYPE IN ('CORRECT', 'RETURN TO VENDOR') ORDER BY r.TRANSACTION_ID`,
    );
    expect(found).toEqual([
      { type: 'CORRECT', parent: 'RECEIVE', quantity: `-${at(received!, 'MENGE')}`, received: '0.000' },
      { type: 'RETURN TO VENDOR', parent: 'RECEIVE', quantity: at(returned!, 'MENGE'), received: '0.000' },
    ]);

    const noPo = row({ MBLNR: '5900000002', ZEILE: '0001', BWART: '501', EBELN: '', EBELP: '' }, received!);
    await writeFile(join(dir, 'MSEG.csv'), [...mseg.slice(0, -1), noPo, ''].join('\n'));
    await expect(
      renderOracleExtract({
        sapDir: dir,
        sapAnswers: sap.answers,
        outDir: out,
        systemName: 'demo',
        release: '12',
      }),
    ).rejects.toThrow(/goods movements without an Oracle receiving transaction/);
  });

  it('refuses an unknown release', async () => {
    await expect(
      generateOracleExtract({ ...options, release: '10.7' as OracleRelease, outDir: await temp.make() }),
    ).rejects.toThrow(/release must be/);
  });
});
