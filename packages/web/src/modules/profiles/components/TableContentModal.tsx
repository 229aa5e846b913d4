import type { ColumnDefinition, OpenedCell, Row } from '@spendlens/domain';
import { useState } from 'react';
import Table from 'react-bootstrap/Table';
import { CellModalHost } from '../../cell-links/components/CellModalHost';
import { DataCell } from '../../data-table/components/DataCell';
import { tableContentFields, tableContentTitle } from '../utils/tableContentFields';
import { NotAvailable } from './NotAvailable';
import { ProfileModalFrame } from './ProfileModalFrame';

interface TableContentModalProps<C extends ColumnDefinition & { source?: string }> {
  systemId: number;
  /** The title of the list the row is of ('Purchase Orders', 'Company Codes'…). */
  listTitle: string;
  columns: readonly C[];
  row: Row;
  /** The canonical columns the system type's source cannot fill (a profile's `not_available`). */
  notAvailable?: ReadonlySet<string>;
  onHide(): void;
}

/**
 * The table content modal (spec 03 §2.2): every column of one row of a profile's list as label and
 * value in one column, so that a row wider than the modal can be read; each value is the table's
 * own cell (same format, highlights and links — a link opens its modal above this one).
 */
export function TableContentModal<C extends ColumnDefinition & { source?: string }>({
  systemId,
  listTitle,
  columns,
  row,
  notAvailable,
  onHide,
}: TableContentModalProps<C>) {
  const [opened, setOpened] = useState<OpenedCell | null>(null);
  return (
    <ProfileModalFrame title={tableContentTitle(listTitle)} testId="table-content" onHide={onHide}>
      <Table size="sm" bordered className="mb-0 data-table w-auto">
        <tbody>
          {tableContentFields(columns, notAvailable).map(({ column, label, available }) => (
            <tr key={column.name} data-testid="table-content-field" data-field={column.name}>
              <th scope="row" className="text-nowrap">
                {label}
              </th>
              {available ? (
                <DataCell column={column} row={row} currency={null} onOpen={setOpened} />
              ) : (
                <td data-col={column.name}>
                  <NotAvailable />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </Table>
      <CellModalHost systemId={systemId} opened={opened} onHide={() => setOpened(null)} />
    </ProfileModalFrame>
  );
}
