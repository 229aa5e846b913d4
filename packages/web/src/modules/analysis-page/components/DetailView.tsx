import type { ColumnDefinition, FilterGroup, ModulePage } from '@spendlens/domain';
import { Suspense, useMemo, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import CloseButton from 'react-bootstrap/CloseButton';
import { DataTable } from '../../data-table/components/DataTable';
import { TableLegend } from '../../data-table/components/TableLegend';
import type { TableQueryBase } from '../../data-table/utils/tablePayload';
import { lazyComponent } from '../../../app/lazyComponent';

interface DetailViewProps {
  scope: TableQueryBase;
  columns: readonly ColumnDefinition[];
  currency: string | null | undefined;
  exportName: string;
  drillDown: { filter: FilterGroup[]; label: string } | undefined;
  onClearDrillDown(): void;
  /** A link in each row opening a chart of the row (the charts this app draws). */
  rowChart?: ModulePage['rowChart'];
}

/** The row charts the app draws, by the chart name of the display configuration (each its own chunk). */
const rowChartModals = {
  invoice_outlier_plot: lazyComponent(() =>
    import('../../invoice-outliers/components/InvoiceOutlierPlotModal').then(
      (m) => m.InvoiceOutlierPlotModal,
    ),
  ),
} as const;

/**
 * The detail table (spec 02 §2): every column of the analysis, the summary's drill-down filter, the
 * legend, and the row chart's link in each row when the page has one (the outlier plot).
 */
export function DetailView({
  scope,
  columns,
  currency,
  exportName,
  drillDown,
  onClearDrillDown,
  rowChart,
}: DetailViewProps) {
  const [chartOf, setChartOf] = useState<string | null>(null);
  const RowChartModal =
    rowChart && rowChart.chart in rowChartModals
      ? rowChartModals[rowChart.chart as keyof typeof rowChartModals]
      : undefined;
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
        {...(rowChart && RowChartModal
          ? {
              rowAction: {
                header: rowChart.header,
                label: rowChart.label,
                onClick: (row) => setChartOf(String(row[rowChart.idColumn] ?? '')),
              },
            }
          : {})}
      />
      {RowChartModal && chartOf !== null && (
        <Suspense fallback={null}>
          <RowChartModal
            systemId={Number(scope.system_id)}
            invoiceId={chartOf}
            onHide={() => setChartOf(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
