import fs from 'node:fs/promises';
import { summaryRequestSchema, type Row, type SummaryRequestInput } from '@spendlens/domain';
import { compile, duckdbDialect, planSummary, type Scope } from '@spendlens/query';
import { findAnalysis } from '@spendlens/warehouse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourceTableOf } from '../src/services/plan-within-grant';
import { makeExtract } from './extract-fixtures';
import { startDemoSession, watchEngine, withCompanyCodeScope, type TestServer } from './start-test-server';

const module = 'accounting_docs_po_nonpo_credit_reversal';
const analysis = 'invoice_distribution';
/** The detail rows of the invoice distribution: ties (types, dates, vendors) and NULLs (PO numbers). */
const base = {
  module,
  analysis,
  include_columns: [
    'internal_invoice_id',
    'vendor_name',
    'invoice_date',
    'common_amount',
    'derived_document_type',
    'po_number',
    'document_currency',
  ],
} satisfies Partial<SummaryRequestInput>;
/** Results above this many rows are big: not read whole, but their top rows read per sort order. */
const queryCacheRows = 1000;
/** Rows read per order (7 columns, 14 orders: 71 would fit): pages of 10 from 0 to 5 are inside them. */
const rowsPerOrder = 60;

describe('a sort change of a big result on the same filters (issue 5 item 6)', () => {
  let server: TestServer;
  let token: string;
  let systemId: number;
  beforeAll(async () => {
    ({ server, token, systemId } = await startDemoSession({
      QUERY_CACHE_ROWS: String(queryCacheRows),
      QUERY_TOP_ROWS: String(rowsPerOrder),
    }));
  });
  afterAll(() => server.close());

  const ask = async (fields: Partial<SummaryRequestInput>) => {
    const response = await server.api('summary', {
      token,
      body: { system_id: systemId, ...base, ...fields },
    });
    expect(response.status, JSON.stringify(fields)).toBe(200);
    return (await response.json()) as { data: Row[]; meta: { subset_row_count: number } };
  };
  /** The engine's own page for the same request: the planned statement (ORDER BY … LIMIT … OFFSET) on DuckDB. */
  const fromEngine = async (fields: Partial<SummaryRequestInput>, companyCodes: string[] | null = null) => {
    const request = summaryRequestSchema.parse({ system_id: systemId, ...base, ...fields });
    const def = findAnalysis(module, analysis)!;
    const scope: Scope = { systemId, companyCodes, dateRange: null, accountGroups: null };
    const plan = planSummary(request, sourceTableOf(def), scope, { maxRows: 1_000_000 });
    return server.warehouse.query(compile(plan.data, duckdbDialect));
  };
  const sorts = base.include_columns.flatMap((col) =>
    (['asc', 'desc'] as const).map((order) => ({ col_alias: col, order })),
  );

  it('answers every column, both directions, the first pages without the engine, each exactly the engine’s page', async () => {
    const first = await ask({ sort: { col_alias: 'common_amount', order: 'desc' }, page_rows: 10 });
    expect(first.meta.subset_row_count).toBeGreaterThan(queryCacheRows);
    // the first page queued the read of the top rows of every order, after its answer
    await server.backgroundReadsSettled();

    const engine = watchEngine(server);
    const answers: { fields: Partial<SummaryRequestInput> & { page_rows: number }; data: Row[] }[] = [];
    for (const sort of [undefined, ...sorts]) {
      for (const page_number of [0, 1, 5]) {
        const fields = { ...(sort ? { sort } : {}), page_rows: 10, page_number };
        answers.push({ fields, data: (await ask(fields)).data });
      }
    }
    const wide = { sort: { col_alias: 'invoice_date', order: 'asc' as const }, page_rows: rowsPerOrder };
    answers.push({ fields: wide, data: (await ask(wide)).data });
    expect(engine.calls()).toBe(0);

    let nulls = 0;
    for (const { fields, data } of answers) {
      expect(data, JSON.stringify(fields)).toHaveLength(fields.page_rows);
      expect(data, JSON.stringify(fields)).toEqual(await fromEngine(fields));
      nulls += data.filter((row) => row['po_number'] === null).length;
    }
    // NULLs were placed (last in both directions) on the pages compared
    expect(nulls).toBeGreaterThan(0);
  });

  it('asks the engine for a page past the rows read, and answers it exactly', async () => {
    await ask({ page_rows: 10 });
    await server.backgroundReadsSettled();
    const engine = watchEngine(server);
    const past = {
      sort: { col_alias: 'vendor_name', order: 'desc' as const },
      page_rows: 10,
      page_number: 6,
    };
    const data = (await ask(past)).data;
    expect(engine.calls()).toBeGreaterThan(0);
    expect(data).toEqual(await fromEngine(past));
  });

  it('keeps each scope’s rows apart: users limited to other company codes (the same SQL, other bound values) get their own rows', async () => {
    // two scopes of two company codes each: the same statements but for their bound values
    const biggest = await server.warehouse.query({
      sql: `select company_code from pub.${module}__${analysis} where system_id = $1
            group by 1 order by count(*) desc, 1 limit 3`,
      params: [systemId],
    });
    const [c1, c2, c3] = biggest.map((row) => String(row['company_code']));
    const scopeA = [c1!, c2!];
    const scopeB = [c1!, c3!];
    // a sort whose first page differs between the two scopes
    let sort: (Partial<SummaryRequestInput> & { page_rows: number }) | undefined;
    for (const candidate of sorts) {
      const fields = { sort: candidate, page_rows: 10 };
      if (
        JSON.stringify(await fromEngine(fields, scopeA)) !== JSON.stringify(await fromEngine(fields, scopeB))
      ) {
        sort = fields;
        break;
      }
    }
    expect(sort).toBeDefined();
    const inScope = async (codes: string[], fields: Partial<SummaryRequestInput>) =>
      withCompanyCodeScope(server, codes, async () => {
        const answer = await ask(fields);
        await server.backgroundReadsSettled();
        return answer;
      });
    // scope A's first page, then its top rows answer its sort change
    expect((await inScope(scopeA, { page_rows: 10 })).meta.subset_row_count).toBeGreaterThan(queryCacheRows);
    const engine = watchEngine(server);
    const a = await inScope(scopeA, sort!);
    expect(engine.calls()).toBe(0);
    expect(a.data).toEqual(await fromEngine(sort!, scopeA));
    // scope B's same request is not cut from scope A's rows
    const b = await inScope(scopeB, sort!);
    expect(b.meta.subset_row_count).toBeGreaterThan(queryCacheRows);
    expect(engine.calls()).toBeGreaterThan(0);
    expect(b.data).toEqual(await fromEngine(sort!, scopeB));
    expect(b.data).not.toEqual(a.data);
    // and scope B's own top rows (read after that answer) answer its next sort change
    const change = {
      sort: { col_alias: 'common_amount', order: 'asc' as const },
      page_rows: 10,
      page_number: 2,
    };
    const calls = engine.calls();
    const changed = await withCompanyCodeScope(server, scopeB, () => ask(change));
    expect(engine.calls()).toBe(calls);
    expect(changed.data).toEqual(await fromEngine(change, scopeB));
  });

  it('reads no top rows after an answer of every row (an export), but does after a page', async () => {
    // new filters each: nothing of them is cached or read yet
    const filtered = (val: string) => ({
      filter: [{ clauses: [{ col: 'vendor_name', op: '!=' as const, val }] }],
    });
    const engine = watchEngine(server);
    const every = await ask({ ...filtered('no such vendor 1'), page_rows: -1 });
    expect(every.data.length).toBeGreaterThan(queryCacheRows);
    const afterEvery = engine.calls();
    await server.backgroundReadsSettled();
    expect(engine.calls()).toBe(afterEvery);
    // the same size of result asked a page at a time: one read follows the answer
    await ask({ ...filtered('no such vendor 2'), page_rows: 10 });
    const afterPage = engine.calls();
    await server.backgroundReadsSettled();
    expect(engine.calls()).toBe(afterPage + 1);
  });

  it('forgets the top rows at a publish: the sort change answers the new data', async () => {
    const sort = {
      sort: { col_alias: 'invoice_date', order: 'desc' as const },
      page_rows: 10,
      page_number: 1,
    };
    await ask({ page_rows: 10 });
    await server.backgroundReadsSettled();
    const before = (await ask(sort)).data;
    const extract = await makeExtract({ invoiceLines: 2500, seed: 99 });
    try {
      await server.ingest.ingest(systemId, extract.dir);
    } finally {
      await fs.rm(extract.root, { recursive: true, force: true });
    }
    const expected = await fromEngine(sort);
    expect(expected).not.toEqual(before);
    const after = await ask(sort);
    expect(after.meta.subset_row_count).toBeGreaterThan(queryCacheRows);
    expect(after.data).toEqual(expected);
  });
});
