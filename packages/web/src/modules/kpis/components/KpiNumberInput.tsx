import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { atLeastOne } from '../utils/atLeastOne';

/**
 * A number input of minimum 1 and step 1 (spec 03 §2.5): keeps what is typed, reports the valid
 * value (null while empty or invalid) and names what is wrong under the box.
 */
export function KpiNumberInput({
  value,
  onChange,
}: {
  value: number | null;
  onChange(value: number | null): void;
}) {
  const [text, setText] = useState(value === null ? '' : String(value));
  const parsed = atLeastOne(text);
  return (
    <>
      <Form.Control
        type="number"
        min={1}
        step={1}
        value={text}
        isInvalid={parsed === 'invalid'}
        onChange={(e) => {
          setText(e.target.value);
          const next = atLeastOne(e.target.value);
          onChange(next === 'invalid' ? null : next);
        }}
      />
      <Form.Control.Feedback type="invalid">Enter a whole number of at least 1</Form.Control.Feedback>
    </>
  );
}
