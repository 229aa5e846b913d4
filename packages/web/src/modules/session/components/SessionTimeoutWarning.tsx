import Alert from 'react-bootstrap/Alert';
import { useSessionTimeout } from '../hooks/useSessionTimeout';

/** 'Warning! Your session will timeout in N seconds' in the last 30 seconds (spec 01 §2). */
export function SessionTimeoutWarning({ ttlSeconds }: { ttlSeconds: number }) {
  const state = useSessionTimeout(ttlSeconds);
  if (state.kind !== 'warning') return null;
  return (
    <Alert
      variant="warning"
      className="session-warning m-0 rounded-0 text-center"
      data-testid="session-warning"
      role="alert"
    >
      <strong>Warning!</strong> Your session will timeout in {state.secondsLeft} seconds
    </Alert>
  );
}
