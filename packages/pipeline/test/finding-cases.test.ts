import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue, publishedTableName, type DuckDbExecutor } from '@spendlens/warehouse';
import {
  generateSapExtract,
  ingestSapExtract,
  republishFindingCases,
  type FindingCaseRow,
} from '../src/index';
import { TempDirs } from './helpers/sap-fixture';
import { openWarehouse } from './helpers/warehouse';

const temp = new TempDirs();
let db: DuckDbExecutor;
let dir: string;
let newer: string;
const systemId = 5;
const findings = catalogue.filter((def) => def.finding);
const duplicates = `pub.${publishedTableName(catalogue.find((d) => d.analysis === 'duplicate_invoices')!)}`;
const fact = 'pub.weighted_exceptions__exceptions';

const ingest = (source: string, findingCases: readonly FindingCaseRow[] = []) =>
  ingestSapExtract({ warehouse: db, systemId, source, commonCurrency: 'EUR', findingCases });

/** Every finding key of the system with its analysis and evidence, sorted. */
async function keys(): Promise<string[]> {
  const all: string[] = [];
  for (const def of findings) {
    const rows = await db.query({
      sql: `SELECT DISTINCT finding_key, finding_evidence FROM pub.${publishedTableName(def)}
            WHERE system_id = $1 AND finding_key IS NOT NULL`,
      params: [systemId],
    });
    for (const r of rows)
      all.push(`${def.analysis} ${String(r['finding_key'])} ${String(r['finding_evidence'])}`);
  }
  return all.sort();
}

async function exceptionsOf(analysis: string): Promise<number> {
  const [row] = await db.query({
    sql: `SELECT coalesce(sum(exception_count), 0) AS n FROM ${fact} WHERE system_id = $1 AND analysis = $2`,
    params: [systemId, analysis],
  });
  return Number(row!['n']);
}

beforeAll(async () => {
  db = await openWarehouse();
  const generate = async (invoiceLines: number) =>
    (await generateSapExtract({ outDir: await temp.make(), seed: 11, invoiceLines, systemName: 'cases' }))
      .dir;
  dir = await generate(3000);
  newer = await generate(3300);
  await ingest(dir);
});
afterAll(async () => {
  await db.close();
  await temp.removeAll();
});

describe('finding keys and cases in the warehouse', () => {
  it('gives every finding row a key <kind>:<16 hex>, rows of one duplicate-invoice cluster one key, and other clusters others', async () => {
    const rows = await db.query({
      sql: `SELECT cluster_id, count(DISTINCT finding_key) AS keys, min(finding_key) AS key FROM ${duplicates}
            WHERE system_id = $1 AND NOT is_reversed_or_reversal GROUP BY cluster_id`,
      params: [systemId],
    });
    expect(rows.length).toBeGreaterThan(3);
    for (const r of rows) {
      expect(Number(r['keys'])).toBe(1);
      expect(String(r['key'])).toMatch(/^duplicate_invoice:[0-9a-f]{16}$/);
    }
    expect(new Set(rows.map((r) => r['key'])).size).toBe(rows.length);
    for (const def of findings) {
      const [bad] = await db.query({
        sql: `SELECT count(*) AS n FROM pub.${publishedTableName(def)} WHERE system_id = $1
              AND finding_key IS NOT NULL AND NOT regexp_full_match(finding_key, $2)`,
        params: [systemId, `${def.finding!.kind}:[0-9a-f]{16}`],
      });
      expect([def.analysis, Number(bad!['n'])]).toEqual([def.analysis, 0]);
    }
  });

  it('keeps every key and evidence when the same extract is ingested again', async () => {
    const before = await keys();
    expect(before.length).toBeGreaterThan(50);
    await ingest(dir);
    expect(await keys()).toEqual(before);
  });

  it('shows a case on its rows, leaves a dismissed or confirmed finding out of the exceptions, and keeps it through a re-ingest', async () => {
    const [cluster] = await db.query({
      sql: `SELECT finding_key, count(*) AS n FROM ${duplicates} WHERE system_id = $1 AND NOT is_reversed_or_reversal
            GROUP BY finding_key ORDER BY finding_key LIMIT 1`,
      params: [systemId],
    });
    const key = String(cluster!['finding_key']);
    const rows = Number(cluster!['n']);
    const before = await exceptionsOf('duplicate_invoices');
    const cases = [
      { finding_key: key, status: 'dismissed', assignee: 'anna@example.com', amount_recovered: null },
    ];
    const written = await republishFindingCases(db, systemId, cases);
    expect(written).toContain(fact);
    const shown = await db.query({
      sql: `SELECT DISTINCT case_status, case_assignee FROM ${duplicates} WHERE system_id = $1 AND finding_key = $2`,
      params: [systemId, key],
    });
    expect(shown).toEqual([{ case_status: 'dismissed', case_assignee: 'anna@example.com' }]);
    expect(await exceptionsOf('duplicate_invoices')).toBe(before - rows);
    // the ranking reads the fact: recomputed with it
    const [ranked] = await db.query({
      sql: `SELECT sum(total_exceptions) AS n FROM pub.weighted_exceptions__vendor_ranking WHERE system_id = $1`,
      params: [systemId],
    });
    const [facts] = await db.query({
      sql: `SELECT sum(exception_count) AS n FROM ${fact} WHERE system_id = $1`,
      params: [systemId],
    });
    expect(Number(ranked!['n'])).toBe(Number(facts!['n']));

    // the ingest joins the cases it is given: the finding stays out
    await ingest(dir, cases);
    expect(await exceptionsOf('duplicate_invoices')).toBe(before - rows);
    // investigating is open: back in the counts
    await republishFindingCases(db, systemId, [{ ...cases[0]!, status: 'investigating' }]);
    expect(await exceptionsOf('duplicate_invoices')).toBe(before);
    await republishFindingCases(db, systemId, []);
    const [cleared] = await db.query({
      sql: `SELECT count(*) AS n FROM ${duplicates} WHERE system_id = $1 AND case_status IS DISTINCT FROM CASE WHEN finding_key IS NOT NULL THEN 'open' END`,
      params: [systemId],
    });
    expect(Number(cleared!['n'])).toBe(0);
  });

  it('keeps the keys of the findings a newer, longer extract still holds (the same seed, more lines)', async () => {
    await ingest(dir);
    const older = new Map((await keys()).map((k) => [k.split(' ').slice(0, 2).join(' '), k]));
    await ingest(newer);
    const now = new Set((await keys()).map((k) => k.split(' ').slice(0, 2).join(' ')));
    // vendor-level findings of the same master data keep their keys
    const vendorLevel = [...older.keys()].filter((k) =>
      /^(sap|duplicate_vendors|ofac_matches|similar_names) /.test(k),
    );
    expect(vendorLevel.length).toBeGreaterThan(5);
    const kept = vendorLevel.filter((k) => now.has(k));
    expect(kept.length / vendorLevel.length).toBeGreaterThan(0.5);
  });
});
