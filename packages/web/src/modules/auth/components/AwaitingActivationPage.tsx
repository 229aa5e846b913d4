import { useLocation } from 'react-router';
import { Link } from 'react-router';
import { PublicLayout } from './PublicLayout';

interface AwaitingState {
  firstname?: string;
  email?: string;
}

/** /awaitingactivation (spec 01 §2): after registration or after an activation link was sent again. */
export function AwaitingActivationPage() {
  const state = (useLocation().state ?? {}) as AwaitingState;
  return (
    <PublicLayout title="Check your email">
      <title>Awaiting activation - Spendlens</title>
      <div data-testid="awaiting-activation">
        <p>
          {state.firstname ? `Thank you, ${state.firstname}.` : 'Thank you.'} We have sent an email
          {state.email ? (
            <>
              {' '}
              to <strong>{state.email}</strong>
            </>
          ) : null}
          .
        </p>
        <p>Please click the link in the email to activate your account.</p>
        <p className="text-body-secondary small">
          If nothing arrives within a few minutes, please check your Junk folder.
        </p>
      </div>
      <p className="text-center mb-0">
        <Link to="/login">Back to sign in</Link>
      </p>
    </PublicLayout>
  );
}
