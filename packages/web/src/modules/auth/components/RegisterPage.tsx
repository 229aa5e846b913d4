import { PublicLayout } from './PublicLayout';
import { RegisterForm } from './RegisterForm';

/** /register (spec 01 §2). */
export function RegisterPage() {
  return (
    <PublicLayout title="Create your Spendlens account">
      <title>Register - Spendlens</title>
      <RegisterForm />
    </PublicLayout>
  );
}
