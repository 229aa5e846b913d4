import type { FilterGroup } from '@spendlens/domain';

/** The page's hide options ticked when it opens: the columns of those with `defaultOn`. */
export function defaultHidden(options: readonly { column: string; defaultOn: boolean }[]): string[] {
  return options.filter((o) => o.defaultOn).map((o) => o.column);
}

/**
 * The ticked hide options as one filter group: rows whose yes/no column is yes are left out (a
 * column the analysis does not have is ignored).
 */
export function hideOptionsFilter(
  ticked: readonly string[],
  columns: readonly { name: string }[],
): FilterGroup[] {
  const known = new Set(columns.map((c) => c.name));
  const clauses = ticked
    .filter((col) => known.has(col))
    .map((col) => ({ col, op: '==' as const, val: false }));
  return clauses.length === 0 ? [] : [{ clause_connector: '&', group_connector: '&', clauses }];
}
