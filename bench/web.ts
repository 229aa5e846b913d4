/**
 * Web benchmark (issue 18 item 2): the real server in this process on a fresh DATA_DIR with the demo
 * data, and Debian's Chromium through playwright-core. Prints, per route, the JavaScript the browser
 * downloads to show it (bytes as served and gzipped at level 9, the way the static files are
 * compressed for the wire) against the whole app's scripts; and for five analysis pages the time from
 * navigation to a filled detail table against the time the page's last POST /summary answer arrived
 * (the same run's baseline: what is left is the browser's work): medians of `--runs`, each in a fresh
 * browser context (no cached chunks) with the server's result cache emptied (the query runs every
 * time).
 *
 *   npx tsx bench/web.ts [--lines 200000] [--runs 5] [--data-dir <dir>]
 *   (--data-dir reuses a DATA_DIR an earlier run left, skipping the datagen and ingest)
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page, Response } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser';
import { loadConfig } from '../packages/server/src/config';
import { startServer } from '../packages/server/src/server';

const { values } = parseArgs({
  options: {
    lines: { type: 'string', default: '200000' },
    runs: { type: 'string', default: '5' },
    'data-dir': { type: 'string' },
  },
});
const runs = Number(values.runs);
const dataDir = values['data-dir'] ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'spendlens-web-bench-')));
const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

console.log(`Starting the server on ${dataDir} (${values.lines} demo invoice lines) …`);
const server = await startServer(
  loadConfig({
    NODE_ENV: 'development',
    PORT: '0',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DEMO_INVOICE_LINES: values.lines,
    PUBLIC_CALLS_PER_MINUTE: '1000000',
    SESSION_CALLS_PER_MINUTE: '1000000',
  }),
  { log: () => undefined },
);
const browser = await launchBrowser();

/** The scripts a page loads while `work` runs: their bytes as served and gzipped. */
async function scriptsDuring(page: Page, work: () => Promise<void>): Promise<{ raw: number; gzip: number }> {
  const bodies: Promise<Buffer>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === 'script' && response.status() === 200)
      bodies.push(response.body().catch(() => Buffer.alloc(0)));
  };
  page.on('response', onResponse);
  await work();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  const all = await Promise.all(bodies);
  return {
    raw: all.reduce((n, b) => n + b.length, 0),
    gzip: all.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0),
  };
}

async function signedIn(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email address').fill('demo@spendlens.test');
  await page.getByLabel('Password', { exact: true }).fill('Spendlens#2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return page;
}

const [system] = await server.store.selectFrom('systems').select('id').execute();
const scope = `system=${system!.id}&year=-1&qualifier=-1&company_code=-1`;

// 1. JavaScript per route, each in a fresh context (nothing cached)
const routes: { name: string; path: string; signedIn: boolean; ready: string }[] = [
  { name: 'sign-in page', path: '/login', signedIn: false, ready: 'form[aria-label="Sign in"]' },
  { name: 'dashboard', path: `/?${scope}`, signedIn: true, ready: '[data-testid="page-title"]' },
  {
    name: 'analysis page, detail table',
    path: `/invoices/duplicates?view=detail&${scope}`,
    signedIn: true,
    ready: '[data-testid="detail-table"] [data-testid="table-row"]',
  },
  {
    name: 'analysis page, chart',
    path: `/invoices/backlog?${scope}`,
    signedIn: true,
    ready: '.recharts-surface',
  },
  {
    name: 'trend page',
    path: `/trends/invoice_timings?${scope}`,
    signedIn: true,
    ready: '.recharts-surface',
  },
];
const bytes: { name: string; path: string; raw: number; gzip: number }[] = [];
for (const route of routes) {
  const context = await browser.newContext();
  const page = route.signedIn ? await signedIn(context) : await context.newPage();
  if (route.signedIn) await page.waitForLoadState('networkidle');
  const size = await scriptsDuring(page, async () => {
    await page.goto(`${server.url}${route.path}`);
    await page.locator(route.ready).first().waitFor({ timeout: 60_000 });
  });
  // a signed-in route counts everything from a cold start: the sign-in's scripts too
  const total = route.signedIn
    ? await (async () => {
        const cold = await browser.newContext();
        const first = await cold.newPage();
        const all = await scriptsDuring(first, async () => {
          await first.goto(`${server.url}/login`);
          await first.getByLabel('Email address').fill('demo@spendlens.test');
          await first.getByLabel('Password', { exact: true }).fill('Spendlens#2026');
          await first.getByRole('button', { name: 'Sign in' }).click();
          await first.waitForURL((url) => !url.pathname.startsWith('/login'));
          await first.goto(`${server.url}${route.path}`);
          await first.locator(route.ready).first().waitFor({ timeout: 60_000 });
        });
        await cold.close();
        return all;
      })()
    : size;
  bytes.push({ name: route.name, path: route.path.split('?')[0]!, raw: total.raw, gzip: total.gzip });
  await context.close();
}
// the baseline: every script of the built app, as one download would be
const assets = path.resolve(import.meta.dirname, '../packages/web/dist/assets');
const whole = { raw: 0, gzip: 0 };
for (const file of (await fs.readdir(assets)).filter((f) => f.endsWith('.js'))) {
  const body = await fs.readFile(path.join(assets, file));
  whole.raw += body.length;
  whole.gzip += gzipSync(body, { level: 9 }).length;
}
console.log(
  '\nJavaScript downloaded from a cold start to the route shown (sign-in included for signed-in routes)',
);
console.table([
  ...bytes.map((b) => ({
    route: b.name,
    path: b.path,
    'as served': kb(b.raw),
    gzipped: kb(b.gzip),
    'of the whole app': `${((100 * b.gzip) / whole.gzip).toFixed(0)} %`,
  })),
  {
    route: 'whole app (every chunk)',
    path: '',
    'as served': kb(whole.raw),
    gzipped: kb(whole.gzip),
    'of the whole app': '100 %',
  },
]);

// 2. Navigation to a filled detail table, median of `runs`, query and chunks cold each time
const pages = [
  'invoices/duplicates',
  'invoices/backlog',
  'vendors/top_25_vendors',
  'purchase_orders/purchase_orders',
  'vendors/ofac',
];
const timings: Record<string, string | number>[] = [];
for (const analysis of pages) {
  const times: number[] = [];
  const dataTimes: number[] = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext();
    const page = await signedIn(context);
    await page.waitForLoadState('networkidle');
    server.clearResultCache();
    // the baseline of the same run: when the last answer of POST /summary the page waits for arrived
    let dataAt = 0;
    page.on('response', (response) => {
      if (response.url().endsWith('/api_prd/summary')) dataAt = performance.now();
    });
    const started = performance.now();
    await page.goto(`${server.url}/${analysis}?view=detail&${scope}`);
    // checked on every animation frame: a locator's polling backs off to half a second
    await page.waitForFunction(
      () =>
        document.querySelector(
          '[data-testid="detail-table"][aria-busy="false"] [data-testid="table-row"], [data-testid="detail-table"] [data-testid="table-empty"]',
        ) !== null,
      null,
      { polling: 'raf', timeout: 60_000 },
    );
    times.push(performance.now() - started);
    dataTimes.push(dataAt - started);
    await context.close();
  }
  timings.push({
    page: `/${analysis}`,
    'filled, median ms': Math.round(median(times)),
    'data answered, median ms': Math.round(median(dataTimes)),
    'filled / answered': (median(times) / median(dataTimes)).toFixed(2),
    'filled, runs ms': times.map((t) => Math.round(t)).join(', '),
  });
}
console.log(
  `\nNavigation to a filled detail table (${values.lines} demo invoice lines; median of ${runs}, cold chunks and query each run)`,
);
console.table(timings);

await browser.close();
await server.close();
if (!values['data-dir']) await fs.rm(dataDir, { recursive: true, force: true });
