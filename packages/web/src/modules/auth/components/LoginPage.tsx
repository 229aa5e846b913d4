import { LoginForm } from './LoginForm';
import { PublicLayout } from './PublicLayout';
import { RegistrationSuccessNotice } from './RegistrationSuccessNotice';

/** /login (spec 01 §2). */
export function LoginPage() {
  return (
    <PublicLayout title="Sign in to Spendlens">
      <title>Sign in - Spendlens</title>
      <RegistrationSuccessNotice />
      <LoginForm />
    </PublicLayout>
  );
}
