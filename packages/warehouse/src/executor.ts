import type { Row } from '@spendlens/domain';

/** A compiled statement: SQL text with placeholders and its bound parameters. */
export interface Statement {
  sql: string;
  params: readonly unknown[];
}

/** What the rest of the system may do with an analytics engine. */
export interface Executor {
  readonly dialect: 'duckdb' | 'postgres';
  /** Runs one statement and answers its rows with plain JSON values (numbers, strings, booleans, null). */
  query(statement: Statement): Promise<Row[]>;
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
