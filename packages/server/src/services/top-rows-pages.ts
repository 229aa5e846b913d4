import type { Row } from '@spendlens/domain';
import {
  compile,
  dialectFor,
  pageOfTopRows,
  planTopRows,
  resultOf,
  topRowsByOrder,
  type SelectNode,
  type TopRows,
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
   * Queues a read of `data`'s result (`rowCount` rows) to run after the current answer: the top rows
   * of every order when it is too long to be read whole, else the whole result (the statement
   * whole-result-pages.ts reads, where the engine orders text by code point); nothing when that is
   * cached, queued or being read.
   */
  readLater(data: SelectNode, rowCount: number): void;
  /** Resolves once the reads queued so far have ended. */
  settled(): Promise<void>;
  /** Drops the queued reads and stops the one running (a publish changed the data). */
  clear(): void;
}

/** A read waiting: the data query of its result, and whether the result is read whole. */
interface QueuedRead {
  data: SelectNode;
  whole?: Statement;
}

/** Times a read gives way to users' reads before it is given up until the next publish. */
const maxYields = 5;

/** Reads waiting at most; the oldest is dropped first. */
const maxQueued = 8;
/** Planned top-rows statements kept, by result: the oldest planned is dropped first. */
const maxPlans = 100;

/** The top rows of one result, planned, and their statement compiled. */
interface PlannedTopRows {
  top: TopRows;
  statement: Statement;
}

/**
 * The background reads after a first answer on new filters (issue 19): a result of at most `maxRows`
 * rows is read whole (the statement of whole-result-pages.ts, which then sorts and pages it in memory);
 * a longer one as below.
 *
 * Sort changes on a big result without the engine (issue 5 item 6). A result longer than `maxRows`
 * (which whole-result-pages.ts cannot read whole) is answered by the engine, page by page; after
 * that answer one statement reads, in the background, the first rows of the result in every order a
 * sort change can ask for — each output column ascending and descending, with the planner's own
 * tie-breakers and NULL placement — as the engine orders them (planTopRows), at most `maxRows` rows
 * in all (so the result cache keeps them, keyed like every answer by the statement: the filters and
 * the user's scope). A later sort or page on the same filters inside those rows is cut from them.
 * One read runs at a time, after the answer that queued it and once no user's read runs on the
 * engine; a user's read that starts meanwhile stops it, and it is queued again (at most 5 times), so
 * that a background read never slows a user down; the same read is never queued twice;
 * `clear` (every publish) drops the queue and stops the running read. A read that fails is not tried
 * again until the next publish. The planning (for a wide result, a statement of tens of kilobytes)
 * happens in the background too: a data call only compiles its result query to look its plan up.
 */
export function createTopRowsPages(deps: {
  warehouse: CachingExecutor;
  /** Rows of a result read whole (whole-result-pages.ts), and the most top rows read in all. */
  maxRows: number;
  /** Rows read per sort order at most (QUERY_TOP_ROWS); 0 reads none. */
  maxRowsPerOrder: number;
  /**
   * How long after the answer that queues it a read starts, in ms (default 50): planning a wide
   * result's read is synchronous work that would otherwise delay that answer's last bytes.
   */
  startDelayMs?: number;
  /**
   * The statement that reads a small result whole (whole-result-pages.ts, which then answers from
   * its cached answer); none, or undefined for a result: small results are not read in the background.
   */
  wholeStatementOf?: (data: SelectNode) => Statement | undefined;
}): TopRowsPages {
  const { warehouse, maxRows, maxRowsPerOrder, startDelayMs = 50, wholeStatementOf } = deps;
  const dialect = dialectFor(warehouse.dialect);
  /** Waiting reads, by the result's key. */
  const queued = new Map<string, QueuedRead>();
  const failed = new Set<string>();
  /** How often each read gave way to users' reads; beyond maxYields it is dropped like a failure. */
  const yields = new Map<string, number>();
  const plans = new Map<string, PlannedTopRows>();
  const byOrder = new WeakMap<readonly Row[], Row[][]>();
  let controller = new AbortController();
  let running: { key: string; done: Promise<void> } | undefined;

  /** The key of the result of `data`: its query compiled without ORDER BY, LIMIT and OFFSET. */
  const resultKeyOf = (data: SelectNode) => {
    const { sql, params } = compile(resultOf(data), dialect);
    return JSON.stringify([sql, params]);
  };
  /** The top rows of `answer`, split per order once, frozen: every later cut is a slice. */
  const ordersOf = (planned: PlannedTopRows, answer: readonly Row[]) => {
    let orders = byOrder.get(answer);
    if (!orders) {
      orders = topRowsByOrder(planned.top, answer);
      for (const rows of orders) for (const row of rows ?? []) Object.freeze(row);
      byOrder.set(answer, orders);
    }
    return orders;
  };

  const read = async (key: string, { data, whole }: QueuedRead, signal: AbortSignal) => {
    if (whole) {
      if (!warehouse.cached(whole)) await warehouse.query(whole, { signal });
      return;
    }
    let planned = plans.get(key);
    if (!planned) {
      const top = planTopRows(data, { maxRows, maxRowsPerOrder });
      if (!top) throw new Error('No top rows for this result');
      planned = { top, statement: compile(top.statement, dialect) };
      plans.set(key, planned);
      if (plans.size > maxPlans) plans.delete(plans.keys().next().value!);
    }
    if (warehouse.cached(planned.statement)) return;
    signal.throwIfAborted();
    ordersOf(planned, await warehouse.query(planned.statement, { signal }));
  };

  const runNext = (): void => {
    if (running || queued.size === 0) return;
    const [key, next] = queued.entries().next().value!;
    queued.delete(key);
    const { signal: cleared } = controller;
    // a user's read that starts while this one runs stops it: it is queued again, to run once the
    // engine is free of users' reads (a background read never slows a user down)
    const own = new AbortController();
    let yielded = false;
    const stopOwn = () => own.abort(cleared.reason);
    cleared.addEventListener('abort', stopOwn, { once: true });
    let unsubscribe = () => {};
    const done = (async () => {
      // after the answer that queued it has been written out, and no user's read is running
      await new Promise((resolve) => setTimeout(resolve, startDelayMs));
      await warehouse.idle();
      cleared.throwIfAborted();
      unsubscribe = warehouse.onUserRead(() => {
        yielded = true;
        own.abort(new Error('A user read started'));
      });
      await read(key, next, own.signal);
    })()
      .catch(() => {
        if (cleared.aborted) return;
        if (yielded && (yields.get(key) ?? 0) < maxYields) {
          yields.set(key, (yields.get(key) ?? 0) + 1);
          if (!queued.has(key)) queued.set(key, next);
        } else failed.add(key);
      })
      .finally(() => {
        unsubscribe();
        cleared.removeEventListener('abort', stopOwn);
        running = undefined;
        runNext();
      });
    running = { key, done };
  };

  return {
    rowsOf(data) {
      const planned = plans.get(resultKeyOf(data));
      const answer = planned && warehouse.cached(planned.statement);
      return answer && pageOfTopRows(planned.top, data, ordersOf(planned, answer));
    },
    readLater(data, rowCount) {
      let read: QueuedRead;
      let key: string;
      if (rowCount <= maxRows) {
        const whole = wholeStatementOf?.(data);
        if (!whole || warehouse.cached(whole)) return;
        read = { data, whole };
        key = JSON.stringify([whole.sql, whole.params]);
      } else {
        if (maxRowsPerOrder === 0) return;
        key = resultKeyOf(data);
        const planned = plans.get(key);
        if (planned && warehouse.cached(planned.statement)) return;
        read = { data };
      }
      if (queued.has(key) || running?.key === key || failed.has(key)) return;
      queued.set(key, read);
      if (queued.size > maxQueued) queued.delete(queued.keys().next().value!);
      runNext();
    },
    async settled() {
      while (running) await running.done;
    },
    clear() {
      queued.clear();
      failed.clear();
      yields.clear();
      controller.abort(new Error('The data changed: a publish'));
      controller = new AbortController();
    },
  };
}
