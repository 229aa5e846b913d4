import type { SummaryRequest } from '@spendlens/domain';
import { aggregate, and, derivedTable, select, selection, star, table } from '../ast/factory';
import type { SelectNode } from '../ast/nodes';
import { ensureDeterministicOrder } from '../passes/deterministic-order';
import { normaliseFilters } from '../passes/normalise-filters';
import { mapResolver, sourceColumnResolver } from './columns';
import { planFilter } from './filter';
import { planOutput, type PlannedOutput } from './output';
import { planPage } from './paging';
import { scopeConditions } from './scope';
import { planSort } from './sort';
import type { Scope, SourceTable } from './source';

/**
 * The three statements of one POST /summary. Each count answers one row with one column,
 * `row_count`.
 */
export interface SummaryPlan {
  /** The page of rows or groups. */
  data: SelectNode;
  /** meta.row_count: rows (or groups) after scope and pre_filter (and post_filter). */
  rowCount: SelectNode;
  /** meta.subset_row_count: the same after filter too. */
  subsetRowCount: SelectNode;
}

export interface PlanOptions {
  /**
   * The most rows one answer may hold. page_rows over it is DomainError('too_much_data');
   * page_rows -1 reads at most maxRows + 1 rows, and the caller answers too_much_data when it gets
   * more than maxRows.
   */
  maxRows?: number;
}

/** count(*) of the rows or groups a (non-paged) query yields. */
function countOf(from: SelectNode, output: PlannedOutput): SelectNode {
  const countRows = [selection(aggregate('count', star), 'row_count')];
  if (!output.grouped) return select({ selections: countRows, from: from.from, where: from.where });
  // Groups are counted from a derived table that keeps only what GROUP BY and HAVING need.
  const keys =
    from.groupBy.length > 0
      ? from.groupBy.map((g) => selection(g))
      : [selection(aggregate('count', star), 'n')];
  const groups = select({
    selections: keys,
    from: from.from,
    where: from.where,
    groupBy: from.groupBy,
    having: from.having,
  });
  return select({ selections: countRows, from: derivedTable(groups, 'groups') });
}

/**
 * Plans POST /summary (ARCHITECTURE §4) over one published table: scope → pre_filter → filter →
 * group_by + aggregate → post_filter → sort → page. Every name is checked against the source's
 * columns (post_filter and sort against the output columns): DomainError('unknown_column'); a wrong
 * operator, function, value or sort order is DomainError('bad_request'). Every value is a bound
 * parameter. The trees are normalised (empty IN lists, null-safe negations, a total order for paging).
 *
 * post_filter names output columns: on groups it becomes HAVING, on plain rows part of WHERE; it
 * applies to both counts.
 */
export function planSummary(
  request: SummaryRequest,
  source: SourceTable,
  scope: Scope,
  options: PlanOptions = {},
): SummaryPlan {
  const resolveSource = sourceColumnResolver(source);
  const from = table(source.table, source.schema);
  const scoped = scopeConditions(source, scope);
  const pre = planFilter(request.pre_filter, resolveSource);
  const filter = planFilter(request.filter, resolveSource);
  const output = planOutput(request, source, resolveSource);
  const post = planFilter(request.post_filter, mapResolver(output.columns));
  const orderBy = planSort(request.sort, output.columns);
  const page = planPage(request.page_number, request.page_rows, options.maxRows);

  const query = (withFilter: boolean): SelectNode =>
    select({
      selections: output.selections,
      from,
      where: and(...scoped, pre, withFilter ? filter : undefined, output.grouped ? undefined : post),
      groupBy: output.groupBy,
      having: output.grouped ? post : undefined,
    });
  const filtered = query(true);
  const data = select({ ...filtered, orderBy, ...page });
  return {
    data: ensureDeterministicOrder(normaliseFilters(data)),
    rowCount: normaliseFilters(countOf(query(false), output)),
    subsetRowCount: normaliseFilters(countOf(filtered, output)),
  };
}
