import Alert from 'react-bootstrap/Alert';
import { summaryErrorMessage } from '../utils/summaryErrorMessage';

/** The failure text of a table or chart whose data did not load. */
export function DataErrorAlert({ error, view }: { error: unknown; view: 'table' | 'chart' }) {
  return (
    <Alert variant="danger" className="my-3" data-testid="data-error">
      {summaryErrorMessage(error, view)}
    </Alert>
  );
}
