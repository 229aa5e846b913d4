import { profileMessages, type OpenedCell, type Row } from '@spendlens/domain';
import { useState } from 'react';
import Table from 'react-bootstrap/Table';
import { CellModalHost } from '../../cell-links/components/CellModalHost';
import { DataCell } from '../../data-table/components/DataCell';
import type { ProfileColumn } from '../types/ProfileColumn';
import { NotAvailable } from './NotAvailable';

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
 * fill is marked not available; a cell naming a company code opens its profile.
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
    </section>
  );
}
