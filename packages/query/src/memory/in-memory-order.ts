import type { Row } from '@spendlens/domain';
import { updateSelect, value } from '../ast/factory';
import type { ExpressionNode, NullsOrder, SelectNode, SortDirection } from '../ast/nodes';
import { compareValues, type ValueOrder } from './compare-values';

/** One ORDER BY item over an output column of the rows. */
export interface OrderKey {
  readonly name: string;
  readonly direction: SortDirection;
  readonly nulls: NullsOrder;
}

/**
 * A data query answered from its whole result in memory: `whole` reads every row of the result in
 * no particular order (at most `maxRows` + 1 of them), which `page` then orders and pages exactly as
 * the query's ORDER BY, LIMIT and OFFSET would.
 */
export interface InMemoryOrder {
  /** The query without ORDER BY and OFFSET, and LIMIT maxRows + 1: the same for every sort and page. */
  readonly whole: SelectNode;
  readonly keys: readonly OrderKey[];
  readonly offset: number;
  readonly limit: number | undefined;
}

/** The names the rows of `node` carry, or undefined when one is unnamed (`*`) or named twice. */
export function outputNames(node: SelectNode): Set<string> | undefined {
  const names = new Set<string>();
  for (const s of node.selections) {
    const name = s.alias ?? (s.expression.kind === 'column' ? s.expression.name : undefined);
    if (name === undefined || names.has(name)) return undefined;
    names.add(name);
  }
  return names;
}

/** A bound whole number (LIMIT, OFFSET), or undefined. */
export function boundCount(node: ExpressionNode | undefined): number | undefined {
  return node?.kind === 'value' && Number.isSafeInteger(node.value) && (node.value as number) >= 0
    ? (node.value as number)
    : undefined;
}

/**
 * Whether `data` (a planned data query: ensureDeterministicOrder has run) can be answered in memory
 * from its whole result, and how. It can when every ORDER BY item is an output column of the rows by
 * its bare name — as the planner's sort and the deterministic-order pass's tie-breakers always are —
 * and LIMIT and OFFSET are bound numbers.
 */
export function planInMemoryOrder(data: SelectNode, maxRows: number): InMemoryOrder | undefined {
  const names = outputNames(data);
  if (!names) return undefined;
  const keys: OrderKey[] = [];
  for (const item of data.orderBy) {
    const e = item.expression;
    if (e.kind !== 'column' || e.table !== undefined || !names.has(e.name)) return undefined;
    keys.push({ name: e.name, direction: item.direction, nulls: item.nulls });
  }
  const offset = data.offset === undefined ? 0 : boundCount(data.offset);
  const limit = data.limit === undefined ? undefined : boundCount(data.limit);
  if (offset === undefined || (data.limit !== undefined && limit === undefined)) return undefined;
  return {
    whole: updateSelect(data, { orderBy: [], limit: value(maxRows + 1), offset: undefined }),
    keys,
    offset,
    limit,
  };
}

/** A UTF-16 unit from U+D800 on: only there do JavaScript’s string order and code-point order part. */
const highUnits = /[\uD800-\uFFFF]/;

/** The comparator of one column's non-null values, by its order. */
function comparatorOf(order: Exclude<ValueOrder, 'none'>, values: readonly unknown[]) {
  if (order === 'text' && !values.some((v) => typeof v === 'string' && highUnits.test(v)))
    // below U+D800 JavaScript's own comparison is code-point order
    return (a: unknown, b: unknown) => ((a as string) < (b as string) ? -1 : a === b ? 0 : 1);
  return (a: unknown, b: unknown) => compareValues(order, a, b);
}

/**
 * `rows` in the order of `keys`, as the engine orders them: NULLs first or last whatever the
 * direction, then each column's own order (`orders`), descending reversed. Undefined when a key's
 * column cannot be ordered exactly (its order is 'none' or unknown). Rows equal on every key keep
 * their order; the deterministic-order pass makes the keys a total order of distinct rows.
 */
export function sortRows(
  rows: readonly Row[],
  keys: readonly OrderKey[],
  orders: ReadonlyMap<string, ValueOrder>,
): Row[] | undefined {
  const columns: {
    values: unknown[];
    compare: (a: unknown, b: unknown) => number;
    sign: number;
    nullSign: number;
  }[] = [];
  for (const key of keys) {
    const order = orders.get(key.name);
    if (order === undefined || order === 'none') return undefined;
    const values = rows.map((row) => row[key.name] ?? null);
    columns.push({
      values,
      compare: comparatorOf(order, values),
      sign: key.direction === 'desc' ? -1 : 1,
      nullSign: key.nulls === 'first' ? -1 : 1,
    });
  }
  const positions = rows.map((_row, i) => i);
  positions.sort((i, j) => {
    for (const { values, compare, sign, nullSign } of columns) {
      const x = values[i];
      const y = values[j];
      if (x === null || y === null) {
        if (x === y) continue;
        return x === null ? nullSign : -nullSign;
      }
      const c = compare(x, y);
      if (c !== 0) return sign * c;
    }
    return i - j;
  });
  return positions.map((i) => rows[i]!);
}

/** The page `order` asks for out of the sorted whole result. */
export function pageOf(sorted: readonly Row[], order: Pick<InMemoryOrder, 'offset' | 'limit'>): Row[] {
  return sorted.slice(order.offset, order.limit === undefined ? undefined : order.offset + order.limit);
}
