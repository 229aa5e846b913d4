import type { Row } from '@spendlens/domain';
import type { Executor, QueryOptions, Statement } from '@spendlens/warehouse';

export interface QueryCacheOptions {
  /** Most answers kept; the least recently used goes first. */
  maxEntries?: number;
  /** Answers longer than this are not kept (exports, lists of everything). */
  maxRowsPerEntry?: number;
}

/** The answer of a statement, read from the answer of another. */
export interface Derived {
  statement: Statement;
  rows: Row[];
}

/** An executor whose reads are cached, and `clear`, which empties the cache. */
export interface CachingExecutor extends Executor {
  /** The cached answer of `statement`, without running it; undefined when none is kept. */
  cached(statement: Statement): readonly Row[] | undefined;
  /**
   * Runs `statement` as `query` does, and keeps beside its answer the answers of other statements
   * that `derive` reads from it (a counted page holds the answer of its counts statement) — unless
   * a clear or forget concerning them came while it ran.
   */
  queryDeriving(statement: Statement, derive: (rows: readonly Row[]) => Derived[]): Promise<Row[]>;
  /**
   * Resolves when no user's read (one without an abort signal) is running on the engine: the moment a
   * background read may start without slowing a user down.
   */
  idle(): Promise<void>;
  /** Calls `listener` each time a user's read starts on the engine; returns what unsubscribes it. */
  onUserRead(listener: () => void): () => void;
  /** Empties the cache (a publish changed the data). */
  clear(): void;
  /** Drops the answers of the statements `concerns` names (a publish changed only some tables). */
  forget(concerns: (sql: string) => boolean): void;
}

/**
 * A read cache over an executor (issue 5 item 6). The key is the compiled statement — its SQL and
 * every bound value — which holds the user's whole data scope (system, company codes, date range,
 * account groups are parameters of it), so two users share an answer only when they asked exactly
 * the same rows; access is checked before any statement is compiled. Identical statements in flight
 * run once — but a read with an abort signal (a background read, which its caller may stop) neither
 * joins nor is joined by another. `clear` is called whenever a publish replaces a system's data; a
 * statement still in flight when the cache is cleared is not kept. Answers are frozen: callers share
 * them read-only.
 */
export function createCachingExecutor(inner: Executor, options: QueryCacheOptions = {}): CachingExecutor {
  const maxEntries = options.maxEntries ?? 1000;
  const maxRows = options.maxRowsPerEntry ?? 10_000;
  const answers = new Map<string, readonly Row[]>();
  const inFlight = new Map<string, Promise<Row[]>>();
  let generation = 0;
  /** The clears and forgets, newest last (at most 64): the generation each began, and what it dropped. */
  const drops: { generation: number; concerns: (sql: string) => boolean }[] = [];
  /** Whether a clear or forget since generation `startedIn` dropped the statement `sql`. */
  const droppedSince = (startedIn: number, sql: string): boolean => {
    if (startedIn === generation) return false;
    // drops older than the ones kept may have concerned it
    if (drops.length === 0 || drops[0]!.generation > startedIn + 1) return true;
    return drops.some((d) => d.generation > startedIn && d.concerns(sql));
  };
  const drop = (concerns: (sql: string) => boolean) => {
    generation += 1;
    drops.push({ generation, concerns });
    if (drops.length > 64) drops.shift();
  };

  /** Users' reads running on the engine, and who waits for none or hears of a new one. */
  let userReads = 0;
  const idleWaiters: (() => void)[] = [];
  const userReadListeners = new Set<() => void>();
  const userReadEnded = () => {
    userReads -= 1;
    if (userReads === 0) idleWaiters.splice(0).forEach((resolve) => resolve());
  };

  const keyOf = (statement: Statement): string => JSON.stringify([statement.sql, statement.params]);

  /** The cached answer under `key`, now the most recently used; undefined when none. */
  const use = (key: string): readonly Row[] | undefined => {
    const cached = answers.get(key);
    if (cached) {
      answers.delete(key); // most recently used last
      answers.set(key, cached);
    }
    return cached;
  };

  /** Keeps `rows` as the answer of `statement`, frozen, the least recently used dropped beyond the maximum. */
  const keep = (key: string, rows: Row[]) => {
    for (const row of rows) Object.freeze(row);
    answers.delete(key);
    answers.set(key, Object.freeze(rows));
    if (answers.size > maxEntries) answers.delete(answers.keys().next().value!);
  };

  const run = (
    statement: Statement,
    options: QueryOptions | undefined,
    derive?: (rows: readonly Row[]) => Derived[],
  ): Promise<Row[]> => {
    const key = keyOf(statement);
    const cached = use(key);
    if (cached) return Promise.resolve(cached as Row[]);
    const shared = options?.signal === undefined;
    const running = shared ? inFlight.get(key) : undefined;
    if (running) return running;
    const startedIn = generation;
    // only this read's own entry: after a clear, a later read of the statement may be in flight
    const settle = () => {
      if (inFlight.get(key) === promise) inFlight.delete(key);
    };
    if (shared) {
      userReads += 1;
      for (const listener of userReadListeners) listener();
    }
    const promise: Promise<Row[]> = inner.query(statement, options).then(
      (rows) => {
        settle();
        if (shared) userReadEnded();
        if (!droppedSince(startedIn, statement.sql) && rows.length <= maxRows) keep(key, rows);
        for (const derived of derive?.(rows) ?? [])
          if (!droppedSince(startedIn, derived.statement.sql) && derived.rows.length <= maxRows)
            keep(keyOf(derived.statement), derived.rows);
        return rows;
      },
      (error: unknown) => {
        settle();
        if (shared) userReadEnded();
        throw error;
      },
    );
    if (shared) inFlight.set(key, promise);
    return promise;
  };

  return {
    dialect: inner.dialect,
    query: (statement, options) => run(statement, options),
    queryDeriving: (statement, derive) => run(statement, undefined, derive),
    cached: (statement) => use(keyOf(statement)),
    idle: () =>
      userReads === 0 ? Promise.resolve() : new Promise<void>((resolve) => idleWaiters.push(resolve)),
    onUserRead(listener) {
      userReadListeners.add(listener);
      return () => userReadListeners.delete(listener);
    },
    run: (sql, params) => inner.run(sql, params),
    transaction: (work) => inner.transaction(work),
    inInsertionOrder: (work) => inner.inInsertionOrder(work),
    close: () => inner.close(),
    clear() {
      drop(() => true);
      answers.clear();
      inFlight.clear();
    },
    forget(concerns) {
      drop(concerns);
      for (const map of [answers, inFlight])
        for (const key of [...map.keys()]) if (concerns((JSON.parse(key) as [string])[0])) map.delete(key);
    },
  };
}
