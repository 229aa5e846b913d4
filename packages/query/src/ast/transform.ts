import { assertNever } from '@spendlens/domain';
import {
  aggregate,
  binary,
  call,
  caseWhen,
  cast,
  cte,
  dateTrunc,
  derivedTable,
  inList,
  inSubquery,
  isNull,
  like,
  logical,
  orderBy,
  select,
  selection,
  subquery,
  unary,
  unionAll,
  when,
  windowCall,
} from './factory';
import type { ExpressionNode, FromNode, SelectNode, StarNode } from './nodes';

/** Rewrites one expression whose children have already been rewritten. */
export type ExpressionRewrite = (node: ExpressionNode) => ExpressionNode;

/**
 * The tree with every expression rewritten bottom-up: children first, then the node itself. Walks
 * into CTEs, derived tables, unions and subqueries. The base of the AST→AST passes.
 */
export function rewriteSelect(node: SelectNode, rewrite: ExpressionRewrite): SelectNode {
  const expr = rewriterOf(rewrite);
  return select({
    with: node.with.map((c) => cte(c.name, rewriteSelect(c.query, rewrite))),
    distinct: node.distinct,
    selections: node.selections.map((s) => selection(starOr(s.expression, expr), s.alias)),
    from: rewriteFrom(node.from, rewrite),
    where: node.where && expr(node.where),
    groupBy: node.groupBy.map(expr),
    having: node.having && expr(node.having),
    orderBy: node.orderBy.map((o) => orderBy(expr(o.expression), o.direction, o.nulls)),
    limit: node.limit && expr(node.limit),
    offset: node.offset && expr(node.offset),
  });
}

function starOr(
  node: ExpressionNode | StarNode,
  expr: (e: ExpressionNode) => ExpressionNode,
): ExpressionNode | StarNode {
  return node.kind === 'star' ? node : expr(node);
}

function rewriteFrom(node: FromNode, rewrite: ExpressionRewrite): FromNode {
  switch (node.kind) {
    case 'table':
      return node;
    case 'derived_table':
      return derivedTable(rewriteSelect(node.query, rewrite), node.alias);
    case 'union_all':
      return unionAll(
        node.queries.map((q) => rewriteSelect(q, rewrite)),
        node.alias,
      );
    default:
      return assertNever(node);
  }
}

export function rewriteExpression(node: ExpressionNode, rewrite: ExpressionRewrite): ExpressionNode {
  return rewriteNode(node, rewrite, rewriterOf(rewrite));
}

/**
 * The recursion of each rewrite, made once: a function made per node would cost more than the
 * rewrite itself (under tsx, each named function made is also given its name).
 */
const rewriters = new WeakMap<ExpressionRewrite, (e: ExpressionNode) => ExpressionNode>();

function rewriterOf(rewrite: ExpressionRewrite): (e: ExpressionNode) => ExpressionNode {
  let expr = rewriters.get(rewrite);
  if (!expr) {
    const recurse = (e: ExpressionNode): ExpressionNode => rewriteNode(e, rewrite, recurse);
    expr = recurse;
    rewriters.set(rewrite, expr);
  }
  return expr;
}

function rewriteNode(
  node: ExpressionNode,
  rewrite: ExpressionRewrite,
  expr: (e: ExpressionNode) => ExpressionNode,
): ExpressionNode {
  switch (node.kind) {
    case 'column':
    case 'value':
    case 'literal':
      return rewrite(node);
    case 'binary':
      return rewrite(binary(node.operator, expr(node.left), expr(node.right)));
    case 'logical':
      return rewrite(logical(node.operator, node.operands.map(expr)));
    case 'unary':
      return rewrite(unary(node.operator, expr(node.operand)));
    case 'in_list':
      return rewrite(inList(expr(node.operand), node.values.map(expr), node.negated));
    case 'like':
      return rewrite(like(expr(node.operand), expr(node.pattern), node));
    case 'is_null':
      return rewrite(isNull(expr(node.operand), node.negated));
    case 'case':
      return rewrite(
        caseWhen(
          node.whens.map((w) => when(expr(w.condition), expr(w.result))),
          node.otherwise === undefined ? undefined : expr(node.otherwise),
        ),
      );
    case 'cast':
      return rewrite(cast(expr(node.operand), node.type));
    case 'function':
      return rewrite(call(node.name, node.args.map(expr)));
    case 'aggregate':
      return rewrite(
        aggregate(node.name, starOr(node.arg, expr), {
          distinct: node.distinct,
          ...(node.filter === undefined ? {} : { filter: expr(node.filter) }),
        }),
      );
    case 'in_subquery':
      return rewrite(inSubquery(expr(node.operand), rewriteSelect(node.query, rewrite), node.negated));
    case 'window':
      return rewrite(
        windowCall(node.name, {
          ...(node.arg === undefined ? {} : { arg: expr(node.arg) }),
          partitionBy: node.partitionBy.map(expr),
          orderBy: node.orderBy.map((o) => orderBy(expr(o.expression), o.direction, o.nulls)),
        }),
      );
    case 'date_trunc':
      return rewrite(dateTrunc(node.unit, expr(node.operand)));
    case 'subquery':
      return rewrite(subquery(rewriteSelect(node.query, rewrite)));
    default:
      return assertNever(node);
  }
}
