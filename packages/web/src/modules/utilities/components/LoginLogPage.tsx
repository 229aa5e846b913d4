import { messages } from '@spendlens/domain';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { LoadingMessage } from '../../shell/components/LoadingMessage';
import { useSelection } from '../../selection/hooks/useSelection';
import { LoginLogView } from './LoginLogView';
import { UtilityPageFrame } from './UtilityPageFrame';

/** /login_log (spec 03 §2.9): the login_log analysis, detail only, all dates, newest first. */
export function LoginLogPage() {
  const selection = useSelection();
  const [showHelp, setShowHelp] = useState(true);
  const system = 'system' in selection ? selection.system : undefined;
  return (
    <UtilityPageFrame title="Login Log">
      {showHelp ? (
        <Alert variant="info" dismissible onClose={() => setShowHelp(false)}>
          {messages.loginLogHelp}
        </Alert>
      ) : (
        <Button variant="link" size="sm" className="px-0 mb-2" onClick={() => setShowHelp(true)}>
          Show help
        </Button>
      )}
      {system ? <LoginLogView key={system.id} systemId={system.id} /> : <LoadingMessage />}
    </UtilityPageFrame>
  );
}
