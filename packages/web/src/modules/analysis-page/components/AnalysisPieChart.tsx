import { Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import type { Row } from '@spendlens/domain';
import { chartPalette } from '../utils/chartPalette';

/** A pie of the first measure per x value (payment terms and methods used). */
export function AnalysisPieChart({
  rows,
  x,
  measure,
  name,
}: {
  rows: Row[];
  x: string;
  measure: string;
  name: string;
}) {
  return (
    <ResponsiveContainer>
      <PieChart>
        <Pie
          data={rows}
          dataKey={measure}
          nameKey={x}
          name={name}
          minAngle={4}
          isAnimationActive={false}
          label
        >
          {rows.map((_, i) => (
            <Cell key={i} fill={chartPalette[i % chartPalette.length]} />
          ))}
        </Pie>
        <Tooltip />
        <Legend />
      </PieChart>
    </ResponsiveContainer>
  );
}
