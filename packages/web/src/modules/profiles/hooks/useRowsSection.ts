import type { OpenedCell } from '@spendlens/domain';
import { useMemo } from 'react';
import type { RowsSection } from '../types/RowsModalSource';
import { rowsSectionColumns, rowsSectionPayload } from '../utils/rowsSectionQuery';
import { useAnalysisColumns } from './useAnalysisColumns';
import { useSummaryRows } from './useSummaryRows';

/** The rows of one section of a modal: its columns as the type presents them (GET schema), then its rows. */
export function useRowsSection(systemId: number, section: RowsSection, cell: OpenedCell) {
  const schema = useAnalysisColumns(systemId, section.module, section.analysis);
  const columns = useMemo(
    () => (schema.data ? rowsSectionColumns(section, schema.data) : undefined),
    [schema.data, section],
  );
  const payload = useMemo(
    () => (columns ? rowsSectionPayload(systemId, section, cell, columns) : undefined),
    [columns, systemId, section, cell],
  );
  const rows = useSummaryRows(payload);
  return {
    columns: columns ?? [],
    rows: rows.data?.data ?? [],
    total: rows.data?.meta.subset_row_count ?? 0,
    isPending: schema.isPending || rows.isPending,
    isError: schema.isError || rows.isError,
    error: schema.error ?? rows.error,
  };
}
