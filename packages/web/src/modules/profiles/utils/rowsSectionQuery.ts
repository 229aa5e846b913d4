import {
  openedCellClauses,
  profileListRows,
  type ColumnDefinition,
  type OpenedCell,
  type SummaryRequestInput,
} from '@spendlens/domain';
import type { RowsSection } from '../types/RowsModalSource';

/**
 * The columns a section shows: its group columns and aggregates when grouped, else its listed
 * columns (all when it lists none) as the system type presents them.
 */
export function rowsSectionColumns(
  section: RowsSection,
  presented: readonly ColumnDefinition[],
): ColumnDefinition[] {
  const byName = new Map(presented.map((c) => [c.name, c]));
  const pick = (names: readonly string[]) => names.flatMap((n) => (byName.has(n) ? [byName.get(n)!] : []));
  if (section.groupBy)
    return [
      ...pick(section.groupBy),
      ...(section.aggregates ?? []).map((a) => ({
        name: a.alias,
        displayName: a.displayName,
        dataType: a.dataType,
      })),
    ];
  return section.columns ? pick(section.columns) : [...presented];
}

/**
 * POST /summary of a section: over all dates and the user's company codes, the rows meeting the
 * cell's filter — grouped with the section's aggregates, or with the shown columns and the columns
 * their links need — at most 1000 (spec 03 §9).
 */
export function rowsSectionPayload(
  systemId: number,
  section: RowsSection,
  cell: OpenedCell,
  columns: readonly ColumnDefinition[],
): SummaryRequestInput {
  const grouped = section.groupBy !== undefined;
  return {
    system_id: systemId,
    module: section.module,
    analysis: section.analysis,
    year: -1,
    qualifier: -1,
    company_code: -1,
    filter: [
      {
        clause_connector: '&',
        group_connector: '&',
        clauses: (section.filter ?? openedCellClauses)(cell),
      },
    ],
    ...(grouped
      ? {
          // the group columns the type presents
          group_by: section.groupBy!.filter((g) => columns.some((c) => c.name === g)),
          keep_groupby_nan: true,
          aggregate: (section.aggregates ?? []).map((a) => ({ col: a.col, fn: [a.fn], alias: [a.alias] })),
        }
      : {
          include_columns: [
            ...new Set([
              ...columns.map((c) => c.name),
              ...columns.flatMap((c) => c.opens?.with ?? []),
              ...(section.sort ?? []).map((s) => s.col_alias),
            ]),
          ],
        }),
    ...(section.sort ? { sort: [...section.sort] } : {}),
    page_number: 0,
    page_rows: profileListRows,
  };
}
