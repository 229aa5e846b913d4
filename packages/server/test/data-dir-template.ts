import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { expect, inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A directory of this test run where the seeded DATA_DIR templates are kept (test-templates-setup.ts). */
    dataDirTemplates: string;
  }
}

/** Settings that do not change what a server writes to its DATA_DIR when it seeds the demo. */
const harmless = new Set([
  'NODE_ENV',
  'PORT',
  'LOG_LEVEL',
  'PUBLIC_CALLS_PER_MINUTE',
  'LOGIN_FAILURES_PER_MINUTE',
  'SESSION_CALLS_PER_MINUTE',
  'MAX_QUERY_ROWS',
  'QUERY_CACHE_ROWS',
  'AUTH_CACHE_SECONDS',
  'EXTRACT_MAX_BYTES',
  'VAT_CHECK',
  'VIES_URL',
  'VIES_TIMEOUT_SECONDS',
  'VIES_CALLS_PER_MINUTE',
  'STATEMENT_MAX_BYTES',
  'QUERY_TIMEOUT_SECONDS',
  'QUERY_TOP_ROWS',
  'LOCKOUT_MINUTES',
  'SESSION_TTL_SECONDS',
  'SESSION_ABSOLUTE_HOURS',
  'TRUST_PROXY',
  'WEB_DIST',
  'CONTACT_EMAIL',
  'RECAPTCHA_SITE_KEY',
  'RECAPTCHA_SECRET_KEY',
  'RECAPTCHA_VERIFY_URL',
  'TRANSLATION_URL',
  'TRANSLATION_API_KEY',
  'TRANSLATION_TARGET',
  'TRANSLATION_TIMEOUT_SECONDS',
  'TRANSLATION_CALLS_PER_MINUTE',
  'TRANSLATION',
  'CAPTCHA',
  'HOST',
  'PUBLIC_URL',
  'DUCKDB_MEMORY_LIMIT',
  'DUCKDB_THREADS',
  'EXTRACT_MAX_UNPACKED_BYTES',
  'EXTRACT_MAX_ZIP_RATIO',
  'EXTRACT_MAX_FIELD_BYTES',
  'MAIL_FROM',
  'MAIL_TRANSPORT',
  'SMTP_URL',
  'SMS',
  'SMS_FROM',
  'SMS_TRANSPORT',
  'SMS_HTTP_URL',
  'SMS_HTTP_TOKEN',
  'SMS_SENDS_PER_SIGN_IN',
  'SMS_SENDS_PER_ACCOUNT_PER_HOUR',
]);
/** Settings that put the stores elsewhere: such a server is seeded afresh. */
const elsewhere = ['DATA_DIR', 'DATABASE_URL', 'ANALYTICS_URL'];

/** The file in a run's template directory listing each template built: seconds, test file, name. */
export const builtList = 'built.tsv';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

/** This run's template directory, or undefined outside vitest. */
function templatesRoot(): string | undefined {
  try {
    return inject('dataDirTemplates');
  } catch {
    return undefined;
  }
}

/** The test file seeding a template, or the global setup's name when none runs. */
function currentTestFile(): string {
  try {
    return expect.getState().testPath ?? 'global setup';
  } catch {
    return 'global setup';
  }
}

/** The template key of `env`: the settings that change what a server seeds. */
function templateKey(env: Record<string, string>): string {
  return Object.entries(env)
    .filter(([name]) => !harmless.has(name))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

/**
 * The seeded template under `name` in this run's `root`: the first caller (of any worker) builds it
 * with `build` (given the template's data directory), the others wait until it is ready. Answers its
 * data directory, or undefined when building it failed.
 */
async function template(
  root: string,
  name: string,
  build: (data: string) => Promise<void>,
): Promise<string | undefined> {
  const dir = path.join(root, Buffer.from(name).toString('base64url').slice(0, 200));
  const data = path.join(dir, 'data');
  const ready = path.join(dir, 'ready');
  const failed = path.join(dir, 'failed');
  // mkdir is the lock
  const builder = await fs.mkdir(dir).then(
    () => true,
    () => false,
  );
  if (builder) {
    const started = performance.now();
    try {
      await fs.mkdir(data);
      await build(data);
      await fs.writeFile(ready, '');
      // what the run spends on seeding: listed by the global setup's teardown
      await fs.appendFile(
        path.join(root, builtList),
        `${((performance.now() - started) / 1000).toFixed(1)}\t${currentTestFile()}\t${name}\n`,
      );
    } catch (error) {
      await fs.writeFile(failed, String(error));
      throw error;
    }
    return data;
  }
  for (;;) {
    if (await exists(ready)) return data;
    if (await exists(failed)) return undefined;
    await sleep(200);
  }
}

/**
 * Seeds the template of `prefix` and `env` in the run's template directory `root` now, unless it is
 * seeded already (the global setup's, before the first test file: scripts/test-templates-setup.ts).
 */
export async function seedTemplate(
  root: string,
  prefix: string,
  env: Record<string, string>,
  seed: (dataDir: string) => Promise<void>,
): Promise<void> {
  await template(root, `${prefix}?${templateKey(env)}`, seed);
}

/**
 * A fresh DATA_DIR for a test server with `env`. Seeding the demo (datagen, ingest, publish, the app
 * store's migrations and users) takes most of a server's start, and the same settings always seed the
 * same data: so the first server of a test run with these settings seeds a template (`seed` starts a
 * server on the given directory and closes it), and every server after it starts on a copy — as a
 * restarted server would, with nothing left to seed. Each test still gets its own directory. Outside
 * vitest, or with the stores elsewhere, the directory is empty and the server seeds it itself.
 */
export async function freshDataDir(
  prefix: string,
  env: Record<string, string>,
  seed: (dataDir: string) => Promise<void>,
): Promise<string> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  const root = templatesRoot();
  if (!root || elsewhere.some((key) => key in env)) return dataDir;
  const data = await template(root, `${prefix}?${templateKey(env)}`, seed);
  if (data) await fs.cp(data, dataDir, { recursive: true });
  return dataDir;
}

const postgresAdminUrl = 'postgres://postgres@127.0.0.1:5432/test';
export const postgresUrl = (database: string) => `postgres://postgres@127.0.0.1:5432/${database}`;

/** The prefix of this run's PostgreSQL template databases (dropped when the run ends). */
export function postgresTemplatePrefix(root: string): string {
  return `spendlens_tpl_${createHash('sha256').update(root).digest('hex').slice(0, 10)}_`;
}

/** Runs one statement on the test PostgreSQL's admin database (CREATE / DROP DATABASE). */
export async function adminQuery(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * The template of a PostgreSQL test server with `env` in the run's template directory `root`: a
 * template database beside a template DATA_DIR, seeded by the first caller (a file, or the global
 * setup). Answers the DATA_DIR (undefined when seeding failed) and the database's name.
 */
export async function postgresTemplate(
  root: string,
  prefix: string,
  env: Record<string, string>,
  seed: (dataDir: string, databaseUrl: string) => Promise<void>,
): Promise<{ data: string | undefined; templateDatabase: string }> {
  const key = templateKey(env);
  const templateDatabase = `${postgresTemplatePrefix(root)}${createHash('sha256').update(`${prefix}?${key}`).digest('hex').slice(0, 16)}`;
  const data = await template(root, `postgres:${prefix}?${key}`, async (dir) => {
    await adminQuery(`create database ${templateDatabase}`);
    await seed(dir, postgresUrl(templateDatabase));
  });
  return { data, templateDatabase };
}

/**
 * The stores of a test server whose app store is PostgreSQL (DATABASE_URL): a new database `database`
 * and a fresh DATA_DIR (the DuckDB warehouse, the outbox). As with freshDataDir, the first server of a
 * run with these settings seeds a template — a template database beside a template DATA_DIR — and
 * every later one starts on copies (CREATE DATABASE … TEMPLATE, and a copied directory). Outside
 * vitest both are empty and the server seeds them itself.
 */
export async function freshPostgresStores(
  prefix: string,
  env: Record<string, string>,
  database: string,
  seed: (dataDir: string, databaseUrl: string) => Promise<void>,
): Promise<{ dataDir: string; databaseUrl: string }> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  const root = templatesRoot();
  const { data, templateDatabase } = root
    ? await postgresTemplate(root, prefix, env, seed)
    : { data: undefined, templateDatabase: undefined };
  if (data && templateDatabase) {
    // another worker's copy of the template may be starting at this moment: try again shortly
    for (let attempt = 0; ; attempt += 1) {
      try {
        await adminQuery(`create database ${database} template ${templateDatabase}`);
        break;
      } catch (error) {
        if (attempt >= 50 || !/being accessed by other users/.test(String(error))) throw error;
        await sleep(100);
      }
    }
    await fs.cp(data, dataDir, { recursive: true });
  } else {
    await adminQuery(`create database ${database}`);
  }
  return { dataDir, databaseUrl: postgresUrl(database) };
}

/** Drops this run's PostgreSQL template databases (the global setup's teardown). */
export async function dropPostgresTemplates(root: string): Promise<void> {
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`${postgresTemplatePrefix(root)}%`],
    );
    for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
  } finally {
    await admin.end();
  }
}
