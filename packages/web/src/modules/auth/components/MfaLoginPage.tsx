import { zodResolver } from '@hookform/resolvers/zod';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { readSessionId } from '../../../api/sessionCookie';
import { useLocalUser } from '../hooks/useLocalUser';
import { useResendPasscode } from '../hooks/useResendPasscode';
import { useVerifyPasscode } from '../hooks/useVerifyPasscode';
import { usesAuthenticatorApp } from '../utils/needsSecondFactor';
import type { PasscodeFormInput, PasscodeFormValues } from '../utils/passcodeFormSchema';
import { passcodeFormSchema } from '../utils/passcodeFormSchema';
import { PublicLayout } from './PublicLayout';
import { SubmitButton } from './SubmitButton';

/**
 * /mfa/login (spec 01 §2): the code received by SMS — or, for a user with an authenticator app, the
 * code the app shows, with an SMS on request; the error in red under the field.
 */
export function MfaLoginPage() {
  const user = useLocalUser();
  const verify = useVerifyPasscode();
  const resend = useResendPasscode();
  // an app user who asked for an SMS enters that code from then on
  const [smsAsked, setSmsAsked] = useState(false);
  const byApp = user !== null && usesAuthenticatorApp(user) && !smsAsked;
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
        onSubmit={(event) =>
          void handleSubmit(({ passcode }) => {
            resend.reset();
            verify.mutate({ user, passcode });
          })(event)
        }
      >
        <Form.Group className="mb-3" controlId="mfa-passcode">
          <Form.Label>
            {byApp
              ? 'Enter the 6-digit code your authenticator app shows'
              : 'Enter the code you received by SMS'}
          </Form.Label>
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
          onClick={() => resend.mutate(undefined, { onSuccess: () => setSmsAsked(true) })}
        >
          {resend.isSuccess
            ? 'A new code was sent'
            : byApp
              ? 'Send me a code by SMS instead'
              : 'Send a new code'}
        </Button>
      </Form>
      <p className="mt-3 mb-0 text-center small">
        <Link to="/login">Back to sign in</Link>
      </p>
    </PublicLayout>
  );
}
