/**
 * Query benchmark (issue 5 item 6): a server in this process on a fresh DATA_DIR whose demo system
 * holds a seeded datagen extract of N invoice lines; four data calls of the product over HTTP, each
 * timed end to end (uncached) against the very statements the server ran, run straight on the same
 * DuckDB in the same run; then the cached repeat, a page change and a sort change on the same filters,
 * and concurrent clients. Prints medians and ratios. A big result's first page queues a background
 * read of the top rows of every sort order (services/top-rows-pages.ts): the bench waits for it to
 * end before the next timing, as a user reads the page before changing the sort, and prints how long
 * that read took on the engine.
 *
 *   npx tsx bench/query.ts [--lines 1000000] [--runs 15] [--clients 10] [--data-dir <dir>]
 *   (--data-dir reuses a DATA_DIR an earlier run left, skipping the datagen and ingest)
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Statement } from '@spendlens/warehouse';
import { loadConfig } from '../packages/server/src/config';
import { startServer } from '../packages/server/src/server';

const { values } = parseArgs({
  options: {
    lines: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '15' },
    clients: { type: 'string', default: '10' },
    'data-dir': { type: 'string' },
  },
});
const runs = Number(values.runs);
const clients = Number(values.clients);
const dataDir = values['data-dir'] ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'spendlens-query-bench-')));
const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const ms = (x: number) => `${x.toFixed(1)} ms`;

console.log(
  `Query benchmark: ${Number(values.lines).toLocaleString('en-US')} invoice lines, ${os.cpus().length} cores, Node ${process.version}`,
);
const t = performance.now();
const server = await startServer(
  loadConfig({
    // not 'production': the bench signs in as the demo user, which production refuses
    NODE_ENV: 'development',
    SESSION_CALLS_PER_MINUTE: '1000000',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DEMO: 'on',
    DEMO_INVOICE_LINES: values.lines,
    DEMO_SEED: '1',
    // production asks for the account secrets; the bench signs in with the demo user only
    CAPTCHA: 'off',
    ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  }),
  { log: () => undefined },
);
console.log(`server up in ${((performance.now() - t) / 1000).toFixed(1)} s (DATA_DIR ${dataDir})`);

// the statements the data calls send to the engine, in order, recorded per request; the background
// reads of the top rows of every sort order (told by their SQL) are timed apart
let recorded: Statement[] = [];
let topRowsReads: number[] = [];
const isTopRows = (s: Statement) => s.sql.startsWith('with "result_rows" as (');
const engine = server.warehouse as unknown as {
  timedQuery: (statement: Statement, limit: number, options?: object) => Promise<unknown>;
};
const timedQuery = engine.timedQuery.bind(server.warehouse);
engine.timedQuery = async (statement, limit, options) => {
  if (!isTopRows(statement)) {
    recorded.push(statement);
    return timedQuery(statement, limit, options);
  }
  const started = performance.now();
  const rows = await timedQuery(statement, limit, options);
  topRowsReads.push(performance.now() - started);
  return rows;
};

const auth = Buffer.from('demo@spendlens.test:Spendlens#2026').toString('base64');
const session = (await (
  await fetch(`${server.url}/api_prd/authenticate`, { headers: { authorization: `Basic ${auth}` } })
).json()) as { session_id: string };
const headers = { authorization: `Bearer ${session.session_id}`, 'content-type': 'application/json' };
const systems = (await (await fetch(`${server.url}/api_prd/systems`, { headers })).json()) as {
  id: number;
}[];
const systemId = systems[0]!.id;
const summary = async (body: object): Promise<number> => {
  const started = performance.now();
  const response = await fetch(`${server.url}/api_prd/summary`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  if (response.status >= 300) throw new Error(`summary answered ${response.status}`);
  return performance.now() - started;
};

const base = {
  system_id: systemId,
  module: 'accounting_docs_po_nonpo_credit_reversal',
  analysis: 'invoice_distribution',
};
const queries: Record<string, object> = {
  'Invoice Distribution (type × value bin)': {
    ...base,
    group_by: ['derived_document_type', 'invoice_value_bin'],
    aggregate: [
      { col: 'internal_invoice_id', fn: ['count'], alias: ['number_of_invoices'] },
      { col: 'common_amount', fn: ['sum'], alias: ['value_of_invoices'] },
      { col: 'vendor_id', fn: ['nunique'], alias: ['number_of_vendors'] },
    ],
    keep_groupby_nan: true,
    page_rows: 100,
  },
  'vendor summary with filters': {
    ...base,
    filter: [
      {
        clauses: [
          { col: 'derived_document_type', op: 'isin', val: ['PO-INVOICE', 'NON-PO-INVOICE'] },
          { col: 'common_amount', op: '>', val: 100 },
        ],
      },
    ],
    group_by: ['vendor_id', 'vendor_name'],
    aggregate: [
      { col: 'common_amount', fn: ['sum', 'count', 'mean'], alias: ['value', 'invoices', 'mean_value'] },
    ],
    sort: { col_alias: 'value', order: 'desc' },
    page_rows: 100,
  },
  'monthly trend': {
    ...base,
    transform: [{ type: 'date_bin', col: 'posting_date', alias: 'month', bins: 'month' }],
    group_by: ['month', 'derived_document_type'],
    aggregate: [{ col: 'common_amount', fn: ['sum', 'count'], alias: ['value', 'invoices'] }],
    page_rows: -1,
  },
  'detail page with its count': {
    ...base,
    include_columns: [
      'internal_invoice_id',
      'vendor_name',
      'invoice_date',
      'common_amount',
      'derived_document_type',
    ],
    filter: [{ clauses: [{ col: 'vendor_name', op: 'contains', val: 'a' }] }],
    sort: { col_alias: 'common_amount', order: 'desc' },
    page_number: 3,
    page_rows: 100,
  },
};

/** The sort a user switches to on the same filters, per data call. */
const sortChanges: Record<string, object> = {
  'Invoice Distribution (type × value bin)': { col_alias: 'number_of_invoices', order: 'desc' },
  'vendor summary with filters': { col_alias: 'vendor_name', order: 'asc' },
  'monthly trend': { col_alias: 'value', order: 'desc' },
  'detail page with its count': { col_alias: 'invoice_date', order: 'asc' },
};

/**
 * Times the recorded statements of one request on the engine itself, as the service runs them: the
 * counts together, then the rest (the page or whole result, and the totals) together. The counts are
 * told by their SQL, not by their place: when a request has no filter its two counts are the same
 * statement, which the server runs once (identical statements in flight run once).
 */
async function raw(statements: Statement[]): Promise<number> {
  const isCount = (s: Statement) => s.sql.startsWith('select count(*) as "row_count"');
  const started = performance.now();
  await Promise.all(statements.filter(isCount).map((s) => server.warehouse.query(s)));
  await Promise.all(statements.filter((s) => !isCount(s)).map((s) => server.warehouse.query(s)));
  return performance.now() - started;
}

console.log('');
console.log(
  '| data call | HTTP end to end (median, uncached) | same SQL on DuckDB (median) | ratio | cached repeat (median) | next page, same filters (median) | sort change, same filters (median) | top rows of every order, read after the first page (median) |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
for (const [name, body] of Object.entries(queries)) {
  const http: number[] = [];
  const engineTimes: number[] = [];
  const cached: number[] = [];
  const nextPage: number[] = [];
  const sortChange: number[] = [];
  /** Sort changes that ran a statement on the engine (not answered from memory). */
  let sortChangesOnEngine = 0;
  recorded = [];
  topRowsReads = [];
  await summary({
    ...body,
    pre_filter: [{ clauses: [{ col: 'internal_invoice_id', op: '!=', val: `warm-up-${Date.now()}` }] }],
  });
  await server.backgroundReadsSettled();
  topRowsReads = [];
  let statements = recorded;
  for (let i = 0; i < runs; i++) {
    // a clause that keeps every row but changes a bound value, so the cache cannot answer
    const salt = { clauses: [{ col: 'internal_invoice_id', op: '!=', val: `no-such-${i}-${Date.now()}` }] };
    const uncached = { ...body, pre_filter: [salt] };
    // alternate which goes first, so that neither gains from the other having just read the data;
    // the engine runs the statements of this request, or (when first) of the one before: the same
    // statements but for the bound value that defeats the cache
    if (i % 2 === 1) engineTimes.push(await raw(statements));
    recorded = [];
    http.push(await summary(uncached));
    // this request's statements only: the calls below must not add theirs (a sort change may run one)
    statements = recorded;
    recorded = [];
    // a user reads the first page before changing the sort; no background read overlaps a timing
    await server.backgroundReadsSettled();
    if (i % 2 === 0) engineTimes.push(await raw(statements));
    cached.push(await summary(uncached));
    const pageOf = (body as { page_number?: number }).page_number ?? 0;
    if ((body as { page_rows?: number }).page_rows !== -1)
      nextPage.push(await summary({ ...uncached, page_number: pageOf + 1 }));
    recorded = [];
    sortChange.push(await summary({ ...uncached, sort: sortChanges[name] }));
    if (recorded.length > 0) sortChangesOnEngine += 1;
    await server.backgroundReadsSettled();
  }
  const h = median(http);
  const e = median(engineTimes);
  console.log(
    `| ${name} | ${ms(h)} | ${ms(e)} | ${(h / e).toFixed(2)}× | ${ms(median(cached))} | ${nextPage.length ? ms(median(nextPage)) : '—'} | ${ms(median(sortChange))}${sortChangesOnEngine ? ` (${sortChangesOnEngine} of ${runs} on the engine)` : ''} | ${topRowsReads.length ? `${ms(median(topRowsReads))} (${topRowsReads.length} reads)` : '—'} |`,
  );
}

// concurrent clients: each asks the same vendor summary (identical queries in flight run once)
const vendorSummary = queries['vendor summary with filters']!;
const latencies: number[] = [];
for (let round = 0; round < 3; round++) {
  const salt = { clauses: [{ col: 'internal_invoice_id', op: '!=', val: `round-${round}-${Date.now()}` }] };
  latencies.push(
    ...(await Promise.all(
      Array.from({ length: clients }, () => summary({ ...vendorSummary, pre_filter: [salt] })),
    )),
  );
}
console.log('');
console.log(
  `${clients} concurrent clients, vendor summary with filters, 3 rounds: p50 ${ms(median(latencies))}, max ${ms(Math.max(...latencies))}.`,
);
await server.close();
if (!values['data-dir']) await fs.rm(dataDir, { recursive: true, force: true });
