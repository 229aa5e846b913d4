import type { SummaryRequest } from '@spendlens/domain';
import {
  aggregate,
  and,
  binary,
  column,
  derivedTable,
  inSubquery,
  isNull,
  literal,
  orderBy,
  select,
  selection,
  star,
  table,
  windowCall,
} from '../ast/factory';
import type { ExpressionNode, FromNode, SelectNode } from '../ast/nodes';
import { ensureDeterministicOrder } from '../passes/deterministic-order';
import { normaliseFilters } from '../passes/normalise-filters';
import {
  countColumns,
  countedOver,
  countsBySubqueries,
  countsSelections,
  countWhere,
  filteredAggregates,
  rowsOverAll,
  totalAggregate,
  totalsOverAll,
  type TotalOf,
} from './counted';
import { mapResolver, sourceColumnResolver, type ColumnResolver, type ResolvedColumn } from './columns';
import { planFilter } from './filter';
import { groupedOutput, planOutput, type PlannedOutput } from './output';
import { planPostStage } from './post-stage';
import { planPreparedColumns, stageResolver } from './prepare';
import { planPage } from './paging';
import { scopeConditions } from './scope';
import { planSort } from './sort';
import { systemIdColumn, type Scope, type SourceTable } from './source';
import { valueKindOf } from './value-kinds';

/**
 * The statements of one POST /summary. Each count answers one row with one column, `row_count`.
 */
export interface SummaryPlan {
  /** The page of rows or groups. */
  data: SelectNode;
  /** meta.row_count: rows (or groups) after scope and pre_filter (and post_filter). */
  rowCount: SelectNode;
  /** meta.subset_row_count: the same after filter too. */
  subsetRowCount: SelectNode;
  /**
   * meta.totals (supplementary_data.totals): one row, the Total cell of each output column whose
   * rule gives one (TotalRule: the sum of an amount or a count, the least or greatest amount); no
   * cell for a code, an id, a mean, a rank, an age or a column of no rule.
   */
  totals?: SelectNode;
  /** The output columns, in order. */
  names: readonly string[];
  /** The output columns whose totals `counted` and `counts` carry (none unless totals are asked). */
  totalNames: readonly string[];
  /**
   * `data` and the meta in one statement: the rows of the page, each with both counts and the totals
   * in the columns of countColumns and totalColumn. An empty page has no row, so no counts. Grouped
   * rows with a filter are grouped once, over the rows without the filter, each aggregate and the
   * subset's rows counted `filter (where …)` (see the README).
   */
  counted: SelectNode;
  /** Both counts and the totals in one row, named like `counted`'s; by one scan where one can. */
  counts: SelectNode;
  /**
   * Which is faster (measured by bench/query.ts, README): for plain rows, `counts` beside `data`
   * (a count and a top-N page, each streaming) — true; for groups, `counted`, whose windows count
   * groups already in memory — false.
   */
  metaBesidePage: boolean;
}

export interface PlanOptions {
  /**
   * The most rows one answer may hold. page_rows over it is DomainError('too_much_data');
   * page_rows -1 reads at most maxRows + 1 rows, and the caller answers too_much_data when it gets
   * more than maxRows.
   */
  maxRows?: number;
}

/** The flag of the rows meeting the filter, and the count of them in a group (see oneScan). */
/** `make`'s value, made at the first call. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

const inSubsetColumn = '$in_subset';
const subsetRowsColumn = '$subset_rows';

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

interface Stage {
  from: FromNode;
  /** Conditions not yet applied to `from` (scope and pre_filter on the published table). */
  where: readonly (ExpressionNode | undefined)[];
  /** The columns of a row here, in order (system_id aside). */
  columns: readonly ResolvedColumn[];
  resolve: ColumnResolver;
}

/** The rows of `stage` as a derived table with `extra` columns added: a new stage over it. */
function wrap(stage: Stage, extra: readonly ResolvedColumn[], alias: string, where?: ExpressionNode): Stage {
  const columns = [...stage.columns, ...extra];
  const query = select({
    selections: [
      ...stage.columns.map((c) => selection(column(c.name))),
      ...extra.map((c) => selection(c.expression, c.name)),
    ],
    from: stage.from,
    where: and(...stage.where, where),
  });
  const plain = columns.map((c) => ({ ...c, expression: column(c.name) }));
  return {
    from: derivedTable(query, alias),
    where: [],
    columns: plain,
    resolve: stageResolver(plain),
  };
}

/**
 * The published table, or, when the source presents columns under other names, a projection of it
 * naming every column as the source presents it (the engine reads through it as through the table).
 */
function sourceFrom(source: SourceTable): FromNode {
  const published = table(source.table, source.schema);
  const columns = Object.entries(source.columns).filter(([name]) => name !== systemIdColumn);
  if (!columns.some(([name, col]) => col.published !== undefined && col.published !== name)) return published;
  return derivedTable(
    select({
      selections: [
        selection(column(systemIdColumn)),
        ...columns.map(([name, col]) =>
          col.published === undefined || col.published === name
            ? selection(column(name))
            : selection(column(col.published), name),
        ),
      ],
      from: published,
    }),
    'presented',
  );
}

/**
 * The rows after scope and pre_filter, grouped first by pre_group_by (groups with a null key
 * dropped unless keep_groupby_nan, as in the main grouping), with the prepared columns.
 */
function preparedStage(request: SummaryRequest, source: SourceTable, scope: Scope): Stage {
  const resolveSource = sourceColumnResolver(source);
  let stage: Stage = {
    from: sourceFrom(source),
    where: [...scopeConditions(source, scope), planFilter(request.pre_filter, resolveSource)],
    columns: Object.keys(source.columns)
      .filter((name) => name !== systemIdColumn)
      .map(resolveSource),
    resolve: resolveSource,
  };
  if (request.pre_group_by) {
    const grouped = groupedOutput(request.pre_group_by, stage.resolve);
    const columns = [...grouped.columns.values()].map((c) => ({ ...c, expression: column(c.name) }));
    const nonNull = request.keep_groupby_nan ? [] : grouped.groupBy.map((key) => isNull(key, true));
    const query = select({
      selections: grouped.selections.filter((s) => !grouped.helpers.includes(s.alias ?? '')),
      from: stage.from,
      where: and(...stage.where, ...nonNull),
      groupBy: grouped.groupBy,
    });
    stage = {
      from: derivedTable(query, 'pre_grouped'),
      where: [],
      columns,
      resolve: stageResolver(columns),
    };
  }
  const added = planPreparedColumns(request, stage.resolve);
  return added.length > 0 ? wrap(stage, added, 'prepared') : stage;
}

/** Whether the plan needs a stage after the output: computed after aggregation, negation, a rank. */
function needsPostStage(request: SummaryRequest): boolean {
  return (
    (!request.compute_before_aggregate && request.computed.length > 0) ||
    request.negate_value_columns.length > 0 ||
    request.add_rank_column !== undefined
  );
}

/**
 * Plans POST /summary (ARCHITECTURE §4) over one published table, in this order: scope →
 * pre_filter → pre_group_by → computed (compute_before_aggregate) → transform → lookup → filter
 * (whole clusters with cluster_key) → drop_duplicate_columns → group_by + aggregate (groups with a
 * null key dropped unless keep_groupby_nan) → computed → negate_value_columns → post_filter →
 * add_rank_column → sort → page. Each step that adds columns reads the rows of the step before as
 * a derived table, so later steps name its columns. Every name is checked against the source's
 * columns or the columns a step added: DomainError('unknown_column'); a wrong operator, function,
 * formula, value or sort order is DomainError('bad_request'). Every value is a bound parameter. The
 * trees are normalised (empty IN lists, null-safe negations, a total order for paging).
 *
 * Without the post-output steps, post_filter on groups is HAVING, on plain rows part of WHERE; it
 * applies to both counts.
 */
export function planSummary(
  request: SummaryRequest,
  source: SourceTable,
  scope: Scope,
  options: PlanOptions = {},
): SummaryPlan {
  const prepared = preparedStage(request, source, scope);
  const filter = planFilter(request.filter, prepared.resolve);
  const clusterKey = request.cluster_key === undefined ? undefined : prepared.resolve(request.cluster_key);
  const duplicateKeys = request.drop_duplicate_columns.map((name) => prepared.resolve(name).expression);

  /** The rows to output: filtered (or not), whole clusters, duplicates dropped. */
  const rowsOf = (withFilter: boolean): Stage => {
    let condition = withFilter ? filter : undefined;
    if (condition !== undefined && clusterKey !== undefined) {
      const matching = select({
        selections: [selection(clusterKey.expression)],
        from: prepared.from,
        where: and(...prepared.where, condition),
      });
      condition = inSubquery(clusterKey.expression, matching);
    }
    if (duplicateKeys.length === 0) return { ...prepared, where: [...prepared.where, condition] };
    const rowNumber: ResolvedColumn = {
      name: 'row_in_duplicates',
      dataType: 'number',
      expression: windowCall('row_number', {
        partitionBy: duplicateKeys,
        orderBy: prepared.columns.map((c) => orderBy(c.expression, 'asc', 'last')),
      }),
    };
    const numbered = wrap(prepared, [rowNumber], 'numbered', condition);
    return {
      ...numbered,
      where: [binary('=', column(rowNumber.name), literal(1))],
      columns: prepared.columns.map((c) => ({ ...c, expression: column(c.name) })),
    };
  };

  const rows = rowsOf(true);
  const output = planOutput(
    request,
    rows.columns.map((c) => c.name),
    rows.resolve,
  );
  const keepNan = request.keep_groupby_nan || !output.grouped;
  const nonNullKeys = keepNan ? [] : output.groupBy.map((key) => isNull(key, true));
  const postStage = needsPostStage(request);
  const post = postStage ? undefined : planFilter(request.post_filter, mapResolver(output.columns));

  // the helpers of the means' totals, unless the post-stage would drop them
  const outputSelections = postStage
    ? output.selections.filter((s) => !output.helpers.includes(s.alias ?? ''))
    : output.selections;
  const outputOf = (withFilter: boolean): SelectNode => {
    const from = withFilter ? rows : rowsOf(false);
    return select({
      selections: outputSelections,
      from: from.from,
      where: and(...from.where, ...nonNullKeys, output.grouped ? undefined : post),
      groupBy: output.groupBy,
      having: output.grouped ? post : undefined,
    });
  };
  const after = postStage ? planPostStage(request, output) : undefined;
  const resultOf = (withFilter: boolean): SelectNode =>
    after ? after.query(outputOf(withFilter)) : outputOf(withFilter);
  const countOfResult = (withFilter: boolean): SelectNode =>
    after
      ? select({
          selections: [selection(aggregate('count', star), 'row_count')],
          from: derivedTable(resultOf(withFilter), 'result'),
        })
      : countOf(outputOf(withFilter), output);

  const columns = after?.columns ?? output.columns;
  const orderBy_ = planSort(request.sort, columns);
  const page = planPage(request.page_number, request.page_rows, options.maxRows);
  const filtered = resultOf(true);
  // the page as answered (no helper columns), and with the helpers for the statements totalling it
  const withHelpers = ensureDeterministicOrder(
    normaliseFilters(select({ ...filtered, orderBy: orderBy_, ...page })),
  );
  const data =
    output.helpers.length === 0 || after
      ? withHelpers
      : {
          ...withHelpers,
          selections: withHelpers.selections.filter((s) => !output.helpers.includes(s.alias ?? '')),
        };
  // the statements the caller may not read are planned when first read (planning is a tenth of a
  // millisecond or more each, on every data call)
  const rowCount = once(() => normaliseFilters(countOfResult(false)));
  const subsetRowCount = once(() => normaliseFilters(countOfResult(true)));
  const names = [...columns.keys()];
  const totalsOf: TotalOf[] = request.supplementary_data?.totals
    ? [...columns.values()].flatMap((c): TotalOf[] => {
        const mean = after ? undefined : output.meanTotals.get(c.name);
        if (mean) return [{ name: c.name, fn: 'ratio', ...mean }];
        return valueKindOf(c.dataType) === 'number' &&
          c.format !== 'code' &&
          c.total !== undefined &&
          c.total !== 'none'
          ? [{ name: c.name, fn: c.total }]
          : [];
      })
    : [];
  const totalNames = totalsOf.map((t) => t.name);
  const totals = once(() =>
    normaliseFilters(
      select({
        selections: totalsOf.map((t) => selection(totalAggregate(t), t.name)),
        from: derivedTable(filtered, 'result'),
      }),
    ),
  );

  // One scan answers both counts when the filter is a plain condition on the rows the output reads:
  // no whole clusters, no dropped duplicates, nothing computed after grouping; post_filter only on
  // plain rows (on groups it would need the aggregates without the filter too).
  const simpleFilter =
    filter !== undefined && clusterKey === undefined && duplicateKeys.length === 0 && !postStage;
  const oneScan = (): Pick<SummaryPlan, 'counted' | 'counts'> | undefined => {
    if (!simpleFilter) return undefined;
    if (output.grouped && (post !== undefined || output.groupBy.length === 0)) return undefined;
    // the rows in scope, each flagged by whether it meets the filter (its values bound once)
    const flagged = wrap(
      prepared,
      [{ name: inSubsetColumn, dataType: 'yesno', expression: filter }],
      'flagged',
    );
    if (!output.grouped) {
      // plain rows: the counts of the rows in scope, those meeting the filter, and their totals
      const inSubset = column(inSubsetColumn);
      return {
        counted: countedOver(withHelpers, names, totalsOf, rowCount()),
        counts: select({
          selections: countsSelections(inSubset, totalsOf),
          from: flagged.from,
          where: post,
        }),
      };
    }
    // groups: grouped once over the rows in scope; each aggregate reads the flagged rows only, and a
    // group with none is not in the subset
    const inSubset = column(inSubsetColumn);
    const groupsOf = (withRowCount: boolean) =>
      select({
        selections: [
          ...output.selections.map((s) =>
            s.expression.kind === 'star' ? s : selection(filteredAggregates(s.expression, inSubset), s.alias),
          ),
          selection(countWhere(inSubset), subsetRowsColumn),
          ...(withRowCount ? [selection(rowsOverAll, countColumns.rowCount)] : []),
        ],
        from: flagged.from,
        where: and(...nonNullKeys),
        groupBy: output.groupBy,
      });
    const inTheSubset = binary('>', column(subsetRowsColumn), literal(0));
    return {
      counted: select({
        selections: [
          ...names.map((name) => selection(column(name))),
          selection(column(countColumns.rowCount)),
          selection(rowsOverAll, countColumns.subsetRowCount),
          ...totalsOverAll(totalsOf),
        ],
        from: derivedTable(groupsOf(true), 'groups'),
        where: inTheSubset,
        orderBy: data.orderBy,
        limit: data.limit,
        offset: data.offset,
      }),
      counts: select({
        selections: countsSelections(inTheSubset, totalsOf),
        from: derivedTable(groupsOf(false), 'groups'),
      }),
    };
  };
  const single = oneScan() ?? {
    // without a filter both counts are the result's rows; with one, the rows without it are counted apart
    counted: countedOver(withHelpers, names, totalsOf, filter === undefined ? undefined : rowCount()),
    counts:
      filter === undefined
        ? select({
            selections: countsSelections(undefined, totalsOf),
            from: derivedTable(filtered, 'result'),
          })
        : countsBySubqueries(
            rowCount(),
            subsetRowCount(),
            totalNames.length > 0 ? totals() : undefined,
            totalNames,
          ),
  };
  const plan: SummaryPlan = {
    data,
    get rowCount() {
      return rowCount();
    },
    get subsetRowCount() {
      return subsetRowCount();
    },
    names,
    totalNames,
    metaBesidePage: !output.grouped,
    counted: normaliseFilters(single.counted),
    counts: normaliseFilters(single.counts),
  };
  if (totalNames.length > 0) Object.defineProperty(plan, 'totals', { get: totals, enumerable: true });
  return plan;
}
