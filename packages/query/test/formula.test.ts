import { describe, expect, it } from 'vitest';
import { compile, duckdbDialect, select, selection, table } from '../src/index';
import { sourceColumnResolver } from '../src/planner/columns';
import { parseFormula } from '../src/planner/formula';
import { fixtureSource } from './support/fixture';

const resolve = sourceColumnResolver(fixtureSource('pub'));
const sql = (formula: string) =>
  compile(
    select({ selections: [selection(parseFormula('x', formula, resolve), 'x')], from: table('t') }),
    duckdbDialect,
  );

describe('the formula language of computed columns', () => {
  it('keeps precedence and parentheses, binds every number, divides in double precision with a null for zero', () => {
    expect(sql('amount + quantity * 2')).toEqual({
      sql: 'select "amount" + ("quantity" * cast($1 as double)) as "x" from "t"',
      params: [2],
    });
    expect(sql('(amount + quantity) / -rate')).toEqual({
      sql: 'select cast("amount" + "quantity" as double) / nullif(-"rate", 0) as "x" from "t"',
      params: [],
    });
    expect(sql('round(abs(amount)) - coalesce(rate, 0.5)').params).toEqual([0.5]);
  });
  it('names what is wrong and where', () => {
    const error = (formula: string) => {
      try {
        parseFormula('x', formula, resolve);
      } catch (e) {
        return (e as Error).message;
      }
      return 'no error';
    };
    expect(error('amount;')).toBe("Computed column x: unexpected ';' at position 7");
    expect(error('amount +')).toBe('Computed column x: the formula ends too early');
    expect(error('sqrt(amount)')).toBe("Computed column x: unknown function 'sqrt'");
    expect(error('vendor * 2')).toBe('Computed column x: column vendor is not a number');
    expect(error('nullif(amount)')).toBe('Computed column x: nullif takes 2 argument(s)');
    expect(error('amount amount')).toBe("Computed column x: unexpected 'amount' at position 8");
    expect(error('nope + 1')).toBe('Unknown column: nope');
    expect(error('('.repeat(30) + 'amount' + ')'.repeat(30))).toBe(
      'Computed column x: nested deeper than 20 levels',
    );
  });
});
