import Form from 'react-bootstrap/Form';
import { monthLabel } from '../utils/dateRangeChoices';

interface DateRangeMonthRangeProps {
  months: number[];
  from: number;
  to: number;
  onFromChange(month: number): void;
  onToChange(month: number): void;
}

/** The first and last month of a range; Ok stays disabled while the first is after the last. */
export function DateRangeMonthRange({
  months,
  from,
  to,
  onFromChange,
  onToChange,
}: DateRangeMonthRangeProps) {
  const select = (label: string, value: number, onChange: (month: number) => void) => (
    <Form.Group className="mb-2">
      <Form.Label className="small mb-0">{label}</Form.Label>
      <Form.Select
        size="sm"
        aria-label={label}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
      >
        {months.map((m) => (
          <option key={m} value={m}>
            {monthLabel(m)}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
  return (
    <div className="d-flex gap-2">
      {select('From', from, onFromChange)}
      {select('To', to, onToChange)}
    </div>
  );
}
