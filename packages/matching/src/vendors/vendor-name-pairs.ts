import { osaDistance } from '../similarity/osa-distance';
import { distinguishingTokensDiffer } from '../sanctions/score-names';
import type { NormalisedName } from '../text/normalise-company-name';

export type VendorNameRule = 'exact-normalised' | 'residual-edit';

export interface VendorNamePairScore {
  /** 0–100, one decimal. */
  score: number;
  rule: VendorNameRule;
  /** 0–1: OSA similarity of the words the two names do not share (0 when one name has none). */
  residualSimilarity: number;
}

/** The words of the two names that differ must be at least this alike (OSA similarity, 0–1). */
export const residualSimilarityFloor = 0.6;

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

/**
 * Candidate pairs (i < j) of names, scored, kept at `threshold` or above. Blocking: a name's rare
 * keys (held by at most `maxBlock` names) select candidates; a name with no rare key (its words are
 * all common, as in a large vendor master) takes instead the names sharing a pair of keys of two of
 * its words, or, for a one-word name, all holders of its keys. Candidates must share at least two
 * keys with it (one for a one-word name), and their letter counts must be close enough for the score
 * to reach the threshold (shorter / longer ≥ threshold / (200 − threshold)).
 */
export function similarNamePairs(
  names: readonly NormalisedName[],
  threshold: number,
  maxBlock = 300,
): { i: number; j: number; score: VendorNamePairScore }[] {
  const postingsOf = (lists: readonly string[][]): Map<string, number[]> => {
    const index = new Map<string, number[]>();
    lists.forEach((ks, i) => {
      for (const k of ks) {
        const list = index.get(k);
        if (list) list.push(i);
        else index.set(k, [i]);
      }
    });
    return index;
  };
  const keys = names.map(keysOf);
  const index = postingsOf(keys);
  const pairKeys = names.map(crossWordPairs);
  const pairIndex = postingsOf(pairKeys);
  const sizes = names.map((n) => compactCore(n).length);
  const ratio = threshold / (200 - threshold);
  const out: { i: number; j: number; score: VendorNamePairScore }[] = [];
  const keySets = keys.map((ks) => new Set(ks));
  const seen = new Set<number>();
  for (let i = 0; i < names.length; i++) {
    if (names[i]!.canonical === '') continue;
    const postings = keys[i]!.map((k) => index.get(k)!);
    const rare = postings.filter((p) => p.length <= maxBlock);
    seen.clear();
    const need = wordsOf(names[i]!).length > 1 ? 2 : 1;
    const candidates = rare.length
      ? rare
      : need === 2
        ? pairKeys[i]!.map((k) => pairIndex.get(k)!)
        : postings;
    for (const p of candidates)
      for (const j of p) {
        if (j <= i || seen.has(j)) continue;
        seen.add(j);
        let n = 0;
        for (const k of keys[i]!) if (keySets[j]!.has(k)) n++;
        if (n < need && n < keys[j]!.length) continue;
        const [short, long] = sizes[i]! < sizes[j]! ? [sizes[i]!, sizes[j]!] : [sizes[j]!, sizes[i]!];
        if (short < long * ratio) continue;
        const score = scoreVendorNames(names[i]!, names[j]!, threshold);
        if (score.score >= threshold) out.push({ i, j, score });
      }
  }
  return out.sort((x, y) => x.i - y.i || x.j - y.j);
}
