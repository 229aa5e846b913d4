import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceValueBins } from '@spendlens/warehouse';
import { scanCsvFile } from '../src/csv/scan-csv';
import { datagenOptionalTables } from '../src/datagen/contacts';
import { generateSapExtract, requiredSapTables, type GeneratedExtract, type SapManifest } from '../src/index';
import { TempDirs } from './helpers/sap-fixture';

const temp = new TempDirs();
const writtenTables = [...requiredSapTables, ...datagenOptionalTables];
const generate = async (seed: number, invoiceLines = 2000): Promise<GeneratedExtract> =>
  generateSapExtract({
    outDir: await temp.make('spendlens-datagen-'),
    seed,
    invoiceLines,
    systemName: 'demo',
  });

async function fileHashes(dir: string): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const name of (await readdir(dir)).sort()) {
    result[name] = createHash('sha256')
      .update(await readFile(join(dir, name)))
      .digest('hex');
  }
  return result;
}

let first: GeneratedExtract;
beforeAll(async () => {
  first = await generate(11);
});
afterAll(() => temp.removeAll());

describe('generateSapExtract', () => {
  it('is deterministic: the same seed gives byte-identical files, another seed different ones', async () => {
    const again = await generate(11);
    const other = await generate(12);
    const hashes = await fileHashes(first.dir);
    expect(Object.keys(hashes)).toEqual(
      ['answers.json', 'manifest.json', ...writtenTables.map((t) => `${t}.csv`)].sort(),
    );
    expect(await fileHashes(again.dir)).toEqual(hashes);
    expect(again.answers).toEqual(first.answers);
    const otherHashes = await fileHashes(other.dir);
    for (const table of ['LFA1', 'BKPF', 'BSAK', 'RSEG'])
      expect(otherHashes[`${table}.csv`]).not.toBe(hashes[`${table}.csv`]);
    expect(other.answers.extractedAt).not.toBe(first.answers.extractedAt);
  });

  it('writes a manifest whose hashes and record counts match the files', async () => {
    const manifest = JSON.parse(await readFile(join(first.dir, 'manifest.json'), 'utf8')) as SapManifest;
    expect(manifest).toMatchObject({
      format: 'sap-extract/1',
      erp: 'sap',
      system: 'demo',
      extracted_at: first.answers.extractedAt,
    });
    expect(Object.keys(manifest.tables)).toEqual(writtenTables);
    for (const table of writtenTables) {
      const scan = await scanCsvFile(join(first.dir, `${table}.csv`));
      expect(scan.problems).toEqual([]);
      expect(manifest.tables[table]).toEqual({ rows: scan.records, sha256: scan.sha256 });
      expect(scan.records).toBeGreaterThan(0);
      expect(scan.header[0]).toBe('MANDT');
    }
    expect(manifest.tables['answers' as never]).toBeUndefined();
  });

  it('writes plausible, consistent documents: dates before the extraction, every value bin, reversals, open and cleared items', async () => {
    const { answers } = first;
    expect(answers.invoiceLines).toBe(2000);
    expect(answers.invoiceDates.max < answers.extractedAt.slice(0, 10)).toBe(true);
    expect(Date.parse(answers.extractedAt) - Date.parse(answers.invoiceDates.min)).toBeGreaterThan(
      2.9 * 365 * 86_400_000,
    );
    expect(Object.keys(answers.companyCodes)).toEqual(['DE01', 'GB01', 'SG01', 'US01']);
    expect(answers.reversalPairs).toBeGreaterThan(0);
    expect(answers.openInvoices).toBeGreaterThan(0);
    expect(answers.tables.BSAK).toBeGreaterThan(answers.tables.BSIK);
    const bins = Object.fromEntries(invoiceValueBins.map((b) => [b.label, 0]));
    for (const cc of Object.values(answers.companyCodes)) {
      for (const [bin, n] of Object.entries(cc.bins)) bins[bin]! += n;
      expect(cc.byType['PO-INVOICE'].count).toBeGreaterThan(0);
      expect(cc.byType['VENDOR-CREDIT'].commonAmount).toBeLessThan(0);
    }
    for (const bin of invoiceValueBins) expect(bins[bin.label]).toBeGreaterThan(0);
    // every PO number of an invoice item (RSEG) is an EKKO purchase order
    const ekko = new Set(
      (await readFile(join(first.dir, 'EKKO.csv'), 'utf8'))
        .split('\n')
        .slice(1)
        .map((l) => l.split(',')[1]),
    );
    const rseg = (await readFile(join(first.dir, 'RSEG.csv'), 'utf8')).trim().split('\n');
    const ebeln = rseg[0]!.split(',').indexOf('EBELN');
    for (const line of rseg.slice(1)) expect(ekko.has(line.split(',')[ebeln])).toBe(true);
  });
});
