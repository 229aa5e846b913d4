import pg from 'pg';
import { DomainError, type Row } from '@spendlens/domain';
import type { Executor, QueryOptions, Statement } from './executor';

const { types } = pg;

/**
 * The same plain values the DuckDB executor answers: numbers (never BigInt strings), dates
 * 'YYYY-MM-DD', timestamps ISO without a zone.
 */
export function postgresTypeParser(oid: number, format?: string): (text: string) => unknown {
  switch (oid) {
    case types.builtins.INT8:
    case types.builtins.NUMERIC:
      return Number;
    case types.builtins.DATE:
      return (text) => text;
    case types.builtins.TIMESTAMP:
      return (text) => text.replace(' ', 'T');
    default:
      return types.getTypeParser(oid, format as 'text');
  }
}

const queryCanceled = '57014';

/** Runs statements on one client (a pooled client, or the client of a transaction). */
class PostgresClientExecutor implements Executor {
  readonly dialect = 'postgres' as const;
  constructor(private readonly client: pg.PoolClient) {}
  async query(statement: Statement): Promise<Row[]> {
    return (await this.client.query(statement.sql, statement.params as unknown[])).rows as Row[];
  }
  async run(sql: string, params: readonly unknown[] = []): Promise<void> {
    await this.client.query(sql, params as unknown[]);
  }
  /** PostgreSQL stores a table's rows as they come; nothing to switch. */
  inInsertionOrder<T>(work: () => Promise<T>): Promise<T> {
    return work();
  }
  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    return work(this);
  }
  async close(): Promise<void> {}
}

/**
 * The analytics store on PostgreSQL (ANALYTICS_URL): a pool of clients, values as the DuckDB
 * executor answers them. Used to serve data calls from a PostgreSQL (or Citus) deployment; the
 * ingest still computes in DuckDB and the publish copies each system's rows here
 * (postgres-mirror.ts).
 */
export class PostgresExecutor implements Executor {
  readonly dialect = 'postgres' as const;

  private constructor(readonly pool: pg.Pool) {}

  /** A pool on `url`; a statement running longer than `statementTimeoutMs` fails with query_timeout. */
  static async open(
    url: string,
    options: { poolSize?: number; statementTimeoutMs?: number } = {},
  ): Promise<PostgresExecutor> {
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? 8,
      types: { getTypeParser: postgresTypeParser as never },
      ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
    });
    // an idle connection ended by the database: the pool drops it (the next statement connects anew);
    // without a listener Node would end the process on it
    pool.on('error', () => undefined);
    // fail at start, not at the first data call, when the database cannot be reached
    const client = await pool.connect();
    client.release();
    return new PostgresExecutor(pool);
  }

  async query(statement: Statement, options: QueryOptions = {}): Promise<Row[]> {
    const { signal } = options;
    try {
      if (!signal) return (await this.pool.query(statement.sql, statement.params as unknown[])).rows as Row[];
      signal.throwIfAborted();
      const client = await this.pool.connect();
      // the server process of this client; cancelled from another client of the pool
      const pid = (client as unknown as { processID: number }).processID;
      const cancel = () => void this.pool.query('select pg_cancel_backend($1)', [pid]).catch(() => undefined);
      signal.addEventListener('abort', cancel, { once: true });
      try {
        signal.throwIfAborted();
        return (await client.query(statement.sql, statement.params as unknown[])).rows as Row[];
      } finally {
        signal.removeEventListener('abort', cancel);
        // a cancel sent may still arrive: that backend must never run another statement
        client.release(signal.aborted);
      }
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      if ((error as { code?: string }).code === queryCanceled)
        throw new DomainError(
          'query_timeout',
          'The query ran longer than allowed and was stopped; narrow the date range, company code or filters',
        );
      throw error;
    }
  }

  async run(sql: string, params: readonly unknown[] = []): Promise<void> {
    await this.pool.query(sql, params as unknown[]);
  }

  /** Runs `work` on one client inside BEGIN … COMMIT; ROLLBACK when it throws. */
  /** PostgreSQL stores a table's rows as they come; nothing to switch. */
  inInsertionOrder<T>(work: () => Promise<T>): Promise<T> {
    return work();
  }
  async transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(new PostgresClientExecutor(client));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /** A client of the pool for bulk work (COPY), released by the caller. */
  connect(): Promise<pg.PoolClient> {
    return this.pool.connect();
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
