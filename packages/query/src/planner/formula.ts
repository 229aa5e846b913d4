import { DomainError } from '@spendlens/domain';
import { binary, call, cast, literal, negate, value } from '../ast/factory';
import type { ExpressionNode, ScalarFunctionName } from '../ast/nodes';
import type { ColumnResolver } from './columns';
import { valueKindOf } from './value-kinds';

/** The functions a formula may call, with their least and greatest number of arguments. */
const functions: Readonly<Record<string, { name: ScalarFunctionName; min: number; max: number }>> = {
  abs: { name: 'abs', min: 1, max: 1 },
  round: { name: 'round', min: 1, max: 1 },
  coalesce: { name: 'coalesce', min: 1, max: 10 },
  nullif: { name: 'nullif', min: 2, max: 2 },
  greatest: { name: 'greatest', min: 2, max: 10 },
  least: { name: 'least', min: 2, max: 10 },
};

const maxDepth = 20;

type Token =
  | { kind: 'number'; text: string; at: number }
  | { kind: 'name'; text: string; at: number }
  | { kind: 'symbol'; text: '+' | '-' | '*' | '/' | '(' | ')' | ','; at: number }
  | { kind: 'end'; text: ''; at: number };

function tokenise(formula: string, fail: (message: string) => never): Token[] {
  const tokens: Token[] = [];
  const pattern = /\s*(?:(\d+(?:\.\d+)?)|([A-Za-z_][A-Za-z0-9_]*)|([-+*/(),]))/y;
  let at = 0;
  while (at < formula.length) {
    if (/^\s*$/.test(formula.slice(at))) break;
    pattern.lastIndex = at;
    const m = pattern.exec(formula);
    if (!m) {
      const rest = formula.slice(at).trimStart();
      fail(`unexpected '${rest.charAt(0)}' at position ${formula.length - rest.length + 1}`);
    }
    const start = at + m[0].length - (m[1] ?? m[2] ?? m[3] ?? '').length;
    if (m[1] !== undefined) tokens.push({ kind: 'number', text: m[1], at: start });
    else if (m[2] !== undefined) tokens.push({ kind: 'name', text: m[2], at: start });
    else tokens.push({ kind: 'symbol', text: m[3] as '+', at: start });
    at = pattern.lastIndex;
  }
  tokens.push({ kind: 'end', text: '', at: formula.length });
  return tokens;
}

/**
 * Parses a computed column's formula (summary `computed`) into an expression over the columns
 * `resolve` knows. The language is ours, not SQL: numbers (bound as parameters), numeric column
 * names, `+ - * /` with the usual precedence, unary minus, parentheses, and abs, round, coalesce,
 * nullif, greatest and least. Division is in double precision and a zero divisor gives null. Any
 * other character or name is DomainError('bad_request') naming the formula's alias and position.
 */
export function parseFormula(alias: string, formula: string, resolve: ColumnResolver): ExpressionNode {
  const fail = (message: string): never => {
    throw new DomainError('bad_request', `Computed column ${alias}: ${message}`);
  };
  const tokens = tokenise(formula, fail);
  let i = 0;
  const peek = (): Token => tokens[i]!;
  const next = (): Token => tokens[i++]!;
  const expect = (text: string): void => {
    const t = next();
    if (t.text !== text) fail(`expected '${text}' at position ${t.at + 1}`);
  };

  const expression = (depth: number): ExpressionNode => {
    if (depth > maxDepth) fail(`nested deeper than ${maxDepth} levels`);
    let left = term(depth);
    while (peek().text === '+' || peek().text === '-') {
      const op = next().text as '+' | '-';
      left = binary(op, left, term(depth));
    }
    return left;
  };
  const term = (depth: number): ExpressionNode => {
    let left = factor(depth);
    while (peek().text === '*' || peek().text === '/') {
      const op = next().text;
      const right = factor(depth);
      left =
        op === '*'
          ? binary('*', left, right)
          : binary('/', cast(left, 'double'), call('nullif', [right, literal(0)]));
    }
    return left;
  };
  const factor = (depth: number): ExpressionNode => {
    if (peek().text === '-') {
      next();
      return negate(factor(depth + 1));
    }
    return primary(depth);
  };
  const primary = (depth: number): ExpressionNode => {
    const t = next();
    if (t.kind === 'number') return cast(value(Number(t.text)), 'double');
    if (t.kind === 'symbol' && t.text === '(') {
      const inner = expression(depth + 1);
      expect(')');
      return inner;
    }
    if (t.kind === 'name' && peek().text === '(') {
      const fn = Object.hasOwn(functions, t.text.toLowerCase()) ? functions[t.text.toLowerCase()] : undefined;
      if (!fn) return fail(`unknown function '${t.text}'`);
      next();
      const args: ExpressionNode[] = [];
      if (peek().text !== ')') {
        args.push(expression(depth + 1));
        while (peek().text === ',') {
          next();
          args.push(expression(depth + 1));
        }
      }
      expect(')');
      if (args.length < fn.min || args.length > fn.max)
        fail(`${fn.name} takes ${fn.min === fn.max ? fn.min : `${fn.min} to ${fn.max}`} argument(s)`);
      return call(fn.name, args);
    }
    if (t.kind === 'name') {
      const col = resolve(t.text);
      if (valueKindOf(col.dataType) !== 'number') fail(`column ${t.text} is not a number`);
      return col.expression;
    }
    return fail(
      t.kind === 'end' ? 'the formula ends too early' : `unexpected '${t.text}' at position ${t.at + 1}`,
    );
  };

  const result = expression(0);
  const rest = peek();
  if (rest.kind !== 'end') fail(`unexpected '${rest.text}' at position ${rest.at + 1}`);
  return result;
}
