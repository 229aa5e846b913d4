import type { Sort } from '@spendlens/domain';
import { useCallback, useState } from 'react';
import { localStore } from '../../../storage/localStore';
import type { ColumnFilter, TableState } from '../types/TableState';
import { capRowsPerPage, clampPage, pageKeepingFirstRow } from '../utils/pagingFooterText';

export interface TableStateActions {
  setSort(sort: Sort | undefined): void;
  setFilter(col: string, filter: ColumnFilter | undefined): void;
  setPage(page: number, pageCount: number): void;
  setRowsPerPage(rows: number): void;
}

/**
 * Sort, filters, page and rows per page of one table (spec 01 §4 'Table paging'): sort, filter and
 * clear filter go back to page 1; a rows-per-page change keeps the first visible row visible and is
 * remembered locally (a stored value is capped at 100).
 */
export function useTableState(initial?: Partial<TableState>): [TableState, TableStateActions] {
  const [state, setState] = useState<TableState>({
    sort: initial?.sort,
    filters: initial?.filters ?? {},
    page: 1,
    rowsPerPage: capRowsPerPage(initial?.rowsPerPage ?? localStore.getRowsPerPage() ?? 100),
  });
  const setSort = useCallback((sort: Sort | undefined) => setState((s) => ({ ...s, sort, page: 1 })), []);
  const setFilter = useCallback(
    (col: string, filter: ColumnFilter | undefined) =>
      setState((s) => {
        const { [col]: _old, ...others } = s.filters;
        return { ...s, filters: filter ? { ...others, [col]: filter } : others, page: 1 };
      }),
    [],
  );
  const setPage = useCallback(
    (page: number, count: number) => setState((s) => ({ ...s, page: clampPage(page, count) })),
    [],
  );
  const setRowsPerPage = useCallback(
    (rows: number) =>
      setState((s) => {
        const rowsPerPage = capRowsPerPage(rows);
        localStore.setRowsPerPage(rowsPerPage);
        return { ...s, rowsPerPage, page: pageKeepingFirstRow(s.page, s.rowsPerPage, rowsPerPage) };
      }),
    [],
  );
  return [state, { setSort, setFilter, setPage, setRowsPerPage }];
}
