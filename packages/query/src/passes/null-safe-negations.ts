import { binary, isNull, logical } from '../ast/factory';
import type { ExpressionNode, SelectNode } from '../ast/nodes';
import { rewriteSelect } from '../ast/transform';

function isBoundValue(node: ExpressionNode): boolean {
  return node.kind === 'value' || (node.kind === 'cast' && node.operand.kind === 'value');
}

function isBoundNull(node: ExpressionNode): boolean {
  return (
    (node.kind === 'value' && node.value === null) || (node.kind === 'cast' && isBoundNull(node.operand))
  );
}

/** The rewrite of nullSafeNegations, of one expression. */
export function nullSafeNegation(e: ExpressionNode): ExpressionNode {
  switch (e.kind) {
    case 'binary':
      // x <> v is NULL when x is NULL; x IS DISTINCT FROM v is true.
      return e.operator === '<>' && (isBoundValue(e.left) || isBoundValue(e.right))
        ? binary('is distinct from', e.left, e.right)
        : e;
    case 'in_list':
      // x NOT IN (a, b) is NULL when x is NULL; keep those rows. A list holding NULL matches nothing.
      return e.negated && e.values.length > 0 && !e.values.some(isBoundNull)
        ? logical('or', [e, isNull(e.operand)])
        : e;
    case 'like':
      return e.negated ? logical('or', [e, isNull(e.operand)]) : e;
    default:
      return e;
  }
}

/**
 * Negative comparisons keep the rows whose value is NULL, as pandas does (NaN != 'x' is true):
 * `x <> v` becomes `x IS DISTINCT FROM v`, and `x NOT IN (…)` / `x NOT LIKE p` gain `OR x IS NULL`.
 * Comparisons with our own literals (the bit-mask test `(x & v) <> 0`) are left alone. Apply once.
 */
export function nullSafeNegations(node: SelectNode): SelectNode {
  return rewriteSelect(node, nullSafeNegation);
}
