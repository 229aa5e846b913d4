import type { Row } from '@spendlens/domain';
import {
  compile,
  dialectFor,
  pageOf,
  planInMemoryOrder,
  sortRows,
  type InMemoryOrder,
  type SelectNode,
} from '@spendlens/query';
import { valueOrdersOf, type Executor, type Statement } from '@spendlens/warehouse';

export interface WholeResultPages {
  /**
   * The rows of `data` (a planned, paged data query whose whole result has `rowCount` rows), ordered
   * and paged in memory from its whole result; undefined when the engine must answer it.
   */
  rowsOf(data: SelectNode, rowCount: number): Promise<Row[] | undefined>;
  /**
   * The statement rowsOf reads `data`'s whole result by (its answer may be any answer holding every
   * row: another statement's, in any order); undefined where rowsOf never reads one.
   */
  wholeStatementOf(data: SelectNode): Statement | undefined;
}

/** Sorted copies kept per whole result (one per sort order asked), the oldest dropped first. */
const ordersPerResult = 8;

/**
 * Sort changes and pages on the same filters without the engine (issue 5 item 6). A result of at
 * most `maxRows` rows (or groups) is read whole, in no order, by one statement that is the same for
 * every sort and page — so the result cache (query-cache.ts) keys it by the filters and the user's
 * scope alone and answers it again — and ordered here exactly as the engine orders it: every ORDER
 * BY item of the planned query (the requested sort, then the deterministic-order pass's
 * tie-breakers) names an output column, whose values compare as the executor described them
 * (valueOrdersOf: numbers kept exact, text by code point, booleans; NULLs first or last as asked).
 * Bigger results, an engine whose text order follows a collation, and columns that cannot be
 * ordered exactly in memory go to the engine.
 */
export function createWholeResultPages(deps: { warehouse: Executor; maxRows: number }): WholeResultPages {
  const { warehouse, maxRows } = deps;
  const dialect = dialectFor(warehouse.dialect);
  const sorted = new WeakMap<readonly Row[], Map<string, readonly Row[] | undefined>>();

  const sortedOnce = (whole: readonly Row[], order: InMemoryOrder) => {
    let byOrder = sorted.get(whole);
    if (!byOrder) sorted.set(whole, (byOrder = new Map()));
    const key = JSON.stringify(order.keys);
    if (byOrder.has(key)) return byOrder.get(key);
    const orders = valueOrdersOf(whole);
    const rows = orders && sortRows(whole, order.keys, orders);
    byOrder.set(key, rows && Object.freeze(rows));
    if (byOrder.size > ordersPerResult) byOrder.delete(byOrder.keys().next().value!);
    return rows;
  };

  return {
    wholeStatementOf(data) {
      if (!dialect.capabilities.codePointTextOrder) return undefined;
      const order = planInMemoryOrder(data, maxRows);
      return order && compile(order.whole, dialect);
    },
    async rowsOf(data, rowCount) {
      if (!dialect.capabilities.codePointTextOrder || rowCount > maxRows) return undefined;
      const order = planInMemoryOrder(data, maxRows);
      if (!order) return undefined;
      // the statement wholeStatementOf names (the background read after a first answer reads it)
      const whole = await warehouse.query(compile(order.whole, dialect));
      if (whole.length > maxRows) return undefined;
      const rows = sortedOnce(whole, order);
      return rows && pageOf(rows, order);
    },
  };
}
