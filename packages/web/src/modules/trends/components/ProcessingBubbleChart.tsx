import { formatLargeNumber, formatNumber } from '@spendlens/domain';
import { useState } from 'react';
import Nav from 'react-bootstrap/Nav';
import {
  CartesianGrid,
  ResponsiveContainer,
  Scatter,
  ScatterChart,
  Tooltip,
  XAxis,
  YAxis,
  ZAxis,
} from 'recharts';
import { chartPalette } from '../../analysis-page/utils/chartPalette';

/**
 * Processing days against invoice count or value (spec 03 §2.8): one bubble per company code (the top
 * 10 by invoices), x the mean days from invoice date to clearing, y the count or the value, the
 * bubble sized by the other.
 */
export function ProcessingBubbleChart({ rows }: { rows: readonly Record<string, unknown>[] }) {
  const [measure, setMeasure] = useState<'count' | 'value'>('count');
  const other = measure === 'count' ? 'value' : 'count';
  const data = rows.map((r) => ({
    ...r,
    count: Number(r['count']),
    value: Number(r['value']),
    x: Number(r['x']),
  }));
  return (
    <section className="mb-4" data-testid="processing-bubbles">
      <h2 className="h6">Processing days versus invoices per company code</h2>
      <Nav
        variant="pills"
        activeKey={measure}
        onSelect={(k) => k && setMeasure(k as 'count' | 'value')}
        className="mb-2"
      >
        <Nav.Item>
          <Nav.Link eventKey="count">Invoice count</Nav.Link>
        </Nav.Item>
        <Nav.Item>
          <Nav.Link eventKey="value">Invoice value</Nav.Link>
        </Nav.Item>
      </Nav>
      <ResponsiveContainer width="100%" height={320}>
        <ScatterChart margin={{ top: 10, right: 20, bottom: 20, left: 10 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis
            type="number"
            dataKey="x"
            name="Invoice Date to Clearing (mean days)"
            label={{ value: 'mean days, invoice date to clearing', position: 'insideBottom', offset: -10 }}
          />
          <YAxis
            type="number"
            dataKey={measure}
            name={measure === 'count' ? 'Invoices' : 'Value'}
            tickFormatter={(v: number) => formatLargeNumber(v)}
          />
          <ZAxis
            type="number"
            dataKey={other}
            range={[60, 600]}
            name={other === 'count' ? 'Invoices' : 'Value'}
          />
          <Tooltip formatter={(v) => formatNumber(Number(v), 1)} />
          <Scatter
            data={data}
            name="Company codes"
            fill={chartPalette[0]}
            fillOpacity={0.6}
            isAnimationActive={false}
          />
        </ScatterChart>
      </ResponsiveContainer>
    </section>
  );
}
