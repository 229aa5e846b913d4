import Alert from 'react-bootstrap/Alert';
import type { LoginFailure } from '../utils/loginFailureFor';
import { supportEmail } from '../utils/supportEmail';

/**
 * A login failure that is not about a field: account expired, disabled, locked, or no server. The
 * contact link mails the provider's support, since the Contact Us page needs a session.
 */
export function LoginFailureAlert({ failure }: { failure: LoginFailure }) {
  return (
    <Alert variant="danger" role="alert" data-testid="login-error">
      {failure.message}
      {failure.contactLink && (
        <>
          {' '}
          <a href={`mailto:${supportEmail}`} className="alert-link">
            Contact the provider
          </a>
        </>
      )}
    </Alert>
  );
}
