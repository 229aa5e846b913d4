import { formatNumber, messages, type Row, type SummaryResponse } from '@spendlens/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { chartPalette } from '../../analysis-page/utils/chartPalette';
import { fetchSummary } from '../../summary/hooks/useSummaries';
import { useChartData } from '../hooks/useChartData';
import { chartRows } from '../utils/chartRows';
import { minRankedInvoices, processingRankingPayload } from '../utils/processingRankingPayload';
import { processingViews, type ProcessingView } from '../utils/processingViews';
import { rankingMeasure } from '../utils/rankingMeasure';

const overviewMeasures = [
  { key: 'meanInvoiceDateToCreatedDate', label: 'Invoice Date to Entry' },
  { key: 'meanPostingDateToClearingDate', label: 'Posting to Clearing' },
  { key: 'meanInvoiceDateToClearingDate', label: 'Invoice Date to Clearing' },
] as const;

/**
 * Invoice processing days (spec 03 §2.8): the Overview of the top 10 company codes (with the
 * company's means), or the 10 slowest or fastest invoice creators or processors.
 */
export function ProcessingDaysView({ systemId }: { systemId: number }) {
  const [view, setView] = useState<ProcessingView>('overview');
  const overview = useChartData(systemId, 'metrics_invoice_processing_days', (d) => d);
  const ranking = useQuery<SummaryResponse | null, Error>({
    queryKey: ['summary', 'processing-ranking', systemId, view],
    enabled: view !== 'overview',
    queryFn: ({ signal }) =>
      view === 'overview'
        ? Promise.resolve(null)
        : fetchSummary(processingRankingPayload(systemId, view), signal),
  });
  const company = (overview.data as { theCompany?: Row | null } | null)?.theCompany ?? null;

  const chart = (() => {
    if (view === 'overview') {
      if (overview.isPending) return <p>{messages.loading}</p>;
      if (overview.isError) return <Alert variant="danger">{messages.chartLoadError}</Alert>;
      const rows = chartRows(overview.data, 'companyCodes');
      if (rows.length === 0) return <p>{messages.noResults}</p>;
      return (
        <>
          {company && (
            <p className="small text-body-secondary mb-1" data-testid="processing-company">
              Whole company:{' '}
              {overviewMeasures
                .map((m) => `${m.label} ${formatNumber(Number(company[m.key]), 1)}`)
                .join(' · ')}{' '}
              days, {formatNumber(Number(company['countOfInvoices']))} invoices
            </p>
          )}
          <ResponsiveContainer width="100%" height={320}>
            <BarChart data={rows} margin={{ top: 10, right: 20, bottom: 10, left: 10 }}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="company_code" />
              <YAxis label={{ value: 'mean days', angle: -90, position: 'insideLeft' }} />
              <Tooltip formatter={(v) => formatNumber(Number(v), 1)} />
              <Legend />
              {overviewMeasures.map((m, i) => (
                <Bar
                  key={m.key}
                  dataKey={m.key}
                  name={m.label}
                  fill={chartPalette[i]}
                  isAnimationActive={false}
                />
              ))}
            </BarChart>
          </ResponsiveContainer>
        </>
      );
    }
    if (ranking.isPending) return <p>{messages.loading}</p>;
    if (ranking.isError) return <Alert variant="danger">{messages.chartLoadError}</Alert>;
    const rows = ranking.data?.data ?? [];
    if (rows.length === 0) return <p>{messages.noResults}</p>;
    const measure = rankingMeasure(view);
    return (
      <>
        <p className="small text-body-secondary mb-1">
          {measure.label} per user who entered at least {minRankedInvoices} invoices with it.
        </p>
        <ResponsiveContainer width="100%" height={320}>
          <BarChart data={rows} layout="vertical" margin={{ top: 10, right: 20, bottom: 10, left: 40 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis type="number" />
            <YAxis type="category" dataKey="created_by" width={120} />
            <Tooltip formatter={(v) => formatNumber(Number(v), 1)} />
            <Bar dataKey="days" name={measure.label} fill={chartPalette[4]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </>
    );
  })();

  return (
    <section className="mb-4" data-testid="processing-days">
      <h2 className="h6">Invoice processing days</h2>
      <ButtonGroup size="sm" className="mb-2 flex-wrap">
        {processingViews.map((v) => (
          <Button
            key={v.key}
            variant={view === v.key ? 'primary' : 'outline-primary'}
            onClick={() => setView(v.key)}
            aria-pressed={view === v.key}
          >
            {v.label}
          </Button>
        ))}
      </ButtonGroup>
      <div data-testid={`processing-view-${view}`}>{chart}</div>
    </section>
  );
}
