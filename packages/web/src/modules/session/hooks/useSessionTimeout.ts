import { useCallback, useEffect, useRef, useState } from 'react';
import { apiRequest, asIs } from '../../../api/apiClient';
import { useSignOut } from '../../auth/hooks/useSignOut';
import {
  keepAliveDue,
  sessionPollMs,
  sessionTimerState,
  type SessionTimerState,
} from '../utils/sessionTimer';

const activityEvents = ['scroll', 'mousemove', 'touchstart'] as const;

/**
 * The inactivity time-out of spec 01 §4: checked every 5 seconds, a warning in the last 30, sign
 * out at expiry. Scrolling, moving the mouse or touching sends GET checksession (the keep-alive) at
 * most once a minute, and the time-out counts again from there.
 */
export function useSessionTimeout(ttlSeconds: number): SessionTimerState {
  const signOut = useSignOut();
  const lastSeen = useRef(Date.now());
  const [state, setState] = useState<SessionTimerState>({ kind: 'ok' });

  const check = useCallback(() => {
    const next = sessionTimerState(Date.now(), lastSeen.current, ttlSeconds);
    setState(next);
    if (next.kind === 'expired') void signOut('inactivity');
  }, [ttlSeconds, signOut]);

  useEffect(() => {
    const timer = window.setInterval(check, sessionPollMs);
    return () => window.clearInterval(timer);
  }, [check]);

  useEffect(() => {
    const onActivity = () => {
      const now = Date.now();
      if (!keepAliveDue(now, lastSeen.current)) return;
      if (sessionTimerState(now, lastSeen.current, ttlSeconds).kind === 'expired') return;
      lastSeen.current = now;
      setState({ kind: 'ok' });
      // The answer is not shown (spec 01 §7); a 401 signs out through the API client.
      apiRequest('checksession', asIs<unknown>).catch(() => undefined);
    };
    for (const name of activityEvents) window.addEventListener(name, onActivity, { passive: true });
    return () => {
      for (const name of activityEvents) window.removeEventListener(name, onActivity);
    };
  }, [ttlSeconds]);

  return state;
}
