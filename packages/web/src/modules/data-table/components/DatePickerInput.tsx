import dayjs from 'dayjs';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';

/** A dd/MM/yyyy date field (en-GB, spec 01 §5) with the browser's calendar beside it. */
export function DatePickerInput({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange(value: string): void;
  label: string;
}) {
  const parsed = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  const iso = parsed ? `${parsed[3]}-${parsed[2]}-${parsed[1]}` : '';
  return (
    <InputGroup size="sm">
      <Form.Control
        aria-label={label}
        placeholder="dd/MM/yyyy"
        value={value}
        isInvalid={value !== '' && !parsed}
        onChange={(e) => onChange(e.target.value)}
      />
      <Form.Control
        type="date"
        aria-label={`${label} calendar`}
        lang="en-GB"
        style={{ maxWidth: 44 }}
        value={iso}
        onChange={(e) => onChange(e.target.value ? dayjs(e.target.value).format('DD/MM/YYYY') : '')}
      />
    </InputGroup>
  );
}
