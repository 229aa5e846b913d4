import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { onUnauthorised } from '../../../api/apiClient';
import { rememberSignedOutReason } from '../hooks/useSignOut';
import { signOutLocally } from '../utils/signOutLocally';

/** Listens for a 401 on any data call and signs the user out (spec 01 §6). Renders nothing. */
export function UnauthorisedSignOut() {
  const navigate = useNavigate();
  useEffect(
    () =>
      onUnauthorised(() => {
        rememberSignedOutReason('session_ended');
        signOutLocally();
        // Straight to /login: going to / races the shell's own redirect to /login when several
        // calls answer 401 at once, and can leave the browser on a blank /.
        void navigate('/login', { replace: true });
      }),
    [navigate],
  );
  return null;
}
