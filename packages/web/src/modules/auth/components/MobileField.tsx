import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { phoneCountries } from '../utils/phoneCountries';

/** The phone input: a country (gb by default) and the number, sent with a '+' prefix (spec 01 §2). */
export function MobileField({
  country,
  number,
  error,
}: {
  country: UseFormRegisterReturn;
  number: UseFormRegisterReturn;
  error: string | undefined;
}) {
  return (
    <Form.Group className="mb-3">
      <Form.Label htmlFor="register-mobile">Mobile</Form.Label>
      <InputGroup hasValidation>
        <Form.Select
          aria-label="Country"
          className="mobile-country"
          style={{ maxWidth: '8rem' }}
          {...country}
        >
          {phoneCountries.map((c) => (
            <option key={c.code} value={c.code} title={c.name}>
              {c.code.toUpperCase()} +{c.dial}
            </option>
          ))}
        </Form.Select>
        <Form.Control
          id="register-mobile"
          type="tel"
          autoComplete="tel-national"
          isInvalid={Boolean(error)}
          {...number}
        />
        <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
      </InputGroup>
    </Form.Group>
  );
}
