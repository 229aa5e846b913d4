import { sparklinePath } from '../utils/sparklinePath';
import { sparklinePoints } from '../utils/sparklinePoints';

const width = 100;
const height = 24;

/** The price trend of an offender as a small line (spec 03 §2.7 'a sparkline'). */
export function Sparkline({ priceList }: { priceList: unknown }) {
  const values = sparklinePoints(priceList);
  if (values.length === 0) return null;
  return (
    <svg
      width={width}
      height={height + 4}
      viewBox={`-2 -2 ${width + 4} ${height + 4}`}
      role="img"
      aria-label={`Prices: ${values.join(', ')}`}
      data-testid="sparkline"
    >
      <polyline
        points={sparklinePath(values, width, height)}
        fill="none"
        stroke="#dc3545"
        strokeWidth={1.5}
      />
    </svg>
  );
}
