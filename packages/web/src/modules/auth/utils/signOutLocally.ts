import { clearSessionId } from '../../../api/sessionCookie';
import { queryClient } from '../../../app/queryClient';
import { localStore } from '../../../storage/localStore';

/** Forgets the session on this device (spec 01 §4): local user, system, token cookie and cached answers. */
export function signOutLocally(): void {
  clearSessionId();
  localStore.clearUser();
  localStore.clearSystem();
  queryClient.clear();
}
