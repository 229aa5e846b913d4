import { zodResolver } from '@hookform/resolvers/zod';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useForm } from 'react-hook-form';
import type { ConfirmCodeInput, ConfirmCodeValues } from '../utils/confirmCodeSchema';
import { confirmCodeSchema } from '../utils/confirmCodeSchema';

/** The confirmation dialog of step 2: the code the app shows for the scanned account. */
export function MfaConfirmDialog({
  show,
  pending,
  error,
  onConfirm,
  onCancel,
}: {
  show: boolean;
  pending: boolean;
  error: string | null;
  onConfirm(code: string): void;
  onCancel(): void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ConfirmCodeInput, unknown, ConfirmCodeValues>({
    resolver: zodResolver(confirmCodeSchema),
    defaultValues: { code: '' },
  });
  const message = errors.code ? 'Enter the 6-digit code the app shows' : error;
  return (
    <Modal show={show} onHide={onCancel} centered>
      <Form noValidate onSubmit={(event) => void handleSubmit(({ code }) => onConfirm(code))(event)}>
        <Modal.Header closeButton>
          <Modal.Title as="h2" className="h5">
            Confirm your authenticator
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Form.Group controlId="mfa-confirm-code">
            <Form.Label>Code shown in the app</Form.Label>
            <Form.Control
              inputMode="numeric"
              autoComplete="one-time-code"
              autoFocus
              isInvalid={Boolean(message)}
              {...register('code')}
            />
            <Form.Control.Feedback type="invalid">{message}</Form.Control.Feedback>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            Confirm
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
