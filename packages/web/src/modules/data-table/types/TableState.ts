import type { ColumnDefinition, Sort } from '@spendlens/domain';

/** A column of a data table: the display configuration's column (spec 01 §3 'Table column'). */
export type TableColumn = ColumnDefinition;

/** The value-selection filter of a column: is in or is not in (spec 01 §4 'Column filters'). */
export interface ValueFilter {
  kind: 'values';
  op: 'isin' | 'isnotin';
  values: (string | number | boolean | null)[];
}

/** One filter of a custom-filter group, as the user edits it. */
export interface CustomFilterItem {
  filterType: FilterTypeName;
  value: string;
}

/** One group of the custom filter modal. */
export interface CustomFilterGroup {
  clause_connector: '&' | '|';
  group_connector: '&' | '|';
  filters: CustomFilterItem[];
}

export interface CustomFilter {
  kind: 'custom';
  groups: CustomFilterGroup[];
}

/** A column is filtered by value selection or by a custom filter, never both. */
export type ColumnFilter = ValueFilter | CustomFilter;

export type FilterTypeName =
  | 'Equals'
  | 'Not equal to'
  | 'Contains'
  | 'Does NOT Contain'
  | 'Begins with'
  | 'Does NOT Begin With'
  | 'Ends with'
  | 'Less than or Before'
  | 'Less than or equal to'
  | 'Greater than or After'
  | 'Greater than or equal to'
  | 'Is Blank';

/** What the user chose on a table: sort, column filters, page and rows per page. */
export interface TableState {
  sort: Sort | undefined;
  filters: Record<string, ColumnFilter>;
  /** 1-based page. */
  page: number;
  rowsPerPage: number;
}
