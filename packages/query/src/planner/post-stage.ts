import { DomainError, type SummaryRequest } from '@spendlens/domain';
import { column, derivedTable, negate, orderBy, select, selection, windowCall } from '../ast/factory';
import type { SelectNode } from '../ast/nodes';
import type { ResolvedColumn } from './columns';
import { planFilter } from './filter';
import { parseFormula } from './formula';
import type { PlannedOutput } from './output';
import { stageResolver } from './prepare';
import { valueKindOf } from './value-kinds';

export interface PostStage {
  /** The final rows over the output query: negated and computed columns, post_filter, the rank. */
  query: (output: SelectNode) => SelectNode;
  /** The final columns by name, in order: what sort names. */
  columns: ReadonlyMap<string, ResolvedColumn>;
}

/**
 * The steps after grouping (ARCHITECTURE §4): computed columns over the output columns (unless
 * compute_before_aggregate), negate_value_columns (numbers only; computed columns see the values
 * before negation), post_filter over all of them, then add_rank_column — rank() by its column over
 * the rows post_filter kept, ties sharing a rank, NULLs last.
 */
export function planPostStage(request: SummaryRequest, output: PlannedOutput): PostStage {
  const outputColumns = [...output.columns.values()].map((c) => ({ ...c, expression: column(c.name) }));
  const resolveOutput = stageResolver(outputColumns);
  const negated = new Set(request.negate_value_columns);
  for (const name of negated) {
    const col = resolveOutput(name);
    if (valueKindOf(col.dataType) !== 'number')
      throw new DomainError('bad_request', `negate_value_columns: column ${name} is not a number`);
  }
  const computed: ResolvedColumn[] = request.compute_before_aggregate
    ? []
    : request.computed.map((c) => {
        if (output.columns.has(c.alias)) throw new DomainError('bad_request', `Duplicate column: ${c.alias}`);
        return {
          name: c.alias,
          dataType: 'number',
          expression: parseFormula(c.alias, c.formula, resolveOutput),
        };
      });
  const middleColumns = [...outputColumns, ...computed].map((c) => ({ ...c, expression: column(c.name) }));
  const post = planFilter(request.post_filter, stageResolver(middleColumns));
  const rank = request.add_rank_column;
  const rankColumn: ResolvedColumn | undefined = rank && {
    name: rank.alias,
    dataType: 'number',
    expression: windowCall('rank', {
      orderBy: [orderBy(stageResolver(middleColumns)(rank.col).expression, rank.order, 'last')],
    }),
  };
  if (rankColumn && middleColumns.some((c) => c.name === rankColumn.name))
    throw new DomainError('bad_request', `Duplicate column: ${rankColumn.name}`);
  const finalColumns = rankColumn
    ? [...middleColumns, { ...rankColumn, expression: column(rankColumn.name) }]
    : middleColumns;

  return {
    columns: new Map(finalColumns.map((c) => [c.name, c])),
    query: (outputQuery) => {
      const middle = select({
        selections: [
          ...outputColumns.map((c) =>
            negated.has(c.name) ? selection(negate(c.expression), c.name) : selection(c.expression),
          ),
          ...computed.map((c) => selection(c.expression, c.name)),
        ],
        from: derivedTable(outputQuery, 'grouped'),
      });
      return select({
        selections: [
          ...middleColumns.map((c) => selection(c.expression)),
          ...(rankColumn ? [selection(rankColumn.expression, rankColumn.name)] : []),
        ],
        from: derivedTable(middle, 'computed'),
        where: post,
      });
    },
  };
}
