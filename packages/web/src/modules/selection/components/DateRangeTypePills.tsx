import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import type { DateRangeType } from '../utils/dateRangeDraft';

const types: { type: DateRangeType; label: string }[] = [
  { type: 'year', label: 'Year' },
  { type: 'quarter', label: 'Quarter' },
  { type: 'month', label: 'Month' },
];

/** Year, Quarter or Month: the kind of range being chosen. */
export function DateRangeTypePills({
  value,
  onChange,
}: {
  value: DateRangeType;
  onChange(type: DateRangeType): void;
}) {
  return (
    <ButtonGroup size="sm" className="w-100 mb-2" aria-label="Kind of date range">
      {types.map(({ type, label }) => (
        <Button
          key={type}
          variant={type === value ? 'primary' : 'outline-primary'}
          aria-pressed={type === value}
          onClick={() => onChange(type)}
        >
          {label}
        </Button>
      ))}
    </ButtonGroup>
  );
}
