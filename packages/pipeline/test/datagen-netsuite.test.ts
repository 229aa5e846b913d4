import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DuckDbExecutor } from '@spendlens/warehouse';
import { scanCsvFile } from '../src/csv/scan-csv';
import {
  generateNetsuiteExtract,
  type GeneratedNetsuiteExtract,
} from '../src/datagen/netsuite/generate-netsuite-extract';
import { ingestExtract } from '../src/index';
import { checkManifest } from '../src/ingest/extract-format';
import { netsuiteFormat, type NetsuiteManifest } from '../src/netsuite/netsuite-format';
import { netsuiteTables } from '../src/netsuite/netsuite-tables';
import { TempDirs } from './helpers/sap-fixture';
import { openWarehouse } from './helpers/warehouse';

const temp = new TempDirs();
const options = { seed: 13, invoiceLines: 1500, systemName: 'demo' };
const format = netsuiteTables('custbody_brand');
/** Every table of the format but transactionaccountingline, which the datagen leaves out. */
const tables = [...format.required, ...format.optional].filter((t) => t.name !== 'transactionaccountingline');

async function fileHashes(dir: string): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const name of (await readdir(dir)).sort())
    result[name] = createHash('sha256')
      .update(await readFile(join(dir, name)))
      .digest('hex');
  return result;
}

let extract: GeneratedNetsuiteExtract;
let db: DuckDbExecutor;
const systemId = 1;
const rows = (sql: string) => db.query({ sql, params: [systemId] });

beforeAll(async () => {
  extract = await generateNetsuiteExtract({
    ...options,
    outDir: await temp.make('spendlens-netsuite-test-'),
  });
  db = await openWarehouse();
  await ingestExtract({
    warehouse: db,
    systemId,
    systemType: 'netsuite',
    source: extract.dir,
    commonCurrency: 'EUR',
  });
});
afterAll(async () => {
  await db.close();
  await temp.removeAll();
});

describe('generateNetsuiteExtract', () => {
  it('writes every table it lists with exactly its header, and a valid manifest with the brand field', async () => {
    expect((await readdir(extract.dir)).sort()).toEqual(
      ['answers.json', 'manifest.json', ...tables.map((t) => `${t.name}.csv`)].sort(),
    );
    const manifest = JSON.parse(
      await readFile(join(extract.dir, 'manifest.json'), 'utf8'),
    ) as NetsuiteManifest;
    expect(checkManifest(manifest, netsuiteFormat)).toEqual([]);
    expect(manifest).toMatchObject({
      format: 'netsuite-extract/1',
      erp: 'netsuite',
      system: 'demo',
      extracted_at: extract.answers.extractedAt,
      brand_field: 'custbody_brand',
    });
    expect(Object.keys(manifest.tables)).toEqual(tables.map((t) => t.name));
    for (const table of tables) {
      const scan = await scanCsvFile(join(extract.dir, `${table.name}.csv`));
      expect(scan.problems, table.name).toEqual([]);
      expect(scan.header, table.name).toEqual(table.fields.map((f) => f.name));
      expect(scan.records, table.name).toBeGreaterThan(0);
      expect(manifest.tables[table.name], table.name).toEqual({ rows: scan.records, sha256: scan.sha256 });
      expect(extract.answers.tables[table.name], table.name).toBe(scan.records);
    }
  });

  it('gives byte-identical files for the same options', async () => {
    const again = await generateNetsuiteExtract({
      ...options,
      outDir: await temp.make('spendlens-netsuite-again-'),
    });
    expect(await fileHashes(again.dir)).toEqual(await fileHashes(extract.dir));
  });

  it('ingests as the SAP answers say: invoices per subsidiary and type, reversal pairs, open items, vendors', async () => {
    const found = await rows(
      `SELECT company_code, derived_document_type AS type, count(*)::INTEGER AS n, sum(local_amount)::DOUBLE AS local,
         sum(common_amount)::DOUBLE AS common
       FROM canon.invoices WHERE system_id = $1 GROUP BY ALL ORDER BY ALL`,
    );
    const expected = Object.entries(extract.answers.companyCodes).flatMap(([code, c]) =>
      Object.entries(c.byType)
        .filter(([, t]) => t.count > 0)
        .map(([type, t]) => ({
          company_code: code,
          type,
          n: t.count,
          local: t.localAmount,
          common: t.commonAmount,
        })),
    );
    const key = (r: { company_code: unknown; type: unknown }) =>
      `${String(r.company_code)} ${String(r.type)}`;
    expect(
      found.map((r) => ({
        ...r,
        local: Math.round(Number(r['local']) * 100),
        common: Math.round(Number(r['common']) * 100),
      })),
    ).toEqual(
      expected
        .map((r) => ({ ...r, local: Math.round(r.local * 100), common: Math.round(r.common * 100) }))
        .sort((a, b) => key(a).localeCompare(key(b))),
    );
    const [counts] = await rows(
      `SELECT count(*) FILTER (WHERE derived_document_type = 'REVERSAL')::INTEGER AS reversals,
         count(*) FILTER (WHERE NOT is_cleared)::INTEGER AS open,
         (SELECT count(*)::INTEGER FROM canon.vendors v WHERE v.system_id = $1) AS vendors,
         (SELECT count(*)::INTEGER FROM canon.invoice_lines l WHERE l.system_id = $1) AS lines
       FROM canon.invoices WHERE system_id = $1`,
    );
    expect(counts).toEqual({
      reversals: extract.answers.reversalPairs,
      open: extract.answers.openInvoices,
      vendors: extract.answers.vendors,
      lines: extract.answers.invoiceLines,
    });
  });

  it('names the planted invoices, receipts and PO lines by their NetSuite ids', async () => {
    const planted = Object.values(extract.answers.anomalies).flat();
    const invoiceIds = planted.flatMap((c) => [
      ...(typeof c['invoiceId'] === 'string' ? [c['invoiceId']] : []),
      ...((c['invoiceIds'] as string[] | undefined) ?? []),
    ]);
    expect(invoiceIds.length).toBeGreaterThan(0);
    const known = await rows(
      `SELECT count(*)::INTEGER AS n FROM canon.invoices
       WHERE system_id = $1 AND internal_invoice_id IN (${invoiceIds.map((id) => `'${id}'`).join(', ')})`,
    );
    expect(known[0]!['n']).toBe(new Set(invoiceIds).size);
    const receipts = planted.filter((c) => Array.isArray(c['grTransactionIds']));
    expect(receipts.length).toBeGreaterThan(0);
    for (const c of receipts) {
      const found = await rows(
        `SELECT DISTINCT po_line_item_number AS line FROM canon.goods_receipts
         WHERE system_id = $1 AND document_number = '${(c['grTransactionIds'] as string[])[0]}' ORDER BY 1`,
      );
      expect(found.map((r) => r['line'])).toEqual(expect.arrayContaining(c['poItems'] as string[]));
    }
  });

  it('writes brands on bills and POs, an elimination subsidiary and exact rates of foreign bills', async () => {
    const transaction = await readFile(join(extract.dir, 'transaction.csv'), 'utf8');
    for (const brand of extract.answers.brands) expect(transaction).toContain(`,${brand}\n`);
    expect(
      await rows(`SELECT company_code FROM canon.company_codes WHERE system_id = $1 ORDER BY 1`),
    ).toEqual(Object.keys(extract.answers.companyCodes).map((company_code) => ({ company_code })));
    expect(Object.keys(extract.answers.companyCodes)).not.toContain(extract.answers.eliminationSubsidiary);
    const [foreign] = await rows(
      `SELECT count(*)::INTEGER AS n FROM canon.invoices WHERE system_id = $1 AND document_currency <> local_currency`,
    );
    expect(Number(foreign!['n'])).toBeGreaterThan(0);
  });
});
