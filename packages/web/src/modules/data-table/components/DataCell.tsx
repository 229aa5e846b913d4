import { openedCell, type OpenedCell, type Row } from '@spendlens/domain';
import type { ReactNode } from 'react';
import { CellLinkButton } from '../../cell-links/components/CellLinkButton';
import { TranslatedTextCell } from '../../translation/components/TranslatedTextCell';
import { translatableText } from '../../translation/utils/translatableText';
import type { TableColumn } from '../types/TableState';
import { cellCurrency } from '../utils/cellCurrency';
import { formatCell } from '../utils/formatCell';
import { highlightClass } from '../utils/highlightClass';

const rightAligned = new Set([
  'currency',
  'number',
  '%',
  '%100',
  'percentile',
  'datediff',
  'daystonow',
  'mean_invoice_time',
]);

interface DataCellProps {
  column: TableColumn;
  row: Row;
  currency: string | null | undefined;
  /** Drawn by the page instead of the formatted value (a sparkline). */
  content?: ReactNode;
  /** Opens the modal of a cell whose column names a vendor, a company code… (`column.opens`). */
  onOpen?: ((cell: OpenedCell) => void) | undefined;
}

/**
 * One cell of a data table (spec 01 §5, §9): the value formatted per its column's data type with
 * the data-quality and match highlights; a text cell shows its translation when hovered; a cell
 * whose column names a thing with a modal (a vendor id: its profile, spec 03 §2.2) is a button
 * opening it.
 */
export function DataCell({ column: c, row, currency, content, onOpen }: DataCellProps) {
  const className = [
    c.format === 'long_text' ? 'cell-long-text' : 'text-nowrap',
    highlightClass(row, c.name),
    rightAligned.has(c.dataType) ? 'text-end' : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  const value = row[c.name];
  const blank = c.blankText !== undefined && (value === null || value === undefined || value === '');
  const formatted =
    content ??
    (blank ? (
      <span className="text-body-secondary">{c.blankText}</span>
    ) : (
      formatCell(value, c.dataType, cellCurrency(row, c.name, currency), c.format)
    ));
  const opened = onOpen ? openedCell(c.opens, c.name, row) : undefined;
  const shown = opened ? <CellLinkButton cell={opened} label={formatted} onOpen={onOpen!} /> : formatted;
  const text = translatableText(row[c.name], c.dataType);
  return text === undefined ? (
    <td data-col={c.name} className={className}>
      {shown}
    </td>
  ) : (
    <TranslatedTextCell text={text} data-col={c.name} className={className}>
      {shown}
    </TranslatedTextCell>
  );
}
