import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import type { DateDropdownKind } from '../utils/dateDropdownDraft';

const labels: Record<DateDropdownKind, string> = {
  last_months: 'Last n months',
  year: 'Year',
  quarter: 'Quarter',
  month: 'Month',
  range: 'Range',
};

/** The kind of range being chosen: last n months, year, quarter, month or range. */
export function DateRangeTypePills({
  kinds,
  value,
  onChange,
}: {
  kinds: DateDropdownKind[];
  value: DateDropdownKind;
  onChange(kind: DateDropdownKind): void;
}) {
  return (
    <ButtonGroup size="sm" className="w-100 mb-2 flex-wrap" aria-label="Kind of date range">
      {kinds.map((kind) => (
        <Button
          key={kind}
          variant={kind === value ? 'primary' : 'outline-primary'}
          aria-pressed={kind === value}
          onClick={() => onChange(kind)}
        >
          {labels[kind]}
        </Button>
      ))}
    </ButtonGroup>
  );
}
