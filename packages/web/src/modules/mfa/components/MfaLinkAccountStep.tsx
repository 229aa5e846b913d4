import Button from 'react-bootstrap/Button';

/** The key in groups of four, as authenticator apps show and take it. */
export function groupedKey(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * Step 2: scan the QR code — or type in the key under it; Back, and Confirm that opens the
 * confirmation dialog (spec 03 §2.4).
 */
export function MfaLinkAccountStep({
  qrCodeUrl,
  secret,
  onBack,
  onConfirm,
}: {
  qrCodeUrl: string;
  secret: string | null;
  onBack(): void;
  onConfirm(): void;
}) {
  return (
    <section aria-labelledby="mfa-step2">
      <h2 id="mfa-step2" className="h5">
        Step 2: Link your account
      </h2>
      <p>Open the authenticator app, add an account and scan this QR code.</p>
      <img
        src={qrCodeUrl}
        alt="QR code to scan with the authenticator app"
        width={200}
        height={200}
        className="d-block mb-3"
      />
      {secret && (
        <p data-testid="mfa-typed-key">
          Cannot scan the code? Add the account by its key instead (time-based, 6 digits):{' '}
          <code className="user-select-all text-nowrap">{groupedKey(secret)}</code>
        </p>
      )}
      <div className="d-flex gap-2">
        <Button variant="outline-secondary" onClick={onBack}>
          Back
        </Button>
        <Button onClick={onConfirm}>Confirm</Button>
      </div>
    </section>
  );
}
