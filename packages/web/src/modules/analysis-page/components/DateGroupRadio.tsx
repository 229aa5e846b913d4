import Form from 'react-bootstrap/Form';

/** The 'Date to Group By' radio group (spec 01 §2). */
export function DateGroupRadio({
  options,
  value,
  onChange,
}: {
  options: { name: string; label: string }[];
  value: string;
  onChange(name: string): void;
}) {
  return (
    <Form.Group className="d-flex gap-3 align-items-center mb-2" data-testid="date-group-radio">
      <Form.Label className="mb-0 small text-muted">Date to Group By</Form.Label>
      {options.map((o) => (
        <Form.Check
          key={o.name}
          inline
          type="radio"
          id={`date-group-${o.name}`}
          name="date-group"
          label={o.label}
          checked={value === o.name}
          onChange={() => onChange(o.name)}
        />
      ))}
    </Form.Group>
  );
}
