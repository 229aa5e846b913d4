import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DuckDbExecutor } from '@spendlens/warehouse';
import {
  generateDocuwareExtract,
  generateJdeExtract,
  generateNetsuiteExtract,
  generateOracleExtract,
  generateSapExtract,
  ingestExtract,
} from '../src/index';
import { extractPipelines } from '../src/ingest/ingest-extract';
import type { Manifest } from '../src/ingest/extract-format';
import { TempDirs } from './helpers/sap-fixture';
import { openWarehouse } from './helpers/warehouse';

/**
 * Issue 34 item 5: every optional table of every format may be left out (EXTRACT-FORMATS.md). The
 * smallest datagen extract of each format, checked and mapped (the ingest with checkOnly: every step
 * that reads the format's tables) with each optional table removed in turn (its file and manifest
 * entry) and with all of them removed. A JD Edwards extract without F0013 failed with `Binder Error:
 * … "f" does not have a column named "CVCD"`; it is ingested and published here.
 */
const temp = new TempDirs();
const common = { seed: 6, invoiceLines: 60, systemName: 'OPT' };
const generators = {
  sap: (outDir: string) => generateSapExtract({ ...common, outDir }),
  ora12: (outDir: string) => generateOracleExtract({ ...common, outDir, release: '12' }),
  ora11i: (outDir: string) => generateOracleExtract({ ...common, outDir, release: '11i' }),
  jde: (outDir: string) => generateJdeExtract({ ...common, outDir }),
  netsuite: (outDir: string) => generateNetsuiteExtract({ ...common, outDir }),
  docuware: (outDir: string) => generateDocuwareExtract({ ...common, outDir }),
} as const;
type Erp = keyof typeof generators;
const erps = Object.keys(generators) as Erp[];

const extracts = new Map<Erp, string>();
let db: DuckDbExecutor;

const readManifest = async (dir: string) =>
  JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as Manifest;

/** The optional tables of the format of `erp` (as its manifest gives them). */
async function optionalTables(erp: Erp): Promise<string[]> {
  const manifest = await readManifest(extracts.get(erp)!);
  const format = extractPipelines.find((p) => p.format.name === manifest.format)!.format;
  return format.tables(manifest).optional.map((t) => t.name);
}

/** A copy of the extract of `erp` without the tables `without` (their files and manifest entries). */
async function copyWithout(erp: Erp, without: readonly string[]): Promise<string> {
  const dir = await temp.make();
  await cp(extracts.get(erp)!, dir, { recursive: true });
  const manifest = await readManifest(dir);
  for (const table of without) {
    delete manifest.tables[table];
    await rm(path.join(dir, `${table}.csv`), { force: true });
  }
  await writeFile(path.join(dir, 'manifest.json'), JSON.stringify(manifest, null, 2));
  return dir;
}

/** [erp, table] for every optional table of every format (its list depends on no manifest key but Oracle's release). */
const cases: [Erp, string][] = erps.flatMap((erp) => {
  const format = extractPipelines.find((p) => p.format.erps.includes(erp))!.format;
  const manifest = { erp, release: erp === 'ora11i' ? '11i' : '12', fields: {}, tables: {} };
  return format.tables(manifest as unknown as Manifest).optional.map((t): [Erp, string] => [erp, t.name]);
});

beforeAll(async () => {
  db = await openWarehouse();
  await Promise.all(
    erps.map(async (erp) => extracts.set(erp, (await generators[erp](await temp.make())).dir)),
  );
}, 60_000);
afterAll(async () => {
  await db?.close();
  await temp.removeAll();
});

describe('an extract without an optional table', () => {
  it('lists the optional tables of every format as its extracts have them', async () => {
    for (const erp of erps)
      expect(
        cases.filter(([e]) => e === erp).map(([, t]) => t),
        erp,
      ).toEqual(await optionalTables(erp));
  });

  /** The ingest's every check and its mapping (check-extract), on the one warehouse of the file. */
  const checks = async (erp: Erp, without: readonly string[]) => {
    const label = `${erp} without ${without.join(', ')}`;
    const result = await ingestExtract({
      warehouse: db,
      systemId: erps.indexOf(erp) + 1,
      systemType: erp,
      source: await copyWithout(erp, without),
      commonCurrency: 'EUR',
      checkOnly: true,
    }).catch((error: unknown) => {
      throw new Error(`${label}: ${error instanceof Error ? error.message : String(error)}`);
    });
    expect(result.counts['canon.invoices'], label).toBeGreaterThan(0);
  };

  it.each(erps)('%s: passes every check and maps with all its optional tables left out', async (erp) =>
    checks(erp, await optionalTables(erp)),
  );

  it.each(cases)('%s: passes every check and maps without %s', (erp, table) => checks(erp, [table]));

  it('JD Edwards without F0013 takes the currency decimals from the manifest: the same amounts', async () => {
    const amounts = async (source: string, systemId: number) => {
      await ingestExtract({ warehouse: db, systemId, systemType: 'jde', source, commonCurrency: 'EUR' });
      return db.query({
        sql: `SELECT document_currency, sum(document_amount) AS amount FROM canon.invoices
              WHERE system_id = $1 GROUP BY ALL ORDER BY ALL`,
        params: [systemId],
      });
    };
    const manifest = await readManifest(extracts.get('jde')!);
    expect(manifest.tables['F0013']).toBeDefined();
    expect(Object.keys(manifest['decimals'] as object).length).toBeGreaterThan(0);
    const withF0013 = await amounts(extracts.get('jde')!, 101);
    expect(await amounts(await copyWithout('jde', ['F0013']), 102)).toEqual(withF0013);
  });
});
