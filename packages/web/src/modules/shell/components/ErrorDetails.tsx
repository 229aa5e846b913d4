import { messages } from '@spendlens/domain';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';

function describe(error: unknown): string {
  if (error instanceof Error)
    return `${error.name}: ${error.message}${error.stack ? `\n\n${error.stack}` : ''}`;
  try {
    return JSON.stringify(error, null, 2);
  } catch {
    return String(error);
  }
}

/** 'Oops! Something went wrong' with the error's details folded away (spec 01 §2). */
export function ErrorDetails({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <Alert variant="danger" className="m-3" data-testid="error-boundary">
      <Alert.Heading as="h2" className="h5">
        {messages.somethingWentWrong}
      </Alert.Heading>
      <details>
        <summary>Details</summary>
        <pre className="error-details mt-2 mb-0">{describe(error)}</pre>
      </details>
      {onRetry && (
        <Button variant="outline-danger" size="sm" className="mt-3" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Alert>
  );
}
