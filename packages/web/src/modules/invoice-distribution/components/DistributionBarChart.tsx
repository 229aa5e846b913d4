import { currencySymbol, formatLargeNumber } from '@spendlens/domain';
import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { DistributionChartDatum } from '../utils/distributionChartData';
import { DistributionChartTooltip } from './DistributionChartTooltip';

/** The histogram of invoice counts per value range. */
export function DistributionBarChart({
  data,
  currency,
}: {
  data: DistributionChartDatum[];
  currency: string;
}) {
  return (
    <div className="distribution-chart" data-testid="distribution-chart">
      <ResponsiveContainer width="100%" height={380}>
        <BarChart data={data} margin={{ top: 24, right: 16, bottom: 24, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="bin"
            tickLine={false}
            label={{
              value: `Value range (${currencySymbol(currency)})`,
              position: 'insideBottom',
              offset: -16,
            }}
          />
          <YAxis
            allowDecimals={false}
            tickFormatter={(value: number) => formatLargeNumber(value)}
            label={{ value: 'No of Invoices', angle: -90, position: 'insideLeft', offset: 4 }}
            width={72}
          />
          <Tooltip
            cursor={{ fill: 'rgba(13, 110, 253, 0.08)' }}
            content={(props) => (
              <DistributionChartTooltip
                datum={props.payload[0]?.payload as DistributionChartDatum | undefined}
                currency={currency}
              />
            )}
          />
          <Bar
            dataKey="count"
            name="No of Invoices"
            fill="#0d6efd"
            radius={[4, 4, 0, 0]}
            maxBarSize={80}
            isAnimationActive={false}
          >
            <LabelList
              dataKey="count"
              position="top"
              formatter={(value) => formatLargeNumber(Number(value))}
              className="chart-bar-label"
            />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
