import {
  DomainError,
  assertNever,
  filterOperators,
  orderedDataTypes,
  type DataType,
  type FilterClause,
  type FilterOperator,
  type Scalar,
} from '@spendlens/domain';
import { binary, cast, inList, isNull, like, literal, logical, not, value } from '../ast/factory';
import type { BinaryOperator, ExpressionNode } from '../ast/nodes';
import type { ColumnResolver, ResolvedColumn } from './columns';
import { boundValue, toNumber, valueKindOf } from './value-kinds';

/** Data types the bit-mask test applies to (integers). */
export const maskDataTypes: readonly DataType[] = ['bit_mask', 'composite_flags', 'number'];

const comparison: Partial<Record<FilterOperator, BinaryOperator>> = {
  '>': '>',
  '<': '<',
  '>=': '>=',
  '<=': '<=',
};

function bad(message: string): DomainError {
  return new DomainError('bad_request', message);
}

function isScalar(v: unknown): v is Scalar {
  return v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
}

function scalarOf(clause: FilterClause): Scalar {
  if (!isScalar(clause.val)) throw bad(`Operator ${clause.op} on column ${clause.col} needs one value`);
  return clause.val;
}

function listOf(clause: FilterClause): readonly Scalar[] {
  const val: unknown = clause.val;
  const values = Array.isArray(val) ? (val as unknown[]) : val === undefined ? undefined : [val];
  if (values === undefined || !values.every(isScalar)) {
    throw bad(`Operator ${clause.op} on column ${clause.col} needs a list of values`);
  }
  return values;
}

/** `%`, `_` and `\` in a LIKE pattern, escaped so that they match themselves (escape character `\`). */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function likeText(col: ResolvedColumn, clause: FilterClause): string {
  if (valueKindOf(col.dataType) !== 'text') {
    throw bad(`Operator ${clause.op} does not apply to column ${col.name} (${col.dataType})`);
  }
  const v = scalarOf(clause);
  if (typeof v !== 'string' && typeof v !== 'number') throw bad(`Operator ${clause.op} needs a text value`);
  return escapeLikePattern(String(v));
}

function matches(col: ResolvedColumn, pattern: string, negated: boolean): ExpressionNode {
  return like(col.expression, value(pattern), { negated, caseInsensitive: true });
}

/** x IN (values), where a null among the values matches NULL. */
function isIn(col: ResolvedColumn, values: readonly Scalar[]): ExpressionNode {
  const present = values.filter((v): v is Exclude<Scalar, null> => v !== null);
  const list = inList(
    col.expression,
    present.map((v) => boundValue(col, v)),
  );
  if (present.length === values.length) return list;
  return present.length === 0 ? isNull(col.expression) : logical('or', [list, isNull(col.expression)]);
}

function isNotIn(col: ResolvedColumn, values: readonly Scalar[]): ExpressionNode {
  if (!values.includes(null))
    return inList(
      col.expression,
      values.map((v) => boundValue(col, v as Exclude<Scalar, null>)),
      true,
    );
  // The null-safe-negations pass keeps NULL rows of a plain NOT IN; a null in the list excludes them.
  const match = isIn(col, values);
  return match.kind === 'is_null' ? isNull(col.expression, true) : not(match);
}

function bitMask(col: ResolvedColumn, clause: FilterClause): ExpressionNode {
  if (!maskDataTypes.includes(col.dataType)) {
    throw bad(`Operator isinmask does not apply to column ${col.name} (${col.dataType})`);
  }
  const mask = toNumber(scalarOf(clause));
  if (mask === undefined || !Number.isSafeInteger(mask) || mask < 0) {
    throw bad(`Operator isinmask on column ${col.name} needs a non-negative integer mask`);
  }
  return binary('<>', binary('&', col.expression, cast(value(mask), 'bigint')), literal(0));
}

/**
 * One filter clause as a condition. Negative operators (!=, isnotin, doesnotcontain,
 * doesnotstartwith) keep NULL rows once the null-safe-negations pass has run; a null value means
 * "is null" for == and isin, "is not null" for != and isnotin.
 */
export function planClause(clause: FilterClause, resolve: ColumnResolver): ExpressionNode {
  if (!filterOperators.includes(clause.op)) throw bad(`Unknown operator: ${String(clause.op).slice(0, 20)}`);
  const col = resolve(clause.col);
  const op = clause.op;
  switch (op) {
    case '==':
    case '!=': {
      const v = scalarOf(clause);
      if (v === null) return isNull(col.expression, op === '!=');
      return binary(op === '==' ? '=' : '<>', col.expression, boundValue(col, v));
    }
    case '>':
    case '<':
    case '>=':
    case '<=': {
      if (!orderedDataTypes.includes(col.dataType)) {
        throw bad(`Operator ${op} does not apply to column ${col.name} (${col.dataType})`);
      }
      const v = scalarOf(clause);
      if (v === null) throw bad(`Operator ${op} on column ${col.name} needs a value, not null`);
      return binary(comparison[op] as BinaryOperator, col.expression, boundValue(col, v));
    }
    case 'isin':
      return isIn(col, listOf(clause));
    case 'isnotin':
      return isNotIn(col, listOf(clause));
    case 'contains':
    case 'doesnotcontain':
      return matches(col, `%${likeText(col, clause)}%`, op === 'doesnotcontain');
    case 'startswith':
    case 'doesnotstartwith':
      return matches(col, `${likeText(col, clause)}%`, op === 'doesnotstartwith');
    case 'endswith':
      return matches(col, `%${likeText(col, clause)}`, false);
    case 'isnull':
      return isNull(col.expression);
    case 'notnull':
      return isNull(col.expression, true);
    case 'isinmask':
      return bitMask(col, clause);
    default:
      return assertNever(op);
  }
}
