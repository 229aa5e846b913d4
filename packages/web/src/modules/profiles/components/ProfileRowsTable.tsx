import { type ColumnDefinition, type OpenedCell, type Row } from '@spendlens/domain';
import { useState } from 'react';
import Table from 'react-bootstrap/Table';
import { CellModalHost } from '../../cell-links/components/CellModalHost';
import { ProfileTableRow } from './ProfileTableRow';
import { TableContentModal } from './TableContentModal';

interface ProfileRowsTableProps {
  systemId: number;
  columns: readonly ColumnDefinition[];
  rows: readonly Row[];
  testId: string;
  /** The column whose value tells the rows apart (a document id), so that rows keep their place when others are hidden. */
  rowKey?: string;
  /** The list's title: given, each row starts with a button opening its table content modal. */
  title?: string;
}

/**
 * The rows of a profile's list as read (client side: at most 1000), each cell a DataCell — a cell
 * naming a vendor, a company code… opens its modal above the profile. With a title, the button at a
 * row's start opens its table content modal (every column as label and value).
 */
export function ProfileRowsTable({ systemId, columns, rows, testId, rowKey, title }: ProfileRowsTableProps) {
  const [opened, setOpened] = useState<OpenedCell | null>(null);
  const [shown, setShown] = useState<Row | null>(null);
  return (
    <div className="table-responsive" style={{ maxHeight: '55vh' }} data-testid={testId}>
      <Table size="sm" bordered hover className="mb-1 data-table">
        <thead className="sticky-top bg-body">
          <tr>
            {title !== undefined && (
              <th className="row-details-col" style={{ width: '1%' }}>
                <span className="visually-hidden">Details</span>
              </th>
            )}
            {columns.map((c) => (
              <th key={c.name} className="text-nowrap" data-col={c.name}>
                {c.displayName}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <ProfileTableRow
              key={rowKey ? String(row[rowKey]) : i}
              columns={columns}
              row={row}
              onOpen={setOpened}
              onShow={title !== undefined ? setShown : undefined}
            />
          ))}
        </tbody>
      </Table>
      <CellModalHost systemId={systemId} opened={opened} onHide={() => setOpened(null)} />
      {shown && title !== undefined && (
        <TableContentModal
          systemId={systemId}
          listTitle={title}
          columns={columns}
          row={shown}
          onHide={() => setShown(null)}
        />
      )}
    </div>
  );
}
