import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { apiRequest, asIs } from '../../../api/apiClient';
import { signOutLocally } from '../utils/signOutLocally';

async function logout(): Promise<void> {
  await apiRequest('logout', asIs<unknown>, { signOutOnUnauthorised: false });
}

/** Sign Out (spec 01 §4): GET logout, then forget the session locally and go to /. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await logout();
    } catch {
      // the answer is not shown (spec 01 §7); the local sign-out happens regardless
    }
    signOutLocally();
    await navigate('/', { replace: true });
  }, [navigate]);
}
