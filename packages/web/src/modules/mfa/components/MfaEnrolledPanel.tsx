import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router';

/** The already-enrolled panel (spec 03 §2.4): the account signs in with a passcode already. */
export function MfaEnrolledPanel() {
  return (
    <Alert variant="info" data-testid="mfa-enrolled">
      2-factor authentication is already set up: your account uses an SMS passcode when you sign in. To change
      how you receive it, please <Link to="/contact">contact us</Link>.
    </Alert>
  );
}
