import { describe, expect, it } from 'vitest';
import {
  aggregate,
  and,
  binary,
  cast,
  column,
  derivedTable,
  ensureDeterministicOrder,
  inList,
  isNull,
  like,
  literal,
  normaliseFilters,
  nullSafeNegations,
  orderBy,
  removeEmptyInLists,
  select,
  selection,
  star,
  subquery,
  table,
  value,
  type ExpressionNode,
  type SelectNode,
} from '../src/index';
import { expectGolden, same } from './support/golden';

const t = table('t');

function where(condition: ExpressionNode): SelectNode {
  return select({ selections: [selection(column('a'))], from: t, where: condition });
}

describe('removeEmptyInLists', () => {
  it('IN () becomes FALSE and NOT IN () becomes TRUE', () => {
    const node = where(
      and(
        inList(column('a'), []),
        inList(column('b'), [], true),
        inList(column('c'), [value(1)]),
      ) as ExpressionNode,
    );
    expectGolden(
      removeEmptyInLists(node),
      same('select "a" from "t" where false and true and "c" in ($1)', [1]),
    );
  });

  it('reaches into HAVING, derived tables and subqueries, and leaves the input alone', () => {
    const inner = where(inList(column('x'), []));
    const node = select({
      selections: [selection(subquery(where(inList(column('y'), [], true))), 's')],
      from: derivedTable(inner, 'd'),
      having: inList(column('z'), []),
    });
    expectGolden(
      removeEmptyInLists(node),
      same(
        'select (select "a" from "t" where true) as "s" from (select "a" from "t" where false) as "d" having false',
      ),
    );
    expect((node.having as { kind: string }).kind).toBe('in_list');
  });
});

describe('nullSafeNegations', () => {
  it('<> with a bound value becomes IS DISTINCT FROM, on either side and through a cast', () => {
    const node = where(
      and(
        binary('<>', column('a'), value('x')),
        binary('<>', value(1), column('b')),
        binary('<>', column('c'), cast(value(2), 'double')),
      ) as ExpressionNode,
    );
    expectGolden(nullSafeNegations(node), {
      duckdb:
        'select "a" from "t" where "a" is distinct from $1 and $2 is distinct from "b" and "c" is distinct from cast($3 as double)',
      postgres:
        'select "a" from "t" where "a" is distinct from $1 and $2 is distinct from "b" and "c" is distinct from cast($3 as double precision)',
      params: ['x', 1, 2],
    });
  });

  it('leaves <> between expressions and literals alone (the bit-mask test)', () => {
    const mask = where(binary('<>', binary('&', column('f'), value(4)), literal(0)));
    expect(nullSafeNegations(mask)).toEqual(mask);
    const columns = where(binary('<>', column('a'), column('b')));
    expect(nullSafeNegations(columns)).toEqual(columns);
  });

  it('NOT IN and NOT LIKE keep NULL rows; positive forms are left alone', () => {
    const node = where(
      and(
        inList(column('a'), [value('x')], true),
        like(column('b'), value('%y%'), { negated: true, caseInsensitive: true }),
        inList(column('c'), [value('z')]),
        like(column('d'), value('w%'), { caseInsensitive: true }),
      ) as ExpressionNode,
    );
    expectGolden(
      nullSafeNegations(node),
      same(
        `select "a" from "t" where ("a" not in ($1) or "a" is null) and ("b" not ilike $2 escape '\\' or "b" is null) and "c" in ($3) and "d" ilike $4 escape '\\'`,
        ['x', '%y%', 'z', 'w%'],
      ),
    );
  });

  it('leaves a NOT IN list that holds NULL alone (it matches nothing, as SQL says)', () => {
    const node = where(inList(column('a'), [value('x'), value(null)], true));
    expect(nullSafeNegations(node)).toEqual(node);
  });
});

describe('normaliseFilters', () => {
  it('runs the empty-list pass before the null-safe pass', () => {
    const node = where(and(inList(column('a'), [], true), isNull(column('b'))) as ExpressionNode);
    expectGolden(normaliseFilters(node), same('select "a" from "t" where true and "b" is null'));
  });
});

describe('ensureDeterministicOrder', () => {
  it('plain rows: appends every output column not already ordered, ascending, NULLs last', () => {
    const node = select({
      selections: [selection(column('a')), selection(column('b')), selection(column('c'), 'cc')],
      from: t,
      orderBy: [orderBy(column('b'), 'desc')],
    });
    expectGolden(
      ensureDeterministicOrder(node),
      same(
        'select "a", "b", "c" as "cc" from "t" order by "b" desc nulls last, "a" asc nulls last, "cc" asc nulls last',
      ),
    );
  });

  it('groups: appends the GROUP BY keys', () => {
    const node = select({
      selections: [
        selection(column('g')),
        selection(column('h')),
        selection(aggregate('sum', column('x')), 's'),
      ],
      from: t,
      groupBy: [column('g'), column('h')],
      orderBy: [orderBy(column('s'), 'desc'), orderBy(column('h'), 'desc')],
    });
    expectGolden(
      ensureDeterministicOrder(node),
      same(
        'select "g", "h", sum("x") as "s" from "t" group by "g", "h" order by "s" desc nulls last, "h" desc nulls last, "g" asc nulls last',
      ),
    );
  });

  it('leaves one-row aggregates, select * and already total orders alone', () => {
    const oneRow = select({ selections: [selection(aggregate('count', star), 'n')], from: t });
    expect(ensureDeterministicOrder(oneRow)).toBe(oneRow);
    const all = select({ selections: [selection(star)], from: t });
    expect(ensureDeterministicOrder(all)).toBe(all);
    const total = select({
      selections: [selection(column('a'))],
      from: t,
      orderBy: [orderBy(column('a'), 'desc')],
    });
    expect(ensureDeterministicOrder(total)).toBe(total);
  });
});
