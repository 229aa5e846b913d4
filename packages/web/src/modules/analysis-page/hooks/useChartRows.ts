import type { ModulePage, SummaryResponse } from '@spendlens/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { TableQueryBase } from '../../data-table/utils/tablePayload';
import { fetchSummary } from '../../summary/hooks/useSummaries';
import { chartPayload, type ChartRanking } from '../utils/chartPayload';

type Chart = NonNullable<ModulePage['chart']>;

/**
 * The chart's points: the measures aggregated per x value, in x order (first 1000 values), or the
 * top-n x values of a `ranking`; with `nameColumn`, each point carries the name of its x (a vendor's
 * name beside its id); with the chart's `series`, per x and series value.
 */
export function useChartRows(
  scope: TableQueryBase,
  chart: Chart,
  nameColumn?: string,
  ranking?: ChartRanking,
) {
  const payload = useMemo(
    () => chartPayload(scope, chart, nameColumn, ranking),
    [scope, chart, nameColumn, ranking],
  );
  return useQuery<SummaryResponse | null, Error>({
    queryKey: ['summary', payload],
    queryFn: ({ signal }) => fetchSummary(payload, signal),
  });
}
