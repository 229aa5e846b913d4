import type { DataType, FilterGroup, SummaryRequestInput } from '@spendlens/domain';
import type { TableState } from '../types/TableState';
import { tableFilter } from './columnFilterClauses';

/** What a table asks POST /summary before its own sort, filter and paging: scope, grouping, columns. */
export type TableQueryBase = Omit<
  SummaryRequestInput,
  'sort' | 'page_number' | 'page_rows' | 'supplementary_data'
>;

/**
 * The POST /summary body of one page of a table: the base query with the table's column filters
 * (after its own `filter` groups; on a grouped table as post_filter on the output columns), its sort,
 * 0-based page and rows, and the totals of every filtered row.
 */
export function tablePayload(
  base: TableQueryBase,
  state: TableState,
  dataTypes: Record<string, DataType>,
): SummaryRequestInput {
  const fixed = (base.filter ?? []) as FilterGroup[];
  // a summary table filters its output columns (groups and aggregates): post_filter
  const grouped = (base.group_by ?? []).length > 0;
  return {
    ...base,
    ...(grouped
      ? { post_filter: tableFilter(state.filters, dataTypes) }
      : { filter: tableFilter(state.filters, dataTypes, fixed) }),
    ...(state.sort ? { sort: state.sort } : {}),
    page_number: state.page - 1,
    page_rows: state.rowsPerPage,
    supplementary_data: { totals: true },
  };
}

/** The CSV export body: the last query again, every filtered row on one page (page_rows -1). */
export function exportPayload(last: SummaryRequestInput): SummaryRequestInput {
  const { supplementary_data: _totals, ...rest } = last;
  return { ...rest, page_number: 0, page_rows: -1 };
}

/**
 * The distinct values of one column for its value list: the table's query with the other columns'
 * filters and the search as a contains filter, grouped by the column, the first 1000 values sorted.
 * On a summary table the groups themselves are listed (the caller keeps the distinct values).
 */
export function columnValuesPayload(
  base: TableQueryBase,
  state: TableState,
  dataTypes: Record<string, DataType>,
  col: string,
  search: string,
): SummaryRequestInput {
  const { [col]: _own, ...others } = state.filters;
  const searchGroup: FilterGroup[] =
    search.trim() === ''
      ? []
      : [
          {
            clause_connector: '&',
            group_connector: '&',
            clauses: [{ col, op: 'contains', val: search.trim() }],
          },
        ];
  const grouped = (base.group_by ?? []).length > 0;
  const page = { sort: { col_alias: col, order: 'asc' as const }, page_number: 0, page_rows: 1000 };
  if (grouped) {
    return { ...base, post_filter: [...tableFilter(others, dataTypes), ...searchGroup], ...page };
  }
  const fixed = (base.filter ?? []) as FilterGroup[];
  const { include_columns: _cols, ...rest } = base;
  return {
    ...rest,
    filter: [...tableFilter(others, dataTypes, fixed), ...searchGroup],
    group_by: [col],
    aggregate: [],
    keep_groupby_nan: true,
    ...page,
  };
}
