import { column, orderBy, updateSelect } from '../ast/factory';
import type { ExpressionNode, SelectionNode, SelectNode } from '../ast/nodes';
import { rewriteExpression } from '../ast/transform';

function containsAggregate(node: ExpressionNode): boolean {
  let found = false;
  rewriteExpression(node, (e) => {
    if (e.kind === 'aggregate') found = true;
    return e;
  });
  return found;
}

/** The expression ORDER BY uses for an output column, or undefined for `*`. */
function outputReference(s: SelectionNode): ExpressionNode | undefined {
  if (s.alias !== undefined) return column(s.alias);
  return s.expression.kind === 'star' ? undefined : s.expression;
}

/** The keys that make the order total: the GROUP BY list, or every output column of plain rows. */
function orderKeys(node: SelectNode): readonly ExpressionNode[] {
  if (node.groupBy.length > 0) return node.groupBy;
  const plain = node.selections.every(
    (s) => s.expression.kind === 'star' || !containsAggregate(s.expression),
  );
  if (!plain) return []; // an aggregate without GROUP BY: one row
  const refs = node.selections.map(outputReference);
  return refs.every((r) => r !== undefined) ? (refs as ExpressionNode[]) : [];
}

/**
 * Paging needs a total order: the order keys the ORDER BY does not already hold are appended,
 * ascending, NULLs last, after the requested sort.
 */
export function ensureDeterministicOrder(node: SelectNode): SelectNode {
  const present = new Set(node.orderBy.map((o) => JSON.stringify(o.expression)));
  const missing = orderKeys(node).filter((key) => !present.has(JSON.stringify(key)));
  if (missing.length === 0) return node;
  return updateSelect(node, {
    orderBy: [...node.orderBy, ...missing.map((key) => orderBy(key, 'asc', 'last'))],
  });
}
