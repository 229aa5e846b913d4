import Button from 'react-bootstrap/Button';

/** Step 2: scan the QR code; Back, and Confirm that opens the confirmation dialog (spec 03 §2.4). */
export function MfaLinkAccountStep({
  qrCodeUrl,
  onBack,
  onConfirm,
}: {
  qrCodeUrl: string;
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
      <div className="d-flex gap-2">
        <Button variant="outline-secondary" onClick={onBack}>
          Back
        </Button>
        <Button onClick={onConfirm}>Confirm</Button>
      </div>
    </section>
  );
}
