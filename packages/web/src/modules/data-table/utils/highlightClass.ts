import type { Row } from '@spendlens/domain';

const dataQualitySuffix = '_data_quality_fail';
const matchSuffix = '_is_match';

function isTrue(value: unknown): boolean {
  return value === true || value === 1 || value === 'true' || value === '1';
}

/**
 * The highlight of a cell (spec 02 §4): table-primary for a data-quality failure, table-warning for a
 * match failure. A column `x` is flagged by `x_data_quality_fail` / `x_is_match` on the same row; a
 * flag column is itself highlighted when true.
 */
export function highlightClass(row: Row, column: string): string | undefined {
  if (
    isTrue(row[`${column}${dataQualitySuffix}`]) ||
    (column.endsWith(dataQualitySuffix) && isTrue(row[column]))
  ) {
    return 'table-primary';
  }
  if (isTrue(row[`${column}${matchSuffix}`]) || (column.endsWith(matchSuffix) && isTrue(row[column]))) {
    return 'table-warning';
  }
  return undefined;
}

/** Whether a table's columns carry any highlight flag, so the legend is worth showing. */
export function hasHighlightColumns(columns: readonly { name: string }[]): boolean {
  return columns.some((c) => c.name.endsWith(dataQualitySuffix) || c.name.endsWith(matchSuffix));
}
