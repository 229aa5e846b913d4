import type { FilterGroup } from '@spendlens/domain';

interface PageOption {
  column: string;
  defaultOn: boolean;
  include?: boolean;
}

/** The page's options ticked when it opens: the columns of those with `defaultOn`. */
export function defaultHidden(options: readonly { column: string; defaultOn: boolean }[]): string[] {
  return options.filter((o) => o.defaultOn).map((o) => o.column);
}

/**
 * The page's options as one filter group (a column the analysis does not have is ignored): a ticked
 * hide option leaves out the rows whose yes/no column is yes; an unticked include option leaves out
 * the rows whose column is no (spec 02 Oracle 'include non-pay sites').
 */
export function hideOptionsFilter(
  options: readonly PageOption[],
  ticked: readonly string[],
  columns: readonly { name: string }[],
): FilterGroup[] {
  const known = new Set(columns.map((c) => c.name));
  const clauses = options
    .filter((o) => known.has(o.column))
    .flatMap((o) => {
      const on = ticked.includes(o.column);
      if (o.include) return on ? [] : [{ col: o.column, op: '==' as const, val: true }];
      return on ? [{ col: o.column, op: '==' as const, val: false }] : [];
    });
  return clauses.length === 0 ? [] : [{ clause_connector: '&', group_connector: '&', clauses }];
}
