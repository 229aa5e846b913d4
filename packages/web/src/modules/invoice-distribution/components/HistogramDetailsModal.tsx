import type { ColumnDefinition } from '@spendlens/domain';
import { useMemo } from 'react';
import Modal from 'react-bootstrap/Modal';
import { DataTable } from '../../data-table/components/DataTable';
import type { TableQueryBase } from '../../data-table/utils/tablePayload';
import type { SelectionPayload } from '../../selection/utils/selectionPayload';
import type { DistributionRowType } from '../types/DistributionTable';
import { windowFilter, type HistogramBar } from '../utils/distributionHistogram';

interface HistogramDetailsModalProps {
  scope: SelectionPayload;
  source: { module: string; analysis: string };
  type: DistributionRowType;
  bar: HistogramBar;
  currency: string;
  columns: readonly ColumnDefinition[];
  onClose(): void;
}

/** The invoices of one histogram bar (Ctrl+click), in the shared data table in an extra-large modal. */
export function HistogramDetailsModal({
  scope,
  source,
  type,
  bar,
  currency,
  columns,
  onClose,
}: HistogramDetailsModalProps) {
  const base = useMemo<TableQueryBase>(
    () => ({
      ...scope,
      ...source,
      filter: windowFilter(type, bar.window),
      include_columns: columns.map((c) => c.name),
    }),
    [scope, source, type, bar, columns],
  );
  return (
    <Modal show size="xl" onHide={onClose} data-testid="dist-details-modal">
      <Modal.Header closeButton>
        <Modal.Title className="h5">Invoices of value range {bar.bin}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <DataTable
          base={base}
          columns={columns}
          currency={currency}
          exportName={`invoice-distribution-${bar.bin.replace(/\s+/g, '')}.csv`}
          testId="dist-details-table"
        />
      </Modal.Body>
    </Modal>
  );
}
