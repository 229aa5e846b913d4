import { formatCurrency, type DashboardWidgetData } from '@spendlens/domain';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { chartPalette } from '../../analysis-page/utils/chartPalette';

const bars = [
  { key: 'found_value', name: 'Found', colour: chartPalette[1] },
  { key: 'confirmed_value', name: 'Confirmed', colour: chartPalette[0] },
  { key: 'recovered_value', name: 'Recovered', colour: chartPalette[2] },
] as const;

/** Found, confirmed and recovered value per month, side by side (the duplicate_payments widget). */
export function DuplicatePaymentsChart({
  months,
  currency,
}: {
  months: DashboardWidgetData<'duplicate_payments'>['months'];
  currency: string | null;
}) {
  return (
    <div style={{ width: '100%', height: 280 }} data-testid="duplicate-payments-chart">
      <ResponsiveContainer>
        <BarChart data={[...months]} margin={{ top: 10, right: 20, bottom: 10, left: 20 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="year_month" />
          <YAxis tickFormatter={(v) => formatCurrency(Number(v), currency, 0)} width={90} />
          <Tooltip formatter={(v) => formatCurrency(Number(v), currency)} />
          <Legend />
          {bars.map((b) => (
            <Bar key={b.key} dataKey={b.key} name={b.name} fill={b.colour} isAnimationActive={false} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
