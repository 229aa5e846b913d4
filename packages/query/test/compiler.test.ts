import { describe, expect, it } from 'vitest';
import { DomainError } from '@spendlens/domain';
import {
  QueryCompiler,
  aggregate,
  and,
  binary,
  call,
  caseWhen,
  cast,
  column,
  compile,
  cte,
  dateTrunc,
  derivedTable,
  duckdbDialect,
  inList,
  inSubquery,
  isNull,
  like,
  literal,
  logical,
  negate,
  not,
  or,
  orderBy,
  postgresDialect,
  select,
  selection,
  star,
  subquery,
  table,
  unionAll,
  value,
  when,
  windowCall,
  type Dialect,
  type ExpressionNode,
} from '../src/index';
import { expectGolden, same } from './support/golden';

const t = table('t', 'pub');

/** select "a" from "pub"."t" where <condition> */
function where(condition: ExpressionNode) {
  return select({ selections: [selection(column('a'))], from: t, where: condition });
}

/** select <expression> as "x" from "pub"."t" */
function projecting(expression: ExpressionNode) {
  return select({ selections: [selection(expression, 'x')], from: t });
}

describe('compiler: identifiers and values', () => {
  it('quotes identifiers with double quotes and doubles embedded quotes', () => {
    const node = select({
      selections: [selection(column('a"b')), selection(column('c', 'q"t'), 'al"ias')],
      from: table('ta"ble', 'sch"ema'),
    });
    expectGolden(node, same('select "a""b", "q""t"."c" as "al""ias" from "sch""ema"."ta""ble"'));
  });

  it('binds every value as a numbered parameter, in text order', () => {
    const node = where(
      and(
        binary('=', column('a'), value('x')),
        binary('>', column('b'), value(2)),
        binary('=', column('c'), value(true)),
      ) as ExpressionNode,
    );
    expectGolden(
      node,
      same('select "a" from "pub"."t" where "a" = $1 and "b" > $2 and "c" = $3', ['x', 2, true]),
    );
  });

  it('writes literals (our own constants) into the text', () => {
    const node = select({
      selections: [
        selection(literal(true), 'y'),
        selection(literal(false), 'n'),
        selection(literal(null), 'z'),
        selection(literal(0.5), 'h'),
      ],
      from: t,
    });
    expectGolden(node, same('select true as "y", false as "n", null as "z", 0.5 as "h" from "pub"."t"'));
    expect(() => literal(Number.NaN)).toThrow(RangeError);
  });

  it('omits an alias equal to the column name', () => {
    expectGolden(
      select({ selections: [selection(column('a'), 'a')], from: t }),
      same('select "a" from "pub"."t"'),
    );
  });

  it('select * and select distinct', () => {
    expectGolden(
      select({ selections: [selection(star)], from: t, distinct: true }),
      same('select distinct * from "pub"."t"'),
    );
  });
});

describe('compiler: operators', () => {
  it('comparisons and null-safe comparisons', () => {
    const node = where(
      and(
        binary('<>', column('a'), value(1)),
        binary('<=', column('b'), value(2)),
        binary('is distinct from', column('c'), value('x')),
        binary('is not distinct from', column('d'), value(null)),
      ) as ExpressionNode,
    );
    expectGolden(
      node,
      same(
        'select "a" from "pub"."t" where "a" <> $1 and "b" <= $2 and "c" is distinct from $3 and "d" is not distinct from $4',
        [1, 2, 'x', null],
      ),
    );
  });

  it('parenthesises nested AND / OR and operator operands', () => {
    const node = where(
      or(
        and(binary('=', column('a'), value(1)), binary('=', column('b'), value(2))),
        binary('<>', binary('&', column('f'), value(4)), literal(0)),
        not(logical('or', [isNull(column('c')), binary('=', column('c'), value(3))])),
      ) as ExpressionNode,
    );
    expectGolden(
      node,
      same(
        'select "a" from "pub"."t" where ("a" = $1 and "b" = $2) or ("f" & $3) <> 0 or not ("c" is null or "c" = $4)',
        [1, 2, 4, 3],
      ),
    );
  });

  it('unary minus', () => {
    expectGolden(projecting(negate(column('a'))), same('select -"a" as "x" from "pub"."t"'));
  });

  it('IN and NOT IN lists', () => {
    const node = where(
      and(
        inList(column('a'), [value('x'), value('y')]),
        inList(column('b'), [value(1)], true),
      ) as ExpressionNode,
    );
    expectGolden(
      node,
      same('select "a" from "pub"."t" where "a" in ($1, $2) and "b" not in ($3)', ['x', 'y', 1]),
    );
  });

  it('refuses an empty IN list (the removeEmptyInLists pass must run first)', () => {
    expect(() => compile(where(inList(column('a'), [])), duckdbDialect)).toThrow(/empty IN list/);
  });

  it('case-insensitive LIKE is ILIKE with a backslash escape in both dialects', () => {
    const node = where(
      and(
        like(column('a'), value('%x%'), { caseInsensitive: true }),
        like(column('b'), value('y%'), { caseInsensitive: true, negated: true }),
        like(column('c'), value('z%')),
      ) as ExpressionNode,
    );
    expectGolden(
      node,
      same(
        `select "a" from "pub"."t" where "a" ilike $1 escape '\\' and "b" not ilike $2 escape '\\' and "c" like $3 escape '\\'`,
        ['%x%', 'y%', 'z%'],
      ),
    );
  });

  it('falls back to lower() LIKE lower() on an engine without ILIKE', () => {
    const noIlike: Dialect = {
      name: 'duckdb',
      capabilities: { anyValue: true, ilike: false, maxParameters: 10, codePointTextOrder: true },
      createCompiler: () => new QueryCompiler(noIlike.capabilities),
    };
    const node = where(like(column('a'), value('%x%'), { caseInsensitive: true, negated: true }));
    expect(compile(node, noIlike)).toEqual({
      sql: `select "a" from "pub"."t" where lower("a") not like lower($1) escape '\\'`,
      params: ['%x%'],
    });
  });

  it('IS NULL and IS NOT NULL', () => {
    expectGolden(
      where(and(isNull(column('a')), isNull(column('b'), true)) as ExpressionNode),
      same('select "a" from "pub"."t" where "a" is null and "b" is not null'),
    );
  });

  it('CASE', () => {
    const node = projecting(
      caseWhen(
        [when(binary('>', column('a'), value(1)), value('big')), when(isNull(column('a')), value('none'))],
        value('small'),
      ),
    );
    expectGolden(
      node,
      same('select case when "a" > $1 then $2 when "a" is null then $3 else $4 end as "x" from "pub"."t"', [
        1,
        'big',
        'none',
        'small',
      ]),
    );
  });

  it('CAST spells the type per dialect', () => {
    const node = projecting(
      call('coalesce', [
        cast(value(1.5), 'double'),
        cast(value('2'), 'bigint'),
        cast(value('2024-01-01'), 'date'),
        cast(value('x'), 'timestamp'),
        cast(column('a'), 'text'),
      ]),
    );
    expectGolden(node, {
      duckdb:
        'select coalesce(cast($1 as double), cast($2 as bigint), cast($3 as date), cast($4 as timestamp), cast("a" as text)) as "x" from "pub"."t"',
      postgres:
        'select coalesce(cast($1 as double precision), cast($2 as bigint), cast($3 as date), cast($4 as timestamp), cast("a" as text)) as "x" from "pub"."t"',
      params: [1.5, '2', '2024-01-01', 'x'],
    });
  });

  it('scalar functions from the allow-list', () => {
    expectGolden(
      projecting(call('lower', [call('upper', [call('abs', [column('a')])])])),
      same('select lower(upper(abs("a"))) as "x" from "pub"."t"'),
    );
  });
});

describe('compiler: aggregates', () => {
  it('count(*), count, count distinct, sum, avg, min, max', () => {
    const node = select({
      selections: [
        selection(aggregate('count', star), 'n'),
        selection(aggregate('count', column('a')), 'c'),
        selection(aggregate('count', column('a'), { distinct: true }), 'u'),
        selection(aggregate('sum', column('b')), 's'),
        selection(aggregate('avg', column('b')), 'm'),
        selection(aggregate('min', column('b')), 'lo'),
        selection(aggregate('max', column('b')), 'hi'),
      ],
      from: t,
    });
    expectGolden(
      node,
      same(
        'select count(*) as "n", count("a") as "c", count(distinct "a") as "u", sum("b") as "s", avg("b") as "m", min("b") as "lo", max("b") as "hi" from "pub"."t"',
      ),
    );
    expect(() => aggregate('sum', star)).toThrow(RangeError);
  });

  it('median: median() over doubles on DuckDB, the continuous 50th percentile on PostgreSQL', () => {
    expectGolden(projecting(aggregate('median', column('b'))), {
      duckdb: 'select median(cast("b" as double)) as "x" from "pub"."t"',
      postgres: 'select percentile_cont(0.5) within group (order by "b") as "x" from "pub"."t"',
      params: [],
    });
  });

  it('any_value on DuckDB, min on PostgreSQL (no any_value before 16)', () => {
    expectGolden(projecting(aggregate('any_value', column('b'))), {
      duckdb: 'select any_value("b") as "x" from "pub"."t"',
      postgres: 'select min("b") as "x" from "pub"."t"',
      params: [],
    });
    expect(duckdbDialect.capabilities.anyValue).toBe(true);
    expect(postgresDialect.capabilities.anyValue).toBe(false);
  });
});

describe('compiler: clauses', () => {
  it('group by, having, order by with NULLs placement, limit and offset', () => {
    const node = select({
      selections: [selection(column('g')), selection(aggregate('sum', column('b')), 's')],
      from: t,
      where: binary('=', column('k'), value(7)),
      groupBy: [column('g')],
      having: binary('>', aggregate('sum', column('b')), value(10)),
      orderBy: [orderBy(column('s'), 'desc', 'last'), orderBy(column('g'), 'asc', 'first')],
      limit: value(100),
      offset: value(200),
    });
    expectGolden(
      node,
      same(
        'select "g", sum("b") as "s" from "pub"."t" where "k" = $1 group by "g" having sum("b") > $2 order by "s" desc nulls last, "g" asc nulls first limit $3 offset $4',
        [7, 10, 100, 200],
      ),
    );
  });

  it('derived tables', () => {
    const inner = select({
      selections: [selection(column('g'))],
      from: t,
      where: binary('=', column('k'), value(1)),
      groupBy: [column('g')],
    });
    const node = select({
      selections: [selection(aggregate('count', star), 'row_count')],
      from: derivedTable(inner, 'groups'),
    });
    expectGolden(
      node,
      same(
        'select count(*) as "row_count" from (select "g" from "pub"."t" where "k" = $1 group by "g") as "groups"',
        [1],
      ),
    );
  });

  it('common table expressions', () => {
    const base = select({
      selections: [selection(column('a'))],
      from: t,
      where: binary('>', column('a'), value(1)),
    });
    const node = select({
      with: [
        cte('base', base),
        cte('two', select({ selections: [selection(column('a'))], from: table('base') })),
      ],
      selections: [selection(star)],
      from: table('two'),
      where: binary('<', column('a'), value(9)),
    });
    expectGolden(
      node,
      same(
        'with "base" as (select "a" from "pub"."t" where "a" > $1), "two" as (select "a" from "base") select * from "two" where "a" < $2',
        [1, 9],
      ),
    );
  });

  it('union all: every query in parentheses (one may have its own order and limit), numbered in text order', () => {
    const top = select({
      selections: [selection(column('a'))],
      from: t,
      orderBy: [orderBy(column('a'), 'desc')],
      limit: value(2),
    });
    const rest = select({
      selections: [selection(column('a'))],
      from: t,
      where: binary('=', column('k'), value('x')),
    });
    const node = select({
      selections: [selection(star)],
      from: unionAll([top, rest], 'both'),
      orderBy: [orderBy(column('a'))],
    });
    expectGolden(
      node,
      same(
        'select * from ((select "a" from "pub"."t" order by "a" desc nulls last limit $1) union all (select "a" from "pub"."t" where "k" = $2)) as "both" order by "a" asc nulls last',
        [2, 'x'],
      ),
    );
    expect(() => unionAll([], 'none')).toThrow(RangeError);
  });

  it('scalar subqueries number their parameters in text order', () => {
    const max = select({
      selections: [selection(aggregate('max', column('a')))],
      from: t,
      where: binary('=', column('k'), value('in')),
    });
    const node = where(
      and(binary('=', column('k'), value('out')), binary('=', column('a'), subquery(max))) as ExpressionNode,
    );
    expectGolden(
      node,
      same(
        'select "a" from "pub"."t" where "k" = $1 and "a" = (select max("a") from "pub"."t" where "k" = $2)',
        ['out', 'in'],
      ),
    );
  });
});

describe('compiler: limits and immutability', () => {
  it('refuses more parameters than the engine takes', () => {
    const node = where(
      inList(
        column('a'),
        Array.from({ length: 65_536 }, (_, i) => value(i)),
      ),
    );
    expect(compile(node, duckdbDialect).params).toHaveLength(65_536);
    expect(() => compile(node, postgresDialect)).toThrow(DomainError);
  });

  it('nodes and their lists are frozen', () => {
    const node = where(inList(column('a'), [value(1)]));
    expect(Object.isFrozen(node)).toBe(true);
    expect(Object.isFrozen(node.selections)).toBe(true);
    expect(Object.isFrozen(node.where)).toBe(true);
    expect(() => (node.selections as unknown[]).push(selection(column('b')))).toThrow(TypeError);
  });

  it('a compiler instance compiles again from scratch through compile()', () => {
    const node = where(binary('=', column('a'), value(1)));
    expect(compile(node, duckdbDialect)).toEqual(compile(node, duckdbDialect));
  });

  describe('the nodes of computed columns, transforms and the later summary steps', () => {
    it('arithmetic nests in parentheses; division in double precision by a nullif divisor', () => {
      const ratio = binary(
        '/',
        cast(binary('+', column('a'), value(1)), 'double'),
        call('nullif', [column('b'), literal(0)]),
      );
      expectGolden(select({ selections: [selection(binary('*', ratio, value(2)), 'r')], from: t }), {
        duckdb: 'select (cast("a" + $1 as double) / nullif("b", 0)) * $2 as "r" from "pub"."t"',
        postgres: 'select (cast("a" + $1 as double precision) / nullif("b", 0)) * $2 as "r" from "pub"."t"',
        params: [1, 2],
      });
    });
    it('window functions with partition and order', () => {
      const rank = windowCall('rank', { orderBy: [orderBy(column('total'), 'desc', 'last')] });
      const lo = windowCall('min', { arg: column('q'), partitionBy: [column('cc')] });
      expectGolden(
        select({ selections: [selection(rank, 'rank'), selection(lo, 'lo')], from: t }),
        same(
          'select rank() over (order by "total" desc nulls last) as "rank", min("q") over (partition by "cc") as "lo" from "pub"."t"',
        ),
      );
      expect(() => windowCall('rank', { arg: column('q') })).toThrow(RangeError);
    });
    it('date truncation answers a date in both engines', () => {
      expectGolden(
        select({ selections: [selection(dateTrunc('quarter', column('d')), 'q')], from: t }),
        same(`select cast(date_trunc('quarter', "d") as date) as "q" from "pub"."t"`),
      );
    });
    it('IN a subquery, negated too', () => {
      const inner = select({
        selections: [selection(column('k'))],
        from: t,
        where: binary('=', column('x'), value('v')),
      });
      expectGolden(
        select({
          selections: [selection(column('k'))],
          from: t,
          where: and(inSubquery(column('k'), inner), inSubquery(column('j'), inner, true)),
        }),
        same(
          'select "k" from "pub"."t" where "k" in (select "k" from "pub"."t" where "x" = $1) and "j" not in (select "k" from "pub"."t" where "x" = $2)',
          ['v', 'v'],
        ),
      );
    });
  });
});
