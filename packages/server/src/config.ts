import path from 'node:path';
import { z } from 'zod';
import { defaultExtractLimits, type ExtractLimits } from '@spendlens/pipeline';
import { defaultDuckDbMemoryLimit } from '@spendlens/warehouse';
import { defaultViesUrl } from './adapters/vat/vies-registry';
import { weakSecretProblem } from './security/secret-strength';
import { parseTrustProxy } from './security/trust-proxy';

/**
 * The server's configuration, parsed once from the environment (STYLE rule 8). Nothing else reads
 * process.env. Every variable is documented in docs/configuration.md.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  ANALYTICS_URL: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO: z.enum(['on', 'off']).default('on'),
  DEMO_INVOICE_LINES: z.coerce.number().int().min(100).max(20_000_000).default(200_000),
  DEMO_SEED: z.coerce.number().int().default(20260),
  DEMO_ORACLE_INVOICE_LINES: z.coerce.number().int().min(0).max(20_000_000).default(0),
  DEMO_JDE_INVOICE_LINES: z.coerce.number().int().min(0).max(20_000_000).default(0),
  DEMO_NETSUITE_INVOICE_LINES: z.coerce.number().int().min(0).max(20_000_000).default(0),
  DEMO_DOCUWARE_INVOICE_LINES: z.coerce.number().int().min(0).max(20_000_000).default(0),
  DUCKDB_MEMORY_LIMIT: z
    .string()
    .regex(/^\d+(\.\d+)?\s*(KB|MB|GB|KiB|MiB|GiB)$/i, 'a size such as 1500MB')
    .default(defaultDuckDbMemoryLimit),
  DUCKDB_THREADS: z.coerce.number().int().min(1).max(1024).optional(),
  MAX_QUERY_ROWS: z.coerce.number().int().min(1).default(1_000_000),
  QUERY_TIMEOUT_SECONDS: z.coerce.number().positive().default(30),
  QUERY_CACHE_ROWS: z.coerce.number().int().min(0).default(10_000),
  QUERY_TOP_ROWS: z.coerce.number().int().min(0).default(1000),
  AUTH_CACHE_SECONDS: z.coerce.number().min(0).max(5).default(2),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().positive().default(12),
  SESSION_TTL_SECONDS: z.coerce.number().int().min(30).default(1800),
  WEB_DIST: z.string().optional(),
  EXTRACT_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(2 * 1024 ** 3),
  // what an extract may unpack to and hold (docs/configuration.md; defaults: defaultExtractLimits)
  EXTRACT_MAX_UNPACKED_BYTES: z.coerce
    .number()
    .int()
    .min(1024 ** 2)
    .default(defaultExtractLimits.maxUnpackedBytes),
  EXTRACT_MAX_ZIP_RATIO: z.coerce.number().min(2).default(defaultExtractLimits.maxZipRatio),
  EXTRACT_MAX_FIELD_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(16 * 1024 ** 2)
    .default(defaultExtractLimits.maxFieldBytes),
  STATEMENT_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(25 * 1024 ** 2),
  // account flows (docs/deployment.md)
  PUBLIC_URL: z.string().url().optional(),
  MAIL_TRANSPORT: z.enum(['outbox', 'smtp']).default('outbox'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Spendlens <no-reply@spendlens.test>'),
  CONTACT_EMAIL: z.string().default('support@spendlens.test'),
  SMS_TRANSPORT: z.enum(['outbox', 'http']).default('outbox'),
  SMS_HTTP_URL: z.string().url().optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  SMS_FROM: z.string().default('Spendlens'),
  CAPTCHA: z.enum(['recaptcha', 'off']).optional(),
  RECAPTCHA_SECRET_KEY: z.string().optional(),
  RECAPTCHA_SITE_KEY: z.string().optional(),
  RECAPTCHA_VERIFY_URL: z.string().url().default('https://www.google.com/recaptcha/api/siteverify'),
  ENCRYPTION_KEY: z.string().optional(),
  APP_SECRET: z.string().default(''),
  TRUST_PROXY: z.string().default('false'),
  LOGIN_FAILURES_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  LOCKOUT_MINUTES: z.coerce.number().positive().default(15),
  SMS_SENDS_PER_SIGN_IN: z.coerce.number().int().min(1).max(100).default(3),
  SMS_SENDS_PER_ACCOUNT_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(10),
  PUBLIC_CALLS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  SESSION_CALLS_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  // the translation tooltips (docs/deployment.md)
  TRANSLATION: z.enum(['off', 'http']).default('off'),
  TRANSLATION_URL: z.string().url().optional(),
  TRANSLATION_API_KEY: z.string().optional(),
  TRANSLATION_TARGET: z
    .string()
    .regex(/^[a-z]{2,3}([-_][A-Za-z]{2,4})?$/, 'a language code such as en or pt-BR')
    .default('en'),
  TRANSLATION_TIMEOUT_SECONDS: z.coerce.number().positive().max(60).default(5),
  TRANSLATION_CALLS_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  // the vendor VAT number check (docs/vat-check.md)
  VAT_CHECK: z.enum(['offline', 'vies']).default('offline'),
  VIES_URL: z.string().url().default(defaultViesUrl),
  VIES_TIMEOUT_SECONDS: z.coerce.number().positive().max(120).default(10),
  VIES_CALLS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
});

/** The secret used when APP_SECRET is unset outside production; production refuses it. */
export const developmentSecret = 'spendlens-development-secret-do-not-use-in-production';

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  /** PostgreSQL URL of the app store; unset = embedded PGlite under DATA_DIR/app. */
  databaseUrl: string | undefined;
  /**
   * PostgreSQL URL of the analytics store data calls read; unset = the DuckDB warehouse itself. The
   * ingest still computes in DuckDB; each publish is copied there (postgres-mirror.ts).
   */
  analyticsUrl: string | undefined;
  logLevel: string;
  demo: {
    enabled: boolean;
    invoiceLines: number;
    seed: number;
    /** Invoice lines of the Oracle R12 demo system ORA-DEMO (0: none). */
    oracleInvoiceLines: number;
    /** Invoice lines of the JD Edwards demo system JDE-DEMO (0: none). */
    jdeInvoiceLines: number;
    /** Invoice lines of NS-DEMO (0: no NetSuite demo system). */
    netsuiteInvoiceLines: number;
    docuwareInvoiceLines: number;
  };
  /** DuckDB's buffer-memory cap; beyond it work spills to DATA_DIR/duckdb-tmp. */
  duckdbMemoryLimit: string;
  /** DuckDB's worker threads (undefined: one per core, DuckDB's default). */
  duckdbThreads: number | undefined;
  maxQueryRows: number;
  /** A data query running longer is stopped (503 query_timeout). */
  queryTimeoutMs: number;
  /**
   * Longest answer the result cache keeps, in rows; a result of at most this many rows (or groups)
   * is read whole once, then sorted and paged in memory.
   */
  queryCacheRows: number;
  /**
   * Rows of a result longer than queryCacheRows read per sort order in the background after its
   * first page (every column ascending and descending; at most queryCacheRows rows in all), so that a
   * sort change inside them is answered from memory. 0 reads none.
   */
  queryTopRows: number;
  /**
   * How long a session's row and a user's grants read from the app store are trusted without
   * reading them again (at most 5 s): the bound on how late a change made outside this process
   * (a user disabled, a session revoked, a grant narrowed) takes effect. 0 reads them on every call.
   */
  authCacheMs: number;
  session: { absoluteLifetimeMs: number; defaultTtlSeconds: number };
  webDist: string;
  /** Largest extract body POST /extracts accepts; above it 413 payload_too_large. */
  extractMaxBytes: number;
  /**
   * What an extract (HTTP upload, CLI ingest or check-extract) may unpack to and hold: a zip stops
   * unpacking, and the extract is refused (422), the moment it crosses one.
   */
  extractLimits: ExtractLimits;
  /** Largest vendor statement file POST statement/ accepts; above it 413 payload_too_large. */
  statementMaxBytes: number;
  accounts: AccountsConfig;
  translation: TranslationConfig;
  vatCheck: VatCheckConfig;
  /**
   * The reverse proxies (IP addresses, CIDR ranges, loopback/linklocal/uniquelocal) whose
   * X-Forwarded-For entries give the client address; empty = none (the socket's address is the
   * client's; behind a proxy every client then shares its budget). See security/trust-proxy.ts.
   */
  trustProxy: readonly string[];
  /** The server's secret key (APP_SECRET): keys the HMAC under which session ids are stored. */
  secret: string;
  /**
   * Per-minute budgets (429 with Retry-After beyond them), the account lockout's cool-down (of the
   * password and of the second factor) and the SMS passcodes one sign-in and one account may send.
   */
  limits: {
    loginFailuresPerMinute: number;
    lockoutMs: number;
    /** SMS passcodes sent per sign-in attempt; beyond them 429 (sign in again). */
    smsSendsPerSignIn: number;
    /** SMS passcodes sent per account in any hour; beyond them 429 with Retry-After. */
    smsSendsPerAccountPerHour: number;
    publicCallsPerMinute: number;
    sessionCallsPerMinute: number;
  };
}

/** Adapters and secrets of the account flows (registration, second factor, reset, captcha). */
export interface AccountsConfig {
  /** Base of the links mailed to users (activation, password reset). */
  publicUrl: string;
  mail: { transport: 'outbox' } | { transport: 'smtp'; smtpUrl: string /* secret */ };
  mailFrom: string;
  contactEmail: string;
  sms:
    | { transport: 'outbox' }
    | { transport: 'http'; url: string; token: string | undefined /* secret */; from: string };
  captcha:
    | { mode: 'off' }
    | {
        mode: 'recaptcha';
        secretKey: string /* secret */;
        verifyUrl: string;
        /** The public key the web app draws the widget with (GET captcha_config answers it). */
        siteKey: string | undefined;
      };
  /** AES-256-GCM key of secrets at rest (TOTP); unset = a random key kept in DATA_DIR/secrets. Secret. */
  encryptionKey: Buffer | undefined;
}

/**
 * The translation of hovered text cells and vendor names (POST external/translate): off (every text
 * answered as it is, no network), or a LibreTranslate-compatible service.
 */
export type TranslationConfig =
  | { adapter: 'off' }
  | {
      adapter: 'http';
      /** The service's translate endpoint, e.g. https://libretranslate.example/translate. */
      url: string;
      apiKey: string | undefined /* secret */;
      /** The language the tooltips show. */
      target: string;
      timeoutMs: number;
      /** Calls reaching the service per session per minute (429 beyond; answers kept in memory are free). */
      callsPerMinute: number;
    };

/**
 * The vendor VAT number check (GET external/vat): the offline format and check-digit rules (no
 * network), or the EU's VIES service, whose answers are kept in the app store.
 */
export type VatCheckConfig =
  | { adapter: 'offline' }
  | {
      adapter: 'vies';
      /** The base of VIES's REST API; the check is POST {url}/check-vat-number. */
      url: string;
      timeoutMs: number;
      /** Checks reaching VIES per session per minute (429 beyond). */
      callsPerMinute: number;
    };

function vatCheckConfig(e: z.infer<typeof envSchema>): VatCheckConfig {
  if (e.VAT_CHECK === 'offline') return { adapter: 'offline' };
  return {
    adapter: 'vies',
    url: e.VIES_URL,
    timeoutMs: e.VIES_TIMEOUT_SECONDS * 1000,
    callsPerMinute: e.VIES_CALLS_PER_MINUTE,
  };
}

function translationConfig(e: z.infer<typeof envSchema>): TranslationConfig {
  if (e.TRANSLATION === 'off') return { adapter: 'off' };
  if (!e.TRANSLATION_URL) throw new Error('Invalid configuration: TRANSLATION=http needs TRANSLATION_URL');
  return {
    adapter: 'http',
    url: e.TRANSLATION_URL,
    apiKey: e.TRANSLATION_API_KEY || undefined,
    target: e.TRANSLATION_TARGET,
    timeoutMs: e.TRANSLATION_TIMEOUT_SECONDS * 1000,
    callsPerMinute: e.TRANSLATION_CALLS_PER_MINUTE,
  };
}

function accountsConfig(e: z.infer<typeof envSchema>): AccountsConfig {
  const problems: string[] = [];
  if (e.MAIL_TRANSPORT === 'smtp' && !e.SMTP_URL) problems.push('MAIL_TRANSPORT=smtp needs SMTP_URL');
  if (e.SMS_TRANSPORT === 'http' && !e.SMS_HTTP_URL) problems.push('SMS_TRANSPORT=http needs SMS_HTTP_URL');
  // captcha is off only when configured so; development and test default to off, production must say
  const captcha = e.CAPTCHA ?? (e.NODE_ENV === 'production' ? 'recaptcha' : 'off');
  if (captcha === 'recaptcha' && !e.RECAPTCHA_SECRET_KEY)
    problems.push('CAPTCHA=recaptcha needs RECAPTCHA_SECRET_KEY (or set CAPTCHA=off explicitly)');
  let encryptionKey: Buffer | undefined;
  if (e.ENCRYPTION_KEY) {
    encryptionKey = Buffer.from(
      e.ENCRYPTION_KEY,
      /^[0-9a-f]{64}$/i.test(e.ENCRYPTION_KEY) ? 'hex' : 'base64',
    );
    if (encryptionKey.length !== 32)
      problems.push('ENCRYPTION_KEY must be 32 bytes, as 64 hex digits or base64');
  } else if (e.NODE_ENV === 'production') {
    problems.push('ENCRYPTION_KEY is required in production (32 bytes, hex or base64)');
  }
  if (problems.length > 0) throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  const host = e.HOST.includes(':') ? `[${e.HOST}]` : e.HOST;
  return {
    publicUrl: (e.PUBLIC_URL ?? `http://${host}:${e.PORT}`).replace(/\/+$/, ''),
    mail: e.MAIL_TRANSPORT === 'smtp' ? { transport: 'smtp', smtpUrl: e.SMTP_URL! } : { transport: 'outbox' },
    mailFrom: e.MAIL_FROM,
    contactEmail: e.CONTACT_EMAIL,
    sms:
      e.SMS_TRANSPORT === 'http'
        ? { transport: 'http', url: e.SMS_HTTP_URL!, token: e.SMS_HTTP_TOKEN, from: e.SMS_FROM }
        : { transport: 'outbox' },
    captcha:
      captcha === 'recaptcha'
        ? {
            mode: 'recaptcha',
            secretKey: e.RECAPTCHA_SECRET_KEY!,
            verifyUrl: e.RECAPTCHA_VERIFY_URL,
            siteKey: e.RECAPTCHA_SITE_KEY,
          }
        : { mode: 'off' },
    encryptionKey,
  };
}

/**
 * In production the server refuses to start with a secret anyone could know: APP_SECRET empty, the
 * development default, shorter than 32 characters or plainly not random (weakSecretProblem: one text
 * repeated, fewer than 8 different characters, under 2.5 bits a character), or the demo users (whose
 * password is published).
 */
function productionProblems(e: z.infer<typeof envSchema>): string[] {
  if (e.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  const secret = e.APP_SECRET.trim();
  if (!secret) problems.push('APP_SECRET is empty');
  else if (secret === developmentSecret) problems.push('APP_SECRET is the development default');
  else {
    const weak = weakSecretProblem('APP_SECRET', secret);
    if (weak) problems.push(weak);
  }
  if (e.DEMO === 'on') problems.push('DEMO=on creates users with the published demo password (set DEMO=off)');
  return problems;
}

/**
 * The configuration of `npm start`: the environment's, where the demo client also gets its Oracle R12
 * system (DEMO_ORACLE_INVOICE_LINES 10000), its JD Edwards system (DEMO_JDE_INVOICE_LINES 5000), its
 * NetSuite system (DEMO_NETSUITE_INVOICE_LINES 5000) and its DocuWare system
 * (DEMO_DOCUWARE_INVOICE_LINES 3000) unless the variables are set; a server started from code (tests, benches) has none unless asked.
 */
export function loadStartConfig(): Config {
  return loadConfig({
    DEMO_ORACLE_INVOICE_LINES: '10000',
    DEMO_JDE_INVOICE_LINES: '5000',
    DEMO_NETSUITE_INVOICE_LINES: '5000',
    DEMO_DOCUWARE_INVOICE_LINES: '3000',
    ...process.env,
  });
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const problems = productionProblems(e);
  if (problems.length > 0) throw new Error(`Refusing to start in production: ${problems.join('; ')}`);
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  if ('problem' in trustProxy) throw new Error(`Invalid configuration: ${trustProxy.problem}`);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    analyticsUrl: e.ANALYTICS_URL || undefined,
    logLevel: e.LOG_LEVEL,
    demo: {
      enabled: e.DEMO === 'on',
      invoiceLines: e.DEMO_INVOICE_LINES,
      seed: e.DEMO_SEED,
      oracleInvoiceLines: e.DEMO_ORACLE_INVOICE_LINES,
      jdeInvoiceLines: e.DEMO_JDE_INVOICE_LINES,
      netsuiteInvoiceLines: e.DEMO_NETSUITE_INVOICE_LINES,
      docuwareInvoiceLines: e.DEMO_DOCUWARE_INVOICE_LINES,
    },
    duckdbMemoryLimit: e.DUCKDB_MEMORY_LIMIT,
    duckdbThreads: e.DUCKDB_THREADS,
    maxQueryRows: e.MAX_QUERY_ROWS,
    queryTimeoutMs: e.QUERY_TIMEOUT_SECONDS * 1000,
    queryCacheRows: e.QUERY_CACHE_ROWS,
    queryTopRows: e.QUERY_TOP_ROWS,
    authCacheMs: e.AUTH_CACHE_SECONDS * 1000,
    session: {
      absoluteLifetimeMs: e.SESSION_ABSOLUTE_HOURS * 3_600_000,
      defaultTtlSeconds: e.SESSION_TTL_SECONDS,
    },
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    extractMaxBytes: e.EXTRACT_MAX_BYTES,
    extractLimits: {
      maxUnpackedBytes: e.EXTRACT_MAX_UNPACKED_BYTES,
      maxZipRatio: e.EXTRACT_MAX_ZIP_RATIO,
      maxFieldBytes: e.EXTRACT_MAX_FIELD_BYTES,
    },
    statementMaxBytes: e.STATEMENT_MAX_BYTES,
    accounts: accountsConfig(e),
    translation: translationConfig(e),
    vatCheck: vatCheckConfig(e),
    trustProxy: trustProxy.proxies,
    secret: e.APP_SECRET.trim() || developmentSecret,
    limits: {
      loginFailuresPerMinute: e.LOGIN_FAILURES_PER_MINUTE,
      lockoutMs: e.LOCKOUT_MINUTES * 60_000,
      smsSendsPerSignIn: e.SMS_SENDS_PER_SIGN_IN,
      smsSendsPerAccountPerHour: e.SMS_SENDS_PER_ACCOUNT_PER_HOUR,
      publicCallsPerMinute: e.PUBLIC_CALLS_PER_MINUTE,
      sessionCallsPerMinute: e.SESSION_CALLS_PER_MINUTE,
    },
  };
}
