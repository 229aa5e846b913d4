import { messages } from '@spendlens/domain';
import { Link } from 'react-router';
import { PublicLayout } from './PublicLayout';

/** Account screens that later work provides (register, reset password, second factor, …). */
export function PublicNoMatchPage() {
  return (
    <PublicLayout title="Spendlens">
      <p className="text-center text-body-secondary" role="status">
        {messages.notFound}
      </p>
      <p className="text-center mb-0">
        <Link to="/login">Back to sign in</Link>
      </p>
    </PublicLayout>
  );
}
