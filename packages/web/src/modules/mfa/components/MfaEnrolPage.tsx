import Card from 'react-bootstrap/Card';
import { useEffect, useState } from 'react';
import { useLocalUser } from '../../auth/hooks/useLocalUser';
import { useSignOut } from '../../auth/hooks/useSignOut';
import { usesAuthenticatorApp } from '../../auth/utils/needsSecondFactor';
import { useMfaConfirm } from '../hooks/useMfaConfirm';
import { useMfaEnrol } from '../hooks/useMfaEnrol';
import { MfaConfirmDialog } from './MfaConfirmDialog';
import { MfaEnrolledPanel } from './MfaEnrolledPanel';
import { MfaGetAppStep } from './MfaGetAppStep';
import { MfaLinkAccountStep } from './MfaLinkAccountStep';

/** The tab remembers that step 2 was open, so that a reload shows it again (with the same code). */
const stepKey = 'mfa_enrol_step';

/**
 * /mfa (spec 03 §2.4): get the app, scan the QR code, confirm; then the login flow again, whose
 * sign-in page says that 2-factor authentication is set up. A user already enrolled sees the enrolled
 * panel; a reload in step 2 opens step 2 again (the entry screen of a user waiting for confirmation).
 */
export function MfaEnrolPage() {
  const user = useLocalUser();
  const enrol = useMfaEnrol();
  const confirm = useMfaConfirm();
  const signOut = useSignOut();
  const [confirming, setConfirming] = useState(false);
  const enrolled = user?.has_mfa ?? false;
  const { mutate: fetchEnrolment } = enrol;
  useEffect(() => {
    if (!enrolled && window.sessionStorage.getItem(stepKey) === '2') fetchEnrolment();
  }, [enrolled, fetchEnrolment]);
  const enrolment = enrol.isSuccess ? enrol.data : null;
  useEffect(() => {
    if (enrolment) window.sessionStorage.setItem(stepKey, '2');
  }, [enrolment]);
  if (!user) return null;

  return (
    <Card className="mx-auto my-4" style={{ maxWidth: '40rem' }}>
      <Card.Body className="p-4">
        <title>2-factor authentication - Spendlens</title>
        <h1 className="h4 mb-3">2-factor authentication</h1>
        {enrolled ? (
          <MfaEnrolledPanel byApp={usesAuthenticatorApp(user)} />
        ) : enrolment ? (
          <MfaLinkAccountStep
            qrCodeUrl={enrolment.qrCodeUrl}
            secret={enrolment.secret}
            onBack={() => {
              window.sessionStorage.removeItem(stepKey);
              enrol.reset();
            }}
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
              onSuccess: () => {
                window.sessionStorage.removeItem(stepKey);
                void signOut('mfa_enrolled');
              },
            })
          }
        />
      </Card.Body>
    </Card>
  );
}
