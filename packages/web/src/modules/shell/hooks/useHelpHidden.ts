import { useCallback, useSyncExternalStore } from 'react';
import { localStore } from '../../../storage/localStore';

/** Whether a page's help alert is hidden, remembered per module and page (spec 02 §2). */
export function useHelpHidden(moduleName: string, pageName: string): [boolean, (hidden: boolean) => void] {
  const key = `${moduleName}/${pageName}`;
  const hidden = useSyncExternalStore(
    localStore.subscribe,
    () => localStore.getHelpHidden(key),
    () => false,
  );
  const setHidden = useCallback((value: boolean) => localStore.setHelpHidden(key, value), [key]);
  return [hidden, setHidden];
}
