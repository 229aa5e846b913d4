import { messages } from '@spendlens/domain';
import Alert from 'react-bootstrap/Alert';
import { ApiError } from '../../../api/apiClient';

/** The table's states (spec 01 §8): loading, too much data, any other error, and no rows. */
export function TableStateMessage({
  state,
  error,
}: {
  state: 'loading' | 'error' | 'empty';
  error?: Error | null;
}) {
  if (state === 'loading')
    return (
      <div className="p-3 text-muted" data-testid="table-loading">
        {messages.loading}
      </div>
    );
  if (state === 'empty')
    return (
      <div className="p-3" data-testid="table-empty">
        {messages.noResults}
      </div>
    );
  const tooMuch = error instanceof ApiError && error.kind === 'too_much_data';
  return (
    <Alert variant="danger" className="m-2" data-testid="table-error">
      {tooMuch ? messages.tooMuchData : messages.tableLoadError}
    </Alert>
  );
}
