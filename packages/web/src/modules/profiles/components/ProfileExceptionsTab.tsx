import {
  formatCount,
  formatMonth,
  messages,
  type CompanyCodeProfile,
  type VendorProfile,
} from '@spendlens/domain';
import {
  Bar,
  BarChart,
  Brush,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useState } from 'react';
import { chartPalette } from '../../analysis-page/utils/chartPalette';
import type { ProfileTabProps } from '../types/ProfileTab';
import { exceptionChartData, exceptionsWindow } from '../utils/exceptionChart';
import { ExceptionMonthModal } from './ExceptionMonthModal';

const monthLabel = (ym: unknown) => formatMonth(`${String(ym)}-01`);

/**
 * The Exceptions tab of a profile (spec 03 §2.2, §9): the exceptions per month stacked by analysis,
 * the last 7 months shown when it opens, with a brush over the others when there are more than 6.
 * A click on a month's bar (any of its segments) opens that month's chart summary detail.
 */
export function ProfileExceptionsTab({
  systemId,
  profile,
}: ProfileTabProps<VendorProfile | CompanyCodeProfile>) {
  const [month, setMonth] = useState<string | null>(null);
  const { months, series } = exceptionChartData(profile.exceptions);
  const total = series.reduce((sum, s) => sum + s.total, 0);
  if (months.length === 0 || series.length === 0)
    return (
      <div className="p-3" data-testid="chart-empty">
        {messages.noResults}
      </div>
    );
  const window = exceptionsWindow(months.length);
  return (
    <div data-testid="profile-exceptions" data-total={total} data-months={months.length}>
      <p className="small text-muted mb-2">
        {formatCount(total)} exceptions in {formatCount(months.length)} months, by analysis. Click a
        month&apos;s bar for its exceptions.
      </p>
      <div style={{ width: '100%', height: 360 }} data-testid="exceptions-chart">
        <ResponsiveContainer>
          <BarChart data={months} margin={{ top: 10, right: 20, bottom: 10, left: 10 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="year_month" tickFormatter={monthLabel} />
            <YAxis allowDecimals={false} />
            <Tooltip labelFormatter={monthLabel} />
            <Legend />
            {series.map((s, i) => (
              <Bar
                key={s.key}
                dataKey={s.key}
                name={s.name}
                stackId="exceptions"
                fill={chartPalette[i % chartPalette.length]}
                isAnimationActive={false}
                cursor="pointer"
                onClick={(bar) => {
                  const ym = (bar.payload as Record<string, unknown> | undefined)?.['year_month'];
                  if (typeof ym === 'string') setMonth(ym);
                }}
              />
            ))}
            {window && (
              <Brush
                dataKey="year_month"
                height={20}
                startIndex={window.startIndex}
                endIndex={window.endIndex}
                tickFormatter={monthLabel}
              />
            )}
          </BarChart>
        </ResponsiveContainer>
      </div>
      {month && (
        <ExceptionMonthModal
          systemId={systemId}
          exceptions={profile.exceptions}
          yearMonth={month}
          onHide={() => setMonth(null)}
        />
      )}
    </div>
  );
}
