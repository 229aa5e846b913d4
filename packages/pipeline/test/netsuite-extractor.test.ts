import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DuckDbExecutor } from '@spendlens/warehouse';
import { ingestExtract } from '../src/index';
import { suiteqlQueries } from '../src/netsuite/extractor-suiteql';
import { netsuiteTables } from '../src/netsuite/netsuite-tables';
import { netsuiteExtractorDir, netsuiteExtractorFiles } from '../src/netsuite/write-extractor';
import { netsuiteTablesFixture } from './helpers/netsuite-fixture';
import { openWarehouse } from './helpers/warehouse';

const secrets = {
  NETSUITE_CONSUMER_KEY: 'ck',
  NETSUITE_CONSUMER_SECRET: 'cs&1',
  NETSUITE_TOKEN_ID: 'tk',
  NETSUITE_TOKEN_SECRET: 'ts',
};
const encode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase());

/** SuiteQL as DuckDB reads it: the fixture's tables, NetSuite's functions translated. */
function asDuckDb(q: string): string {
  return q
    .replace(/TO_DATE\('([^']+)', 'YYYY-MM-DD'\)/g, "DATE '$1'")
    .replace(/TO_CHAR\(x\.(\w+), 'YYYY-MM-DD'\)/g, "strftime(CAST(x.$1 AS TIMESTAMP), '%Y-%m-%d')")
    .replace(
      /TO_CHAR\(x\.(\w+), 'YYYY-MM-DD HH24:MI:SS'\)/g,
      "strftime(CAST(x.$1 AS TIMESTAMP), '%Y-%m-%d %H:%M:%S')",
    )
    .replace(/BUILTIN\.DF\(x\.(\w+)\)/g, 'x.$1')
    .replace(/\btransaction\b(?= [a-z]\b)/g, 'ns.transaction');
}

/**
 * A fake SuiteQL REST service on 127.0.0.1: checks each request's OAuth 1.0a HMAC-SHA256 signature
 * with the test's secrets, runs the query over the fixture loaded into DuckDB, and pages with limit
 * and offset as NetSuite does.
 */
async function fakeSuiteql(db: DuckDbExecutor, seen: { queries: string[]; badSignatures: number }) {
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url!, 'http://127.0.0.1');
        const header = String(req.headers.authorization ?? '');
        const oauth = Object.fromEntries(
          [...header.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1]!, decodeURIComponent(m[2]!)]),
        );
        const params = Object.entries({ ...Object.fromEntries(url.searchParams), ...oauth })
          .filter(([k]) => k !== 'oauth_signature' && k !== 'realm')
          .map(([k, v]) => [encode(k), encode(v)])
          .sort(([a, x], [b, y]) => (a === b ? (x! < y! ? -1 : 1) : a! < b! ? -1 : 1))
          .map(([k, v]) => `${k}=${v}`)
          .join('&');
        const base = `http://${req.headers.host}${url.pathname}`;
        const key = `${encode(secrets.NETSUITE_CONSUMER_SECRET)}&${encode(secrets.NETSUITE_TOKEN_SECRET)}`;
        const expected = crypto
          .createHmac('sha256', key)
          .update(['POST', encode(base), encode(params)].join('&'))
          .digest('base64');
        if (oauth['oauth_signature'] !== expected || oauth['realm'] !== '1234567_SB1') {
          seen.badSignatures += 1;
          res.writeHead(401).end('{"title":"Invalid login attempt."}');
          return;
        }
        const { q } = JSON.parse(body) as { q: string };
        seen.queries.push(q);
        const limit = Number(url.searchParams.get('limit'));
        const offset = Number(url.searchParams.get('offset'));
        const rows = await db.query({
          sql: `${asDuckDb(q)} LIMIT ${limit + 1} OFFSET ${offset}`,
          params: [],
        });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ items: rows.slice(0, limit), hasMore: rows.length > limit }));
      })().catch((error: unknown) => {
        res.writeHead(400).end(JSON.stringify({ title: String(error) }));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

describe('the NetSuite extractor', () => {
  let db: DuckDbExecutor;
  let server: Server;
  let dir: string;
  const seen = { queries: [] as string[], badSignatures: 0 };

  beforeAll(async () => {
    db = await openWarehouse();
    // the fixture as NetSuite's tables: typed columns (booleans stay 'T'/'F', as SuiteQL returns
    // them), a brand field on the transactions; no transactionaccountingline (an optional table the
    // script leaves out when NetSuite refuses it)
    const fixtureDir = await mkdtemp(path.join(tmpdir(), 'spendlens-ns-fake-'));
    await db.run('CREATE SCHEMA ns');
    for (const [name, lines] of Object.entries(netsuiteTablesFixture)) {
      const branded =
        name === 'transaction' ? lines.map((l, i) => (i === 0 ? `${l},custbody_brand` : `${l},Home`)) : lines;
      const file = path.join(fixtureDir, `${name}.csv`);
      await writeFile(file, branded.join('\n') + '\n');
      await db.run(
        `CREATE TABLE ${name === 'transaction' ? 'ns.transaction' : name} AS SELECT * FROM read_csv('${file}', header = true, auto_type_candidates = ['BIGINT', 'DOUBLE', 'DATE', 'TIMESTAMP', 'VARCHAR'])`,
      );
    }
    await rm(fixtureDir, { recursive: true, force: true });
    server = await fakeSuiteql(db, seen);
    dir = await mkdtemp(path.join(tmpdir(), 'spendlens-ns-extract-'));
  });
  afterAll(async () => {
    server?.close();
    await db?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('is current: its script is what the format’s table list generates', async () => {
    for (const [file, text] of Object.entries(netsuiteExtractorFiles))
      expect(await readFile(path.join(netsuiteExtractorDir, file), 'utf8')).toBe(text());
    const { required, optional } = netsuiteTables(undefined);
    expect(suiteqlQueries().map((q) => q.table)).toEqual([...required, ...optional].map((t) => t.name));
  });

  it('writes an extract the ingest accepts, through signed SuiteQL calls, and make-manifest.sh its manifest', async () => {
    const port = (server.address() as AddressInfo).port;
    const script = path.join(netsuiteExtractorDir, 'extract-netsuite.mjs');
    await promisify(execFile)(
      process.execPath,
      [
        script,
        '--account',
        '1234567_SB1',
        '--from',
        '2024-03-05',
        '--brand-field',
        'custbody_brand',
        '--base-url',
        `http://127.0.0.1:${port}`,
      ],
      { cwd: dir, env: { ...process.env, ...secrets } },
    );
    expect(seen.badSignatures).toBe(0);
    // the PO of 2024-03-01 is in the scope through its links; the receipt of 2024-03-10 by its date
    const transactions = await readFile(path.join(dir, 'transaction.csv'), 'utf8');
    expect(transactions.split('\r\n')[0]).toBe(
      'id,type,tranid,transactionnumber,trandate,duedate,closedate,status,entity,currency,exchangerate,createddate,createdby,approvalstatus,memo,otherrefnum,voided,paymenthold,custbody_brand',
    );
    expect(transactions).toContain('"1000","PurchOrd","PO100"');
    expect(transactions).toContain('"2024-03-16 10:00:00"');
    await promisify(execFile)(
      'bash',
      [
        path.join(netsuiteExtractorDir, '../make-manifest.sh'),
        'netsuite',
        'NS',
        '--brand-field',
        'custbody_brand',
      ],
      { cwd: dir },
    );
    const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(manifest).toMatchObject({
      format: 'netsuite-extract/1',
      erp: 'netsuite',
      brand_field: 'custbody_brand',
    });
    const warehouse = await openWarehouse();
    try {
      const result = await ingestExtract({
        warehouse,
        systemId: 1,
        systemType: 'netsuite',
        source: dir,
        commonCurrency: 'EUR',
      });
      expect(result.counts['canon.invoices']).toBe(4);
      expect(result.counts['canon.goods_receipts']).toBe(1);
      expect(result.counts['canon.payments']).toBe(1);
    } finally {
      await warehouse.close();
    }
  });

  it('refuses to start without its credentials or with a bad date', async () => {
    const script = path.join(netsuiteExtractorDir, 'extract-netsuite.mjs');
    const failed = (args: string[], env: NodeJS.ProcessEnv) =>
      promisify(execFile)(process.execPath, [script, ...args], { cwd: dir, env }).then(
        () => '',
        (e: { stderr: string }) => e.stderr,
      );
    expect(await failed(['--account', '1', '--from', '2024-01-01'], { PATH: process.env['PATH'] })).toContain(
      'NETSUITE_CONSUMER_KEY must be set',
    );
    expect(await failed(['--account', '1', '--from', '1/1/2024'], { ...process.env, ...secrets })).toContain(
      '--from must be a date YYYY-MM-DD',
    );
  });
});
