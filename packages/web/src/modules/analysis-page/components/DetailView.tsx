import type { ColumnDefinition, FilterGroup } from '@spendlens/domain';
import { useMemo } from 'react';
import Badge from 'react-bootstrap/Badge';
import CloseButton from 'react-bootstrap/CloseButton';
import { DataTable } from '../../data-table/components/DataTable';
import { TableLegend } from '../../data-table/components/TableLegend';
import type { TableQueryBase } from '../../data-table/utils/tablePayload';

interface DetailViewProps {
  scope: TableQueryBase;
  columns: readonly ColumnDefinition[];
  currency: string | null | undefined;
  exportName: string;
  drillDown: { filter: FilterGroup[]; label: string } | undefined;
  onClearDrillDown(): void;
}

/** The detail table (spec 02 §2): every column of the analysis, the summary's drill-down filter, the legend. */
export function DetailView({
  scope,
  columns,
  currency,
  exportName,
  drillDown,
  onClearDrillDown,
}: DetailViewProps) {
  const base = useMemo<TableQueryBase>(
    () => ({
      ...scope,
      include_columns: columns.map((c) => c.name),
      filter: [...(scope.filter ?? []), ...(drillDown?.filter ?? [])],
    }),
    [scope, columns, drillDown],
  );
  return (
    <div data-testid="detail-view">
      <TableLegend />
      {drillDown && (
        <div className="mb-2" data-testid="drill-down">
          <Badge bg="info" className="d-inline-flex align-items-center gap-2 text-dark">
            Details for: {drillDown.label}
            <CloseButton aria-label="Clear details filter" onClick={onClearDrillDown} />
          </Badge>
        </div>
      )}
      <DataTable
        key={drillDown?.label ?? ''}
        base={base}
        columns={columns}
        currency={currency}
        exportName={`${exportName}-detail.csv`}
        selectable
        testId="detail-table"
      />
    </div>
  );
}
