/**
 * Query benchmark (issues 5 and 19): a server in this process on a fresh DATA_DIR whose demo system
 * holds a seeded datagen extract of N invoice lines; four data calls of the product over HTTP, each
 * timed end to end (uncached) against two baselines run straight on the same DuckDB in the same run:
 * the very statements the server sent, and the best hand-written DuckDB statement giving the same
 * answer (below, `handWritten`; its answer is checked against the server's). Then the cached repeat,
 * a page change and a sort change on the same filters, concurrent clients, and the planner's two ways
 * of reading a page with its meta (one statement, or the counts beside the page) per call. Prints
 * medians, and per call the median of the runs' ratios of the HTTP call to the best hand-written
 * shape's time in the same run. The first answer on new filters queues a background read of the rest of its
 * result (services/top-rows-pages.ts: the whole result when small, else the top rows of every sort
 * order): the bench waits for it to end before the next timing, as a user reads the page before
 * changing the sort, and prints how long that read took on the engine.
 *
 *   npx tsx bench/query.ts [--lines 1000000] [--runs 15] [--clients 10] [--data-dir <dir>]
 *   (--data-dir reuses a DATA_DIR an earlier run left, skipping the datagen and ingest)
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { summaryRequestSchema, type Row } from '@spendlens/domain';
import { compile, duckdbDialect, planSummary } from '@spendlens/query';
import { findSourceAnalysis, type Statement } from '@spendlens/warehouse';
import { loadConfig } from '../packages/server/src/config';
import { startServer } from '../packages/server/src/server';
import { sourceTableOf } from '../packages/server/src/services/plan-within-grant';

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
const [lines] = await server.warehouse.query({
  sql: 'select count(*)::bigint as n from canon.invoice_lines',
  params: [],
});
console.log(
  `Query benchmark: ${Number(lines!['n']).toLocaleString('en-US')} invoice lines, ${os.cpus().length} cores, Node ${process.version}`,
);
console.log(`server up in ${((performance.now() - t) / 1000).toFixed(1)} s (DATA_DIR ${dataDir})`);

// the statements the data calls send to the engine, in order, recorded per request; the background
// reads after a first answer (told by their abort signal) are timed apart
let recorded: Statement[] = [];
let backgroundReads: number[] = [];
const engine = server.warehouse as unknown as {
  timedQuery: (statement: Statement, limit: number, options?: { signal?: AbortSignal }) => Promise<unknown>;
};
const timedQuery = engine.timedQuery.bind(server.warehouse);
engine.timedQuery = async (statement, limit, options) => {
  if (options?.signal === undefined) {
    recorded.push(statement);
    return timedQuery(statement, limit, options);
  }
  const started = performance.now();
  const rows = await timedQuery(statement, limit, options);
  backgroundReads.push(performance.now() - started);
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
/** The answer of the last summary call. */
let lastAnswer: { data: Row[]; meta: { row_count: number; subset_row_count: number } } | undefined;
/**
 * The bench's HTTP client: node:http over kept-alive connections, the leanest client in this
 * process (fetch's own work on the process's one JavaScript thread, about 1 ms a call on the bench
 * VM, is the client's cost, not the server's).
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: clients + 1 });
const post = (url: string, body: string) =>
  new Promise<{ status: number; bytes: Buffer }>((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
const summary = async (body: object): Promise<number> => {
  const started = performance.now();
  const response = await post(`${server.url}/api_prd/summary`, JSON.stringify(body));
  const elapsed = performance.now() - started;
  if (response.status >= 300) throw new Error(`summary answered ${response.status}`);
  lastAnswer =
    response.status === 204
      ? { data: [], meta: { row_count: 0, subset_row_count: 0 } }
      : (JSON.parse(response.bytes.toString('utf8')) as typeof lastAnswer);
  return elapsed;
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

const T = '"pub"."accounting_docs_po_nonpo_credit_reversal__invoice_distribution"';
/** The scope of every call ($1 the demo system) and the clause that defeats the cache ($2). */
const inScope = `system_id = $1 and internal_invoice_id is distinct from $2`;
const vendorFilter = `derived_document_type in ('PO-INVOICE', 'NON-PO-INVOICE') and common_amount > 100`;

/**
 * The best hand-written DuckDB statements for each call: the same page of rows and both counts, each
 * row carrying `row_count` and `subset_row_count`. Where two shapes compete, both are timed in every
 * run and the faster median is the baseline. Reviewed like the planner: the bench checks each answer
 * against the server's before timing.
 */
const handWritten: Record<string, Record<string, string[]>> = {
  'Invoice Distribution (type × value bin)': {
    // no filter: both counts are the groups, counted by a window over them
    'grouped, window count': [
      `select derived_document_type, invoice_value_bin, count(internal_invoice_id) as number_of_invoices,
         sum(common_amount) as value_of_invoices, count(distinct vendor_id) as number_of_vendors,
         count(*) over () as row_count, count(*) over () as subset_row_count
       from ${T} where ${inScope}
       group by derived_document_type, invoice_value_bin
       order by derived_document_type nulls last, invoice_value_bin nulls last limit 100`,
    ],
  },
  'vendor summary with filters': {
    // one grouping over the rows in scope: the filter in each aggregate, a group in the subset when
    // it has a row meeting it; the window before the subset's WHERE counts every group
    'grouped once, aggregates filtered': [
      `select vendor_id, vendor_name, value, invoices, mean_value, row_count,
         count(*) over () as subset_row_count
       from (
         select vendor_id, vendor_name,
           sum(common_amount) filter (where ${vendorFilter}) as value,
           count(common_amount) filter (where ${vendorFilter}) as invoices,
           avg(common_amount) filter (where ${vendorFilter}) as mean_value,
           count(*) filter (where ${vendorFilter}) as in_subset,
           count(*) over () as row_count
         from ${T} where ${inScope} and vendor_id is not null and vendor_name is not null
         group by vendor_id, vendor_name)
       where in_subset > 0
       order by value desc nulls last, vendor_id nulls last, vendor_name nulls last limit 100`,
    ],
    // the same, the filter evaluated once per row (a flag the aggregates read)
    'grouped once, each row flagged once': [
      `select vendor_id, vendor_name, value, invoices, mean_value, row_count,
         count(*) over () as subset_row_count
       from (
         select vendor_id, vendor_name,
           sum(common_amount) filter (where flag) as value,
           count(common_amount) filter (where flag) as invoices,
           avg(common_amount) filter (where flag) as mean_value,
           count(*) filter (where flag) as in_subset,
           count(*) over () as row_count
         from (select vendor_id, vendor_name, common_amount, ${vendorFilter} as flag
               from ${T} where ${inScope} and vendor_id is not null and vendor_name is not null)
         group by vendor_id, vendor_name)
       where in_subset > 0
       order by value desc nulls last, vendor_id nulls last, vendor_name nulls last limit 100`,
    ],
    // the subset grouped apart from the count of every group
    'subset grouped, every group counted by a subquery': [
      `select vendor_id, vendor_name, sum(common_amount) as value, count(common_amount) as invoices,
         avg(common_amount) as mean_value,
         (select count(*) from (select distinct vendor_id, vendor_name from ${T}
            where ${inScope} and vendor_id is not null and vendor_name is not null)) as row_count,
         count(*) over () as subset_row_count
       from ${T} where ${inScope} and (${vendorFilter}) and vendor_id is not null and vendor_name is not null
       group by vendor_id, vendor_name
       order by value desc nulls last, vendor_id nulls last, vendor_name nulls last limit 100`,
    ],
  },
  'monthly trend': {
    'grouped, window count': [
      `select cast(date_trunc('month', posting_date) as date) as month, derived_document_type,
         sum(common_amount) as value, count(common_amount) as invoices,
         count(*) over () as row_count, count(*) over () as subset_row_count
       from ${T} where ${inScope} and posting_date is not null and derived_document_type is not null
       group by month, derived_document_type
       order by month nulls last, derived_document_type nulls last`,
    ],
  },
  'detail page with its count': {
    // one statement: the page with a window count of the matching rows, the rows in scope by a subquery
    'one statement, window count': [
      `select internal_invoice_id, vendor_name, invoice_date, common_amount, derived_document_type,
         (select count(*) from ${T} where ${inScope}) as row_count, count(*) over () as subset_row_count
       from ${T} where ${inScope} and vendor_name ilike '%a%'
       order by common_amount desc nulls last, internal_invoice_id nulls last, vendor_name nulls last,
         invoice_date nulls last, derived_document_type nulls last
       limit 100 offset 300`,
    ],
    // two side by side: both counts in one scan, and the page (a top-N read)
    'a count beside the page': [
      `select count(*) as row_count, count(*) filter (where vendor_name ilike '%a%') as subset_row_count
       from ${T} where ${inScope}`,
      `select internal_invoice_id, vendor_name, invoice_date, common_amount, derived_document_type
       from ${T} where ${inScope} and vendor_name ilike '%a%'
       order by common_amount desc nulls last, internal_invoice_id nulls last, vendor_name nulls last,
         invoice_date nulls last, derived_document_type nulls last
       limit 100 offset 300`,
    ],
  },
};

/** Runs a hand-written shape: its statements side by side; the page's rows with both counts. */
async function runHandWritten(sqls: string[], salt: string): Promise<{ ms: number; rows: Row[] }> {
  const started = performance.now();
  const answers = await Promise.all(
    sqls.map((sql) => server.warehouse.query({ sql, params: [systemId, salt] })),
  );
  const ms = performance.now() - started;
  if (answers.length === 1) return { ms, rows: answers[0]! };
  const counts = answers[0]![0]!;
  return { ms, rows: answers[1]!.map((row) => ({ ...row, ...counts })) };
}

/** Equal answers: the same rows in the same order (numbers to 12 significant digits) and counts. */
function checkSame(name: string, shape: string, rows: Row[]): void {
  const answer = lastAnswer!;
  const strip = (row: Row) => {
    const { row_count: _r, subset_row_count: _s, ...rest } = row;
    return rest;
  };
  const norm = (value: unknown) =>
    JSON.stringify(value, (_k, v: unknown) => (typeof v === 'number' ? Number(v.toPrecision(12)) : v));
  const meta = {
    row_count: Number(rows[0]?.['row_count']),
    subset_row_count: Number(rows[0]?.['subset_row_count']),
  };
  const ours = norm(JSON.parse(JSON.stringify(rows.map(strip))));
  if (
    ours !== norm(answer.data) ||
    norm(meta) !== norm({ row_count: answer.meta.row_count, subset_row_count: answer.meta.subset_row_count })
  )
    throw new Error(`${name}: the hand-written "${shape}" does not answer what the server answers`);
}

/**
 * Times the recorded statements of one request on the engine itself, as the service runs them: side
 * by side (plain rows: the counts beside the page; groups: one statement).
 */
async function raw(statements: Statement[]): Promise<number> {
  const started = performance.now();
  await Promise.all(statements.map((s) => server.warehouse.query(s)));
  return performance.now() - started;
}

console.log('');
console.log(
  "| data call | HTTP end to end (median, uncached) | the server's statements on DuckDB (median) | best hand-written statement on DuckDB (median) | ratio to hand-written (median of the runs' ratios) | cached repeat (median) | next page, same filters (median) | sort change, same filters (median) | background read after the first answer (median) |",
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
/** Per call and hand-written shape, the medians (for the table of shapes after the main one). */
const shapeMedians: [string, string, number][] = [];
for (const [name, body] of Object.entries(queries)) {
  const http: number[] = [];
  const engineTimes: number[] = [];
  const shapes = Object.entries(handWritten[name]!);
  const handTimes = shapes.map((): number[] => []);
  const cached: number[] = [];
  const nextPage: number[] = [];
  const sortChange: number[] = [];
  /** Sort changes that ran a statement on the engine (not answered from memory). */
  let sortChangesOnEngine = 0;
  recorded = [];
  await summary({
    ...body,
    pre_filter: [{ clauses: [{ col: 'internal_invoice_id', op: '!=', val: `warm-up-${Date.now()}` }] }],
  });
  await server.backgroundReadsSettled();
  backgroundReads = [];
  let statements = recorded;
  /**
   * The engine-side baselines, run before or after the HTTP call, in an order that turns every run
   * (none gains from always following another).
   */
  const baselines = async (salt: string, run: number) => {
    const tasks: (() => Promise<void>)[] = [
      async () => {
        engineTimes.push(await raw(statements));
      },
      ...shapes.map(([shape, sqls], k) => async () => {
        const { ms: t, rows } = await runHandWritten(sqls, salt);
        handTimes[k]!.push(t);
        if (run === 0) checkSame(name, shape, rows);
      }),
    ];
    const turn = run % tasks.length;
    for (const task of [...tasks.slice(turn), ...tasks.slice(0, turn)]) await task();
  };
  for (let i = 0; i < runs; i++) {
    // a clause that keeps every row but changes a bound value, so the cache cannot answer
    const saltValue = `no-such-${i}-${Date.now()}`;
    const salt = { clauses: [{ col: 'internal_invoice_id', op: '!=', val: saltValue }] };
    const uncached = { ...body, pre_filter: [salt] };
    // alternate which goes first, so that neither gains from the other having just read the data;
    // the engine runs the statements of this request, or (when first) of the one before: the same
    // statements but for the bound value that defeats the cache
    if (i % 2 === 1) await baselines(saltValue, i);
    recorded = [];
    http.push(await summary(uncached));
    const answer = lastAnswer;
    // this request's statements only: the calls below must not add theirs (a sort change may run one)
    statements = recorded;
    recorded = [];
    // a user reads the first page before changing the sort; no background read overlaps a timing
    await server.backgroundReadsSettled();
    if (i % 2 === 0) {
      lastAnswer = answer;
      await baselines(saltValue, i);
    }
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
  const shapeTimes = handTimes.map(median);
  shapes.forEach(([shape], k) => shapeMedians.push([name, shape, shapeTimes[k]!]));
  // the baseline is the shape with the fastest median; the ratio pairs each run's HTTP call with that
  // shape's time in the same run (the median of the runs' ratios), so a drift of the machine's speed
  // over the bench moves both sides alike
  const bestShape = shapeTimes.indexOf(Math.min(...shapeTimes));
  const best = shapeTimes[bestShape]!;
  const ratio = median(http.map((t, i) => t / handTimes[bestShape]![i]!));
  console.log(
    `| ${name} | ${ms(h)} | ${ms(e)} | ${ms(best)} | ${ratio.toFixed(2)}× | ${ms(median(cached))} | ${nextPage.length ? ms(median(nextPage)) : '—'} | ${ms(median(sortChange))}${sortChangesOnEngine ? ` (${sortChangesOnEngine} of ${runs} on the engine)` : ''} | ${backgroundReads.length ? `${ms(median(backgroundReads))} (${backgroundReads.length} reads)` : '—'} |`,
  );
}

console.log('');
console.log('Hand-written shapes (median; the faster of a call is its baseline above):');
console.log('');
console.log('| data call | hand-written shape | median |');
console.log('|---|---|---:|');
for (const [name, shape, t] of shapeMedians) console.log(`| ${name} | ${shape} | ${ms(t)} |`);

// the planner's two ways of reading a page with its meta, on its own statements for each call: one
// statement (the page with window counts), or the counts statement beside the page (query README)
const scope = { systemId, companyCodes: null, dateRange: null, accountGroups: null };
console.log('');
console.log('| data call | one statement (counted) | counts beside the page | the planner uses |');
console.log('|---|---:|---:|---|');
for (const [name, body] of Object.entries(queries)) {
  const request = summaryRequestSchema.parse({ ...body, system_id: systemId });
  const def = findSourceAnalysis(request.module, request.analysis)!;
  const one: number[] = [];
  const beside: number[] = [];
  let metaBesidePage = false;
  for (let i = 0; i < runs; i++) {
    const salted = summaryRequestSchema.parse({
      ...request,
      pre_filter: [{ clauses: [{ col: 'internal_invoice_id', op: '!=', val: `shape-${i}-${Date.now()}` }] }],
    });
    const plan = planSummary(salted, sourceTableOf(def), scope, { maxRows: 100_000 });
    metaBesidePage = plan.metaBesidePage;
    const counted = compile(plan.counted, duckdbDialect);
    const pair = [compile(plan.counts, duckdbDialect), compile(plan.data, duckdbDialect)];
    const timeOne = async () => one.push(await raw([counted]));
    const timeBeside = async () => beside.push(await raw(pair));
    if (i % 2 === 0) await timeOne().then(timeBeside);
    else await timeBeside().then(timeOne);
  }
  console.log(
    `| ${name} | ${ms(median(one))} | ${ms(median(beside))} | ${metaBesidePage ? 'counts beside the page' : 'one statement'} |`,
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
