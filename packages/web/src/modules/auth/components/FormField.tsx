import type { ComponentProps } from 'react';
import Form from 'react-bootstrap/Form';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** One labelled input of an account form with its error text under it. */
export function FormField({
  id,
  label,
  error,
  registration,
  ...input
}: {
  id: string;
  label: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
} & Omit<ComponentProps<typeof Form.Control>, 'id'>) {
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control isInvalid={Boolean(error)} {...input} {...registration} />
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
    </Form.Group>
  );
}
