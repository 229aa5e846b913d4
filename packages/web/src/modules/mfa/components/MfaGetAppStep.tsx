import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { authenticatorApps } from '../utils/authenticatorApps';

/** Step 1: get the authenticator app; Next fetches the QR code (spec 03 §2.4). */
export function MfaGetAppStep({
  fetching,
  error,
  onNext,
}: {
  fetching: boolean;
  error: string | null;
  onNext(): void;
}) {
  return (
    <section aria-labelledby="mfa-step1">
      <h2 id="mfa-step1" className="h5">
        Step 1: Get the authenticator app
      </h2>
      <p>Install an authenticator app on your mobile phone, for example:</p>
      <ul>
        {authenticatorApps.map((app) => (
          <li key={app.name}>
            {app.name}:{' '}
            <a href={app.ios} target="_blank" rel="noreferrer">
              App Store
            </a>{' '}
            ·{' '}
            <a href={app.android} target="_blank" rel="noreferrer">
              Google Play
            </a>
          </li>
        ))}
      </ul>
      {error && (
        <Alert variant="danger" role="alert">
          {error}
        </Alert>
      )}
      <Button onClick={onNext} disabled={fetching}>
        {fetching ? 'Getting Qr Code...' : 'Next'}
      </Button>
    </section>
  );
}
