import type { DataType, OpenedCell, Row, Sort } from '@spendlens/domain';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useTablePage } from '../hooks/useTablePage';
import { useTableState } from '../hooks/useTableState';
import type { TableColumn } from '../types/TableState';
import { columnValuesPayload, tablePayload, type TableQueryBase } from '../utils/tablePayload';
import { CellModalHost } from '../../cell-links/components/CellModalHost';
import { ColumnHeader } from './ColumnHeader';
import { CsvExportModal } from './CsvExportModal';
import { DataTableBody } from './DataTableBody';
import type { RowAction } from '../types/RowAction';
import { TableFooter } from './TableFooter';
import { TableStateMessage } from './TableStateMessage';
import { TotalRow } from './TotalRow';

/** The rows of a table without an answer yet: one array, so the selection does not change at each render. */
const noRows: Row[] = [];

export interface DataTableProps {
  /** The query before the table's sort, filters and paging. */
  base: TableQueryBase;
  columns: readonly TableColumn[];
  currency: string | null | undefined;
  /** Name of the exported file. */
  exportName: string;
  initialSort?: Sort;
  /** Show the select-all checkbox column. */
  selectable?: boolean;
  /**
   * Told the selected rows of the page whenever the selection or the rows change (a refetch brings
   * the rows' new values). Keep it stable (a state setter): a new function is a new call.
   */
  onSelectionChange?: (rows: Row[]) => void;
  /** A new value clears the selection (the page changed what the rows are, after an action of its own). */
  selectionResetKey?: string | number;
  /** Show the total row (supplementary_data totals). */
  showTotals?: boolean;
  onRowClick?: (row: Row) => void;
  /** Cells drawn by the page (a sparkline); undefined draws the formatted value. */
  renderCell?: (row: Row, column: TableColumn) => ReactNode | undefined;
  /** A link at the end of each row. */
  rowAction?: RowAction;
  testId?: string;
}

/**
 * The shared data table (spec 01 §2 'Data tables', §4): server-side sort, value and custom filters,
 * paging with rows per page, a total row, a select-all column and the CSV export; a cell whose
 * column names a vendor or a company code opens its profile (spec 03 §2.2).
 */
export function DataTable({
  base,
  columns,
  currency,
  exportName,
  initialSort,
  selectable = false,
  onSelectionChange,
  selectionResetKey,
  showTotals = true,
  onRowClick,
  renderCell,
  rowAction,
  testId = 'data-table',
}: DataTableProps) {
  const [state, actions] = useTableState({ sort: initialSort });
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [resetKey, setResetKey] = useState(selectionResetKey);
  if (resetKey !== selectionResetKey) {
    setResetKey(selectionResetKey);
    setSelected(new Set());
  }
  const [exporting, setExporting] = useState(false);
  // the modal of a clicked cell naming a vendor, a company code… (spec 03 §2.2)
  const [opened, setOpened] = useState<OpenedCell | null>(null);
  const dataTypes = useMemo(
    () => Object.fromEntries(columns.map((c) => [c.name, c.dataType])) as Record<string, DataType>,
    [columns],
  );
  const payload = useMemo(() => tablePayload(base, state, dataTypes), [base, state, dataTypes]);
  const page = useTablePage(payload);
  const rows = page.data?.data ?? noRows;
  const meta = page.data?.meta;
  const selectedRows = useMemo(() => rows.filter((_, i) => selected.has(i)), [rows, selected]);
  useEffect(() => onSelectionChange?.(selectedRows), [selectedRows, onSelectionChange]);
  const allSelected = rows.length > 0 && selected.size === rows.length;

  const body = (() => {
    if (page.isPending) return <TableStateMessage state="loading" />;
    if (page.isError) return <TableStateMessage state="error" error={page.error} />;
    return null;
  })();

  return (
    <div data-testid={testId} aria-busy={page.isFetching}>
      <div className="d-flex justify-content-end mb-1">
        <Button
          size="sm"
          variant="outline-secondary"
          disabled={!page.isSuccess || rows.length === 0}
          onClick={() => setExporting(true)}
        >
          Export CSV
        </Button>
      </div>
      {body ?? (
        <div className="table-responsive" style={{ opacity: page.isPlaceholderData ? 0.6 : 1 }}>
          <Table size="sm" bordered hover className="mb-1 data-table">
            <thead>
              <tr>
                {selectable && (
                  <th style={{ width: 32 }}>
                    <Form.Check
                      aria-label="Select all rows"
                      checked={allSelected}
                      onChange={() => setSelected(allSelected ? new Set() : new Set(rows.map((_, i) => i)))}
                    />
                  </th>
                )}
                {columns.map((c) => (
                  <th key={c.name} style={{ whiteSpace: 'nowrap' }}>
                    <ColumnHeader
                      column={c}
                      sort={state.sort}
                      filter={state.filters[c.name]}
                      currency={currency}
                      valuesPayload={(search) => columnValuesPayload(base, state, dataTypes, c.name, search)}
                      onSort={(sort) => {
                        actions.setSort(sort);
                        setSelected(new Set());
                      }}
                      onFilter={(filter) => {
                        actions.setFilter(c.name, filter);
                        setSelected(new Set());
                      }}
                    />
                  </th>
                ))}
                {rowAction && <th style={{ whiteSpace: 'nowrap' }}>{rowAction.header}</th>}
              </tr>
            </thead>
            {rows.length > 0 && (
              <DataTableBody
                columns={columns}
                rows={rows}
                currency={currency}
                selectable={selectable}
                selected={selected}
                onToggle={(i) => {
                  const next = new Set(selected);
                  if (next.has(i)) next.delete(i);
                  else next.add(i);
                  setSelected(next);
                }}
                onRowClick={onRowClick}
                renderCell={renderCell}
                rowAction={rowAction}
                onOpenCell={setOpened}
              />
            )}
            {rows.length > 0 && showTotals && meta?.totals && (
              <tfoot>
                <TotalRow
                  columns={columns}
                  totals={meta.totals}
                  currency={currency}
                  leading={selectable}
                  trailing={rowAction !== undefined}
                />
              </tfoot>
            )}
          </Table>
          {rows.length === 0 && <TableStateMessage state="empty" />}
          <TableFooter
            page={state.page}
            rowsPerPage={state.rowsPerPage}
            filtered={meta?.subset_row_count ?? 0}
            total={meta?.row_count ?? 0}
            grouped={(base.group_by ?? []).length > 0}
            onPage={(p, count) => {
              actions.setPage(p, count);
              setSelected(new Set());
            }}
            onRowsPerPage={actions.setRowsPerPage}
          />
        </div>
      )}
      <CellModalHost systemId={Number(base.system_id)} opened={opened} onHide={() => setOpened(null)} />
      {exporting && (
        <CsvExportModal
          lastPayload={payload}
          columns={columns}
          fileName={exportName}
          onClose={() => setExporting(false)}
        />
      )}
    </div>
  );
}
