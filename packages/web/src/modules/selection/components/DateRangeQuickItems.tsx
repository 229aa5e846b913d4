import type { PeriodOption } from '@spendlens/domain';
import Button from 'react-bootstrap/Button';

/** All dates and the last 1, 3, 7 and 10 days: picked, they apply at once (spec 01 §4). */
export function DateRangeQuickItems({
  items,
  current,
  onPick,
}: {
  items: PeriodOption[];
  current: PeriodOption;
  onPick(option: PeriodOption): void;
}) {
  return (
    <div className="date-range-quick mb-2" role="group" aria-label="Quick date ranges">
      {items.map((item) => {
        const active = item.qualifier === current.qualifier && item.year === current.year;
        return (
          <Button
            key={item.qualifier}
            size="sm"
            variant={active ? 'primary' : 'outline-primary'}
            aria-pressed={active}
            onClick={() => onPick(item)}
          >
            {item.displayName}
          </Button>
        );
      })}
    </div>
  );
}
