import { binary, column, inList, value, type ExpressionNode } from '@spendlens/query';

/**
 * The condition a grant puts on a column: `col IN (granted values)`; never true for an empty grant;
 * none (undefined) when the grant does not limit the column (null).
 */
export function grantedValues(col: string, granted: readonly string[] | null): ExpressionNode | undefined {
  if (granted === null) return undefined;
  return granted.length > 0 ? inList(column(col), granted.map(value)) : binary('=', value(1), value(0));
}
