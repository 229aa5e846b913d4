import type { PeriodOption } from '@spendlens/domain';
import Button from 'react-bootstrap/Button';

/** The quarters or months of the chosen year as a grid of buttons; only those with data are listed. */
export function DateRangePeriodGrid({
  periods,
  value,
  onChange,
}: {
  periods: PeriodOption[];
  value: string;
  onChange(qualifier: string): void;
}) {
  if (periods.length === 0) return null;
  return (
    <div className="date-range-grid mb-2" role="group" aria-label="Period">
      {periods.map((p) => (
        <Button
          key={p.qualifier}
          size="sm"
          variant={p.qualifier === value ? 'primary' : 'outline-secondary'}
          aria-pressed={p.qualifier === value}
          onClick={() => onChange(p.qualifier)}
        >
          {p.displayName.split(' ')[0]}
        </Button>
      ))}
    </div>
  );
}
