import type { Row } from '@spendlens/domain';
import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { RowAction } from '../types/RowAction';
import type { TableColumn } from '../types/TableState';
import { cellCurrency } from '../utils/cellCurrency';
import { formatCell } from '../utils/formatCell';
import { highlightClass } from '../utils/highlightClass';
import { TranslatedTextCell } from '../../translation/components/TranslatedTextCell';
import { translatableText } from '../../translation/utils/translatableText';

interface DataTableBodyProps {
  columns: readonly TableColumn[];
  rows: readonly Row[];
  currency: string | null | undefined;
  selectable: boolean;
  selected: ReadonlySet<number>;
  onToggle(index: number): void;
  onRowClick?: (row: Row) => void;
  renderCell?: ((row: Row, column: TableColumn) => ReactNode | undefined) | undefined;
  rowAction?: RowAction | undefined;
}

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

/**
 * The rows of a data table, formatted per data type, with data-quality and match highlights; a text
 * cell shows its translation as a tooltip when hovered.
 */
export function DataTableBody({
  columns,
  rows,
  currency,
  selectable,
  selected,
  onToggle,
  onRowClick,
  renderCell,
  rowAction,
}: DataTableBodyProps) {
  return (
    <tbody>
      {rows.map((row, r) => (
        <tr
          key={r}
          data-testid="table-row"
          className={onRowClick ? 'cursor-pointer' : undefined}
          style={onRowClick ? { cursor: 'pointer' } : undefined}
          onClick={onRowClick ? () => onRowClick(row) : undefined}
        >
          {selectable && (
            <td onClick={(e) => e.stopPropagation()}>
              <Form.Check aria-label="Select row" checked={selected.has(r)} onChange={() => onToggle(r)} />
            </td>
          )}
          {columns.map((c) => {
            const className = [
              c.format === 'long_text' ? 'cell-long-text' : 'text-nowrap',
              highlightClass(row, c.name),
              rightAligned.has(c.dataType) ? 'text-end' : undefined,
            ]
              .filter(Boolean)
              .join(' ');
            const content =
              renderCell?.(row, c) ??
              formatCell(row[c.name], c.dataType, cellCurrency(row, c.name, currency), c.format);
            const text = translatableText(row[c.name], c.dataType);
            return text === undefined ? (
              <td key={c.name} data-col={c.name} className={className}>
                {content}
              </td>
            ) : (
              <TranslatedTextCell key={c.name} text={text} data-col={c.name} className={className}>
                {content}
              </TranslatedTextCell>
            );
          })}
          {rowAction && (
            <td className="text-nowrap" onClick={(e) => e.stopPropagation()}>
              <Button variant="link" size="sm" className="p-0" onClick={() => rowAction.onClick(row)}>
                {rowAction.label}
              </Button>
            </td>
          )}
        </tr>
      ))}
    </tbody>
  );
}
