/** The session constants of spec 01 §9. */
export const sessionWarningSeconds = 30;
export const sessionPollMs = 5_000;
export const keepAliveIntervalMs = 60_000;

/**
 * Whole seconds left before an idle session times out: the user's ttl counted from the last moment
 * the server saw the session (sign-in, or the last keep-alive). Never negative.
 */
export function sessionSecondsLeft(nowMs: number, lastSeenMs: number, ttlSeconds: number): number {
  return Math.max(0, Math.ceil((lastSeenMs + ttlSeconds * 1000 - nowMs) / 1000));
}

/** What the time-out check shows: nothing, the warning of the last 30 seconds, or the sign-out. */
export type SessionTimerState =
  { kind: 'ok' } | { kind: 'warning'; secondsLeft: number } | { kind: 'expired' };

export function sessionTimerState(nowMs: number, lastSeenMs: number, ttlSeconds: number): SessionTimerState {
  const secondsLeft = sessionSecondsLeft(nowMs, lastSeenMs, ttlSeconds);
  if (secondsLeft <= 0) return { kind: 'expired' };
  if (secondsLeft <= sessionWarningSeconds) return { kind: 'warning', secondsLeft };
  return { kind: 'ok' };
}

/** Activity sends a keep-alive at most once a minute (spec 01 §4 'Session'). */
export function keepAliveDue(nowMs: number, lastKeepAliveMs: number): boolean {
  return nowMs - lastKeepAliveMs >= keepAliveIntervalMs;
}
