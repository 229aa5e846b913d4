/** A small in-process map whose entries are trusted for a short time after they were read. */
export interface TtlCache<V> {
  /** The value stored under `key` less than the time-to-live before `now` (ms), or undefined. */
  get(key: string, now: number): V | undefined;
  /** Stores `value`, read from its source at `now` (ms). */
  set(key: string, value: V, now: number): void;
  delete(key: string): void;
  /** Drops every entry whose value passes `test`. */
  deleteWhere(test: (value: V) => boolean): void;
  clear(): void;
}

/**
 * A TtlCache trusting an entry for `ttlMs` (0 keeps nothing), holding at most `maxEntries` (the
 * oldest stored goes first). An entry is never trusted when the clock has gone back past it.
 */
export function createTtlCache<V>(ttlMs: number, maxEntries = 10_000): TtlCache<V> {
  const entries = new Map<string, { value: V; readAt: number }>();
  return {
    get(key, now) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now >= entry.readAt && now - entry.readAt < ttlMs) return entry.value;
      entries.delete(key);
      return undefined;
    },
    set(key, value, now) {
      if (ttlMs <= 0) return;
      entries.delete(key);
      entries.set(key, { value, readAt: now });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    delete(key) {
      entries.delete(key);
    },
    deleteWhere(test) {
      for (const [key, entry] of entries) if (test(entry.value)) entries.delete(key);
    },
    clear() {
      entries.clear();
    },
  };
}
