import { zodResolver } from '@hookform/resolvers/zod';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useCaptcha } from '../hooks/useCaptcha';
import { useRegister } from '../hooks/useRegister';
import { RegistrationError } from '../utils/RegistrationError';
import type { RegisterFormInput, RegisterFormValues } from '../utils/registerFormSchema';
import { registerFormSchema } from '../utils/registerFormSchema';
import { CaptchaStep } from './CaptchaStep';
import { FormField } from './FormField';
import { MobileField } from './MobileField';
import { SubmitButton } from './SubmitButton';

/** Registration (spec 01 §2, §5): every field, the phone input defaulting to gb, then the captcha. */
export function RegisterForm() {
  const registration = useRegister();
  const captcha = useCaptcha();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterFormInput, unknown, RegisterFormValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: {
      uid: '',
      firstname: '',
      lastname: '',
      company: '',
      password: '',
      confirmPassword: '',
      mobileCountry: 'gb',
      mobile: '',
    },
  });

  const onSubmit = (values: RegisterFormValues) => {
    registration.mutate(
      { ...values, captchaToken: captcha.spend() },
      {
        onError: (error) => {
          if (error instanceof RegistrationError && error.failure.field)
            setError(error.failure.field, { type: 'server', message: error.failure.message });
        },
      },
    );
  };

  return (
    <Form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} aria-label="Register">
      {registration.isError && (
        <Alert variant="danger" role="alert" data-testid="register-error">
          {registration.error.message}
        </Alert>
      )}
      <FormField
        id="register-uid"
        label="Email address"
        type="email"
        autoComplete="username"
        error={errors.uid?.message}
        registration={register('uid')}
      />
      <FormField
        id="register-firstname"
        label="First name"
        autoComplete="given-name"
        error={errors.firstname?.message}
        registration={register('firstname')}
      />
      <FormField
        id="register-lastname"
        label="Last name"
        autoComplete="family-name"
        error={errors.lastname?.message}
        registration={register('lastname')}
      />
      <FormField
        id="register-company"
        label="Company"
        autoComplete="organization"
        error={errors.company?.message}
        registration={register('company')}
      />
      <FormField
        id="register-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        registration={register('password')}
      />
      <FormField
        id="register-confirm"
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        registration={register('confirmPassword')}
      />
      <MobileField
        country={register('mobileCountry')}
        number={register('mobile')}
        error={errors.mobile?.message}
      />
      <CaptchaStep captcha={captcha} />
      <SubmitButton pending={registration.isPending} disabled={!captcha.ready}>
        Register
      </SubmitButton>
      <p className="mt-4 mb-0 text-center small">
        Already registered? <Link to="/login">Sign in</Link>
      </p>
    </Form>
  );
}
