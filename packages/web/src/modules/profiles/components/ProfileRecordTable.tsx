import { profileMessages, type OpenedCell, type Row } from '@spendlens/domain';
import { useState } from 'react';
import Table from 'react-bootstrap/Table';
import { CellModalHost } from '../../cell-links/components/CellModalHost';
import { DataCell } from '../../data-table/components/DataCell';
import type { ProfileColumn } from '../types/ProfileColumn';
import { NotAvailable } from './NotAvailable';
import { RowDetailsButton } from './RowDetailsButton';
import { TableContentModal } from './TableContentModal';

interface ProfileRecordTableProps {
  title: string;
  systemId: number;
  columns: readonly ProfileColumn[];
  rows: readonly Row[];
  notAvailable: ReadonlySet<string>;
  testId: string;
}

/**
 * A list of a profile's master records (company codes, purchasing organisations, e-mail addresses,
 * bank details): every record, 'No records to show' when there are none; a column its source cannot
 * fill is marked not available; a cell naming a company code opens its profile. The button at a
 * row's start opens its table content modal (every column as label and value).
 */
export function ProfileRecordTable({
  title,
  systemId,
  columns,
  rows,
  notAvailable,
  testId,
}: ProfileRecordTableProps) {
  const [opened, setOpened] = useState<OpenedCell | null>(null);
  const [shown, setShown] = useState<Row | null>(null);
  const filled = (c: ProfileColumn) => !notAvailable.has(c.source);
  return (
    <section className="mb-3" data-testid={testId}>
      <h3 className="h6">
        {title} <span className="text-muted fw-normal">({rows.length})</span>
      </h3>
      {rows.length === 0 ? (
        <p className="text-muted small mb-0" data-testid="no-records">
          {profileMessages.noRecords}
        </p>
      ) : (
        <div className="table-responsive">
          <Table size="sm" bordered className="mb-0 data-table">
            <thead>
              <tr>
                <th className="row-details-col" style={{ width: '1%' }}>
                  <span className="visually-hidden">Details</span>
                </th>
                {columns.map((c) => (
                  <th key={c.name} className="text-nowrap">
                    {c.displayName}
                    {!filled(c) && (
                      <div className="small fw-normal">
                        <NotAvailable />
                      </div>
                    )}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={i} data-testid="record-row">
                  <td className="row-details-col">
                    <RowDetailsButton onShow={() => setShown(row)} />
                  </td>
                  {columns.map((c) =>
                    filled(c) ? (
                      <DataCell key={c.name} column={c} row={row} currency={null} onOpen={setOpened} />
                    ) : (
                      <td key={c.name} data-col={c.name} />
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
      <CellModalHost systemId={systemId} opened={opened} onHide={() => setOpened(null)} />
      {shown && (
        <TableContentModal
          systemId={systemId}
          listTitle={title}
          columns={columns}
          row={shown}
          notAvailable={notAvailable}
          onHide={() => setShown(null)}
        />
      )}
    </section>
  );
}
