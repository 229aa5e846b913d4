import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalTables, stagingSchema, type DuckDbExecutor } from '@spendlens/warehouse';
import { ingestSapExtract, publishSystem, republishAnalyses, tablesRead } from '../src/index';
import { baseTables, TempDirs, writeFixture } from './helpers/sap-fixture';
import { openWarehouse, snapshot } from './helpers/warehouse';

const temp = new TempDirs();
let db: DuckDbExecutor;

beforeAll(async () => {
  db = await openWarehouse();
  await ingestSapExtract({
    warehouse: db,
    systemId: 1,
    source: temp.track(await writeFixture()),
    commonCurrency: 'EUR',
  });
  await ingestSapExtract({
    warehouse: db,
    systemId: 2,
    source: temp.track(await writeFixture()),
    commonCurrency: 'GBP',
  });
});
afterAll(async () => {
  await db.close();
  await temp.removeAll();
});

const counts = async () =>
  (
    await db.query({
      sql: `SELECT (SELECT count(*) FROM canon.invoices WHERE system_id = 1) AS invoices,
              (SELECT count(*) FROM pub.accounting_docs_po_nonpo_credit_reversal__invoice_distribution WHERE system_id = 1) AS published`,
      params: [],
    })
  )[0]!;

describe('publish', () => {
  it('rolls everything back when a step fails: the published data stays exactly as it was', async () => {
    const before = await snapshot(db, 1);
    // canon.company_codes and canon.vendors are replaced first, then a missing staging table fails the publish
    const staged = new Map([
      ['company_codes', 'canon.company_codes'],
      ['vendors', 'canon.vendors'],
    ]);
    await expect(publishSystem(db, 1, staged)).rejects.toThrow(
      'Publishing system 1 failed; its previously published data is unchanged',
    );
    expect(await snapshot(db, 1)).toEqual(before);
  });

  it('replaces only the ingested system, and readers see the old data or the new, never a mix', async () => {
    const system2 = await snapshot(db, 2);
    const bigger = [
      ...baseTables.BKPF,
      'DE01,1900000009,2024,KR,20240320,20240320,20240320,090000,FB60,INV-9,EUR,BKPF,1900000009DE012024,,',
    ];
    const bsik = [
      ...baseTables.BSIK,
      'DE01,0000100001,2024,1900000009,001,H,77.00,77.00,20240320,NT30,30,0,0,,',
    ];
    const source = temp.track(await writeFixture({ tables: { BKPF: bigger, BSIK: bsik } }));
    const seen: string[] = [];
    let done = false;
    const reader = (async () => {
      while (!done) {
        const c = await counts();
        seen.push(`${c['invoices']}/${c['published']}`);
        await new Promise((r) => setTimeout(r, 1));
      }
    })();
    await ingestSapExtract({ warehouse: db, systemId: 1, source, commonCurrency: 'EUR' });
    done = true;
    await reader;
    seen.push(`${(await counts())['invoices']}/${(await counts())['published']}`);
    expect(new Set(seen)).toEqual(new Set(['8/8', '9/9']));
    expect(seen[0]).toBe('8/8');
    expect(seen.at(-1)).toBe('9/9');
    expect(await snapshot(db, 2)).toEqual(system2);
  });

  it('runs ingests of different systems at the same time, on a fresh warehouse too', async () => {
    const fresh = await openWarehouse();
    try {
      const source = temp.track(await writeFixture());
      const results = await Promise.all(
        [11, 12, 13].map((systemId) =>
          ingestSapExtract({ warehouse: fresh, systemId, source, commonCurrency: 'EUR' }),
        ),
      );
      expect(results.map((r) => r.counts['canon.invoices'])).toEqual([8, 8, 8]);
      const [row] = await fresh.query({
        sql: 'SELECT count(DISTINCT system_id) AS n, count(*) AS rows FROM canon.invoices',
        params: [],
      });
      expect(row).toEqual({ n: 3, rows: 24 });
    } finally {
      await fresh.close();
    }
  });

  it('runs ingests of one system one after the other', async () => {
    const a = temp.track(await writeFixture());
    const results = await Promise.all([
      ingestSapExtract({ warehouse: db, systemId: 7, source: a, commonCurrency: 'EUR' }),
      ingestSapExtract({ warehouse: db, systemId: 7, source: a, commonCurrency: 'EUR' }),
    ]);
    expect(results.map((r) => r.counts['canon.invoices'])).toEqual([8, 8]);
    expect((await snapshot(db, 7))['canon.invoices']).toHaveLength(8);
  });

  it('recomputes the analyses of one system from its canonical rows, leaving other systems alone', async () => {
    const before = await snapshot(db, 1);
    const other = await snapshot(db, 2);
    const table = 'pub.accounting_docs_po_nonpo_credit_reversal__invoice_distribution';
    // a release that adds an analysis starts with its table empty
    await db.run(`DELETE FROM ${table} WHERE system_id = 1`);
    expect(Number((await counts())['published'])).toBe(0);
    await republishAnalyses(db, 1);
    expect(await snapshot(db, 1)).toEqual(before);
    expect(await snapshot(db, 2)).toEqual(other);
  });

  /** Copies of system 1's canonical rows in staging, as an ingest leaves them for the publish. */
  const stageSystem1 = async (): Promise<Map<string, string>> => {
    const staged = new Map<string, string>();
    for (const table of canonicalTables) {
      const copy = `${stagingSchema}.test_${table.name}`;
      await db.run(
        `CREATE OR REPLACE TABLE ${copy} AS SELECT * FROM canon.${table.name} WHERE system_id = 1`,
      );
      staged.set(table.name, copy);
    }
    return staged;
  };

  it('names the tables an analysis reads, quoted or not', () => {
    expect(
      tablesRead(
        'SELECT * FROM canon.invoices i JOIN pub."vendors__vendor_summary" s ON true, canon.duplicate_invoices',
      ),
    ).toEqual(['canon.invoices', 'pub.vendors__vendor_summary', 'canon.duplicate_invoices']);
  });

  it('writes rows computed in code in the same transaction, after what they do not feed, and the analyses reading them see them', async () => {
    const staged = await stageSystem1();
    const [invoice] = await db.query({
      sql: 'SELECT internal_invoice_id FROM canon.invoices WHERE system_id = 1 ORDER BY 1 LIMIT 1',
      params: [],
    });
    let released = (): void => undefined;
    const rows = new Promise<Map<string, Record<string, string | number>[]>>((resolve) => {
      released = () =>
        resolve(
          new Map([
            [
              'duplicate_invoices',
              [
                {
                  internal_invoice_id: String(invoice!['internal_invoice_id']),
                  cluster_id: 'DI:hand-made',
                  cluster_size: 2,
                  match_kind: 'exact',
                  rule: 'exact',
                  score: 100,
                  threshold: 70,
                },
              ],
            ],
          ]),
        );
    });
    const order: string[] = [];
    const publishing = publishSystem(db, 1, staged, {
      tables: new Set(['duplicate_invoices']),
      rows: rows.then((r) => {
        order.push('rows ready');
        return r;
      }),
    });
    // the publish waits for the rows: it has not finished without them
    await new Promise((r) => setTimeout(r, 200));
    order.push('released');
    released();
    const counts = await publishing;
    expect(order).toEqual(['released', 'rows ready']);
    expect(counts['canon.duplicate_invoices']).toBe(1);
    const published = await db.query({
      sql: 'SELECT cluster_id FROM pub.invoice_duplicates__duplicate_invoices WHERE system_id = 1',
      params: [],
    });
    expect(published.map((r) => r['cluster_id'])).toEqual(['DI:hand-made']);
    // an analysis that does not read the findings was published too, from the staged rows
    expect(counts['canon.invoices']).toBeGreaterThan(0);
    expect(counts['pub.accounting_docs_po_nonpo_credit_reversal__invoice_distribution']).toBe(
      counts['canon.invoices'],
    );
  });

  it('rolls everything back when the rows computed in code fail', async () => {
    const staged = await stageSystem1();
    const before = await snapshot(db, 1);
    await expect(
      publishSystem(db, 1, staged, {
        tables: new Set(['duplicate_invoices']),
        rows: Promise.reject(new Error('the matcher failed')),
      }),
    ).rejects.toThrow('Publishing system 1 failed; its previously published data is unchanged');
    expect(await snapshot(db, 1)).toEqual(before);
  });
});
