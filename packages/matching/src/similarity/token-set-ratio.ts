import { normalisedLevenshtein as ratio } from './levenshtein';

/**
 * Token-set ratio (0–1), after fuzzywuzzy: the sorted common tokens (t0) and each side's sorted
 * remainder appended (t1, t2); the best normalised-Levenshtein ratio of (t0, t1), (t0, t2), (t1, t2).
 * One name's tokens being a subset of the other's scores 1 — the caller decides how far to trust it.
 */
export function tokenSetRatio(a: readonly string[], b: readonly string[]): number {
  const sa = new Set(a);
  const sb = new Set(b);
  const common = [...sa].filter((t) => sb.has(t)).sort();
  const onlyA = [...sa].filter((t) => !sb.has(t)).sort();
  const onlyB = [...sb].filter((t) => !sa.has(t)).sort();
  const t0 = common.join(' ');
  const t1 = [...common, ...onlyA].join(' ');
  const t2 = [...common, ...onlyB].join(' ');
  if (common.length === 0) return ratio(t1, t2);
  return Math.max(ratio(t0, t1), ratio(t0, t2), ratio(t1, t2));
}
