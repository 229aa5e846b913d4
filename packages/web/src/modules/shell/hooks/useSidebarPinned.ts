import { useCallback, useSyncExternalStore } from 'react';
import { localStore } from '../../../storage/localStore';

/** Whether the sidebar is pinned open; remembered locally. */
export function useSidebarPinned(): [boolean, (pinned: boolean) => void] {
  const pinned = useSyncExternalStore(localStore.subscribe, localStore.getSidebarPinned, () => false);
  const setPinned = useCallback((value: boolean) => localStore.setSidebarPinned(value), []);
  return [pinned, setPinned];
}
