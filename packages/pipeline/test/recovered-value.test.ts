import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DuckDbExecutor } from '@spendlens/warehouse';
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
const systemId = 7;
const duplicates = 'pub.invoice_duplicates__duplicate_invoices';
const recovered = 'pub.invoice_duplicates__recovered_value';

const ingest = (findingCases: readonly FindingCaseRow[] = []) =>
  ingestSapExtract({ warehouse: db, systemId, source: dir, commonCurrency: 'EUR', findingCases });

type Totals = {
  found_findings: number;
  found_value: number;
  confirmed_findings: number;
  confirmed_value: number;
  dismissed_findings: number;
  dismissed_value: number;
  recovered_value: number;
};
const cents = (n: number) => Math.round(n * 100);

/**
 * The figures of the analysis computed here, in TypeScript, from the published duplicate-invoice
 * rows and the cases given: per company code, account group and month of each finding's latest
 * member, its members' amounts but the earliest's (by posting date, then internal_invoice_id).
 */
async function expected(cases: readonly FindingCaseRow[]): Promise<Map<string, Totals>> {
  const rows = await db.query({
    sql: `SELECT finding_key, company_code, account_group, strftime(posting_date, '%Y-%m-%d') AS posting_date,
            internal_invoice_id, common_amount::DOUBLE AS amount
          FROM ${duplicates} WHERE system_id = $1 AND finding_key IS NOT NULL`,
    params: [systemId],
  });
  const byKey = new Map<string, typeof rows>();
  for (const r of rows)
    byKey.set(String(r['finding_key']), [...(byKey.get(String(r['finding_key'])) ?? []), r]);
  const caseOf = new Map(cases.map((c) => [c.finding_key, c]));
  const result = new Map<string, Totals>();
  for (const [key, members] of byKey) {
    members.sort(
      (a, b) =>
        String(a['posting_date']).localeCompare(String(b['posting_date'])) ||
        String(a['internal_invoice_id']).localeCompare(String(b['internal_invoice_id'])),
    );
    const value = members.slice(1).reduce((n, m) => n + Number(m['amount'] ?? 0), 0);
    const latest = members.at(-1)!;
    const group = [
      latest['company_code'],
      latest['account_group'],
      String(latest['posting_date']).slice(0, 7),
    ].join(' ');
    const t = result.get(group) ?? {
      found_findings: 0,
      found_value: 0,
      confirmed_findings: 0,
      confirmed_value: 0,
      dismissed_findings: 0,
      dismissed_value: 0,
      recovered_value: 0,
    };
    const c = caseOf.get(key);
    t.found_findings += 1;
    t.found_value += value;
    if (c?.status === 'confirmed') {
      t.confirmed_findings += 1;
      t.confirmed_value += value;
      t.recovered_value += c.amount_recovered ?? 0;
    }
    if (c?.status === 'dismissed') {
      t.dismissed_findings += 1;
      t.dismissed_value += value;
    }
    result.set(group, t);
  }
  return result;
}

/** The published rows of the analysis, keyed like `expected`. */
async function published(): Promise<Map<string, Totals>> {
  const rows = await db.query({
    sql: `SELECT company_code, account_group, year_month, found_findings, found_value::DOUBLE AS found_value,
            confirmed_findings, confirmed_value::DOUBLE AS confirmed_value, dismissed_findings,
            dismissed_value::DOUBLE AS dismissed_value, recovered_value::DOUBLE AS recovered_value
          FROM ${recovered} WHERE system_id = $1`,
    params: [systemId],
  });
  return new Map(
    rows.map((r) => [
      [r['company_code'], r['account_group'], r['year_month']].join(' '),
      {
        found_findings: Number(r['found_findings']),
        found_value: Number(r['found_value']),
        confirmed_findings: Number(r['confirmed_findings']),
        confirmed_value: Number(r['confirmed_value']),
        dismissed_findings: Number(r['dismissed_findings']),
        dismissed_value: Number(r['dismissed_value']),
        recovered_value: Number(r['recovered_value']),
      },
    ]),
  );
}

const inCents = (m: Map<string, Totals>) =>
  [...m.entries()]
    .map(([k, t]) => [k, ...Object.values(t).map(cents)] as const)
    .sort((a, b) => a[0].localeCompare(b[0]));

/** Two findings worth something, in key order. */
async function twoFindings(): Promise<string[]> {
  const rows = await db.query({
    sql: `SELECT finding_key FROM ${duplicates} WHERE system_id = $1 AND finding_key IS NOT NULL
          GROUP BY finding_key HAVING count(*) > 1 AND sum(common_amount) > 0 ORDER BY finding_key LIMIT 2`,
    params: [systemId],
  });
  return rows.map((r) => String(r['finding_key']));
}

beforeAll(async () => {
  db = await openWarehouse();
  dir = (
    await generateSapExtract({ outDir: await temp.make(), seed: 11, invoiceLines: 3000, systemName: 'rv' })
  ).dir;
  await ingest();
});
afterAll(async () => {
  await db.close();
  await temp.removeAll();
});

describe('recovered value of duplicate payments through the pipeline', () => {
  it('is published at ingest: every finding found, as computed here from the duplicate invoices', async () => {
    const want = await expected([]);
    expect(want.size).toBeGreaterThan(3);
    expect(inCents(await published())).toEqual(inCents(want));
  });

  it('republishFindingCases recomputes it: a confirmed case with its amount is recovered, a dismissed one dismissed', async () => {
    const [confirmed, dismissed] = await twoFindings();
    const cases: FindingCaseRow[] = [
      { finding_key: confirmed!, status: 'confirmed', assignee: null, amount_recovered: 123.45 },
      { finding_key: dismissed!, status: 'dismissed', assignee: null, amount_recovered: null },
    ];
    const written = await republishFindingCases(db, systemId, cases);
    expect(written).toContain(recovered);
    const got = await published();
    expect(inCents(got)).toEqual(inCents(await expected(cases)));
    const total = (pick: (t: Totals) => number) => cents([...got.values()].reduce((n, t) => n + pick(t), 0));
    expect(total((t) => t.recovered_value)).toBe(12345);
    expect(total((t) => t.confirmed_findings)).toBe(100);
    expect(total((t) => t.dismissed_findings)).toBe(100);
    expect(total((t) => t.confirmed_value)).toBeGreaterThan(0);

    // the amount changes alone: republished
    const more = [{ ...cases[0]!, amount_recovered: 200 }, cases[1]!];
    await republishFindingCases(db, systemId, more);
    const [row] = await db.query({
      sql: `SELECT sum(recovered_value)::DOUBLE AS v FROM ${recovered} WHERE system_id = $1`,
      params: [systemId],
    });
    expect(Number(row!['v'])).toBe(200);

    // an ingest given the cases publishes the same
    await ingest(more);
    expect(inCents(await published())).toEqual(inCents(await expected(more)));
  });
});
