import type { OpenedCell, Row } from '@spendlens/domain';
import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { RowAction } from '../types/RowAction';
import type { TableColumn } from '../types/TableState';
import { DataCell } from './DataCell';

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
  /** Opens the modal of a linked cell (a vendor id: the vendor profile). */
  onOpenCell?: ((cell: OpenedCell) => void) | undefined;
}

/**
 * The rows of a data table, each cell a DataCell (formats, highlights, the translation tooltip, the
 * link to the modal of the thing it names).
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
  onOpenCell,
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
          {columns.map((c) => (
            <DataCell
              key={c.name}
              column={c}
              row={row}
              currency={currency}
              content={renderCell?.(row, c)}
              onOpen={onOpenCell}
            />
          ))}
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
