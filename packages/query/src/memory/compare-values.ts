import { assertNever } from '@spendlens/domain';

/**
 * How the values of one result column compare, exactly as the engine orders them:
 * - number: JS numbers that keep the engine's order (no two distinct engine values became the same
 *   number); NaN is above every other number, as in DuckDB and PostgreSQL;
 * - text: strings ordered by Unicode code point (DuckDB's binary collation, PostgreSQL's "C");
 * - boolean: false before true;
 * - none: values that cannot be ordered in memory exactly (other types, a lossy conversion).
 */
export type ValueOrder = 'number' | 'text' | 'boolean' | 'none';

/** Orders numbers as SQL does: NaN last, -0 equal to 0. */
export function compareNumbers(a: number, b: number): number {
  if (a < b) return -1;
  if (a > b) return 1;
  if (a === b) return 0;
  // one of them (or both) is NaN, which sorts above everything
  const aNaN = Number.isNaN(a);
  const bNaN = Number.isNaN(b);
  return aNaN === bNaN ? 0 : aNaN ? 1 : -1;
}

/**
 * Orders strings by code point, as byte-wise UTF-8 comparison does. JavaScript compares UTF-16 code
 * units, which differs only where a surrogate (a code point above U+FFFF) meets a unit from U+E000
 * to U+FFFF: the units are shifted so that surrogates sort above them.
 */
export function compareCodePoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    if (x >= 0xd800 && y >= 0xd800) {
      x = x >= 0xe000 ? x - 0x800 : x + 0x2000;
      y = y >= 0xe000 ? y - 0x800 : y + 0x2000;
    }
    return x < y ? -1 : 1;
  }
  return a.length === b.length ? 0 : a.length < b.length ? -1 : 1;
}

/** Compares two non-null values of a column whose order is `order` (not 'none'). */
export function compareValues(order: Exclude<ValueOrder, 'none'>, a: unknown, b: unknown): number {
  switch (order) {
    case 'number':
      return compareNumbers(a as number, b as number);
    case 'text':
      return compareCodePoints(a as string, b as string);
    case 'boolean':
      return a === b ? 0 : a ? 1 : -1;
    default:
      return assertNever(order);
  }
}
