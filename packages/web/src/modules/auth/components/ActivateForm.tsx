import { zodResolver } from '@hookform/resolvers/zod';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useActivate } from '../hooks/useActivate';
import { useCaptcha } from '../hooks/useCaptcha';
import { useResendActivation } from '../hooks/useResendActivation';
import type { ActivateFormInput, ActivateFormValues } from '../utils/activateFormSchema';
import { activateFormSchema } from '../utils/activateFormSchema';
import { activationFailureFor } from '../utils/activationFailureFor';
import { CaptchaStep } from './CaptchaStep';
import { FormField } from './FormField';
import { SubmitButton } from './SubmitButton';

/** Email, the read-only activation code, the password; Activate and Resend Activation Link (spec 01 §2). */
export function ActivateForm({ activationcode, email }: { activationcode: string; email: string }) {
  const activation = useActivate();
  const resend = useResendActivation();
  const captcha = useCaptcha();
  const {
    register,
    handleSubmit,
    getValues,
    trigger,
    formState: { errors },
  } = useForm<ActivateFormInput, unknown, ActivateFormValues>({
    resolver: zodResolver(activateFormSchema),
    defaultValues: { uid: email, activationcode, password: '' },
  });

  const failure = activation.isError ? activationFailureFor(activation.error) : null;
  const sendNewCode = async () => {
    if (!(await trigger('uid'))) return;
    resend.mutate({ email: getValues('uid').trim(), captchaToken: captcha.spend() });
  };

  return (
    <Form
      noValidate
      aria-label="Activate"
      onSubmit={(event) => void handleSubmit((values) => activation.mutate(values))(event)}
    >
      {failure && (
        <Alert variant="danger" role="alert" data-testid="activate-error">
          {failure.message}
          {failure.expired && (
            <div className="mt-2">
              <Button
                variant="outline-danger"
                size="sm"
                disabled={resend.isPending || !captcha.ready}
                onClick={() => void sendNewCode()}
              >
                Send a new code
              </Button>
            </div>
          )}
        </Alert>
      )}
      {resend.isError && (
        <Alert variant="danger" role="alert" data-testid="resend-error">
          {resend.error.message}
        </Alert>
      )}
      <FormField
        id="activate-uid"
        label="Email address"
        type="email"
        autoComplete="username"
        error={errors.uid?.message}
        registration={register('uid')}
      />
      <FormField
        id="activate-code"
        label="Activation code"
        readOnly
        error={errors.activationcode?.message}
        registration={register('activationcode')}
      />
      <FormField
        id="activate-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        registration={register('password')}
      />
      <CaptchaStep captcha={captcha} />
      <SubmitButton pending={activation.isPending}>Activate</SubmitButton>
      <Button
        variant="link"
        className="w-100 mt-2"
        disabled={resend.isPending || !captcha.ready}
        onClick={() => void sendNewCode()}
      >
        Resend Activation Link
      </Button>
    </Form>
  );
}
