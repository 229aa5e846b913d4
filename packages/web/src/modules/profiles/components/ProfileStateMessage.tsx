import { messages, profileMessages } from '@spendlens/domain';
import Alert from 'react-bootstrap/Alert';
import { ApiError } from '../../../api/apiClient';
import { LoadingMessage } from '../../shell/components/LoadingMessage';

type ProfileState =
  | { state: 'loading' }
  | { state: 'error'; error?: Error | null | undefined }
  | { state: 'unavailable'; text: string };

/**
 * The states of a modal and of its lists (spec 03 §4 'Modal', §8 'Detail modals'): loading, no data,
 * 'Error loading data' — too much data (400) with the spec's text for it.
 */
export function ProfileStateMessage(props: ProfileState) {
  switch (props.state) {
    case 'loading':
      return <LoadingMessage />;
    case 'error':
      return (
        <Alert variant="danger" data-testid="profile-error">
          {props.error instanceof ApiError && props.error.kind === 'too_much_data'
            ? messages.tooMuchData
            : profileMessages.loadError}
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
