import path from 'node:path';
import { z } from 'zod';
import { defaultDuckDbMemoryLimit } from '@spendlens/warehouse';

/**
 * The server's configuration, parsed once from the environment (STYLE rule 8). Nothing else reads
 * process.env. Every variable is documented in the README's configuration reference.
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
  DUCKDB_MEMORY_LIMIT: z
    .string()
    .regex(/^\d+(\.\d+)?\s*(KB|MB|GB|KiB|MiB|GiB)$/i, 'a size such as 1500MB')
    .default(defaultDuckDbMemoryLimit),
  MAX_QUERY_ROWS: z.coerce.number().int().min(1).default(1_000_000),
  QUERY_TIMEOUT_SECONDS: z.coerce.number().positive().default(30),
  QUERY_CACHE_ROWS: z.coerce.number().int().min(0).default(10_000),
  AUTH_CACHE_SECONDS: z.coerce.number().min(0).max(5).default(2),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().positive().default(12),
  SESSION_TTL_SECONDS: z.coerce.number().int().min(30).default(1800),
  WEB_DIST: z.string().optional(),
  EXTRACT_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(2 * 1024 ** 3),
});

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
  demo: { enabled: boolean; invoiceLines: number; seed: number };
  /** DuckDB's buffer-memory cap; beyond it work spills to DATA_DIR/duckdb-tmp. */
  duckdbMemoryLimit: string;
  maxQueryRows: number;
  /** A data query running longer is stopped (503 query_timeout). */
  queryTimeoutMs: number;
  /**
   * Longest answer the result cache keeps, in rows; a result of at most this many rows (or groups)
   * is read whole once, then sorted and paged in memory.
   */
  queryCacheRows: number;
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
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    analyticsUrl: e.ANALYTICS_URL || undefined,
    logLevel: e.LOG_LEVEL,
    demo: { enabled: e.DEMO === 'on', invoiceLines: e.DEMO_INVOICE_LINES, seed: e.DEMO_SEED },
    duckdbMemoryLimit: e.DUCKDB_MEMORY_LIMIT,
    maxQueryRows: e.MAX_QUERY_ROWS,
    queryTimeoutMs: e.QUERY_TIMEOUT_SECONDS * 1000,
    queryCacheRows: e.QUERY_CACHE_ROWS,
    authCacheMs: e.AUTH_CACHE_SECONDS * 1000,
    session: {
      absoluteLifetimeMs: e.SESSION_ABSOLUTE_HOURS * 3_600_000,
      defaultTtlSeconds: e.SESSION_TTL_SECONDS,
    },
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    extractMaxBytes: e.EXTRACT_MAX_BYTES,
  };
}
