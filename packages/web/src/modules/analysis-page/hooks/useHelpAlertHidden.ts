import { useCallback, useSyncExternalStore } from 'react';
import { localStore } from '../../../storage/localStore';

/** Whether the page-help alert of 'module/page' was dismissed; remembered locally. */
export function useHelpAlertHidden(pageKey: string): [boolean, () => void] {
  const hidden = useSyncExternalStore(
    localStore.subscribe,
    () => localStore.getHelpAlertHidden(pageKey),
    () => false,
  );
  const hide = useCallback(() => localStore.setHelpAlertHidden(pageKey), [pageKey]);
  return [hidden, hide];
}
