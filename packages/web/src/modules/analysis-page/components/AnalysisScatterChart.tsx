import { formatLargeNumber, type Row } from '@spendlens/domain';
import { CartesianGrid, ResponsiveContainer, Scatter, ScatterChart, Tooltip, XAxis, YAxis } from 'recharts';
import { chartPalette } from '../utils/chartPalette';

interface Measure {
  alias: string;
  displayName: string;
}

/**
 * A bubble chart (spec 02 'Bubble charts: processing days versus invoice count or value'): one point
 * per x value (a company code), the first measure across and the second up; the tooltip names the
 * point (and its name, a company's beside its code) with both values.
 */
export function AnalysisScatterChart({
  rows,
  x,
  across,
  up,
  nameColumn,
}: {
  rows: Row[];
  x: string;
  across: Measure;
  up: Measure;
  nameColumn?: string | undefined;
}) {
  const label = (row: Row | undefined) => {
    if (!row) return '';
    const name = nameColumn ? row[nameColumn] : undefined;
    return name ? `${String(row[x])} – ${String(name)}` : String(row[x]);
  };
  return (
    <ResponsiveContainer>
      <ScatterChart margin={{ top: 10, right: 20, bottom: 20, left: 20 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis
          type="number"
          dataKey={across.alias}
          name={across.displayName}
          tickFormatter={(v: number) => formatLargeNumber(v)}
          label={{ value: across.displayName, position: 'insideBottom', offset: -10 }}
        />
        <YAxis
          type="number"
          dataKey={up.alias}
          name={up.displayName}
          tickFormatter={(v: number) => formatLargeNumber(v)}
          label={{
            value: up.displayName,
            angle: -90,
            position: 'insideLeft',
            style: { textAnchor: 'middle' },
          }}
        />
        <Tooltip
          cursor={{ strokeDasharray: '3 3' }}
          labelFormatter={(_, payload) => label(payload?.[0]?.payload as Row | undefined)}
        />
        <Scatter data={rows} fill={chartPalette[0]} isAnimationActive={false} />
      </ScatterChart>
    </ResponsiveContainer>
  );
}
