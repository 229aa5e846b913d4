import type { Row } from '@spendlens/domain';
import {
  aggregate,
  binary,
  call,
  cast,
  column,
  derivedTable,
  literal,
  select,
  selection,
  star,
  subquery,
  windowCall,
} from '../ast/factory';
import type { ExpressionNode, SelectionNode, SelectNode } from '../ast/nodes';
import { rewriteExpression } from '../ast/transform';

/**
 * The columns a counted statement adds to each row, and the columns of a counts statement. No column
 * of a request can be named so: a requested name is letters, digits and underscores.
 */
export const countColumns = Object.freeze({
  rowCount: '$row_count',
  subsetRowCount: '$subset_row_count',
});

/**
 * An output column of the Total row, and how its cell is formed over the result's rows: the sum, the
 * least or the greatest of the column (TotalRule), or — for a mean — the sum of the helper column
 * `sum` over the sum of the helper column `count` (the mean of all the groups' rows).
 */
export type TotalOf =
  | { readonly name: string; readonly fn: 'sum' | 'min' | 'max' }
  | { readonly name: string; readonly fn: 'ratio'; readonly sum: string; readonly count: string };

/** The Total cell of `total`, each column aggregated by `over` (an aggregate or a window over the result). */
function totalExpression(
  total: TotalOf,
  over: (fn: 'sum' | 'min' | 'max', name: string) => ExpressionNode,
): ExpressionNode {
  if (total.fn !== 'ratio') return over(total.fn, total.name);
  return binary(
    '/',
    cast(over('sum', total.sum), 'double'),
    call('nullif', [over('sum', total.count), literal(0)]),
  );
}

/** The Total cell of `total` as an aggregate over the rows (those meeting `subset`, when given). */
export function totalAggregate(total: TotalOf, subset?: ExpressionNode): ExpressionNode {
  return totalExpression(total, (fn, name) => aggregate(fn, column(name), subset ? { filter: subset } : {}));
}

/** The column holding the total of output column `name`. */
export function totalColumn(name: string): string {
  return `$total:${name}`;
}

/** The meta of a summary answer, read from a counted row or a counts row. */
export interface CountsMeta {
  row_count: number;
  subset_row_count: number;
  /** The Total cell of each output column that has one (TotalRule), by its name; only when totals were asked. */
  totals?: Row;
}

/** The counts (and totals, by the names `totalNames`) a counted or counts row holds. */
export function countsOf(row: Row, totalNames: readonly string[]): CountsMeta {
  const meta: CountsMeta = {
    row_count: Number(row[countColumns.rowCount] ?? 0),
    subset_row_count: Number(row[countColumns.subsetRowCount] ?? 0),
  };
  if (totalNames.length > 0)
    meta.totals = Object.fromEntries(totalNames.map((name) => [name, row[totalColumn(name)] ?? null]));
  return meta;
}

/** The row of the counts statement that a counted row holds: both counts and the totals. */
export function countsRow(row: Row, totalNames: readonly string[]): Row {
  const names = [countColumns.rowCount, countColumns.subsetRowCount, ...totalNames.map(totalColumn)];
  return Object.fromEntries(names.map((name) => [name, row[name] ?? null]));
}

/** The rows of a counted answer without the columns the counts and totals added. */
export function withoutCounts(rows: readonly Row[], names: readonly string[]): Row[] {
  return rows.map((row) => {
    const page: Row = {};
    for (const name of names) page[name] = row[name] ?? null;
    return page;
  });
}

/** `count(*) over ()`: the rows of the level it is selected at, after its WHERE. */
export const rowsOverAll: ExpressionNode = windowCall('count', { arg: literal(1) });

/** `sum(name) over ()` (or min, max) for each of `totals`. */
export function totalsOverAll(totals: readonly TotalOf[]): SelectionNode[] {
  return totals.map((t) =>
    selection(
      totalExpression(t, (fn, name) => windowCall(fn, { arg: column(name) })),
      totalColumn(t.name),
    ),
  );
}

/** Adds `filter (where condition)` to every aggregate of `expression`. */
export function filteredAggregates(expression: ExpressionNode, condition: ExpressionNode): ExpressionNode {
  return rewriteExpression(expression, (e) =>
    e.kind === 'aggregate' ? aggregate(e.name, e.arg, { distinct: e.distinct, filter: condition }) : e,
  );
}

/**
 * The page of `data` (a planned, ordered, paged query whose ORDER BY names output columns) over its
 * result, each row with the two counts and the totals as window sums over the result: one statement.
 * `rowCount` is the query counting the rows without filter, or undefined when that count is the
 * subset's own (no filter).
 */
export function countedOver(
  data: SelectNode,
  names: readonly string[],
  totals: readonly TotalOf[],
  rowCount: SelectNode | undefined,
): SelectNode {
  const result = select({ ...data, orderBy: [], limit: undefined, offset: undefined });
  return select({
    selections: [
      ...names.map((name) => selection(column(name))),
      selection(rowCount ? subquery(rowCount) : rowsOverAll, countColumns.rowCount),
      selection(rowsOverAll, countColumns.subsetRowCount),
      ...totalsOverAll(totals),
    ],
    from: derivedTable(result, 'result'),
    orderBy: data.orderBy,
    limit: data.limit,
    offset: data.offset,
  });
}

/**
 * One row with both counts as scalar subqueries and the totals, for the cases no single scan
 * answers: `totals` (a one-row query of sums named like the columns) or `rowCount` is the FROM.
 */
export function countsBySubqueries(
  rowCount: SelectNode,
  subsetRowCount: SelectNode,
  totals: SelectNode | undefined,
  totalNames: readonly string[],
): SelectNode {
  if (!totals)
    return select({
      selections: [
        selection(column('row_count'), countColumns.rowCount),
        selection(subquery(subsetRowCount), countColumns.subsetRowCount),
      ],
      from: derivedTable(rowCount, 'counts'),
    });
  return select({
    selections: [
      selection(subquery(rowCount), countColumns.rowCount),
      selection(subquery(subsetRowCount), countColumns.subsetRowCount),
      ...totalNames.map((name) => selection(column(name), totalColumn(name))),
    ],
    from: derivedTable(totals, 'totals'),
  });
}

/**
 * The selections of a counts row over rows read once: every row, those meeting `subset` (all of them
 * when undefined), and the total of each of `totals` over those.
 */
export function countsSelections(
  subset: ExpressionNode | undefined,
  totals: readonly TotalOf[],
): SelectionNode[] {
  return [
    selection(countWhere(undefined), countColumns.rowCount),
    selection(countWhere(subset), countColumns.subsetRowCount),
    ...totals.map((t) => selection(totalAggregate(t, subset), totalColumn(t.name))),
  ];
}

/** `count(*)`, or `count(*) filter (where condition)`. */
export function countWhere(condition: ExpressionNode | undefined): ExpressionNode {
  return aggregate('count', star, condition ? { filter: condition } : {});
}
