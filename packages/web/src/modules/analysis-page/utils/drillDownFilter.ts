import type { FilterGroup, Row } from '@spendlens/domain';

/**
 * The detail filter of a summary row (spec 02 §4 'show details'): one clause per group column, equal
 * to the row's value, null values as Is Blank.
 */
export function drillDownFilter(groupColumns: readonly string[], row: Row): FilterGroup[] {
  return [
    {
      clause_connector: '&',
      group_connector: '&',
      clauses: groupColumns.map((col) => {
        const val = row[col] ?? null;
        return val === null ? { col, op: 'isnull' as const } : { col, op: '==' as const, val };
      }),
    },
  ];
}

/** The drill-down's label: the group values joined with ' - ' ('(blank)' for a null). */
export function drillDownLabel(groupColumns: readonly string[], row: Row): string {
  return groupColumns
    .map((col) => (row[col] === null || row[col] === undefined ? '(blank)' : String(row[col])))
    .join(' - ');
}

/** The page option 'exclude inter-company transactions' as a filter group. */
export function excludeIntercoFilter(exclude: boolean, intercoColumn: string | undefined): FilterGroup[] {
  if (!exclude || !intercoColumn) return [];
  return [
    { clause_connector: '&', group_connector: '&', clauses: [{ col: intercoColumn, op: '==', val: false }] },
  ];
}

/**
 * The detail's filter a link to one finding opens with (?finding=<finding_key>, the alerts' e-mails):
 * its rows only; none on a page without findings.
 */
export function findingDrillDown(
  findingKey: string | null,
  columns: readonly { name: string }[],
): { filter: FilterGroup[]; label: string } | undefined {
  if (!findingKey || !columns.some((c) => c.name === 'finding_key')) return undefined;
  return {
    filter: drillDownFilter(['finding_key'], { finding_key: findingKey }),
    label: `Finding ${findingKey}`,
  };
}
