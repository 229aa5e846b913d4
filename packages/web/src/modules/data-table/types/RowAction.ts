import type { Row } from '@spendlens/domain';

/** A link at the end of each row of a data table, with its column header (spec 02: "view outlier"). */
export interface RowAction {
  header: string;
  label: string;
  onClick(row: Row): void;
}
