import type { ColumnDefinition, FilterGroup } from '@spendlens/domain';
import { useMemo } from 'react';
import Modal from 'react-bootstrap/Modal';
import { DataTable } from '../../data-table/components/DataTable';
import type { TableQueryBase } from '../../data-table/utils/tablePayload';
import type { SelectionPayload } from '../../selection/utils/selectionPayload';

interface DistributionDetailsModalProps {
  scope: SelectionPayload;
  source: { module: string; analysis: string };
  /** Which documents: a number of the table, or a histogram bar (Ctrl+click). */
  filter: FilterGroup[];
  title: string;
  fileName: string;
  currency: string;
  columns: readonly ColumnDefinition[];
  onClose(): void;
}

/** The documents behind a number of the table or a bar of the chart, in the shared data table in an extra-large modal. */
export function DistributionDetailsModal({
  scope,
  source,
  filter,
  title,
  fileName,
  currency,
  columns,
  onClose,
}: DistributionDetailsModalProps) {
  const base = useMemo<TableQueryBase>(
    () => ({ ...scope, ...source, filter, include_columns: columns.map((c) => c.name) }),
    [scope, source, filter, columns],
  );
  return (
    <Modal show size="xl" onHide={onClose} data-testid="dist-details-modal">
      <Modal.Header closeButton>
        <Modal.Title className="h5">{title}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <DataTable
          base={base}
          columns={columns}
          currency={currency}
          exportName={fileName}
          testId="dist-details-table"
        />
      </Modal.Body>
    </Modal>
  );
}
