import type { YearPeriodOptions } from '@spendlens/domain';
import Form from 'react-bootstrap/Form';

/** The year of the pending range. */
export function DateRangeYearSelect({
  years,
  value,
  onChange,
}: {
  years: YearPeriodOptions[];
  value: number;
  onChange(year: number): void;
}) {
  return (
    <Form.Select
      size="sm"
      aria-label="Year"
      className="mb-2"
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
    >
      {years.map((y) => (
        <option key={y.year} value={y.year}>
          {y.displayName}
        </option>
      ))}
    </Form.Select>
  );
}
