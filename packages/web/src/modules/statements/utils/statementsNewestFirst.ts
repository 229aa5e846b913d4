import type { VendorStatement } from '@spendlens/domain';

/** The statements newest first by created_date (spec 03 §2.3), ties by filename; a new array. */
export function statementsNewestFirst(statements: readonly VendorStatement[]): VendorStatement[] {
  return [...statements].sort(
    (a, b) => Date.parse(b.created_date) - Date.parse(a.created_date) || a.filename.localeCompare(b.filename),
  );
}
