import { useCallback, useEffect, useRef } from 'react';

/** The edit debounce of spec 03 §4 and §9. */
export const editDebounceMs = 1000;

/**
 * Debounces `commit` (spec 03 §4 'Detail edits are debounced by 1000 ms'): `schedule(value)` commits
 * the value once no other came for `delayMs`; `flush()` commits a waiting value now (on blur, so a
 * click on Save Changes finds every edit); unmounting drops a waiting value (Cancel).
 */
export function useDebouncedCommit<T>(
  commit: (value: T) => void,
  delayMs = editDebounceMs,
): { schedule(value: T): void; flush(): void } {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const waiting = useRef<{ value: T } | undefined>(undefined);
  const latestCommit = useRef(commit);
  useEffect(() => {
    latestCommit.current = commit;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const pending = waiting.current;
    waiting.current = undefined;
    if (pending) latestCommit.current(pending.value);
  }, []);
  const schedule = useCallback(
    (value: T) => {
      waiting.current = { value };
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, delayMs);
    },
    [flush, delayMs],
  );
  return { schedule, flush };
}
