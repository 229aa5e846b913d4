import type { ExpressionNode, SelectNode } from '../ast/nodes';
import { rewriteSelect } from '../ast/transform';
import { nullSafeNegation } from './null-safe-negations';
import { removeEmptyInList } from './remove-empty-in-lists';

/**
 * The semantic fix-ups every filtered query gets, in order: empty IN lists, then null-safe negations.
 * One walk applies both to each node (bottom-up): neither makes a node the other rewrites.
 */
export function normaliseFilters(node: SelectNode): SelectNode {
  return rewriteSelect(node, normaliseFilter);
}

function normaliseFilter(e: ExpressionNode): ExpressionNode {
  return nullSafeNegation(removeEmptyInList(e));
}
