import {
  DomainError,
  aggregateFunctions,
  assertNever,
  type AggregateFunction,
  type DataType,
} from '@spendlens/domain';
import { aggregate } from '../ast/factory';
import type { AggregateNode } from '../ast/nodes';
import type { ResolvedColumn } from './columns';
import { valueKindOf, type ValueKind } from './value-kinds';

/** The value kinds each aggregate function applies to. */
const appliesTo: Record<AggregateFunction, readonly ValueKind[]> = {
  count: ['number', 'date', 'datetime', 'text', 'opaque'],
  nunique: ['number', 'date', 'datetime', 'text', 'opaque'],
  first: ['number', 'date', 'datetime', 'text', 'opaque'],
  min: ['number', 'date', 'datetime', 'text'],
  max: ['number', 'date', 'datetime', 'text'],
  sum: ['number'],
  mean: ['number'],
  median: ['number'],
};

function node(fn: AggregateFunction, col: ResolvedColumn): AggregateNode {
  switch (fn) {
    case 'count':
      return aggregate('count', col.expression); // non-null values, as pandas counts
    case 'nunique':
      return aggregate('count', col.expression, { distinct: true });
    case 'sum':
      return aggregate('sum', col.expression);
    case 'mean':
      return aggregate('avg', col.expression);
    case 'min':
      return aggregate('min', col.expression);
    case 'max':
      return aggregate('max', col.expression);
    case 'median':
      return aggregate('median', col.expression);
    case 'first':
      // any_value where the engine has it (DuckDB), min otherwise (PostgreSQL before 16): a value
      // of the group, meant for columns that do not vary within it.
      return aggregate('any_value', col.expression);
    default:
      return assertNever(fn);
  }
}

/**
 * One aggregate output: its expression and the data type of the result (count and nunique are
 * numbers; the others keep the column's type). SUM of a DECIMAL stays DECIMAL.
 */
export function planAggregate(
  fn: AggregateFunction,
  col: ResolvedColumn,
): { expression: AggregateNode; dataType: DataType } {
  if (!aggregateFunctions.includes(fn)) {
    throw new DomainError('bad_request', `Unknown aggregate function: ${String(fn).slice(0, 20)}`);
  }
  if (!appliesTo[fn].includes(valueKindOf(col.dataType))) {
    throw new DomainError(
      'bad_request',
      `Function ${fn} does not apply to column ${col.name} (${col.dataType})`,
    );
  }
  const dataType: DataType = fn === 'count' || fn === 'nunique' ? 'number' : col.dataType;
  return { expression: node(fn, col), dataType };
}
