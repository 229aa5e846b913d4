/**
 * A fixed-window counter per key, in memory (one server process; a deployment behind several
 * processes gives each its own budget). `hit` counts one event and answers whether the key was still
 * within its budget; `retryAfterSeconds` answers how long a key over its budget must wait (0 = not
 * limited) without counting. Windows are read from the clock the caller passes, so tests drive them.
 */
export interface RateLimiter {
  hit(key: string, now: Date): { allowed: boolean; retryAfterSeconds: number };
  retryAfterSeconds(key: string, now: Date): number;
  reset(key: string): void;
}

export interface RateLimit {
  /** Events allowed per window. */
  limit: number;
  windowMs: number;
}

/** Above this many keys, expired windows are swept before a new key is added. */
const sweepAbove = 10_000;

export function createRateLimiter({ limit, windowMs }: RateLimit): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();

  function current(key: string, now: number): { start: number; count: number } | undefined {
    const w = windows.get(key);
    if (w && now - w.start >= windowMs) {
      windows.delete(key);
      return undefined;
    }
    return w;
  }

  function wait(w: { start: number }, now: number): number {
    return Math.max(1, Math.ceil((w.start + windowMs - now) / 1000));
  }

  return {
    hit(key, now) {
      const t = now.getTime();
      let w = current(key, t);
      if (!w) {
        if (windows.size >= sweepAbove) {
          for (const [k, v] of windows) if (t - v.start >= windowMs) windows.delete(k);
        }
        w = { start: t, count: 0 };
        windows.set(key, w);
      }
      w.count += 1;
      const allowed = w.count <= limit;
      return { allowed, retryAfterSeconds: allowed ? 0 : wait(w, t) };
    },
    retryAfterSeconds(key, now) {
      const t = now.getTime();
      const w = current(key, t);
      return w && w.count >= limit ? wait(w, t) : 0;
    },
    reset(key) {
      windows.delete(key);
    },
  };
}
