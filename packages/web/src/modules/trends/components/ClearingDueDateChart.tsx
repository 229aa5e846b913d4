import { formatNumber } from '@spendlens/domain';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { chartPalette } from '../../analysis-page/utils/chartPalette';

/**
 * Clearing date versus due date (spec 03 §2.8): per company code (x its code, x0 its name) the mean
 * days from due date to clearing; above 0 paid late on average.
 */
export function ClearingDueDateChart({ rows }: { rows: readonly Record<string, unknown>[] }) {
  return (
    <section className="mb-4" data-testid="clearing-due-date">
      <h2 className="h6">Clearing date versus due date per company code (mean days; above 0 is late)</h2>
      <ResponsiveContainer width="100%" height={300}>
        <BarChart data={[...rows]} margin={{ top: 10, right: 20, bottom: 10, left: 10 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="x" />
          <YAxis />
          <Tooltip
            formatter={(v) => formatNumber(Number(v), 1)}
            labelFormatter={(label, payload) => `${String(label)} ${String(payload?.[0]?.payload?.x0 ?? '')}`}
          />
          <ReferenceLine y={0} stroke="#495057" />
          <Bar
            dataKey="y"
            name="Clearing − Due Date (mean days)"
            fill={chartPalette[1]}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </section>
  );
}
