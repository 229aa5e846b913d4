import type { SelectNode } from '../ast/nodes';
import { nullSafeNegations } from './null-safe-negations';
import { removeEmptyInLists } from './remove-empty-in-lists';

/** The semantic fix-ups every filtered query gets, in order: empty IN lists, then null-safe negations. */
export function normaliseFilters(node: SelectNode): SelectNode {
  return nullSafeNegations(removeEmptyInLists(node));
}
