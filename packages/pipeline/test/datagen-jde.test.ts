import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanCsvFile } from '../src/csv/scan-csv';
import { generateJdeExtract, type GeneratedJdeExtract } from '../src/datagen/jde/generate-jde-extract';
import { checkManifest } from '../src/ingest/extract-format';
import { valuePatterns } from '../src/ingest/extract-table';
import { jdeFormat, type JdeManifest } from '../src/jde/jde-format';
import { jdeTables } from '../src/jde/jde-tables';
import { TempDirs } from './helpers/sap-fixture';

const temp = new TempDirs();
const options = { seed: 13, invoiceLines: 1500, systemName: 'demo' };
const tables = [...jdeTables('ABAC01').required, ...jdeTables('ABAC01').optional];

/** A Julian date CYYDDD of an ISO day (YYYY-MM-DD). */
const julian = (day: string): number => {
  const date = new Date(`${day}T00:00:00Z`);
  const start = Date.UTC(date.getUTCFullYear(), 0, 1);
  return (date.getUTCFullYear() - 1900) * 1000 + (date.getTime() - start) / 86_400_000 + 1;
};

async function fileHashes(dir: string): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const name of (await readdir(dir)).sort())
    result[name] = createHash('sha256')
      .update(await readFile(join(dir, name)))
      .digest('hex');
  return result;
}

let extract: GeneratedJdeExtract;
let instance: DuckDBInstance;
let db: DuckDBConnection;

async function rows(sql: string): Promise<Record<string, unknown>[]> {
  return (await db.runAndReadAll(sql)).getRowObjectsJson() as Record<string, unknown>[];
}

beforeAll(async () => {
  extract = await generateJdeExtract({ ...options, outDir: await temp.make('spendlens-jde-test-') });
  instance = await DuckDBInstance.create(':memory:');
  db = await instance.connect();
  for (const table of tables)
    await db.run(`CREATE TABLE "${table.name}" AS SELECT * FROM read_csv('${join(extract.dir, `${table.name}.csv`)}',
      header = true, all_varchar = true, delim = ',', quote = '"', escape = '"')`);
});
afterAll(async () => {
  db.closeSync();
  instance.closeSync();
  await temp.removeAll();
});

describe('generateJdeExtract', () => {
  it('writes every table of jdeTables(ABAC01) with exactly its header, and nothing else', async () => {
    expect((await readdir(extract.dir)).sort()).toEqual(
      ['answers.json', 'manifest.json', ...tables.map((t) => `${t.name}.csv`)].sort(),
    );
    for (const table of tables) {
      const scan = await scanCsvFile(join(extract.dir, `${table.name}.csv`));
      expect(scan.problems, table.name).toEqual([]);
      expect(scan.header, table.name).toEqual(table.fields.map((f) => f.name));
      expect(scan.records, table.name).toBeGreaterThan(0);
    }
  });

  it('writes a valid manifest whose rows and hashes match the files', async () => {
    const manifest = JSON.parse(await readFile(join(extract.dir, 'manifest.json'), 'utf8')) as JdeManifest;
    expect(checkManifest(manifest, jdeFormat)).toEqual([]);
    expect(manifest).toMatchObject({
      format: 'jde-extract/1',
      erp: 'jde',
      system: 'demo',
      extracted_at: extract.answers.extractedAt,
      decimals: { EUR: 2, GBP: 2, SGD: 2, USD: 2 },
      quantity_decimals: 3,
      unit_cost_decimals: 4,
      line_number_decimals: 3,
      vendor_type_field: 'ABAC01',
    });
    expect(Object.keys(manifest.tables)).toEqual(tables.map((t) => t.name));
    for (const table of tables) {
      const scan = await scanCsvFile(join(extract.dir, `${table.name}.csv`));
      expect(manifest.tables[table.name], table.name).toEqual({ rows: scan.records, sha256: scan.sha256 });
      expect(extract.answers.tables[table.name], table.name).toBe(scan.records);
    }
  });

  it('writes values of their field kind, keys unique, required values present', async () => {
    const found: Record<string, unknown> = {};
    for (const table of tables) {
      for (const field of table.fields) {
        const column = `"${field.name}"`;
        const checks = [field.value ? `${column} IS NULL` : null];
        if (field.kind !== 'text') {
          const pattern = valuePatterns[field.kind];
          checks.push(
            `${column} IS NOT NULL AND NOT regexp_full_match(${column}, '${pattern.pattern}')`,
            pattern.invalid ? `${column} IS NOT NULL AND (${pattern.invalid(column)})` : null,
          );
        }
        for (const check of checks.filter((c): c is string => c !== null)) {
          const bad = await rows(`SELECT ${column} AS v FROM "${table.name}" WHERE ${check} LIMIT 2`);
          if (bad.length > 0) found[`${table.name}.${field.name}`] = bad;
        }
      }
      const key = table.key.map((k) => `"${k}"`).join(', ');
      const dup = await rows(`SELECT ${key} FROM "${table.name}" GROUP BY ALL HAVING count(*) > 1 LIMIT 2`);
      if (dup.length > 0) found[`${table.name} key`] = dup;
    }
    expect(found).toEqual({});
  });

  it('gives byte-identical files for the same options', async () => {
    const again = await generateJdeExtract({ ...options, outDir: await temp.make('spendlens-jde-again-') });
    expect(await fileHashes(again.dir)).toEqual(await fileHashes(extract.dir));
  });

  it('has vouchers adding up to the SAP answers per company; void rows to its reversals', async () => {
    const sums = await rows(`SELECT RPCO AS co, sum(CAST(RPAG AS BIGINT)) FILTER (WHERE RPDCTA IS NULL) AS ag,
        coalesce(sum(CAST(RPAG AS BIGINT)) FILTER (WHERE RPDCTA = 'PE'), 0) AS pe,
        count(DISTINCT RPDOC) FILTER (WHERE RPVOD = 'V') AS voided
      FROM F0411 GROUP BY RPCO ORDER BY RPCO`);
    expect(sums.map((r) => r['co'])).toEqual(Object.keys(extract.answers.companyCodes).sort());
    for (const r of sums) {
      const { byType } = extract.answers.companyCodes[String(r['co'])]!;
      const cents = (n: number) => Math.round(n * 100);
      const invoices = Object.entries(byType).filter(([type]) => type !== 'REVERSAL');
      expect(Number(r['ag']), String(r['co'])).toBe(
        invoices.reduce((s, [, t]) => s + cents(t.localAmount), 0),
      );
      expect(Number(r['pe']), String(r['co'])).toBe(cents(byType.REVERSAL.localAmount));
      expect(Number(r['voided'])).toBe(byType.REVERSAL.count);
    }
    // every payment is the sum of the pay items it paid; open vouchers as SAP's open items
    expect(
      await rows(`SELECT m.RMPYID FROM F0413 m JOIN F0414 n ON n.RNPYID = m.RMPYID
        GROUP BY m.RMPYID, m.RMPAAP HAVING sum(CAST(n.RNPAAP AS BIGINT)) <> CAST(m.RMPAAP AS BIGINT)`),
    ).toEqual([]);
    const open = await rows(`SELECT count(*) AS n FROM (SELECT RPDOC FROM F0411 WHERE RPDCTA IS NULL
        GROUP BY RPDOC HAVING sum(CAST(RPAAP AS BIGINT)) <> 0)`);
    expect(Number(open[0]!['n'])).toBe(extract.answers.openInvoices);
    expect((await rows('SELECT 1 FROM F0401')).length).toBe(extract.answers.vendors);
  });

  it('encodes dates as Julian CYYDDD and amounts, quantities and line numbers with implied decimals', async () => {
    // a planted invoice: its date and document-currency amount as the answers give them
    const planted = Object.values(extract.answers.anomalies)
      .flat()
      .find((c) => Array.isArray(c['invoiceIds']) && typeof c['amount'] === 'number' && c['date']);
    expect(planted).toBeDefined();
    const [co, document] = String((planted!['invoiceIds'] as string[])[0]).split('-') as [string, string];
    const voucher = await rows(`SELECT min(CAST(RPDIVJ AS INTEGER)) AS divj,
        sum(CAST(CASE WHEN RPCRRM = 'F' THEN RPACR ELSE RPAG END AS BIGINT)) AS amount
      FROM F0411 WHERE RPKCO = '${co}' AND RPDCT || RPDOC = '${document}' AND RPDCTA IS NULL`);
    expect(Number(voucher[0]!['divj'])).toBe(julian(String(planted!['date'])));
    expect(Number(voucher[0]!['amount'])).toBe(Math.round(Number(planted!['amount']) * 100));

    expect(julian('2025-02-01')).toBe(125032);
    expect(await rows(`SELECT PNDCP, PNDCD, PNNDTP FROM F0014 WHERE PNPTC = 'Z214'`)).toEqual([
      { PNDCP: '0.02000', PNDCD: '14', PNNDTP: '30' },
    ]);
    expect(await rows(`SELECT ALEFTB, ALCTY1, ALCTR FROM F0116 WHERE ALAN8 = '1'`)).toEqual([
      { ALEFTB: '100001', ALCTY1: 'Frankfurt am Main', ALCTR: 'DE' },
    ]);
    // EBELP 00010, 00020 … → PDLNID 10000, 20000 …; NETWR = quantity × unit cost to the cent
    expect(
      await rows(`SELECT PDDOCO, PDLNID FROM F4311 WHERE CAST(PDLNID AS INTEGER) % 10000 <> 0
        OR abs(CAST(PDUORG AS BIGINT) / 1000 * CAST(PDPRRC AS BIGINT) / 10000 - CAST(PDAEXP AS BIGINT) / 100) > 0.01 LIMIT 3`),
    ).toEqual([]);
    // a pay item net of its tax is the RSEG item: tax only on the last pay item of a voucher
    expect(
      await rows(`SELECT RPDOC FROM F0411 f WHERE CAST(RPSTAM AS BIGINT) <> 0
        AND RPSFX <> (SELECT max(g.RPSFX) FROM F0411 g WHERE g.RPKCO = f.RPKCO AND g.RPDOC = f.RPDOC AND g.RPDCT = f.RPDCT) LIMIT 3`),
    ).toEqual([]);
  });

  it('plants address rows an ingest must not take as current (answers.jdeTraps)', async () => {
    const { jdeTraps, extractedAt } = extract.answers;
    const asOf = julian(extractedAt.slice(0, 10));
    expect(jdeTraps.futureAddressRows.length).toBeGreaterThan(0);
    expect(jdeTraps.olderAddressRows.length).toBeGreaterThan(0);
    for (const row of jdeTraps.futureAddressRows) expect(row.aleftb).toBeGreaterThan(asOf);
    // every trapped address number has its current row: after an older one, not after the extraction
    const current = async (an8: number, after: number) =>
      (
        await rows(`SELECT 1 FROM F0116 WHERE ALAN8 = '${an8}'
          AND CAST(ALEFTB AS INTEGER) > ${after} AND CAST(ALEFTB AS INTEGER) <= ${asOf}`)
      ).length;
    for (const row of jdeTraps.olderAddressRows)
      expect(await current(row.an8, row.aleftb), String(row.an8)).toBe(1);
    for (const row of jdeTraps.futureAddressRows) expect(await current(row.an8, 0), String(row.an8)).toBe(1);
  });
});
