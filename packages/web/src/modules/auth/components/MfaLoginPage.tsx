import { zodResolver } from '@hookform/resolvers/zod';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { Link, Navigate } from 'react-router';
import { readSessionId } from '../../../api/sessionCookie';
import { useLocalUser } from '../hooks/useLocalUser';
import { useResendPasscode } from '../hooks/useResendPasscode';
import { useVerifyPasscode } from '../hooks/useVerifyPasscode';
import type { PasscodeFormInput, PasscodeFormValues } from '../utils/passcodeFormSchema';
import { passcodeFormSchema } from '../utils/passcodeFormSchema';
import { PublicLayout } from './PublicLayout';
import { SubmitButton } from './SubmitButton';

/** /mfa/login (spec 01 §2): the code received by SMS; the error in red under the field. */
export function MfaLoginPage() {
  const user = useLocalUser();
  const verify = useVerifyPasscode();
  const resend = useResendPasscode();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PasscodeFormInput, unknown, PasscodeFormValues>({
    resolver: zodResolver(passcodeFormSchema),
    defaultValues: { passcode: '' },
  });
  if (!user || readSessionId() === null) return <Navigate to="/login" replace />;

  const error = errors.passcode?.message ?? (verify.isError ? verify.error.message : undefined);
  return (
    <PublicLayout title="Enter your passcode">
      <title>Second factor - Spendlens</title>
      <Form
        noValidate
        aria-label="Second factor"
        onSubmit={(event) => void handleSubmit(({ passcode }) => verify.mutate({ user, passcode }))(event)}
      >
        <Form.Group className="mb-3" controlId="mfa-passcode">
          <Form.Label>Enter the code you received by SMS</Form.Label>
          <Form.Control
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
            isInvalid={Boolean(error)}
            {...register('passcode')}
          />
          <Form.Control.Feedback type="invalid" className="text-danger">
            {error}
          </Form.Control.Feedback>
        </Form.Group>
        <SubmitButton pending={verify.isPending}>Verify</SubmitButton>
        <Button
          variant="link"
          className="w-100 mt-2"
          disabled={resend.isPending}
          onClick={() => resend.mutate()}
        >
          {resend.isSuccess ? 'A new code was sent' : 'Send a new code'}
        </Button>
      </Form>
      <p className="mt-3 mb-0 text-center small">
        <Link to="/login">Back to sign in</Link>
      </p>
    </PublicLayout>
  );
}
