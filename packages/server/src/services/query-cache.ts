import type { Row } from '@spendlens/domain';
import type { Executor, Statement } from '@spendlens/warehouse';

export interface QueryCacheOptions {
  /** Most answers kept; the least recently used goes first. */
  maxEntries?: number;
  /** Answers longer than this are not kept (exports, lists of everything). */
  maxRowsPerEntry?: number;
}

/** An executor whose reads are cached, and `clear`, which empties the cache. */
export interface CachingExecutor extends Executor {
  /** Empties the cache (a publish changed the data). */
  clear(): void;
}

/**
 * A read cache over an executor (issue 5 item 6). The key is the compiled statement — its SQL and
 * every bound value — which holds the user's whole data scope (system, company codes, date range,
 * account groups are parameters of it), so two users share an answer only when they asked exactly
 * the same rows; access is checked before any statement is compiled. Identical statements in flight
 * run once. `clear` is called whenever a publish replaces a system's data; a statement still in flight
 * when the cache is cleared is not kept. Answers are frozen: callers share them read-only.
 */
export function createCachingExecutor(inner: Executor, options: QueryCacheOptions = {}): CachingExecutor {
  const maxEntries = options.maxEntries ?? 1000;
  const maxRows = options.maxRowsPerEntry ?? 10_000;
  const answers = new Map<string, readonly Row[]>();
  const inFlight = new Map<string, Promise<Row[]>>();
  let generation = 0;

  const keyOf = (statement: Statement): string => JSON.stringify([statement.sql, statement.params]);

  return {
    dialect: inner.dialect,
    query(statement) {
      const key = keyOf(statement);
      const cached = answers.get(key);
      if (cached) {
        answers.delete(key); // most recently used last
        answers.set(key, cached);
        return Promise.resolve(cached as Row[]);
      }
      const running = inFlight.get(key);
      if (running) return running;
      const startedIn = generation;
      const promise = inner.query(statement).then(
        (rows) => {
          inFlight.delete(key);
          if (startedIn === generation && rows.length <= maxRows) {
            for (const row of rows) Object.freeze(row);
            answers.set(key, Object.freeze(rows));
            if (answers.size > maxEntries) answers.delete(answers.keys().next().value!);
          }
          return rows;
        },
        (error: unknown) => {
          inFlight.delete(key);
          throw error;
        },
      );
      inFlight.set(key, promise);
      return promise;
    },
    run: (sql, params) => inner.run(sql, params),
    transaction: (work) => inner.transaction(work),
    inInsertionOrder: (work) => inner.inInsertionOrder(work),
    close: () => inner.close(),
    clear() {
      generation += 1;
      answers.clear();
      inFlight.clear();
    },
  };
}
