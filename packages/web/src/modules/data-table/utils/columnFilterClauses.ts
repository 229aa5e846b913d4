import type { DataType, Filter, FilterClause, FilterGroup, Scalar } from '@spendlens/domain';
import type { ColumnFilter, CustomFilterItem } from '../types/TableState';
import { filterTypeOperators, isDateType } from './filterTypesFor';

const numericTypes: DataType[] = [
  'number',
  'currency',
  '%',
  '%100',
  'percentile',
  'datediff',
  'daystonow',
  'mean_invoice_time',
];

/** A dd/MM/yyyy picker value as the ISO date the server compares with ('05/03/2024' → '2024-03-05'). */
export function pickerDateToIso(value: string): string {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim());
  if (!match) return value.trim();
  const [, d, m, y] = match;
  return `${y}-${m!.padStart(2, '0')}-${d!.padStart(2, '0')}`;
}

/** The typed value of one custom filter for a column of this data type. */
export function customFilterValue(item: CustomFilterItem, dataType: DataType): Scalar {
  if (isDateType(dataType)) return pickerDateToIso(item.value);
  if (numericTypes.includes(dataType)) {
    const n = Number(item.value.trim());
    return item.value.trim() !== '' && Number.isFinite(n) ? n : item.value;
  }
  if (dataType === 'yesno' || dataType === 'noyes') {
    const v = item.value.trim().toLowerCase();
    // 'x' and 'y' are the ERP markers of a flag (spec 03 §9 'Filter markers': SAP "X", Oracle "Y")
    if (['yes', 'true', '1', 'y', 'x'].includes(v)) return true;
    if (['no', 'false', '0', 'n'].includes(v)) return false;
  }
  return item.value;
}

function customClause(col: string, item: CustomFilterItem, dataType: DataType): FilterClause {
  const op = filterTypeOperators[item.filterType];
  return op === 'isnull' ? { col, op } : { col, op, val: customFilterValue(item, dataType) };
}

/** The filter groups one column's filter stands for in POST /summary `filter`. */
export function columnFilterGroups(col: string, filter: ColumnFilter, dataType: DataType): FilterGroup[] {
  if (filter.kind === 'values') {
    return [
      { clause_connector: '&', group_connector: '&', clauses: [{ col, op: filter.op, val: filter.values }] },
    ];
  }
  return filter.groups
    .filter((g) => g.filters.length > 0)
    .map((g, i) => ({
      clause_connector: g.clause_connector,
      group_connector: i === 0 ? '&' : g.group_connector,
      clauses: g.filters.map((item) => customClause(col, item, dataType)),
    }));
}

/**
 * The POST /summary filter of every column filter of a table, plus fixed groups (a drill-down's group
 * values, page options). Groups join left to right, so custom filters (which may hold 'or' group
 * connectors) come first, and every later group joins with 'and': (custom) & fixed & values.
 */
export function tableFilter(
  filters: Record<string, ColumnFilter>,
  dataTypes: Record<string, DataType>,
  fixed: FilterGroup[] = [],
): Filter {
  const entries = Object.entries(filters);
  const custom = entries.filter(([, f]) => f.kind === 'custom');
  const values = entries.filter(([, f]) => f.kind === 'values');
  const groups: FilterGroup[] = [];
  for (const [col, filter] of custom) {
    const own = columnFilterGroups(col, filter, dataTypes[col] ?? 'string');
    // a second custom column joins the first with 'and' as a whole only when it has one group
    groups.push(
      ...own.map((g, i) => (i === 0 && groups.length > 0 ? { ...g, group_connector: '&' as const } : g)),
    );
  }
  groups.push(...fixed.map((g) => ({ ...g, group_connector: '&' as const })));
  for (const [col, filter] of values)
    groups.push(...columnFilterGroups(col, filter, dataTypes[col] ?? 'string'));
  return groups;
}
