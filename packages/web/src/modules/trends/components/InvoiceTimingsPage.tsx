import { messages, type SummaryResponse } from '@spendlens/domain';
import { useQuery } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import { useReadySelection } from '../../selection/hooks/useReadySelection';
import { LoadingMessage } from '../../shell/components/LoadingMessage';
import { fetchSummary } from '../../summary/hooks/useSummaries';
import { useChartData } from '../hooks/useChartData';
import { chartRows } from '../utils/chartRows';
import { timingsTrendPayload } from '../utils/timingsTrendPayload';
import { ClearingDueDateChart } from './ClearingDueDateChart';
import { ProcessingBubbleChart } from './ProcessingBubbleChart';
import { ProcessingDaysView } from './ProcessingDaysView';
import { TimingsTrendChart } from './TimingsTrendChart';

/**
 * /trends/invoice_timings (spec 03 §2.8): the timings trend, the processing days (overview and
 * rankings) with their bubbles, and clearing versus due date — 'Loading...' until the three charts
 * have loaded, 'No results to show' when none has data.
 */
export function InvoiceTimingsPage() {
  const { system } = useReadySelection();
  const trend = useQuery<SummaryResponse | null, Error>({
    queryKey: ['summary', timingsTrendPayload(system.id)],
    queryFn: ({ signal }) => fetchSummary(timingsTrendPayload(system.id), signal),
  });
  const bubbles = useChartData(system.id, 'metrics_invoice_processing_days_vs_count_and_sum', (d) =>
    chartRows(d, 'chartData', 'chart'),
  );
  const clearing = useChartData(system.id, 'metrics_invoice_clearing_date_due_date', (d) =>
    chartRows(d, 'chartData', 'chart'),
  );
  const all = [trend, bubbles, clearing];
  if (all.some((q) => q.isPending)) return <LoadingMessage />;
  if (all.some((q) => q.isError))
    return (
      <Alert variant="danger" className="m-3">
        {messages.chartLoadError}
      </Alert>
    );
  const trendRows = trend.data?.data ?? [];
  const bubbleRows = bubbles.data ?? [];
  const clearingRows = clearing.data ?? [];
  if (trendRows.length === 0 && bubbleRows.length === 0 && clearingRows.length === 0) {
    return (
      <p className="p-3" data-testid="invoice-timings-empty">
        {messages.noResults}
      </p>
    );
  }
  return (
    <div className="p-3" data-testid="invoice-timings">
      <TimingsTrendChart rows={trendRows} />
      <ProcessingDaysView systemId={system.id} />
      <ProcessingBubbleChart rows={bubbleRows} />
      <ClearingDueDateChart rows={clearingRows} />
    </div>
  );
}
