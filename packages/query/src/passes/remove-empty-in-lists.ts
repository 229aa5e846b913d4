import { literal } from '../ast/factory';
import type { ExpressionNode, SelectNode } from '../ast/nodes';
import { rewriteSelect } from '../ast/transform';

/**
 * `x IN ()` is not SQL: it becomes FALSE (nothing is in an empty list) and `x NOT IN ()` becomes TRUE
 * (everything, NULL included, is outside it).
 */
export function removeEmptyInLists(node: SelectNode): SelectNode {
  return rewriteSelect(node, removeEmptyInList);
}

/** The rewrite of removeEmptyInLists, of one expression. */
export function removeEmptyInList(e: ExpressionNode): ExpressionNode {
  return e.kind === 'in_list' && e.values.length === 0 ? literal(e.negated) : e;
}
