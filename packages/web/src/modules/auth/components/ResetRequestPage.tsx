import { zodResolver } from '@hookform/resolvers/zod';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useCaptcha } from '../hooks/useCaptcha';
import { useSendPasswordReset } from '../hooks/useSendPasswordReset';
import type { ResetRequestFormInput, ResetRequestFormValues } from '../utils/resetRequestFormSchema';
import { resetRequestFormSchema } from '../utils/resetRequestFormSchema';
import { CaptchaStep } from './CaptchaStep';
import { FormField } from './FormField';
import { PublicLayout } from './PublicLayout';
import { SubmitButton } from './SubmitButton';

/** /resetpassword (spec 01 §2): one email field; on success 'Check your email' with the address. */
export function ResetRequestPage() {
  const request = useSendPasswordReset();
  const captcha = useCaptcha();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetRequestFormInput, unknown, ResetRequestFormValues>({
    resolver: zodResolver(resetRequestFormSchema),
    defaultValues: { email: '' },
  });

  return (
    <PublicLayout title="Reset your password">
      <title>Reset password - Spendlens</title>
      {request.isSuccess ? (
        <div data-testid="reset-requested">
          <h2 className="h5">Check your email</h2>
          <p>
            We have sent a link to reset your password to <strong>{request.variables.email}</strong>.
          </p>
        </div>
      ) : (
        <Form
          noValidate
          aria-label="Reset password request"
          onSubmit={(event) =>
            void handleSubmit(({ email }) => request.mutate({ email, captchaToken: captcha.spend() }))(event)
          }
        >
          <FormField
            id="reset-email"
            label="Email address"
            type="email"
            autoComplete="username"
            error={errors.email?.message ?? (request.isError ? request.error.message : undefined)}
            registration={register('email')}
          />
          <CaptchaStep captcha={captcha} />
          <SubmitButton pending={request.isPending} disabled={!captcha.ready}>
            Send reset link
          </SubmitButton>
        </Form>
      )}
      <p className="mt-4 mb-0 text-center small">
        <Link to="/login">Back to sign in</Link>
      </p>
    </PublicLayout>
  );
}
