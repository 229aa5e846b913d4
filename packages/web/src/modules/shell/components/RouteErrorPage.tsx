import { useRouteError } from 'react-router';
import { ErrorDetails } from './ErrorDetails';

/** The router's last resort when something fails outside the shell's own error boundary. */
export function RouteErrorPage() {
  const error = useRouteError();
  return <ErrorDetails error={error} onRetry={() => window.location.reload()} />;
}
