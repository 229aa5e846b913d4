import { DomainError, messages } from '@spendlens/domain';
import { value } from '../ast/factory';
import type { ExpressionNode } from '../ast/nodes';

export interface PageClauses {
  limit?: ExpressionNode;
  offset?: ExpressionNode;
}

/**
 * LIMIT and OFFSET of page `pageNumber` (0-based) of `pageRows` rows. pageRows -1 means all rows:
 * no limit, or maxRows + 1 when a maximum is set, so that the caller can tell "over the maximum"
 * (more than maxRows rows came back: too_much_data) without ever reading an unbounded result. An
 * explicit pageRows over the maximum is too_much_data at once.
 */
export function planPage(pageNumber: number, pageRows: number, maxRows?: number): PageClauses {
  if (!Number.isSafeInteger(pageNumber) || pageNumber < 0) {
    throw new DomainError('bad_request', 'page_number must be an integer from 0');
  }
  if (!Number.isSafeInteger(pageRows) || pageRows < -1) {
    throw new DomainError('bad_request', 'page_rows must be -1 or an integer from 0');
  }
  if (pageRows === -1) return maxRows === undefined ? {} : { limit: value(maxRows + 1) };
  if (maxRows !== undefined && pageRows > maxRows)
    throw new DomainError('too_much_data', messages.tooMuchData);
  const offset = pageNumber * pageRows;
  if (!Number.isSafeInteger(offset)) throw new DomainError('bad_request', 'page_number is too large');
  return offset > 0 ? { limit: value(pageRows), offset: value(offset) } : { limit: value(pageRows) };
}
