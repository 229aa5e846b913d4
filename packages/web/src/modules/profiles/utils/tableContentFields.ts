import type { ColumnDefinition } from '@spendlens/domain';

/** One line of the table content modal: a column of the row, and whether its source can fill it. */
export interface TableContentField<C extends ColumnDefinition> {
  column: C;
  label: string;
  available: boolean;
}

/** The title of the table content modal of a row of the list `listTitle` (spec 03 §2.2). */
export const tableContentTitle = (listTitle: string): string => `Table content > ${listTitle}`;

/**
 * The lines of the table content modal (spec 03 §2.2): every column of the row, in the table's
 * order, as label and value — a column whose canonical source the system type cannot fill
 * (`notAvailable`, by `source`) marked so, as the table marks it.
 */
export function tableContentFields<C extends ColumnDefinition & { source?: string }>(
  columns: readonly C[],
  notAvailable: ReadonlySet<string> = new Set(),
): TableContentField<C>[] {
  return columns.map((column) => ({
    column,
    label: column.displayName || column.name,
    available: column.source === undefined || !notAvailable.has(column.source),
  }));
}
