import { DomainError, type AggregateFunction, type SummaryRequest, type TotalRule } from '@spendlens/domain';
import { aggregate, column, selection } from '../ast/factory';
import type { ExpressionNode, SelectionNode } from '../ast/nodes';
import { planAggregate } from './aggregate';
import type { ColumnResolver, ResolvedColumn } from './columns';

/** What a summary query outputs. */
export interface PlannedOutput {
  /** group_by or aggregate given: one row per group (one row in all without group_by). */
  readonly grouped: boolean;
  readonly selections: readonly SelectionNode[];
  readonly groupBy: readonly ExpressionNode[];
  /**
   * The output columns by name, in output order: what post_filter and sort may name. Each resolves
   * to the expression that computes it (an aggregate for an alias), so post_filter becomes HAVING.
   */
  readonly columns: ReadonlyMap<string, ResolvedColumn>;
  /**
   * Columns selected beside `columns` (after them in `selections`) that no answer shows: the sum and
   * the count of each mean's column, from which its Total is recomputed (meanTotals).
   */
  readonly helpers: readonly string[];
  /** The Total of each mean over the groups: the sum of its helpers' sums over the sum of their counts. */
  readonly meanTotals: ReadonlyMap<string, { readonly sum: string; readonly count: string }>;
}

/** The names of the helper columns of a mean `alias` (no requested name starts with '$'). */
export function meanHelpers(alias: string): { sum: string; count: string } {
  return { sum: `$mean_sum:${alias}`, count: `$mean_count:${alias}` };
}

/**
 * The Total rule of an aggregate's column: a count adds up; a sum adds up when its column does (a
 * sum of quantities of different units does not); the least of the least, the greatest of the
 * greatest, of a column that has a total (an amount, not an age); a mean, a median, a distinct count
 * or a first value does not add up (blank).
 */
function aggregateTotal(fn: AggregateFunction, col: ResolvedColumn): TotalRule {
  if (fn === 'count') return 'sum';
  const totalled = col.total !== undefined && col.total !== 'none';
  if (fn === 'sum') return col.total === 'sum' ? 'sum' : 'none';
  if (fn === 'min' || fn === 'max') return totalled ? fn : 'none';
  return 'none';
}

function unique(names: readonly string[]): string[] {
  return [...new Set(names)];
}

function plainOutput(
  request: SummaryRequest,
  defaultNames: readonly string[],
  resolve: ColumnResolver,
): PlannedOutput {
  const names =
    request.include_columns !== undefined && request.include_columns.length > 0
      ? unique(request.include_columns)
      : [...defaultNames];
  const columns = new Map(names.map((name) => [name, resolve(name)] as const));
  return {
    grouped: false,
    selections: names.map((name) => selection(column(name))),
    groupBy: [],
    columns,
    helpers: [],
    meanTotals: new Map(),
  };
}

/** One row per group of `group_by`: the group columns by their names, then each aggregate by its alias. */
export function groupedOutput(
  request: Pick<SummaryRequest, 'group_by' | 'aggregate'>,
  resolve: ColumnResolver,
): PlannedOutput {
  const columns = new Map<string, ResolvedColumn>();
  const selections: SelectionNode[] = [];
  const groupBy: ExpressionNode[] = [];
  const helperSelections: SelectionNode[] = [];
  const meanTotals = new Map<string, { sum: string; count: string }>();
  for (const name of unique(request.group_by)) {
    // a group's key names the group: never totalled
    const { total: _total, ...col } = resolve(name);
    columns.set(name, col);
    selections.push(selection(col.expression));
    groupBy.push(col.expression);
  }
  for (const agg of request.aggregate) {
    const col = resolve(agg.col);
    if (agg.fn.length !== agg.alias.length) {
      throw new DomainError('bad_request', `Aggregate of ${agg.col}: fn and alias must have the same length`);
    }
    agg.fn.forEach((fn, i) => {
      const alias = agg.alias[i] as string;
      if (columns.has(alias)) throw new DomainError('bad_request', `Duplicate output column: ${alias}`);
      const planned = planAggregate(fn, col);
      columns.set(alias, {
        name: alias,
        dataType: planned.dataType,
        expression: planned.expression,
        total: aggregateTotal(fn, col),
      });
      selections.push(selection(planned.expression, alias));
      if (fn === 'mean') {
        // the mean of all the groups' rows: recomputed from each group's sum and count, not a sum of means
        const helpers = meanHelpers(alias);
        helperSelections.push(
          selection(aggregate('sum', col.expression), helpers.sum),
          selection(aggregate('count', col.expression), helpers.count),
        );
        meanTotals.set(alias, helpers);
      }
    });
  }
  return {
    grouped: true,
    selections: [...selections, ...helperSelections],
    groupBy,
    columns,
    helpers: helperSelections.map((s) => s.alias!),
    meanTotals,
  };
}

/**
 * The output of a summary: plain rows (include_columns, or `defaultNames`: every column of the rows
 * but system_id, in order), or groups (the group_by columns by their names, then each aggregate by
 * its alias). include_columns is checked but not used when grouping.
 */
export function planOutput(
  request: SummaryRequest,
  defaultNames: readonly string[],
  resolve: ColumnResolver,
): PlannedOutput {
  const grouped = request.group_by.length > 0 || request.aggregate.length > 0;
  if (!grouped) return plainOutput(request, defaultNames, resolve);
  request.include_columns?.forEach((name) => resolve(name));
  return groupedOutput(request, resolve);
}
