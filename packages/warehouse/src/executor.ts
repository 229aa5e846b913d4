import type { Row } from '@spendlens/domain';

/** A compiled statement: SQL text with placeholders and its bound parameters. */
export interface Statement {
  sql: string;
  params: readonly unknown[];
}

/** How one read runs. */
export interface QueryOptions {
  /**
   * Aborting it stops the statement (DuckDB interrupts it, PostgreSQL cancels it) and the read
   * rejects with the signal's reason; a read whose signal is already aborted never starts.
   */
  signal?: AbortSignal;
}

/** What the rest of the system may do with an analytics engine. */
export interface Executor {
  readonly dialect: 'duckdb' | 'postgres';
  /** Runs one statement and answers its rows with plain JSON values (numbers, strings, booleans, null). */
  query(statement: Statement, options?: QueryOptions): Promise<Row[]>;
  /** Runs statements without answering rows (DDL, DML). */
  run(sql: string, params?: readonly unknown[]): Promise<void>;
  /** Runs `work` on one connection inside BEGIN … COMMIT; ROLLBACK when it throws. */
  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T>;
  /**
   * Runs `work` while tables created from a file keep the file's record order (so a row's `rowid`
   * is its record index). Engines that always keep it just run `work`.
   */
  inInsertionOrder<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
