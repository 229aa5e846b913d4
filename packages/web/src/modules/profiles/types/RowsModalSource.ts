import type { FilterClause, OpenedCell, Sort } from '@spendlens/domain';

/** An aggregated column of a grouped section: a POST /summary aggregate and how it is shown. */
export interface SectionAggregate {
  col: string;
  fn: 'count' | 'sum' | 'mean' | 'min' | 'max' | 'median' | 'nunique';
  alias: string;
  displayName: string;
  dataType: 'number' | 'currency' | 'datediff';
}

/** One section of a modal of rows: rows of a published analysis meeting the opened cell's filter. */
export interface RowsSection {
  title?: string;
  module: string;
  analysis: string;
  /** The columns shown, in order, those the system type presents; all of them when left out. */
  columns?: readonly string[];
  /** The rows shown; default: the link's key equal to the cell's value and its `with` columns (openedCellClauses). */
  filter?(cell: OpenedCell): FilterClause[];
  sort?: readonly Sort[];
  /** Grouped: one row per value of these columns (shown first), with `aggregates`. */
  groupBy?: readonly string[];
  aggregates?: readonly SectionAggregate[];
  /** A single row is shown as fields (label and value); otherwise a table. */
  layout: 'fields' | 'table';
}

/** A modal of spec 03 §2.2 made of rows of published analyses (a purchase order, its receipts…). */
export interface RowsModalSource {
  title(cell: OpenedCell): string;
  /** Shown when the first section has no row. */
  empty(cell: OpenedCell): string;
  sections: readonly RowsSection[];
}
