import { formatNumber, type Row } from '@spendlens/domain';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import {
  Bar,
  Brush,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { chartPalette, chartWindow } from '../../analysis-page/utils/chartPalette';
import { timingLines, type TimingLineKey } from '../utils/timingLines';
import { toggleLine } from '../utils/toggleLine';

const allLines = timingLines.map((l) => l.key);

/**
 * The invoice timings trend (spec 03 §2.8): invoices per posting month as bars, and the five mean
 * timings as lines, each toggled on or off (all on at first); a scroll window over the last 12 months.
 */
export function TimingsTrendChart({ rows }: { rows: readonly Row[] }) {
  const [shown, setShown] = useState<TimingLineKey[]>(allLines);
  const scrollWindow = chartWindow(rows.length, 'year_month');
  return (
    <section className="mb-4" data-testid="timings-trend">
      <h2 className="h6">Invoice timings per posting month (mean days)</h2>
      <div className="d-flex flex-wrap gap-3 mb-2" data-testid="timing-toggles">
        {timingLines.map((l) => (
          <Form.Check
            key={l.key}
            type="switch"
            id={`timing-${l.key}`}
            label={`${l.label} (${l.key})`}
            checked={shown.includes(l.key)}
            onChange={() => setShown(toggleLine(shown, l.key, allLines))}
          />
        ))}
      </div>
      <div style={{ width: '100%', height: 360 }}>
        <ResponsiveContainer>
          <ComposedChart data={[...rows]} margin={{ top: 10, right: 20, bottom: 10, left: 10 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="year_month" />
            <YAxis yAxisId="days" label={{ value: 'days', angle: -90, position: 'insideLeft' }} />
            <YAxis yAxisId="invoices" orientation="right" />
            <Tooltip formatter={(v) => formatNumber(Number(v), 1)} />
            <Legend />
            <Bar
              yAxisId="invoices"
              dataKey="invoices"
              name="No. of Invoices"
              fill="#d8dee9"
              isAnimationActive={false}
            />
            {timingLines.map((l, i) =>
              shown.includes(l.key) ? (
                <Line
                  key={l.key}
                  yAxisId="days"
                  type="monotone"
                  dataKey={l.key}
                  name={l.label}
                  stroke={chartPalette[i % chartPalette.length]}
                  dot={false}
                  isAnimationActive={false}
                  className={`timing-line-${l.key}`}
                />
              ) : null,
            )}
            {scrollWindow && (
              <Brush
                dataKey="year_month"
                height={20}
                startIndex={scrollWindow.startIndex}
                endIndex={scrollWindow.endIndex}
              />
            )}
          </ComposedChart>
        </ResponsiveContainer>
      </div>
    </section>
  );
}
