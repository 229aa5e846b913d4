import Card from 'react-bootstrap/Card';
import { useState } from 'react';
import { useLocalUser } from '../../auth/hooks/useLocalUser';
import { useSignOut } from '../../auth/hooks/useSignOut';
import { useMfaConfirm } from '../hooks/useMfaConfirm';
import { useMfaEnrol } from '../hooks/useMfaEnrol';
import { MfaConfirmDialog } from './MfaConfirmDialog';
import { MfaEnrolledPanel } from './MfaEnrolledPanel';
import { MfaGetAppStep } from './MfaGetAppStep';
import { MfaLinkAccountStep } from './MfaLinkAccountStep';

/**
 * /mfa (spec 03 §2.4): get the app, scan the QR code, confirm; then the login flow again. A user
 * already enrolled sees the enrolled panel.
 */
export function MfaEnrolPage() {
  const user = useLocalUser();
  const enrol = useMfaEnrol();
  const confirm = useMfaConfirm();
  const signOut = useSignOut();
  const [confirming, setConfirming] = useState(false);
  if (!user) return null;

  const qrCodeUrl = enrol.isSuccess ? enrol.data : null;
  return (
    <Card className="mx-auto my-4" style={{ maxWidth: '40rem' }}>
      <Card.Body className="p-4">
        <title>2-factor authentication - Spendlens</title>
        <h1 className="h4 mb-3">2-factor authentication</h1>
        {user.has_mfa ? (
          <MfaEnrolledPanel />
        ) : qrCodeUrl ? (
          <MfaLinkAccountStep
            qrCodeUrl={qrCodeUrl}
            onBack={() => enrol.reset()}
            onConfirm={() => {
              confirm.reset();
              setConfirming(true);
            }}
          />
        ) : (
          <MfaGetAppStep
            fetching={enrol.isPending}
            error={enrol.isError ? enrol.error.message : null}
            onNext={() => enrol.mutate()}
          />
        )}
        <MfaConfirmDialog
          show={confirming}
          pending={confirm.isPending}
          error={confirm.isError ? confirm.error.message : null}
          onCancel={() => setConfirming(false)}
          onConfirm={(code) =>
            confirm.mutate(code, {
              // after confirmation the user signs in again, now with the second factor
              onSuccess: () => void signOut(),
            })
          }
        />
      </Card.Body>
    </Card>
  );
}
