import { zodResolver } from '@hookform/resolvers/zod';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useForm } from 'react-hook-form';
import Alert from 'react-bootstrap/Alert';
import { useState } from 'react';
import { Link } from 'react-router';
import { signedOutReasonText, takeSignedOutReason } from '../hooks/useSignOut';
import { useCaptcha } from '../hooks/useCaptcha';
import { useLogin } from '../hooks/useLogin';
import { loginFailureFor } from '../utils/loginFailureFor';
import type { LoginFormInput, LoginFormValues } from '../utils/loginFormSchema';
import { loginFormSchema } from '../utils/loginFormSchema';
import { CaptchaStep } from './CaptchaStep';
import { LoginFailureAlert } from './LoginFailureAlert';

/** Email address and Password (spec 01 §2, §5), with the forgot-password and register links. */
export function LoginForm() {
  // read once when the page opens: a reload or the next visit says nothing
  const [signedOut] = useState(() => signedOutReasonText(takeSignedOutReason()));
  const login = useLogin();
  const captcha = useCaptcha();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginFormInput, unknown, LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = (values: LoginFormValues) => {
    login.mutate(
      { ...values, captchaToken: captcha.spend() },
      {
        onError: (error) => {
          const failure = loginFailureFor(error);
          if (failure.field)
            setError(failure.field, { type: 'server', message: failure.message }, { shouldFocus: true });
        },
      },
    );
  };

  const failure = login.isError ? loginFailureFor(login.error) : null;

  return (
    <Form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} aria-label="Sign in">
      {signedOut && !login.isError && (
        <Alert variant="info" data-testid="signed-out-reason">
          {signedOut}
        </Alert>
      )}
      {failure && !failure.field && <LoginFailureAlert failure={failure} />}
      <Form.Group className="mb-3" controlId="login-username">
        <Form.Label>Email address</Form.Label>
        <Form.Control
          type="email"
          autoComplete="username"
          autoFocus
          isInvalid={Boolean(errors.username)}
          {...register('username')}
        />
        <Form.Control.Feedback type="invalid">{errors.username?.message}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-2" controlId="login-password">
        <Form.Label>Password</Form.Label>
        <Form.Control
          type="password"
          autoComplete="current-password"
          isInvalid={Boolean(errors.password)}
          {...register('password')}
        />
        <Form.Control.Feedback type="invalid">{errors.password?.message}</Form.Control.Feedback>
      </Form.Group>
      <div className="mb-4 text-end">
        <Link to="/resetpassword" className="small">
          Forgot password?
        </Link>
      </div>
      <CaptchaStep captcha={captcha} />
      <Button type="submit" variant="primary" className="w-100" disabled={login.isPending || !captcha.ready}>
        {login.isPending && (
          <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
        )}
        Sign in
      </Button>
      <p className="mt-4 mb-0 text-center small">
        No account yet? <Link to="/register">Register</Link>
      </p>
    </Form>
  );
}
