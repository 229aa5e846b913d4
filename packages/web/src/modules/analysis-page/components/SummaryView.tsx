import { nameColumnFor, type ColumnDefinition, type ModulePage, type Row } from '@spendlens/domain';
import { useMemo, useState } from 'react';
import { DataTable } from '../../data-table/components/DataTable';
import type { TableQueryBase } from '../../data-table/utils/tablePayload';
import { dateGroupOptions } from '../utils/dateGroupOptions';
import { DateGroupRadio } from './DateGroupRadio';
import { ViewByPills } from './ViewByPills';

type SummaryTable = NonNullable<ModulePage['summaryTable']>;

interface SummaryViewProps {
  scope: TableQueryBase;
  summary: SummaryTable;
  detailColumns: readonly ColumnDefinition[];
  currency: string | null | undefined;
  exportName: string;
  onShowDetails(groupColumns: string[], row: Row): void;
}

/**
 * The summary table (spec 02 §2): grouped by the view-by column (pills) — a vendor or company code
 * with its name beside it — a 'Date to Group By' radio where month, quarter or year apply, and a row
 * click opening the detail for that group.
 */
export function SummaryView({
  scope,
  summary,
  detailColumns,
  currency,
  exportName,
  onShowDetails,
}: SummaryViewProps) {
  const [viewBy, setViewBy] = useState(summary.viewByList[0]!.name);
  const dateOptions = dateGroupOptions(viewBy, detailColumns);
  const [dateGroup, setDateGroup] = useState<string | undefined>(undefined);
  const groupCol = dateOptions.length > 0 && dateGroup ? dateGroup : viewBy;
  const viewByItem = summary.viewByList.find((v) => v.name === viewBy);
  // a vendor or company code is shown with its name beside the id
  const nameCol = groupCol === viewBy ? nameColumnFor(groupCol, detailColumns) : undefined;

  const base = useMemo<TableQueryBase>(
    () => ({
      ...scope,
      group_by: nameCol ? [groupCol, nameCol] : [groupCol],
      aggregate: summary.aggregate?.map((a) => ({ col: a.col, fn: [a.fn], alias: [a.alias] })) ?? [],
      keep_groupby_nan: true,
    }),
    [scope, groupCol, nameCol, summary.aggregate],
  );
  const columns = useMemo<ColumnDefinition[]>(() => {
    const source = detailColumns.find((c) => c.name === groupCol);
    const label = dateOptions.find((o) => o.name === groupCol)?.label ?? viewByItem?.displayName ?? groupCol;
    const name = nameCol ? detailColumns.find((c) => c.name === nameCol) : undefined;
    return [
      {
        name: groupCol,
        displayName: label,
        dataType: source?.dataType ?? 'string',
        // the group of the rows without a value (a blank payment method) is named, not an empty row
        blankText: '(blank)',
        // a vendor or company code group opens its profile, as its detail cells do (spec 03 §2.2)
        ...(source?.opens ? { opens: source.opens } : {}),
      },
      ...(name ? [{ name: name.name, displayName: name.displayName, dataType: name.dataType }] : []),
      ...summary.columns,
    ];
  }, [detailColumns, groupCol, nameCol, summary.columns, viewByItem, dateOptions]);
  const sortField =
    summary.sortField && columns.some((c) => c.name === summary.sortField)
      ? summary.sortField
      : summary.columns[0]?.name;
  const initialSort = sortField
    ? {
        col_alias: sortField,
        order:
          sortField === summary.sortField && summary.sortOrder
            ? summary.sortOrder
            : sortField === groupCol
              ? ('asc' as const)
              : ('desc' as const),
      }
    : undefined;

  return (
    <div data-testid="summary-view">
      {summary.viewByList.length > 1 && (
        <ViewByPills
          items={summary.viewByList}
          value={viewBy}
          onChange={(name) => {
            setViewBy(name);
            setDateGroup(undefined);
          }}
        />
      )}
      {dateOptions.length > 0 && (
        <DateGroupRadio options={dateOptions} value={groupCol} onChange={setDateGroup} />
      )}
      <DataTable
        key={groupCol}
        base={base}
        columns={columns}
        currency={currency}
        exportName={`${exportName}-summary.csv`}
        initialSort={initialSort}
        onRowClick={(row) => onShowDetails([groupCol], row)}
        testId="summary-table"
      />
    </div>
  );
}
