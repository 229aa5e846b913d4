import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router';

/**
 * The already-enrolled panel (spec 03 §2.4): how the account passes the second factor when it signs
 * in — an SMS passcode, or the authenticator app it enrolled.
 */
export function MfaEnrolledPanel({ byApp }: { byApp: boolean }) {
  return (
    <Alert variant="info" data-testid="mfa-enrolled">
      {byApp
        ? '2-factor authentication is already set up: your account uses the code of your authenticator app when you sign in (an SMS passcode can be asked for instead). To change your authenticator, please '
        : '2-factor authentication is already set up: your account uses an SMS passcode when you sign in. To change how you receive it, please '}
      <Link to="/contact">contact us</Link>.
    </Alert>
  );
}
