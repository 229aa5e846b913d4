import { profileMessages } from '@spendlens/domain';
import Alert from 'react-bootstrap/Alert';
import { LoadingMessage } from '../../shell/components/LoadingMessage';

type ProfileState = { state: 'loading' } | { state: 'error' } | { state: 'unavailable'; text: string };

/** The modal states before a profile shows (spec 03 §4 'Modal'): loading, no data, error. */
export function ProfileStateMessage(props: ProfileState) {
  switch (props.state) {
    case 'loading':
      return <LoadingMessage />;
    case 'error':
      return (
        <Alert variant="danger" data-testid="profile-error">
          {profileMessages.loadError}
        </Alert>
      );
    case 'unavailable':
      return (
        <p className="text-muted" data-testid="profile-unavailable">
          {props.text}
        </p>
      );
  }
}
