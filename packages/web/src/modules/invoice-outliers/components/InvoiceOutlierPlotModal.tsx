import { formatDate, formatNumber, messages, outlierPlotSchema, type OpenedCell } from '@spendlens/domain';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import {
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Scatter,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { chartPalette } from '../../analysis-page/utils/chartPalette';
import { CellLinkButton } from '../../cell-links/components/CellLinkButton';
import { CellModalHost } from '../../cell-links/components/CellModalHost';
import { useChartData } from '../../trends/hooks/useChartData';
import { outlierPlotPoints, type OutlierPlotPoint } from '../utils/outlierPlotPoints';
import { OutlierNumbersTable } from './OutlierNumbersTable';

const parsePlot = (data: unknown) => outlierPlotSchema.parse(data);

/**
 * The outlier plot of one invoice (spec 02 'Invoice numbers out of sequence (view outlier link)',
 * spec 03 'Outlier-plot modal'): its vendor's invoice numbers of one numbering format against date in
 * its company code and year, the least-squares line, the outliers in red and the invoice asked for
 * ringed; under the chart the table of the invoices around each outlier (OutlierNumbersTable).
 */
export function InvoiceOutlierPlotModal({
  systemId,
  invoiceId,
  onHide,
}: {
  systemId: number;
  invoiceId: string;
  onHide(): void;
}) {
  const answer = useChartData(
    systemId,
    'invoice_outlier_plot',
    parsePlot,
    `?id=${encodeURIComponent(invoiceId)}`,
  );
  const plot = answer.data ?? null;
  const points = plot ? outlierPlotPoints(plot) : [];
  const selected = points.find((p) => p.selected);
  // the vendor's profile, opened from its id above the plot (spec 03 §2.2)
  const [opened, setOpened] = useState<OpenedCell | null>(null);
  return (
    <Modal show onHide={onHide} size="xl" centered>
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5">
          Invoice numbers out of sequence
        </Modal.Title>
      </Modal.Header>
      <Modal.Body data-testid="outlier-plot">
        {answer.isPending && <p>{messages.loading}</p>}
        {answer.isError && <Alert variant="danger">{messages.chartLoadError}</Alert>}
        {!answer.isPending && !answer.isError && !plot && <p>{messages.noResults}</p>}
        {plot && (
          <>
            <p className="mb-2" data-testid="outlier-plot-series">
              {plot.vendor_name ?? plot.vendor_id} (
              <CellLinkButton
                cell={{
                  modal: 'vendor_profile',
                  value: plot.vendor_id,
                  context: {},
                  row: { vendor_id: plot.vendor_id, vendor_name: plot.vendor_name },
                }}
                label={plot.vendor_id}
                onOpen={setOpened}
              />
              ) in company code {plot.company_code}
              {plot.company_name ? ` ${plot.company_name}` : ''}, invoices dated {plot.invoice_year}:{' '}
              {formatNumber(plot.series_size)} invoice numbers of the form{' '}
              <code>{plot.series_id.split(' | ').at(-1)}</code>, {plot.outlier_index.length} out of sequence.
            </p>
            {selected && (
              <p className="small" data-testid="outlier-plot-selected">
                Invoice <strong>{selected.externalId}</strong> of {formatDate(selected.date)}: number{' '}
                {String(selected.number)}, expected about {formatNumber(selected.fit)} on its date
                {selected.lateEarly ? ` (${selected.lateEarly})` : ''}.
              </p>
            )}
            <ResponsiveContainer width="100%" height={380}>
              <ComposedChart data={points} margin={{ top: 10, right: 20, bottom: 10, left: 20 }}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis
                  dataKey="x"
                  type="number"
                  domain={['dataMin', 'dataMax']}
                  tickCount={8}
                  tickFormatter={(v: number) => formatDate(new Date(v).toISOString().slice(0, 10))}
                />
                <YAxis dataKey="number" type="number" domain={['auto', 'auto']} width={90} />
                <Tooltip
                  labelFormatter={(v) =>
                    `Invoice date ${formatDate(new Date(Number(v)).toISOString().slice(0, 10))}`
                  }
                  formatter={(value, name, item) => {
                    const p = item.payload as OutlierPlotPoint;
                    return name === 'Expected number'
                      ? [formatNumber(Number(value)), name]
                      : [
                          `${p.externalId} (${String(p.number)})${p.outlier ? ` — ${p.lateEarly ?? 'outlier'}` : ''}`,
                          name,
                        ];
                  }}
                />
                <Legend />
                <Line
                  dataKey="fit"
                  name="Expected number"
                  stroke={chartPalette[1]}
                  dot={false}
                  isAnimationActive={false}
                />
                <Scatter
                  dataKey="number"
                  name="Invoice number"
                  fill={chartPalette[0]}
                  isAnimationActive={false}
                  shape={(props: { cx?: number; cy?: number; payload?: OutlierPlotPoint }) => (
                    <circle
                      cx={props.cx}
                      cy={props.cy}
                      r={props.payload?.selected ? 7 : 4}
                      fill={props.payload?.outlier ? '#c0392b' : chartPalette[0]}
                      stroke={props.payload?.selected ? '#000' : 'none'}
                      strokeWidth={2}
                      data-testid={props.payload?.outlier ? 'outlier-point' : 'series-point'}
                    />
                  )}
                />
              </ComposedChart>
            </ResponsiveContainer>
            <OutlierNumbersTable points={points} />
          </>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onHide}>
          Close
        </Button>
      </Modal.Footer>
      <CellModalHost systemId={systemId} opened={opened} onHide={() => setOpened(null)} />
    </Modal>
  );
}
