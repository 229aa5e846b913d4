import { messages } from '@spendlens/domain';
import Spinner from 'react-bootstrap/Spinner';

/** 'Loading...' while parameters or data load. */
export function LoadingMessage() {
  return (
    <div className="loading-message" role="status" data-testid="loading">
      <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
      {messages.loading}
    </div>
  );
}
