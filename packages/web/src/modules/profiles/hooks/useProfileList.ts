import { useMemo } from 'react';
import type { ProfileEntity, ProfileList } from '../utils/profileLists';
import { profileListColumns, profileListPayload } from '../utils/profileListQuery';
import { useAnalysisColumns } from './useAnalysisColumns';
import { useSummaryRows } from './useSummaryRows';

/**
 * One list of a profile's Transactions tab: its columns as the system type presents them (GET
 * schema), then its rows (POST /summary, the latest 1000). `extraColumns` are read but not shown
 * (what the invoice options test).
 */
export function useProfileList(
  systemId: number,
  list: ProfileList,
  entity: ProfileEntity,
  id: string,
  extraColumns: readonly string[] = [],
) {
  const schema = useAnalysisColumns(systemId, list.module, list.analysis);
  const columns = useMemo(
    () => (schema.data ? profileListColumns(list, entity, schema.data) : undefined),
    [schema.data, list, entity],
  );
  const payload = useMemo(() => {
    if (!columns) return undefined;
    const shown = new Set(columns.map((c) => c.name));
    const present = new Set(schema.data?.map((c) => c.name));
    const extra = extraColumns.filter((c) => present.has(c) && !shown.has(c));
    return profileListPayload(systemId, list, entity, id, columns, extra);
  }, [columns, schema.data, extraColumns, systemId, list, entity, id]);
  const rows = useSummaryRows(payload);
  return {
    columns: columns ?? [],
    data: rows.data,
    isPending: schema.isPending || rows.isPending,
    isError: schema.isError || rows.isError,
    error: schema.error ?? rows.error,
  };
}
