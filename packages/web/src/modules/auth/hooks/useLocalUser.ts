import { useSyncExternalStore } from 'react';
import type { LocalUser } from '../../../storage/localStore';
import { localStore } from '../../../storage/localStore';

/** The signed-in user from local storage, or null; re-renders on sign-in and sign-out (also in other tabs). */
export function useLocalUser(): LocalUser | null {
  return useSyncExternalStore(localStore.subscribe, localStore.getUser, () => null);
}
