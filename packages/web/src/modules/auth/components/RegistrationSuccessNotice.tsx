import { messages } from '@spendlens/domain';
import Alert from 'react-bootstrap/Alert';
import { localStore } from '../../../storage/localStore';

/** The green notice of spec 01 §2, shown while the local registration-success flag is set. */
export function RegistrationSuccessNotice() {
  if (!localStore.getRegistrationSuccess()) return null;
  return (
    <Alert variant="success" data-testid="registration-success">
      {messages.registrationSuccess}
    </Alert>
  );
}
