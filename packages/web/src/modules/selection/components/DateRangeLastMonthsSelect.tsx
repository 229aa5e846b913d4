import Form from 'react-bootstrap/Form';
import { maxLastMonths } from '../utils/dateRangeChoices';

const counts = Array.from({ length: maxLastMonths }, (_, i) => i + 1);

/** How many months, 1 to 13, ending with the system's last month. */
export function DateRangeLastMonthsSelect({
  value,
  onChange,
}: {
  value: number;
  onChange(months: number): void;
}) {
  return (
    <Form.Select
      size="sm"
      aria-label="Number of months"
      className="mb-2"
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
    >
      {counts.map((n) => (
        <option key={n} value={n}>
          {n === 1 ? 'Last month' : `Last ${n} months`}
        </option>
      ))}
    </Form.Select>
  );
}
