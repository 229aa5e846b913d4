import { describe, expect, it } from 'vitest';
import {
  aggregate,
  column,
  compareCodePoints,
  compareNumbers,
  compile,
  duckdbDialect,
  orderBy,
  planInMemoryOrder,
  select,
  selection,
  sortRows,
  star,
  table,
  value,
} from '../src/index';

describe('in-memory comparison', () => {
  it('orders text by code point, not by UTF-16 unit: U+1F600 after U+FFFD', () => {
    expect('😀' < '\uFFFD').toBe(true); // JavaScript's own order
    expect(compareCodePoints('😀', '\uFFFD')).toBe(1);
    expect(compareCodePoints('a', 'ab')).toBe(-1);
    expect(compareCodePoints('B', 'a')).toBe(-1);
    expect(compareCodePoints('é', 'é')).toBe(0);
  });

  it('orders numbers as SQL does: NaN above Infinity, -0 equal to 0', () => {
    expect([NaN, Infinity, -Infinity, 1].sort(compareNumbers)).toEqual([-Infinity, 1, Infinity, NaN]);
    expect(compareNumbers(-0, 0)).toBe(0);
    expect(compareNumbers(NaN, NaN)).toBe(0);
  });

  it('puts NULLs first or last whatever the direction, and refuses a column it cannot order', () => {
    const rows = [{ a: 2 }, { a: null }, { a: 1 }];
    const orders = new Map([['a', 'number' as const]]);
    expect(sortRows(rows, [{ name: 'a', direction: 'desc', nulls: 'last' }], orders)).toEqual([
      { a: 2 },
      { a: 1 },
      { a: null },
    ]);
    expect(sortRows(rows, [{ name: 'a', direction: 'asc', nulls: 'first' }], orders)).toEqual([
      { a: null },
      { a: 1 },
      { a: 2 },
    ]);
    expect(sortRows(rows, [{ name: 'a', direction: 'asc', nulls: 'last' }], new Map([['a', 'none']]))).toBe(
      undefined,
    );
  });
});

describe('planInMemoryOrder', () => {
  const t = table('t');

  it('reads the whole result without ORDER BY, OFFSET and with LIMIT maxRows + 1, the same for every page and sort', () => {
    const page = (direction: 'asc' | 'desc', offset: number) =>
      select({
        selections: [selection(column('a')), selection(aggregate('count', star), 'n')],
        from: t,
        groupBy: [column('a')],
        orderBy: [orderBy(column('n'), direction), orderBy(column('a'))],
        limit: value(10),
        offset: value(offset),
      });
    const first = planInMemoryOrder(page('desc', 0), 100)!;
    const other = planInMemoryOrder(page('asc', 20), 100)!;
    expect(compile(first.whole, duckdbDialect)).toEqual(compile(other.whole, duckdbDialect));
    expect(compile(first.whole, duckdbDialect).sql).toBe(
      'select "a", count(*) as "n" from "t" group by "a" limit $1',
    );
    expect(compile(first.whole, duckdbDialect).params).toEqual([101]);
    expect(other).toMatchObject({
      offset: 20,
      limit: 10,
      keys: [
        { name: 'n', direction: 'asc', nulls: 'last' },
        { name: 'a', direction: 'asc', nulls: 'last' },
      ],
    });
  });

  it('declines an order it cannot read off the rows: an expression, a qualified or hidden column, `*`', () => {
    const rowsOf = (parts: Partial<Parameters<typeof select>[0]>) =>
      select({ selections: [selection(column('a'))], from: t, ...parts });
    expect(planInMemoryOrder(rowsOf({ orderBy: [orderBy(column('b'))] }), 100)).toBeUndefined();
    expect(planInMemoryOrder(rowsOf({ orderBy: [orderBy(column('a', 't'))] }), 100)).toBeUndefined();
    expect(planInMemoryOrder(rowsOf({ orderBy: [orderBy(aggregate('count', star))] }), 100)).toBeUndefined();
    expect(planInMemoryOrder(rowsOf({ selections: [selection(star)] }), 100)).toBeUndefined();
    expect(planInMemoryOrder(rowsOf({ orderBy: [orderBy(column('a'))] }), 100)).toBeDefined();
  });
});
