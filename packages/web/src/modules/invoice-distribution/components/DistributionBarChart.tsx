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
import type { DistributionChartDatum } from '../types/DistributionChartDatum';
import { DistributionChartTooltip } from './DistributionChartTooltip';

/** The histogram of invoice counts per value range; a bar click reports its index and the Ctrl key. */
export function DistributionBarChart({
  data,
  currency,
  onBarClick,
}: {
  data: DistributionChartDatum[];
  currency: string;
  onBarClick?: (index: number, ctrlKey: boolean) => void;
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
            // a bar of one invoice stays visible and clickable beside bars of thousands
            minPointSize={(value) => (Number(value) > 0 ? 4 : 0)}
            isAnimationActive={false}
            cursor={onBarClick ? 'pointer' : undefined}
            onClick={(_, index, event) => onBarClick?.(index, event.ctrlKey || event.metaKey)}
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
