import { DomainError, assertNever, type SummaryRequest, type Transform } from '@spendlens/domain';
import {
  and,
  binary,
  call,
  caseWhen,
  cast,
  column,
  dateTrunc,
  isNull,
  literal,
  orderBy,
  value,
  when,
  windowCall,
} from '../ast/factory';
import type { ExpressionNode } from '../ast/nodes';
import type { ColumnResolver, ResolvedColumn } from './columns';
import { parseFormula } from './formula';
import { valueKindOf } from './value-kinds';

function numeric(col: ResolvedColumn, what: string): ExpressionNode {
  if (valueKindOf(col.dataType) !== 'number')
    throw new DomainError('bad_request', `${what}: column ${col.name} is not a number`);
  return cast(col.expression, 'double');
}

const edgeLabel = (n: number): string => String(n);

/** bins[i] ≤ v < bins[i+1], the last bin closed; labels[i] or 'lo - hi'. */
function bin(t: Extract<Transform, { type: 'bin' }>, col: ResolvedColumn): ExpressionNode {
  const v = numeric(col, `Transform ${t.alias}`);
  const last = t.bins.length - 2;
  return caseWhen(
    t.bins.slice(0, -1).map((lo, i) => {
      const hi = t.bins[i + 1]!;
      const label = t.labels?.[i] ?? `${edgeLabel(lo)} - ${edgeLabel(hi)}`;
      return when(
        and(
          binary('>=', v, cast(value(lo), 'double')),
          binary(i === last ? '<=' : '<', v, cast(value(hi), 'double')),
        )!,
        value(label),
      );
    }),
  );
}

/** Bin number 1…n of v over n equal-width bins from the least to the greatest value in scope. */
function dynamicBin(t: Extract<Transform, { type: 'dynamic_bin' }>, col: ResolvedColumn): ExpressionNode {
  const v = numeric(col, `Transform ${t.alias}`);
  const lo = windowCall('min', { arg: v });
  const hi = windowCall('max', { arg: v });
  const n = cast(value(t.bins), 'double');
  const width = call('nullif', [binary('-', hi, lo), literal(0)]);
  const position = call('floor', [binary('/', binary('*', binary('-', v, lo), n), width)]);
  return caseWhen(
    [when(isNull(v), literal(null)), when(binary('=', hi, lo), literal(1))],
    call('least', [binary('+', position, literal(1)), n]),
  );
}

/**
 * Distinct non-null values of `col` among the rows sharing `group_by`, with window functions only
 * (PostgreSQL has no DISTINCT in window aggregates): for k distinct values, the dense rank ascending
 * (NULLs last) plus the dense rank descending (NULLs first) is k + 1 + [a NULL exists] on every row.
 */
function nunique(col: ResolvedColumn, partitionBy: readonly ExpressionNode[]): ExpressionNode {
  const c = col.expression;
  const up = windowCall('dense_rank', { partitionBy, orderBy: [orderBy(c, 'asc', 'last')] });
  const down = windowCall('dense_rank', { partitionBy, orderBy: [orderBy(c, 'desc', 'first')] });
  const hasNull = windowCall('max', {
    arg: caseWhen([when(isNull(c), literal(1))], literal(0)),
    partitionBy,
  });
  return binary('-', binary('-', binary('+', up, down), literal(1)), hasNull);
}

function transformColumn(t: Transform, resolve: ColumnResolver): ResolvedColumn {
  const col = resolve(t.col);
  switch (t.type) {
    case 'bin':
      // ordered as its bins are (not alphabetically)
      return {
        name: t.alias,
        dataType: 'string',
        expression: bin(t, col),
        order: t.bins
          .slice(0, -1)
          .map((lo, i) => t.labels?.[i] ?? `${edgeLabel(lo)} - ${edgeLabel(t.bins[i + 1]!)}`),
      };
    case 'dynamic_bin':
      return { name: t.alias, dataType: 'number', expression: dynamicBin(t, col) };
    case 'date_bin': {
      const kind = valueKindOf(col.dataType);
      if (kind !== 'date' && kind !== 'datetime')
        throw new DomainError('bad_request', `Transform ${t.alias}: column ${t.col} is not a date`);
      return { name: t.alias, dataType: 'date', expression: dateTrunc(t.bins, col.expression) };
    }
    case 'nunique':
      return {
        name: t.alias,
        dataType: 'number',
        expression: nunique(
          col,
          t.group_by.map((name) => resolve(name).expression),
        ),
      };
    default:
      return assertNever(t);
  }
}

/**
 * The columns a summary adds to each row before filter and grouping, in this order: computed
 * columns (with compute_before_aggregate), transforms, lookups. Each may name the columns before
 * it. Names must be new: an alias equal to an existing column is a bad request.
 */
export function planPreparedColumns(request: SummaryRequest, resolve: ColumnResolver): ResolvedColumn[] {
  const added: ResolvedColumn[] = [];
  const known = (name: string): boolean => {
    if (added.some((c) => c.name === name)) return true;
    try {
      resolve(name);
      return true;
    } catch {
      return false;
    }
  };
  const withAdded: ColumnResolver = (name) => added.find((c) => c.name === name) ?? resolve(name);
  const add = (col: ResolvedColumn): void => {
    if (known(col.name)) throw new DomainError('bad_request', `Duplicate column: ${col.name}`);
    added.push(col);
  };
  if (request.compute_before_aggregate)
    for (const c of request.computed)
      add({ name: c.alias, dataType: 'number', expression: parseFormula(c.alias, c.formula, withAdded) });
  for (const t of request.transform) add(transformColumn(t, withAdded));
  for (const l of request.lookup) {
    const source = cast(withAdded(l.col).expression, 'text');
    const entries = Object.entries(l.values);
    const text = (v: string | number | null) => (v === null ? literal(null) : value(String(v)));
    add({
      name: l.alias,
      dataType: 'string',
      expression:
        entries.length === 0
          ? text(l.default)
          : caseWhen(
              entries.map(([k, v]) => when(binary('=', source, value(k)), text(v))),
              text(l.default),
            ),
    });
  }
  return added;
}

/** A resolver over the named columns of a derived table: each resolves to a plain column reference. */
export function stageResolver(columns: readonly ResolvedColumn[]): ColumnResolver {
  const byName = new Map(columns.map((c) => [c.name, { ...c, expression: column(c.name) }] as const));
  return (name) => {
    const found = byName.get(name);
    if (!found) throw new DomainError('unknown_column', `Unknown column: ${String(name).slice(0, 128)}`);
    return found;
  };
}
