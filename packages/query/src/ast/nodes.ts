/**
 * The SQL abstract syntax tree: immutable (frozen by the factories of ./factory), every node tagged
 * by `kind`. One visitor (compiler/query-compiler.ts) turns a tree into SQL text and bound
 * parameters; passes (../passes) rewrite trees into trees. Nothing in a tree is SQL text: values are
 * parameters, identifiers are names the dialect quotes, and literals are our own constants.
 */

/** A value bound as a parameter. */
export type ParameterValue = string | number | boolean | null;

/** Comparison, bitwise and arithmetic operators. */
export type BinaryOperator =
  | '='
  | '<>'
  | '<'
  | '<='
  | '>'
  | '>='
  | '&'
  | 'is distinct from'
  | 'is not distinct from'
  | '+'
  | '-'
  | '*'
  | '/';

export type LogicalOperator = 'and' | 'or';

export type UnaryOperator = 'not' | '-';

/** Types a CAST may name; the dialect spells them. A decimal names its precision and scale (factory: decimal()). */
export type SqlType = 'bigint' | 'double' | 'date' | 'timestamp' | 'text' | DecimalType;

/** `decimal(precision, scale)`: precision 1-38, scale 0-precision. */
export type DecimalType = `decimal(${number}, ${number})`;

/** Aggregate functions the compiler knows; the dialect renders median and any_value. */
export type AggregateFunctionName = 'count' | 'sum' | 'avg' | 'min' | 'max' | 'median' | 'any_value';

/** Scalar functions the compiler knows (an allow-list: no free-form names reach SQL). */
export type ScalarFunctionName =
  'lower' | 'upper' | 'coalesce' | 'abs' | 'floor' | 'round' | 'nullif' | 'greatest' | 'least';

/** Window functions the compiler knows. */
export type WindowFunctionName = 'rank' | 'dense_rank' | 'row_number' | 'min' | 'max' | 'count' | 'sum';

/** Units a date can be truncated to. */
export type DateUnit = 'month' | 'quarter' | 'year';

export interface ColumnNode {
  readonly kind: 'column';
  readonly name: string;
  /** Qualifying table or alias name, when needed. */
  readonly table?: string;
}

/** A value the compiler binds as a parameter: never part of the SQL text. */
export interface ValueNode {
  readonly kind: 'value';
  readonly value: ParameterValue;
}

/** One of our own constants written into the SQL text (true, false, null, a finite number). */
export interface LiteralNode {
  readonly kind: 'literal';
  readonly value: boolean | number | null;
}

/** `*`, in `count(*)` or `select *`. */
export interface StarNode {
  readonly kind: 'star';
}

export interface BinaryNode {
  readonly kind: 'binary';
  readonly operator: BinaryOperator;
  readonly left: ExpressionNode;
  readonly right: ExpressionNode;
}

/** AND / OR over two or more operands. */
export interface LogicalNode {
  readonly kind: 'logical';
  readonly operator: LogicalOperator;
  readonly operands: readonly ExpressionNode[];
}

export interface UnaryNode {
  readonly kind: 'unary';
  readonly operator: UnaryOperator;
  readonly operand: ExpressionNode;
}

export interface InListNode {
  readonly kind: 'in_list';
  readonly operand: ExpressionNode;
  readonly values: readonly ExpressionNode[];
  readonly negated: boolean;
}

/** `operand [not] in (select …)`: the query selects one column. */
export interface InSubqueryNode {
  readonly kind: 'in_subquery';
  readonly operand: ExpressionNode;
  readonly query: SelectNode;
  readonly negated: boolean;
}

/** LIKE with `\` as the escape character. */
export interface LikeNode {
  readonly kind: 'like';
  readonly operand: ExpressionNode;
  readonly pattern: ExpressionNode;
  readonly negated: boolean;
  readonly caseInsensitive: boolean;
}

export interface IsNullNode {
  readonly kind: 'is_null';
  readonly operand: ExpressionNode;
  readonly negated: boolean;
}

export interface WhenNode {
  readonly kind: 'when';
  readonly condition: ExpressionNode;
  readonly result: ExpressionNode;
}

export interface CaseNode {
  readonly kind: 'case';
  readonly whens: readonly WhenNode[];
  readonly otherwise?: ExpressionNode;
}

export interface CastNode {
  readonly kind: 'cast';
  readonly operand: ExpressionNode;
  readonly type: SqlType;
}

export interface FunctionNode {
  readonly kind: 'function';
  readonly name: ScalarFunctionName;
  readonly args: readonly ExpressionNode[];
}

export interface AggregateNode {
  readonly kind: 'aggregate';
  readonly name: AggregateFunctionName;
  /** A star only with count. */
  readonly arg: ExpressionNode | StarNode;
  readonly distinct: boolean;
  /** `filter (where …)`: only the rows meeting it are aggregated. */
  readonly filter?: ExpressionNode;
}

/** `name(arg) over (partition by … order by …)`. */
export interface WindowNode {
  readonly kind: 'window';
  readonly name: WindowFunctionName;
  /** The argument of min, max, count and sum; none for the ranking functions. */
  readonly arg?: ExpressionNode;
  readonly partitionBy: readonly ExpressionNode[];
  readonly orderBy: readonly OrderByItemNode[];
}

/** The first day of the month, quarter or year of a date, as a date. */
export interface DateTruncNode {
  readonly kind: 'date_trunc';
  readonly unit: DateUnit;
  readonly operand: ExpressionNode;
}

/** A scalar subquery: `(select …)`. */
export interface SubqueryNode {
  readonly kind: 'subquery';
  readonly query: SelectNode;
}

export type ExpressionNode =
  | ColumnNode
  | ValueNode
  | LiteralNode
  | BinaryNode
  | LogicalNode
  | UnaryNode
  | InListNode
  | InSubqueryNode
  | LikeNode
  | IsNullNode
  | CaseNode
  | CastNode
  | FunctionNode
  | AggregateNode
  | WindowNode
  | DateTruncNode
  | SubqueryNode;

export interface SelectionNode {
  readonly kind: 'selection';
  readonly expression: ExpressionNode | StarNode;
  readonly alias?: string;
}

export interface TableNode {
  readonly kind: 'table';
  readonly schema?: string;
  readonly name: string;
}

export interface DerivedTableNode {
  readonly kind: 'derived_table';
  readonly query: SelectNode;
  readonly alias: string;
}

/**
 * `(q1 union all q2 …) as alias`: the rows of every query, duplicates kept, in no particular order.
 * The queries have the same number of columns, of the same types, named by the first.
 */
export interface UnionAllNode {
  readonly kind: 'union_all';
  readonly queries: readonly SelectNode[];
  readonly alias: string;
}

export type FromNode = TableNode | DerivedTableNode | UnionAllNode;

export interface CommonTableExpressionNode {
  readonly kind: 'cte';
  readonly name: string;
  readonly query: SelectNode;
}

export type SortDirection = 'asc' | 'desc';
export type NullsOrder = 'first' | 'last';

export interface OrderByItemNode {
  readonly kind: 'order_by_item';
  readonly expression: ExpressionNode;
  readonly direction: SortDirection;
  readonly nulls: NullsOrder;
}

export interface SelectNode {
  readonly kind: 'select';
  readonly with: readonly CommonTableExpressionNode[];
  readonly distinct: boolean;
  readonly selections: readonly SelectionNode[];
  readonly from: FromNode;
  readonly where?: ExpressionNode;
  readonly groupBy: readonly ExpressionNode[];
  readonly having?: ExpressionNode;
  readonly orderBy: readonly OrderByItemNode[];
  readonly limit?: ExpressionNode;
  readonly offset?: ExpressionNode;
}

export type Node =
  | ExpressionNode
  | StarNode
  | WhenNode
  | SelectionNode
  | TableNode
  | DerivedTableNode
  | UnionAllNode
  | CommonTableExpressionNode
  | OrderByItemNode
  | SelectNode;
