import { toCsv, type Row } from '@spendlens/domain';
import type { TableColumn } from '../types/TableState';
import { csvValue } from './formatCell';

/** A table's rows as CSV: the display names as header, one line per row (cells defused by toCsv). */
export function tableCsv(columns: readonly TableColumn[], rows: readonly Row[]): string {
  return toCsv([
    columns.map((c) => c.displayName),
    ...rows.map((row) => columns.map((c) => csvValue(row[c.name], c.dataType, c.format))),
  ]);
}
