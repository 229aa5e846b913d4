import type { Row } from '@spendlens/domain';
import {
  compile,
  dialectFor,
  pageOfTopRows,
  planTopRows,
  topRowsByOrder,
  type SelectNode,
} from '@spendlens/query';
import type { Statement } from '@spendlens/warehouse';
import type { CachingExecutor } from './query-cache';

export interface TopRowsPages {
  /**
   * The page `data` asks for, cut from the top rows of its result's sort orders when they have been
   * read (and are still cached); undefined otherwise: the engine answers.
   */
  rowsOf(data: SelectNode): Row[] | undefined;
  /**
   * Queues the read of the top rows of `data`'s result (`rowCount` rows), when it is too long to be
   * read whole, to run after the current answer: nothing when they are cached, queued or being read.
   */
  readLater(data: SelectNode, rowCount: number): void;
  /** Resolves once the reads queued so far have ended. */
  settled(): Promise<void>;
  /** Drops the queued reads and stops the one running (a publish changed the data). */
  clear(): void;
}

/** Rows read per sort order at most: ten pages of 100. */
const maxRowsPerOrder = 1000;
/** Reads waiting at most; the oldest is dropped first. */
const maxQueued = 8;

/**
 * Sort changes on a big result without the engine (issue 5 item 6). A result longer than `maxRows`
 * (which whole-result-pages.ts cannot read whole) is answered by the engine, page by page; after
 * that answer one statement reads, in the background, the first rows of the result in every order a
 * sort change can ask for — each output column ascending and descending, with the planner's own
 * tie-breakers and NULL placement — as the engine orders them (planTopRows), at most `maxRows` rows
 * in all (so the result cache keeps them, keyed like every answer by the statement: the filters and
 * the user's scope). A later sort or page on the same filters inside those rows is cut from them.
 * One read runs at a time, after the answer that queued it; the same read is never queued twice;
 * `clear` (every publish) drops the queue and stops the running read. A read that fails is not tried
 * again until the next publish.
 */
export function createTopRowsPages(deps: { warehouse: CachingExecutor; maxRows: number }): TopRowsPages {
  const { warehouse, maxRows } = deps;
  const dialect = dialectFor(warehouse.dialect);
  const queued = new Map<string, Statement>();
  const failed = new Set<string>();
  const byOrder = new WeakMap<readonly Row[], Row[][]>();
  let controller = new AbortController();
  let running: { key: string; done: Promise<void> } | undefined;

  const keyOf = (statement: Statement) => JSON.stringify([statement.sql, statement.params]);
  const planOf = (data: SelectNode) => planTopRows(data, { maxRows, maxRowsPerOrder });

  const runNext = (): void => {
    if (running || queued.size === 0) return;
    const [key, statement] = queued.entries().next().value!;
    queued.delete(key);
    const { signal } = controller;
    const done = (async () => {
      // after the answer that queued it has been sent
      await new Promise((resolve) => setImmediate(resolve));
      signal.throwIfAborted();
      await warehouse.query(statement, { signal });
    })()
      .catch(() => {
        if (!signal.aborted) failed.add(key);
      })
      .finally(() => {
        running = undefined;
        runNext();
      });
    running = { key, done };
  };

  return {
    rowsOf(data) {
      const top = planOf(data);
      if (!top?.page) return undefined;
      const answer = warehouse.cached(compile(top.statement, dialect));
      if (!answer) return undefined;
      let orders = byOrder.get(answer);
      if (!orders) {
        orders = topRowsByOrder(top, answer);
        for (const rows of orders) for (const row of rows ?? []) Object.freeze(row);
        byOrder.set(answer, orders);
      }
      return pageOfTopRows(top, orders);
    },
    readLater(data, rowCount) {
      if (rowCount <= maxRows) return;
      const top = planOf(data);
      if (!top) return;
      const statement = compile(top.statement, dialect);
      const key = keyOf(statement);
      if (warehouse.cached(statement) || queued.has(key) || running?.key === key || failed.has(key)) return;
      queued.set(key, statement);
      if (queued.size > maxQueued) queued.delete(queued.keys().next().value!);
      runNext();
    },
    async settled() {
      while (running) await running.done;
    },
    clear() {
      queued.clear();
      failed.clear();
      controller.abort(new Error('The data changed: a publish'));
      controller = new AbortController();
    },
  };
}
