import { DomainError, assertNever, type DataType, type Scalar } from '@spendlens/domain';
import { cast, decimal, value } from '../ast/factory';
import type { ExpressionNode } from '../ast/nodes';
import type { ResolvedColumn } from './columns';

/**
 * How values of a data type are compared:
 * - number: a JSON number or a numeric string, bound exactly (numberValue);
 * - date / datetime: an ISO date (datetime also an ISO date-time), bound and cast to date / timestamp;
 * - text: a string (a number is taken as its decimal text), bound as it is;
 * - opaque: any scalar, bound as it is (yes/no flags, whose storage the catalogue decides).
 */
export type ValueKind = 'number' | 'date' | 'datetime' | 'text' | 'opaque';

export function valueKindOf(dataType: DataType): ValueKind {
  switch (dataType) {
    case 'currency':
    case 'number':
    case '%':
    case '%100':
    case 'percentile':
    case 'datediff':
    case 'mean_invoice_time':
    case 'bit_mask':
    case 'composite_flags':
      return 'number';
    case 'date':
    case 'daystonow': // a date the table shows as days until now
      return 'date';
    case 'datetime':
      return 'datetime';
    case 'string':
    case 'invoice_channel':
    case 'list':
      return 'text';
    case 'yesno':
    case 'noyes':
    case 'aboveBelowAverage':
      return 'opaque';
    default:
      return assertNever(dataType);
  }
}

const numeric = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;
const isoDateTime = /^(\d{4})-(\d{2})-(\d{2})([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?)?$/;

function isCalendarDate(year: string, month: string, day: string): boolean {
  const d = new Date(0);
  d.setUTCFullYear(Number(year), Number(month) - 1, Number(day));
  return d.getUTCMonth() === Number(month) - 1 && d.getUTCDate() === Number(day);
}

function badValue(col: ResolvedColumn, expected: string): DomainError {
  return new DomainError(
    'bad_request',
    `A value for column ${col.name} (${col.dataType}) must be ${expected}`,
  );
}

/** A number from a JSON number or a numeric string, or undefined. */
export function toNumber(v: Scalar): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v === 'string' && numeric.test(v.trim())) {
    const n = Number(v.trim());
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

/** A decimal fraction as its shortest text shows it: digits before and after the point. */
const plainDecimal = /^-?(\d+)\.(\d+)$/;

/**
 * A number bound exactly, and typed so that comparing a DECIMAL column with it casts the value, not
 * every row: a whole number as bigint; a decimal fraction as decimal(p, s) of its shortest text
 * (100.5 is decimal(4, 1)); anything else (1e-7, 1e300) as double. The comparison is then exact
 * decimal arithmetic on DECIMAL columns and the same double comparison as before on DOUBLE ones.
 */
export function numberValue(n: number): ExpressionNode {
  if (Number.isSafeInteger(n)) return cast(value(n), 'bigint');
  const text = String(n);
  const m = plainDecimal.exec(text);
  const digits = m ? (m[1] as string).length + (m[2] as string).length : Infinity;
  if (m && digits <= 38) return cast(value(text), decimal(digits, (m[2] as string).length));
  return cast(value(n), 'double');
}

/** The bound (and cast) form of a non-null value compared with `col`; a wrong kind is a bad request. */
export function boundValue(col: ResolvedColumn, v: Exclude<Scalar, null>): ExpressionNode {
  const kind = valueKindOf(col.dataType);
  switch (kind) {
    case 'number': {
      const n = toNumber(v);
      if (n === undefined) throw badValue(col, 'a number');
      return numberValue(n);
    }
    case 'date': {
      const m = typeof v === 'string' ? isoDate.exec(v) : null;
      if (!m || !isCalendarDate(m[1] as string, m[2] as string, m[3] as string))
        throw badValue(col, 'a date YYYY-MM-DD');
      return cast(value(v), 'date');
    }
    case 'datetime': {
      const m = typeof v === 'string' ? isoDateTime.exec(v) : null;
      if (!m || !isCalendarDate(m[1] as string, m[2] as string, m[3] as string)) {
        throw badValue(col, 'a date YYYY-MM-DD or a date-time YYYY-MM-DDTHH:MM:SS');
      }
      return cast(value(v), 'timestamp');
    }
    case 'text':
      if (typeof v === 'boolean') throw badValue(col, 'a string');
      return value(String(v));
    case 'opaque':
      return value(v);
    default:
      return assertNever(kind);
  }
}
