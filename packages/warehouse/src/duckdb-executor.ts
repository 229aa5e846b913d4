import type { DuckDBConnection } from '@duckdb/node-api';
import {
  DOUBLE,
  DuckDBInstance,
  DuckDBTypeId,
  type DuckDBResultReader,
  type DuckDBType,
} from '@duckdb/node-api';
import { DomainError, type Row } from '@spendlens/domain';
import { duckDbValueOrders } from './duckdb-value-orders';
import type { Executor, QueryOptions, Statement } from './executor';
import { describeValueOrders } from './result-orders';

const numericTypes = new Set<DuckDBTypeId>([
  DuckDBTypeId.TINYINT,
  DuckDBTypeId.SMALLINT,
  DuckDBTypeId.INTEGER,
  DuckDBTypeId.BIGINT,
  DuckDBTypeId.HUGEINT,
  DuckDBTypeId.UTINYINT,
  DuckDBTypeId.USMALLINT,
  DuckDBTypeId.UINTEGER,
  DuckDBTypeId.UBIGINT,
  DuckDBTypeId.UHUGEINT,
  DuckDBTypeId.FLOAT,
  DuckDBTypeId.DOUBLE,
  DuckDBTypeId.DECIMAL,
]);
const timestampTypes = new Set<DuckDBTypeId>([
  DuckDBTypeId.TIMESTAMP,
  DuckDBTypeId.TIMESTAMP_S,
  DuckDBTypeId.TIMESTAMP_MS,
  DuckDBTypeId.TIMESTAMP_NS,
  DuckDBTypeId.TIMESTAMP_TZ,
]);

/**
 * Rows as JSON-safe values: numbers stay numbers (never BigInt strings), dates 'YYYY-MM-DD', timestamps
 * ISO; described with how each column orders in memory (valueOrdersOf).
 */
function toRows(result: DuckDBResultReader): Row[] {
  const columnTypes = result.columnTypes();
  const types = columnTypes.map((t) => t.typeId);
  const names = result.columnNames();
  const json = result.getRowsJson();
  const rows = json.map((values) => {
    const row: Row = {};
    values.forEach((value, i) => {
      const name = names[i] as string;
      const typeId = types[i] as DuckDBTypeId;
      if (value === null || value === undefined) row[name] = null;
      else if (numericTypes.has(typeId)) row[name] = Number(value);
      else if (timestampTypes.has(typeId)) row[name] = String(value).replace(' ', 'T');
      else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
        row[name] = value;
      else row[name] = JSON.stringify(value);
    });
    return row;
  });
  describeValueOrders(rows, () => duckDbValueOrders(columnTypes, names, rows));
  return rows;
}

/**
 * The types to bind `params` with: the binding's own inference, except that a whole number beyond
 * ±2^53 (which it would bind as a BIGINT, failing beyond int64) is bound as the DOUBLE it is.
 */
function bindTypes(params: readonly unknown[]): (DuckDBType | undefined)[] | undefined {
  const types = params.map((p) =>
    typeof p === 'number' && Number.isInteger(p) && !Number.isSafeInteger(p) ? DOUBLE : undefined,
  );
  return types.some((t) => t !== undefined) ? types : undefined;
}

class DuckDbConnectionExecutor implements Executor {
  readonly dialect = 'duckdb' as const;
  constructor(
    private readonly connection: DuckDBConnection,
    /** The instance's `inInsertionOrder` (the setting is the instance's, not the connection's). */
    readonly inInsertionOrder: <T>(work: () => Promise<T>) => Promise<T>,
  ) {}
  async query(statement: Statement): Promise<Row[]> {
    const reader = await this.connection.runAndReadAll(
      statement.sql,
      statement.params as never,
      bindTypes(statement.params) as never,
    );
    return toRows(reader);
  }
  async run(sql: string, params: readonly unknown[] = []): Promise<void> {
    await this.connection.run(sql, params.length ? (params as never) : undefined, bindTypes(params) as never);
  }
  /** Stops the statement running on this connection (it fails with an interrupt error). */
  interrupt(): void {
    this.connection.interrupt();
  }
  async transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    return work(this);
  }
  async close(): Promise<void> {
    this.connection.closeSync();
  }
}

/**
 * Runs `statement` on `c`, interrupted when `options.signal` aborts (rejecting with its reason) or,
 * with `limitMs`, when it runs longer (DomainError('query_timeout')). The interrupt is armed only
 * while the statement runs, so it never reaches a later statement on the same connection.
 */
async function stoppableQuery(
  c: DuckDbConnectionExecutor,
  statement: Statement,
  options: QueryOptions & { limitMs?: number },
): Promise<Row[]> {
  const { signal, limitMs } = options;
  signal?.throwIfAborted();
  let timedOut = false;
  const timer =
    limitMs === undefined
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          c.interrupt();
        }, limitMs);
  const cancel = () => c.interrupt();
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    return await c.query(statement);
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    if (!timedOut) throw error;
    throw new DomainError(
      'query_timeout',
      `The query ran longer than ${(limitMs ?? 0) / 1000} s and was stopped; narrow the date range, company code or filters`,
    );
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}

/**
 * The default cap on DuckDB's buffer memory (DUCKDB_MEMORY_LIMIT): with it a 1M-line ingest peaks
 * under 2 GiB RSS on the 2-core machine (bench/ingest.ts); beyond it DuckDB spills to disk.
 */
export const defaultDuckDbMemoryLimit = '1200MB';

/**
 * The DuckDB warehouse: one instance (one file), a small pool of connections for concurrent reads,
 * and transactions on a connection of their own. DuckDB's MVCC lets readers see either the state
 * before a transaction or after its COMMIT, never a mix.
 */
export class DuckDbExecutor implements Executor {
  readonly dialect = 'duckdb' as const;
  private readonly idle: DuckDBConnection[] = [];
  private readonly waiting: ((c: DuckDBConnection) => void)[] = [];
  private created = 0;
  /** How many `inInsertionOrder` works are running, and the chain of the setting's changes. */
  private ordered = 0;
  private orderSetting: Promise<void> = Promise.resolve();

  private constructor(
    readonly instance: DuckDBInstance,
    private readonly poolSize: number,
  ) {}

  /** Opens (or creates) the database at `path` (':memory:' for a throw-away one). */
  static async open(
    path: string,
    options: {
      poolSize?: number;
      threads?: number;
      memoryLimit?: string;
      tempDirectory?: string;
    } = {},
  ): Promise<DuckDbExecutor> {
    const config: Record<string, string> = {};
    if (options.threads) config['threads'] = String(options.threads);
    // A cap on DuckDB's buffer memory; beyond it, work spills to tempDirectory instead of growing.
    if (options.memoryLimit) config['memory_limit'] = options.memoryLimit;
    if (options.tempDirectory) config['temp_directory'] = options.tempDirectory;
    // Row order of a table is never relied on (every read sorts); not preserving it lets large
    // INSERT … SELECTs (the publish of a 1M-line system) stream within the memory cap instead of
    // failing with Out of Memory.
    config['preserve_insertion_order'] = 'false';
    // Memory DuckDB frees goes back to the system from a background thread, not only when a task
    // ends past a threshold: the ingest's peak RSS stays further under 2 GiB (bench/ingest.ts).
    config['allocator_background_threads'] = 'true';
    const instance = await DuckDBInstance.create(path, config);
    return new DuckDbExecutor(instance, options.poolSize ?? 4);
  }

  private async acquire(): Promise<DuckDBConnection> {
    const idle = this.idle.pop();
    if (idle) return idle;
    if (this.created < this.poolSize) {
      this.created += 1;
      return this.instance.connect();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(connection: DuckDBConnection): void {
    const next = this.waiting.shift();
    if (next) next(connection);
    else this.idle.push(connection);
  }

  private async withConnection<T>(work: (c: DuckDbConnectionExecutor) => Promise<T>): Promise<T> {
    const connection = await this.acquire();
    try {
      return await work(new DuckDbConnectionExecutor(connection, (work) => this.inInsertionOrder(work)));
    } finally {
      this.release(connection);
    }
  }

  query(statement: Statement, options: QueryOptions = {}): Promise<Row[]> {
    return this.withConnection((c) => stoppableQuery(c, statement, options));
  }

  /**
   * This warehouse for serving data calls: the same pool, but a read (query) running longer than
   * `limitMs` is interrupted and fails with DomainError('query_timeout'). Ingests keep the executor
   * itself, whose statements are never cut short.
   */
  withQueryTimeout(limitMs: number): Executor {
    return {
      dialect: this.dialect,
      query: (statement, options) => this.timedQuery(statement, limitMs, options),
      run: (sql, params) => this.run(sql, params),
      transaction: (work) => this.transaction(work),
      inInsertionOrder: (work) => this.inInsertionOrder(work),
      close: () => this.close(),
    };
  }

  private timedQuery(statement: Statement, limit: number, options: QueryOptions = {}): Promise<Row[]> {
    return this.withConnection((c) => stoppableQuery(c, statement, { ...options, limitMs: limit }));
  }

  run(sql: string, params: readonly unknown[] = []): Promise<void> {
    return this.withConnection((c) => c.run(sql, params));
  }

  /**
   * The instance runs with `preserve_insertion_order = false` (see `open`), under which DuckDB
   * loads a big CSV file in parallel chunks and stores its records out of order. `work` (the
   * staging of an extract, whose problems name lines by `rowid`) runs with the setting on; it is
   * global to the instance, so it stays on while any such work runs and goes off after the last.
   * The changes are chained so that an "off" and a later "on" never race.
   */
  async inInsertionOrder<T>(work: () => Promise<T>): Promise<T> {
    this.ordered += 1;
    if (this.ordered === 1) this.changeOrderSetting(true);
    try {
      await this.orderSetting;
      return await work();
    } finally {
      this.ordered -= 1;
      if (this.ordered === 0) {
        this.changeOrderSetting(false);
        await this.orderSetting;
      }
    }
  }

  private changeOrderSetting(on: boolean): void {
    this.orderSetting = this.orderSetting
      .catch(() => undefined)
      .then(() => this.run(`SET GLOBAL preserve_insertion_order = ${on}`));
  }

  async transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    // A connection of its own, outside the pool, so that a long publish never starves readers.
    const connection = await this.instance.connect();
    const tx = new DuckDbConnectionExecutor(connection, (work) => this.inInsertionOrder(work));
    try {
      await tx.run('BEGIN TRANSACTION');
      const result = await work(tx);
      await tx.run('COMMIT');
      return result;
    } catch (error) {
      await tx.run('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      connection.closeSync();
    }
  }

  /** A connection of its own for bulk work (appenders, COPY), closed by the caller. */
  connect(): Promise<DuckDBConnection> {
    return this.instance.connect();
  }

  async close(): Promise<void> {
    for (const c of this.idle.splice(0)) c.closeSync();
    this.instance.closeSync();
  }
}
