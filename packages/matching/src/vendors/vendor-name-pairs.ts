import { osaDistance } from '../similarity/osa-distance';
import { distinguishingTokensDiffer } from '../sanctions/score-names';
import type { NormalisedName } from '../text/normalise-company-name';
import { canReach, denseCounts, nameProfiles } from './name-pair-bound';
import { residualSimilarityFloor } from './residual-similarity-floor';

export type VendorNameRule = 'exact-normalised' | 'residual-edit';

export interface VendorNamePairScore {
  /** 0–100, one decimal. */
  score: number;
  rule: VendorNameRule;
  /** 0–1: OSA similarity of the words the two names do not share (0 when one name has none). */
  residualSimilarity: number;
}

export { residualSimilarityFloor };

const compactCore = (n: NormalisedName): string => (n.core || n.canonical).replaceAll(' ', '');
const wordsOf = (n: NormalisedName): string[] =>
  n.tokens.length ? n.tokens : n.canonical.split(' ').filter(Boolean);
const letters = (tokens: readonly string[]): number => tokens.reduce((n, t) => n + t.length, 0);

/**
 * How alike two vendor names are (0–100), symmetric, on the core names (legal forms aside):
 * - exact-normalised: equal ignoring spaces, 100;
 * - residual-edit: the words both names share count fully, the words left over on each side count
 *   by their similarity (1 − OSA distance / longer length of the left-over words, joined);
 *   score = (shared letters × 2 + similarity × left-over letters) / all letters × 100. The left-over
 *   words must be at least 0.6 alike: "Marlin Print & Media" and "Meridian Print & Media" share three
 *   words but their names differ (0.375), "Harbour Chemicals" and "Blue Harbour Chemicals" add a
 *   word (0). A number, roman numeral or country name in one name only scores 0.
 * With `minScore`, a pair that cannot reach it scores 0 without its edit distance being worked out in
 * full (the same pairs reach `minScore` as without it).
 */
export function scoreVendorNames(a: NormalisedName, b: NormalisedName, minScore = 0): VendorNamePairScore {
  const ca = compactCore(a);
  const cb = compactCore(b);
  if (ca !== '' && ca === cb) return { score: 100, rule: 'exact-normalised', residualSimilarity: 1 };
  const wa = wordsOf(a);
  const wb = wordsOf(b);
  if (distinguishingTokensDiffer(wa, wb)) return { score: 0, rule: 'residual-edit', residualSimilarity: 0 };
  const restB = [...wb];
  const restA: string[] = [];
  let shared = 0;
  for (const w of wa) {
    const at = restB.indexOf(w);
    if (at >= 0) {
      restB.splice(at, 1);
      shared += w.length;
    } else restA.push(w);
  }
  const ra = restA.join('');
  const rb = restB.join('');
  const total = letters(wa) + letters(wb);
  const longer = Math.max(ra.length, rb.length);
  // the most edits that still leave the residual at the floor and the score at minScore (less the
  // rounding to one decimal), with a little room for floating point
  const neededResidual = Math.max(
    residualSimilarityFloor,
    ((minScore - 0.05) * total) / 100 - shared * 2 > 0
      ? (((minScore - 0.05) * total) / 100 - shared * 2) / (ra.length + rb.length)
      : 0,
  );
  const maxEdits = minScore > 0 ? Math.floor((1 - neededResidual) * longer + 1e-6) : Infinity;
  const distance = ra === '' || rb === '' ? longer : osaDistance(ra, rb, maxEdits);
  if (distance > maxEdits) return { score: 0, rule: 'residual-edit', residualSimilarity: 0 };
  const residual = ra === '' || rb === '' ? 0 : 1 - distance / longer;
  const score = total === 0 ? 0 : ((shared * 2 + residual * (ra.length + rb.length)) / total) * 100;
  return {
    score: residual < residualSimilarityFloor ? 0 : Math.round(score * 10) / 10,
    rule: 'residual-edit',
    residualSimilarity: Math.round(residual * 1000) / 1000,
  };
}

/** The blocking keys of one word: the word, and its first and last three letters. */
function wordKeys(t: string): string[] {
  return t.length >= 4 ? [`w:${t}`, `p:${t.slice(0, 3)}`, `s:${t.slice(-3)}`] : [`w:${t}`];
}

/** Blocking keys of a name: each word and each word's first and last three letters. */
function keysOf(n: NormalisedName): string[] {
  return [...new Set(wordsOf(n).flatMap(wordKeys))];
}

/** Pairs of keys of two different words of a name ('p:nor|s:are'): rarer than either key alone. */
function crossWordPairs(n: NormalisedName): string[] {
  const perWord = wordsOf(n).map(wordKeys);
  const pairs = new Set<string>();
  perWord.forEach((a, x) =>
    perWord.slice(x + 1).forEach((b) => {
      for (const ka of a) for (const kb of b) pairs.add(ka < kb ? `${ka}|${kb}` : `${kb}|${ka}`);
    }),
  );
  return [...pairs];
}

/** Interns string keys to small integers; each name's keys as a sorted, distinct Int32Array. */
function internKeys(lists: readonly string[][]): { ids: Int32Array[]; postings: Int32Array[] } {
  const idOf = new Map<string, number>();
  const ids = lists.map((ks) => {
    const out = new Set<number>();
    for (const k of ks) {
      let id = idOf.get(k);
      if (id === undefined) idOf.set(k, (id = idOf.size));
      out.add(id);
    }
    return Int32Array.from(out).sort();
  });
  const sizes = new Int32Array(idOf.size);
  for (const ks of ids) for (const k of ks) sizes[k]! += 1;
  const postings = Array.from(sizes, (n) => new Int32Array(n));
  sizes.fill(0);
  ids.forEach((ks, i) => {
    for (const k of ks) postings[k]![sizes[k]!++] = i;
  });
  return { ids, postings };
}

/** The position of the first value above `i` in an ascending Int32Array (its length when none is). */
function firstAbove(list: Int32Array, i: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]! <= i) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** How many values two sorted Int32Arrays share. */
function sharedCount(a: Int32Array, b: Int32Array): number {
  let n = 0;
  for (let x = 0, y = 0; x < a.length && y < b.length;) {
    if (a[x] === b[y]) {
      n++;
      x++;
      y++;
    } else if (a[x]! < b[y]!) x++;
    else y++;
  }
  return n;
}

/**
 * Candidate pairs (i < j) of names, scored, kept at `threshold` or above. Blocking: a name's rare
 * keys (held by at most `maxBlock` names) select candidates; a name with no rare key (its words are
 * all common, as in a large vendor master) takes instead the names sharing a pair of keys of two of
 * its words, or, for a one-word name, all holders of its keys. Candidates must share at least two
 * keys with it (one for a one-word name), and their letter counts must be close enough for the score
 * to reach the threshold (shorter / longer ≥ threshold / (200 − threshold)). Before a candidate is
 * scored, canReach rules out the pairs whose score certainly stays below the threshold (the same
 * pairs are kept as when every candidate is scored; a large vendor master has millions of them).
 */
export function similarNamePairs(
  names: readonly NormalisedName[],
  threshold: number,
  maxBlock = 300,
): { i: number; j: number; score: VendorNamePairScore }[] {
  const keys = internKeys(names.map(keysOf));
  const pairKeys = internKeys(names.map(crossWordPairs));
  const compact = names.map(compactCore);
  const sizes = compact.map((c) => c.length);
  const profiles = nameProfiles(names.map(wordsOf));
  const counts = new Int32Array(129);
  const ratio = threshold / (200 - threshold);
  const out: { i: number; j: number; score: VendorNamePairScore }[] = [];
  const seenBy = new Int32Array(names.length).fill(-1);
  for (let i = 0; i < names.length; i++) {
    if (names[i]!.canonical === '') continue;
    const own = keys.ids[i]!;
    const postings = Array.from(own, (k) => keys.postings[k]!);
    const rare = postings.filter((p) => p.length <= maxBlock);
    const need = wordsOf(names[i]!).length > 1 ? 2 : 1;
    const candidates = rare.length
      ? rare
      : need === 2
        ? Array.from(pairKeys.ids[i]!, (k) => pairKeys.postings[k]!)
        : postings;
    denseCounts(profiles[i]!, counts);
    for (const p of candidates)
      for (let at = firstAbove(p, i); at < p.length; at++) {
        const j = p[at]!;
        if (seenBy[j] === i) continue;
        seenBy[j] = i;
        const [short, long] = sizes[i]! < sizes[j]! ? [sizes[i]!, sizes[j]!] : [sizes[j]!, sizes[i]!];
        if (short < long * ratio) continue;
        const n = sharedCount(own, keys.ids[j]!);
        if (n < need && n < keys.ids[j]!.length) continue;
        const exact = compact[i] !== '' && compact[i] === compact[j];
        if (!exact && threshold > 0 && !canReach(profiles[i]!, counts, profiles[j]!, threshold)) continue;
        const score = scoreVendorNames(names[i]!, names[j]!, threshold);
        if (score.score >= threshold) out.push({ i, j, score });
      }
  }
  return out.sort((x, y) => x.i - y.i || x.j - y.j);
}
