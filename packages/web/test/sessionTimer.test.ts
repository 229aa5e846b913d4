import { describe, expect, it } from 'vitest';
import {
  keepAliveDue,
  sessionSecondsLeft,
  sessionTimerState,
} from '../src/modules/session/utils/sessionTimer';

describe('session time-out arithmetic (spec 01 §4, §9)', () => {
  const t0 = 1_700_000_000_000;

  it('counts the ttl from the last time the server saw the session', () => {
    expect(sessionSecondsLeft(t0, t0, 1800)).toBe(1800);
    expect(sessionSecondsLeft(t0 + 1500, t0, 60)).toBe(59);
    expect(sessionSecondsLeft(t0 + 90_000, t0, 60)).toBe(0);
  });

  it('warns only in the last 30 seconds and expires at the ttl', () => {
    expect(sessionTimerState(t0 + 29_000, t0, 60)).toEqual({ kind: 'ok' });
    expect(sessionTimerState(t0 + 30_000, t0, 60)).toEqual({ kind: 'warning', secondsLeft: 30 });
    expect(sessionTimerState(t0 + 55_000, t0, 60)).toEqual({ kind: 'warning', secondsLeft: 5 });
    expect(sessionTimerState(t0 + 60_000, t0, 60)).toEqual({ kind: 'expired' });
  });

  it('sends a keep-alive at most once a minute', () => {
    expect(keepAliveDue(t0 + 59_999, t0)).toBe(false);
    expect(keepAliveDue(t0 + 60_000, t0)).toBe(true);
  });
});
