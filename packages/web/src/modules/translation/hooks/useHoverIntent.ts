import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Whether the pointer has rested on an element for `delayMs`: a pointer sweeping across a table
 * activates nothing. Active until the pointer leaves.
 */
export function useHoverIntent(delayMs: number) {
  const [active, setActive] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onMouseEnter = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setActive(true), delayMs);
  }, [delayMs]);
  const onMouseLeave = useCallback(() => {
    clearTimeout(timer.current);
    setActive(false);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { active, onMouseEnter, onMouseLeave };
}
