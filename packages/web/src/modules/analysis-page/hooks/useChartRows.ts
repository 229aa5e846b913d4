import type { ModulePage, SummaryRequestInput, SummaryResponse } from '@spendlens/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { TableQueryBase } from '../../data-table/utils/tablePayload';
import { fetchSummary } from '../../summary/hooks/useSummaries';

type Chart = NonNullable<ModulePage['chart']>;

/**
 * The chart's points: the measures aggregated per x value, in x order (first 1000 values); with
 * `nameColumn`, each point carries the name of its x (a vendor's name beside its id); with the
 * chart's `series`, per x and series value.
 */
export function useChartRows(scope: TableQueryBase, chart: Chart, nameColumn?: string) {
  const payload = useMemo<SummaryRequestInput>(
    () => ({
      ...scope,
      // a series chart: the first measure per x and series value (one line per series value)
      group_by: chart.series ? [chart.x, chart.series] : nameColumn ? [chart.x, nameColumn] : [chart.x],
      aggregate: chart.measures.map((m) => ({ col: m.col, fn: [m.fn], alias: [m.alias] })),
      sort: { col_alias: chart.x, order: 'asc' },
      page_number: 0,
      page_rows: 1000,
    }),
    [scope, chart, nameColumn],
  );
  return useQuery<SummaryResponse | null, Error>({
    queryKey: ['summary', payload],
    queryFn: ({ signal }) => fetchSummary(payload, signal),
  });
}
