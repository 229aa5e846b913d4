import type { Row } from '@spendlens/domain';
import {
  column,
  cte,
  derivedTable,
  literal,
  orderBy,
  select,
  selection,
  star,
  table,
  unionAll,
  updateSelect,
  value,
  windowCall,
} from '../ast/factory';
import type { OrderByItemNode, SelectNode } from '../ast/nodes';
import { ensureDeterministicOrder } from '../passes/deterministic-order';
import { boundCount, outputNames } from './in-memory-order';

/** The columns of a top-rows answer that tell a row's sort order (its index) and its place there. */
const orderColumn = '$order';
const positionColumn = '$position';
/** The CTE holding the result: read once, ordered once per sort order. */
const resultName = 'result_rows';

/**
 * The first rows of a data query's result in every sort order a sort change can ask for — each
 * output column ascending and descending, with the deterministic-order pass's tie-breakers — read by
 * one statement that is the same for every sort and page on the same filters.
 */
export interface TopRows {
  /**
   * The result (resultOf the data query) as a CTE, and for each order its first `rowsPerOrder` rows
   * as the engine orders them (`order by … limit`), tagged with the order's index and the row's
   * place, ordered by both.
   */
  readonly statement: SelectNode;
  readonly rowsPerOrder: number;
  /** The output columns of a row, in order. */
  readonly names: readonly string[];
  /** Each order's index, by the JSON of its ORDER BY items. */
  readonly orders: ReadonlyMap<string, number>;
}

/** The data query without ORDER BY, LIMIT and OFFSET: the same for every sort and page. */
export function resultOf(data: SelectNode): SelectNode {
  return updateSelect(data, { orderBy: [], limit: undefined, offset: undefined });
}

/** Whether every item orders by an output column by its bare name, so that it applies to the CTE. */
function ordersByOutputs(items: readonly OrderByItemNode[], names: ReadonlySet<string>): boolean {
  return items.every(
    (item) =>
      item.expression.kind === 'column' &&
      item.expression.table === undefined &&
      names.has(item.expression.name),
  );
}

/**
 * The top rows of the result of `data` (a planned data query: ensureDeterministicOrder has run), at
 * most `maxRows` in all and `maxRowsPerOrder` per order; undefined when its rows are not all named
 * (or named like the tags), when an order's tie-breaker is not an output column, or when not one row
 * per order fits. Each order's ORDER BY is the one the planner writes for a sort on that column (the
 * same pass appends the same tie-breakers), so a page inside the rows read is cut from them exactly
 * as the engine would page it (pageOfTopRows). Depends only on resultOf(data).
 */
export function planTopRows(
  data: SelectNode,
  options: { maxRows: number; maxRowsPerOrder: number },
): TopRows | undefined {
  const names = outputNames(data);
  if (!names || names.has(orderColumn) || names.has(positionColumn)) return undefined;
  const whole = resultOf(data);
  const orders = [...names].flatMap((name) =>
    (['asc', 'desc'] as const).map(
      (direction) =>
        ensureDeterministicOrder(updateSelect(whole, { orderBy: [orderBy(column(name), direction)] }))
          .orderBy,
    ),
  );
  if (!orders.every((items) => ordersByOutputs(items, names))) return undefined;
  const rowsPerOrder = Math.min(options.maxRowsPerOrder, Math.floor(options.maxRows / orders.length));
  if (rowsPerOrder < 1) return undefined;
  const outputs = [...names].map((name) => selection(column(name)));
  const branches = orders.map((items, i) =>
    select({
      selections: [
        selection(literal(i), orderColumn),
        selection(windowCall('row_number', { orderBy: items }), positionColumn),
        ...outputs,
      ],
      from: derivedTable(
        select({
          selections: [selection(star)],
          from: table(resultName),
          orderBy: items,
          limit: value(rowsPerOrder),
        }),
        'top_rows',
      ),
    }),
  );
  const statement = select({
    with: [cte(resultName, whole)],
    selections: [selection(star)],
    from: unionAll(branches, 'every_order'),
    orderBy: [orderBy(column(orderColumn)), orderBy(column(positionColumn))],
  });
  return {
    statement,
    rowsPerOrder,
    names: [...names],
    orders: new Map(orders.map((items, i) => [JSON.stringify(items), i])),
  };
}

/**
 * The rows of each order (by index) out of the answer of `top.statement`, each row with the output
 * columns only, in their order, as the data query answers them.
 */
export function topRowsByOrder(top: Pick<TopRows, 'names'>, answer: readonly Row[]): Row[][] {
  const byOrder: Row[][] = [];
  for (const tagged of answer) {
    const order = Number(tagged[orderColumn]);
    const row: Row = {};
    for (const name of top.names) row[name] = tagged[name] ?? null;
    (byOrder[order] ??= []).push(row);
  }
  return byOrder;
}

/**
 * The page `data` (whose result `top` was planned from) asks for, out of the rows read per order
 * (topRowsByOrder); undefined when it asks an order not read (a sort on several columns), all rows,
 * or a page past the rows read. An order that holds fewer than `rowsPerOrder` rows holds the whole
 * result: every page of it is there.
 */
export function pageOfTopRows(
  top: TopRows,
  data: SelectNode,
  byOrder: readonly (readonly Row[] | undefined)[],
): Row[] | undefined {
  const order = top.orders.get(JSON.stringify(data.orderBy));
  const offset = data.offset === undefined ? 0 : boundCount(data.offset);
  const limit = boundCount(data.limit);
  if (order === undefined || offset === undefined || limit === undefined) return undefined;
  const rows = byOrder[order] ?? [];
  const end = offset + limit;
  if (end > rows.length && rows.length >= top.rowsPerOrder) return undefined;
  return rows.slice(offset, end);
}
