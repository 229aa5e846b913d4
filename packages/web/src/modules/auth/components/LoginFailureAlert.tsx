import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router';
import type { LoginFailure } from '../utils/loginFailureFor';

/** A login failure that is not about a field: account expired, disabled, locked, or no server. */
export function LoginFailureAlert({ failure }: { failure: LoginFailure }) {
  return (
    <Alert variant="danger" role="alert" data-testid="login-error">
      {failure.message}
      {failure.contactLink && (
        <>
          {' '}
          <Link to="/contact" className="alert-link">
            Contact us
          </Link>
        </>
      )}
    </Alert>
  );
}
