import { zodResolver } from '@hookform/resolvers/zod';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { ApiError } from '../../../api/apiClient';
import { useCaptcha } from '../hooks/useCaptcha';
import { useResetPassword } from '../hooks/useResetPassword';
import type { ResetPasswordFormInput, ResetPasswordFormValues } from '../utils/resetPasswordFormSchema';
import { resetPasswordFormSchema } from '../utils/resetPasswordFormSchema';
import { CaptchaStep } from './CaptchaStep';
import { FormField } from './FormField';
import { PublicLayout } from './PublicLayout';
import { SubmitButton } from './SubmitButton';

/** /passwordreset/:resetpasswordtoken/:email (spec 01 §2): New Password and Confirm password. */
export function ResetPasswordPage() {
  const { resetpasswordtoken = '', email = '' } = useParams();
  const reset = useResetPassword();
  const captcha = useCaptcha();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetPasswordFormInput, unknown, ResetPasswordFormValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = (values: ResetPasswordFormValues) => {
    reset.mutate(
      { ...values, email, token: resetpasswordtoken, captchaToken: captcha.spend() },
      {
        // spec 01 §7: the error body is shown as the confirmPassword message (or on the field it names)
        onError: (error) => {
          const field =
            error instanceof ApiError && error.key === 'password' ? 'password' : 'confirmPassword';
          const message =
            error instanceof ApiError && error.kind !== 'network'
              ? error.message
              : "Oops! couldn't access server";
          setError(field, { type: 'server', message });
        },
      },
    );
  };

  return (
    <PublicLayout title="Choose a new password">
      <title>Reset password - Spendlens</title>
      <p className="text-body-secondary small">
        For <strong>{email}</strong>
      </p>
      <Form noValidate aria-label="Reset password" onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
        <FormField
          id="reset-password"
          label="New Password"
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          registration={register('password')}
        />
        <FormField
          id="reset-confirm"
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          registration={register('confirmPassword')}
        />
        <CaptchaStep captcha={captcha} />
        <SubmitButton pending={reset.isPending} disabled={!captcha.ready}>
          Reset password
        </SubmitButton>
      </Form>
    </PublicLayout>
  );
}
