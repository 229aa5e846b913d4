import { formatDate, formatPercent, formatUnitPrice, messages } from '@spendlens/domain';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { chartPalette } from '../../analysis-page/utils/chartPalette';
import { useChartData } from '../hooks/useChartData';
import type { MaterialSeries } from '../types/MaterialSeries';
import { seriesQuery } from '../utils/seriesQuery';

interface PricingSeries {
  meta: Record<string, unknown>;
  charts: { chartName: string; chartData: { x: string; y: number; pctChange: number | null }[] }[];
}

const seriesOf = (data: unknown): PricingSeries[] =>
  Array.isArray((data as { series?: unknown })?.series) ? (data as { series: PricingSeries[] }).series : [];

/**
 * The price trends of one material and vendor (spec 03 §2.7): one chart per series (company code and
 * currency) of GET chart/:system/metrics_materials_pricing, with its min, max and standard deviation.
 */
export function MaterialTrendCharts({ systemId, series }: { systemId: number; series: MaterialSeries }) {
  const answer = useChartData(systemId, 'metrics_materials_pricing', seriesOf, seriesQuery(series));
  if (answer.isPending) return <p>{messages.loading}</p>;
  if (answer.isError) return <Alert variant="danger">{messages.chartLoadError}</Alert>;
  const list = answer.data ?? [];
  if (list.length === 0) return <p>{messages.noResults}</p>;
  return (
    <div data-testid="material-trends">
      {list.map((s) => {
        const currency = String(s.meta['currency'] ?? 'EUR');
        return s.charts.map((chart) => (
          <Card key={chart.chartName} className="mb-3" data-testid="material-trend">
            <Card.Body>
              <Card.Title as="h3" className="h6">
                {chart.chartName}: {String(s.meta['vendorName'] ?? '')}
              </Card.Title>
              <p className="small text-body-secondary mb-2">
                Min {formatUnitPrice(Number(s.meta['min']), currency)} · Max{' '}
                {formatUnitPrice(Number(s.meta['max']), currency)} · Std. deviation{' '}
                {formatUnitPrice(Number(s.meta['std'] ?? 0), currency)} · {chart.chartData.length} prices
              </p>
              <ResponsiveContainer width="100%" height={260}>
                <LineChart data={chart.chartData} margin={{ top: 10, right: 20, bottom: 10, left: 10 }}>
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis dataKey="x" tickFormatter={(v: string) => formatDate(v)} />
                  <YAxis domain={['auto', 'auto']} />
                  <Tooltip
                    labelFormatter={(v) => `PO Date ${formatDate(String(v))}`}
                    formatter={(v, _n, item) => [
                      `${formatUnitPrice(Number(v), currency)} (${formatPercent(Number(item.payload?.pctChange ?? 0))} change)`,
                      `Unit Price (${currency})`,
                    ]}
                  />
                  <Line
                    type="stepAfter"
                    dataKey="y"
                    stroke={chartPalette[0]}
                    isAnimationActive={false}
                    name={`Unit Price (${currency})`}
                  />
                </LineChart>
              </ResponsiveContainer>
            </Card.Body>
          </Card>
        ));
      })}
    </div>
  );
}
