import { useParams } from 'react-router';
import { ActivateForm } from './ActivateForm';
import { PublicLayout } from './PublicLayout';

/** /activate/:activationcode?/:email? (spec 01 §2). */
export function ActivatePage() {
  const { activationcode = '', email = '' } = useParams();
  return (
    <PublicLayout title="Activate your account">
      <title>Activate - Spendlens</title>
      <ActivateForm key={`${activationcode}/${email}`} activationcode={activationcode} email={email} />
    </PublicLayout>
  );
}
