import { residualSimilarityFloor } from './residual-similarity-floor';

/**
 * What the score bound needs of one name, worked out once: its words as interned ids with their
 * lengths, its letter count, and its characters as a sparse multiset (each ASCII character its own
 * bucket, all others one shared bucket — as osaDistance's own bound counts them).
 */
export interface NameProfile {
  wordIds: Int32Array;
  wordLengths: Int32Array;
  letters: number;
  /** Character buckets (0–128) and their counts, parallel arrays. */
  chars: Int32Array;
  counts: Int32Array;
}

/** Builds the profiles of names whose words are `words[i]`, interning the words across all of them. */
export function nameProfiles(words: readonly (readonly string[])[]): NameProfile[] {
  const ids = new Map<string, number>();
  const dense = new Int32Array(129);
  return words.map((ws) => {
    const wordIds = Int32Array.from(ws, (w) => {
      let id = ids.get(w);
      if (id === undefined) ids.set(w, (id = ids.size));
      return id;
    });
    dense.fill(0);
    let letters = 0;
    for (const w of ws) {
      letters += w.length;
      for (let k = 0; k < w.length; k++) dense[Math.min(w.charCodeAt(k), 128)]! += 1;
    }
    const chars: number[] = [];
    const counts: number[] = [];
    dense.forEach((n, c) => {
      if (n > 0) {
        chars.push(c);
        counts.push(n);
      }
    });
    return {
      wordIds,
      wordLengths: Int32Array.from(ws, (w) => w.length),
      letters,
      chars: Int32Array.from(chars),
      counts: Int32Array.from(counts),
    };
  });
}

/** The dense character counts of one profile, for `canReach` against many others. */
export function denseCounts(p: NameProfile, into: Int32Array): Int32Array {
  into.fill(0);
  p.chars.forEach((c, k) => (into[c] = p.counts[k]!));
  return into;
}

/**
 * False only when scoreVendorNames(a, b, threshold) is certainly below `threshold` by the
 * residual-edit rule (the exact-normalised rule, compact cores equal, is the caller's to check
 * first). The bound: S letters of words both names share (as multisets, as the score pairs them)
 * count fully; the left-over letters Ra and Rb are at best as alike as the characters they share,
 * which are the characters the whole names share less S (the shared words' characters are on both
 * sides), since every edit leaves at most one character of the longer left-over unmatched. A pair
 * with no left-over on one side scores 0. So the residual similarity is at most
 * shared / max(Ra, Rb), and the score at most (2S + that × (Ra + Rb)) / (La + Lb).
 * `aCounts` is denseCounts(a).
 */
export function canReach(a: NameProfile, aCounts: Int32Array, b: NameProfile, threshold: number): boolean {
  let shared = 0;
  let used = 0; // bit k: word k of a already paired (names of more than 31 words skip the bound)
  if (a.wordIds.length > 31) return true;
  for (let y = 0; y < b.wordIds.length; y++) {
    const id = b.wordIds[y]!;
    for (let x = 0; x < a.wordIds.length; x++) {
      if (a.wordIds[x] === id && (used & (1 << x)) === 0) {
        used |= 1 << x;
        shared += a.wordLengths[x]!;
        break;
      }
    }
  }
  const ra = a.letters - shared;
  const rb = b.letters - shared;
  if (ra === 0 || rb === 0) return false;
  let common = 0;
  for (let k = 0; k < b.chars.length; k++) common += Math.min(aCounts[b.chars[k]!]!, b.counts[k]!);
  const longer = Math.max(ra, rb);
  const residual = Math.min(1, Math.max(0, common - shared) / longer);
  if (residual < residualSimilarityFloor - 1e-9) return false;
  const best = ((shared * 2 + residual * (ra + rb)) / (a.letters + b.letters)) * 100;
  // the score is rounded to one decimal before it is compared
  return best >= threshold - 0.05 - 1e-9;
}
