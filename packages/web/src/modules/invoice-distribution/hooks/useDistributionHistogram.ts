import type { SummaryResponse } from '@spendlens/domain';
import { useQuery } from '@tanstack/react-query';
import { fetchSummary } from '../../summary/hooks/useSummaries';
import type { SelectionPayload } from '../../selection/utils/selectionPayload';
import type { DistributionRowType } from '../types/DistributionTable';
import {
  barsPayload,
  fullWindow,
  histogramBars,
  histogramEdges,
  windowPayload,
  type HistogramBar,
  type ValueWindow,
} from '../utils/distributionHistogram';

export interface DistributionHistogram {
  /** The window shown: the zoomed one, else every invoice of the type; undefined without invoices. */
  window: ValueWindow | undefined;
  bars: HistogramBar[];
  /** Invoices in the window (the view-window card). */
  count: number;
  isPending: boolean;
  error: Error | null;
}

/**
 * The histogram of a document type: first its full value window (least and greatest amount), then
 * the invoices per bar of the window shown — `zoomed`, or the full one — in at most `maxBars` bars.
 */
export function useDistributionHistogram(
  scope: SelectionPayload,
  source: { module: string; analysis: string },
  type: DistributionRowType,
  zoomed: ValueWindow | undefined,
  maxBars: number,
): DistributionHistogram {
  const full = useQuery<SummaryResponse | null, Error>({
    queryKey: ['summary', windowPayload(scope, source, type)],
    queryFn: ({ signal }) => fetchSummary(windowPayload(scope, source, type), signal),
    enabled: zoomed === undefined,
  });
  const window = zoomed ?? (full.data ? fullWindow(full.data.data) : undefined);
  const edges = window ? histogramEdges(window, maxBars) : [];
  const bars = useQuery<SummaryResponse | null, Error>({
    queryKey: ['summary', window ? barsPayload(scope, source, type, window, edges) : null],
    queryFn: ({ signal }) => fetchSummary(barsPayload(scope, source, type, window!, edges), signal),
    enabled: window !== undefined,
  });
  const shown = window && bars.data !== undefined ? histogramBars(bars.data?.data ?? [], edges, window) : [];
  const noInvoices = zoomed === undefined && full.isSuccess && window === undefined;
  return {
    window,
    bars: shown,
    count: shown.reduce((sum, bar) => sum + bar.count, 0),
    isPending: !noInvoices && (window === undefined ? full.isPending : bars.isPending),
    error: full.error ?? bars.error ?? null,
  };
}
