import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { onUnauthorised } from '../../../api/apiClient';
import { signOutLocally } from '../utils/signOutLocally';

/** Listens for a 401 on any data call and signs the user out (spec 01 §6). Renders nothing. */
export function UnauthorisedSignOut() {
  const navigate = useNavigate();
  useEffect(
    () =>
      onUnauthorised(() => {
        signOutLocally();
        void navigate('/', { replace: true });
      }),
    [navigate],
  );
  return null;
}
