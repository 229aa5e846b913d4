import type {
  AggregateFunctionName,
  AggregateNode,
  BinaryNode,
  BinaryOperator,
  CaseNode,
  CastNode,
  ColumnNode,
  CommonTableExpressionNode,
  DateTruncNode,
  DateUnit,
  DerivedTableNode,
  ExpressionNode,
  FromNode,
  FunctionNode,
  InListNode,
  InSubqueryNode,
  IsNullNode,
  LikeNode,
  LiteralNode,
  LogicalNode,
  LogicalOperator,
  NullsOrder,
  OrderByItemNode,
  ParameterValue,
  ScalarFunctionName,
  SelectionNode,
  SelectNode,
  SortDirection,
  SqlType,
  DecimalType,
  StarNode,
  SubqueryNode,
  TableNode,
  UnaryNode,
  UnionAllNode,
  UnaryOperator,
  ValueNode,
  WhenNode,
  WindowFunctionName,
  WindowNode,
} from './nodes';

/** Node constructors. Every node and every list in it is frozen: trees are values. */

function freeze<T extends object>(node: T): Readonly<T> {
  return Object.freeze(node);
}

function list<T>(items: readonly T[]): readonly T[] {
  return Object.freeze([...items]);
}

export function column(name: string, table?: string): ColumnNode {
  return freeze(table === undefined ? { kind: 'column', name } : { kind: 'column', name, table });
}

export function value(v: ParameterValue): ValueNode {
  return freeze({ kind: 'value', value: v });
}

export function literal(v: boolean | number | null): LiteralNode {
  if (typeof v === 'number' && !Number.isFinite(v)) throw new RangeError('A numeric literal must be finite');
  return freeze({ kind: 'literal', value: v });
}

export const star: StarNode = freeze({ kind: 'star' });

export function binary(operator: BinaryOperator, left: ExpressionNode, right: ExpressionNode): BinaryNode {
  return freeze({ kind: 'binary', operator, left, right });
}

export function logical(operator: LogicalOperator, operands: readonly ExpressionNode[]): LogicalNode {
  if (operands.length < 2) throw new RangeError(`${operator} needs two operands or more`);
  return freeze({ kind: 'logical', operator, operands: list(operands) });
}

/** The operands joined by `operator`; undefined ones are left out; one operand stays as it is. */
export function combine(
  operator: LogicalOperator,
  operands: readonly (ExpressionNode | undefined)[],
): ExpressionNode | undefined {
  const present = operands.filter((o): o is ExpressionNode => o !== undefined);
  if (present.length === 0) return undefined;
  if (present.length === 1) return present[0];
  return logical(operator, present);
}

export function and(...operands: (ExpressionNode | undefined)[]): ExpressionNode | undefined {
  return combine('and', operands);
}

export function or(...operands: (ExpressionNode | undefined)[]): ExpressionNode | undefined {
  return combine('or', operands);
}

export function unary(operator: UnaryOperator, operand: ExpressionNode): UnaryNode {
  return freeze({ kind: 'unary', operator, operand });
}

export function not(operand: ExpressionNode): UnaryNode {
  return unary('not', operand);
}

export function negate(operand: ExpressionNode): UnaryNode {
  return unary('-', operand);
}

export function inList(
  operand: ExpressionNode,
  values: readonly ExpressionNode[],
  negated = false,
): InListNode {
  return freeze({ kind: 'in_list', operand, values: list(values), negated });
}

export function like(
  operand: ExpressionNode,
  pattern: ExpressionNode,
  options: { negated?: boolean; caseInsensitive?: boolean } = {},
): LikeNode {
  return freeze({
    kind: 'like',
    operand,
    pattern,
    negated: options.negated ?? false,
    caseInsensitive: options.caseInsensitive ?? false,
  });
}

export function isNull(operand: ExpressionNode, negated = false): IsNullNode {
  return freeze({ kind: 'is_null', operand, negated });
}

export function when(condition: ExpressionNode, result: ExpressionNode): WhenNode {
  return freeze({ kind: 'when', condition, result });
}

export function caseWhen(whens: readonly WhenNode[], otherwise?: ExpressionNode): CaseNode {
  if (whens.length === 0) throw new RangeError('case needs one when or more');
  return freeze(
    otherwise === undefined
      ? { kind: 'case', whens: list(whens) }
      : { kind: 'case', whens: list(whens), otherwise },
  );
}

const decimalType = /^decimal\((\d{1,2}), (\d{1,2})\)$/;

export function cast(operand: ExpressionNode, type: SqlType): CastNode {
  const m = decimalType.exec(type);
  if (type.startsWith('decimal') && !(m && Number(m[1]) >= 1 && Number(m[1]) <= 38 && Number(m[2]) <= Number(m[1])))
    throw new RangeError(`not a decimal type: ${type}`);
  return freeze({ kind: 'cast', operand, type });
}

/** The decimal type of `precision` digits, `scale` of them after the point. */
export function decimal(precision: number, scale: number): DecimalType {
  return `decimal(${precision}, ${scale})`;
}

export function call(name: ScalarFunctionName, args: readonly ExpressionNode[]): FunctionNode {
  return freeze({ kind: 'function', name, args: list(args) });
}

export function aggregate(
  name: AggregateFunctionName,
  arg: ExpressionNode | StarNode,
  options: { distinct?: boolean; filter?: ExpressionNode } = {},
): AggregateNode {
  if (arg.kind === 'star' && name !== 'count') throw new RangeError(`${name}(*) is not an aggregate`);
  const node: { -readonly [K in keyof AggregateNode]: AggregateNode[K] } = {
    kind: 'aggregate',
    name,
    arg,
    distinct: options.distinct ?? false,
  };
  if (options.filter) node.filter = options.filter;
  return freeze(node);
}

export function inSubquery(operand: ExpressionNode, query: SelectNode, negated = false): InSubqueryNode {
  if (query.selections.length !== 1) throw new RangeError('an IN subquery selects one column');
  return freeze({ kind: 'in_subquery', operand, query, negated });
}

export function windowCall(
  name: WindowFunctionName,
  options: {
    arg?: ExpressionNode;
    partitionBy?: readonly ExpressionNode[];
    orderBy?: readonly OrderByItemNode[];
  },
): WindowNode {
  if ((name === 'min' || name === 'max' || name === 'count' || name === 'sum') !== (options.arg !== undefined))
    throw new RangeError(`${name} over a window takes ${options.arg ? 'no' : 'one'} argument`);
  const node: { -readonly [K in keyof WindowNode]: WindowNode[K] } = {
    kind: 'window',
    name,
    partitionBy: list(options.partitionBy ?? []),
    orderBy: list(options.orderBy ?? []),
  };
  if (options.arg) node.arg = options.arg;
  return freeze(node);
}

export function dateTrunc(unit: DateUnit, operand: ExpressionNode): DateTruncNode {
  return freeze({ kind: 'date_trunc', unit, operand });
}

export function subquery(query: SelectNode): SubqueryNode {
  return freeze({ kind: 'subquery', query });
}

export function selection(expression: ExpressionNode | StarNode, alias?: string): SelectionNode {
  return freeze(
    alias === undefined ? { kind: 'selection', expression } : { kind: 'selection', expression, alias },
  );
}

export function table(name: string, schema?: string): TableNode {
  return freeze(schema === undefined ? { kind: 'table', name } : { kind: 'table', schema, name });
}

export function derivedTable(query: SelectNode, alias: string): DerivedTableNode {
  return freeze({ kind: 'derived_table', query, alias });
}

export function unionAll(queries: readonly SelectNode[], alias: string): UnionAllNode {
  if (queries.length === 0) throw new RangeError('union all needs one query or more');
  return freeze({ kind: 'union_all', queries: list(queries), alias });
}

export function cte(name: string, query: SelectNode): CommonTableExpressionNode {
  return freeze({ kind: 'cte', name, query });
}

export function orderBy(
  expression: ExpressionNode,
  direction: SortDirection = 'asc',
  nulls: NullsOrder = 'last',
): OrderByItemNode {
  return freeze({ kind: 'order_by_item', expression, direction, nulls });
}

export interface SelectParts {
  with?: readonly CommonTableExpressionNode[];
  distinct?: boolean;
  selections: readonly SelectionNode[];
  from: FromNode;
  where?: ExpressionNode | undefined;
  groupBy?: readonly ExpressionNode[];
  having?: ExpressionNode | undefined;
  orderBy?: readonly OrderByItemNode[];
  limit?: ExpressionNode | undefined;
  offset?: ExpressionNode | undefined;
}

export function select(parts: SelectParts): SelectNode {
  if (parts.selections.length === 0) throw new RangeError('select needs one selection or more');
  const node: {
    -readonly [K in keyof SelectNode]: SelectNode[K];
  } = {
    kind: 'select',
    with: list(parts.with ?? []),
    distinct: parts.distinct ?? false,
    selections: list(parts.selections),
    from: parts.from,
    groupBy: list(parts.groupBy ?? []),
    orderBy: list(parts.orderBy ?? []),
  };
  if (parts.where) node.where = parts.where;
  if (parts.having) node.having = parts.having;
  if (parts.limit) node.limit = parts.limit;
  if (parts.offset) node.offset = parts.offset;
  return freeze(node);
}

/** A copy of `node` with some parts replaced (undefined removes an optional part). */
export function updateSelect(node: SelectNode, changes: Partial<SelectParts>): SelectNode {
  return select({ ...node, ...changes });
}
