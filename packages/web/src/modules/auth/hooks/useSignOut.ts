import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { apiRequest, asIs } from '../../../api/apiClient';
import { signOutLocally } from '../utils/signOutLocally';

async function logout(): Promise<void> {
  await apiRequest('logout', asIs<unknown>, { signOutOnUnauthorised: false });
}

/** Why a user was signed out without asking: the sign-in page says so (signedOutReasonText). */
export type SignedOutReason = 'inactivity' | 'session_ended' | 'mfa_enrolled';

const reasonKey = 'signed_out_reason';

/**
 * Remembers why the user is being signed out, for the sign-in page to say: in the tab's session
 * storage, as the shell's own redirect to /login may come before ours and carries no state.
 */
export function rememberSignedOutReason(reason: SignedOutReason): void {
  window.sessionStorage.setItem(reasonKey, reason);
}

/** The reason remembered, once: the sign-in page reads it when it opens, and it is forgotten. */
export function takeSignedOutReason(): SignedOutReason | null {
  const reason = window.sessionStorage.getItem(reasonKey);
  window.sessionStorage.removeItem(reasonKey);
  return reason === 'inactivity' || reason === 'session_ended' || reason === 'mfa_enrolled' ? reason : null;
}

/** The sign-in page's word on why the user is there. */
export function signedOutReasonText(reason: SignedOutReason | null): string | null {
  if (reason === 'inactivity')
    return 'You were signed out after a period of inactivity. Please sign in again.';
  if (reason === 'session_ended') return 'Your session has ended. Please sign in again.';
  if (reason === 'mfa_enrolled')
    return '2-factor authentication is set up. Sign in again: after your password, enter the code your authenticator app shows.';
  return null;
}

/**
 * Sign Out (spec 01 §4): GET logout, then forget the session locally and go to /; signed out for a
 * `reason` (inactivity, a finished enrolment), straight to /login with the reason for the page to show.
 */
export function useSignOut(): (reason?: SignedOutReason) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    async (reason?: SignedOutReason) => {
      try {
        await logout();
      } catch {
        // the answer is not shown (spec 01 §7); the local sign-out happens regardless
      }
      if (reason) rememberSignedOutReason(reason);
      signOutLocally();
      await navigate(reason ? '/login' : '/', { replace: true });
    },
    [navigate],
  );
}
