import { consonantSkeleton } from '../text/consonant-skeleton';
import { tokenSimilarity } from './token-similarity';

export interface TokenCoverage {
  /** Character-weighted share of the first name's tokens paired, times the pairs' similarity (0–1). */
  first: number;
  /** The same for the second name (0–1). */
  second: number;
  /** The words of the first name that were paired. */
  pairedFirst: readonly string[];
}

/** Word pairs below this token similarity do not count as paired. */
export const tokenPairCutoff = 0.8;
/**
 * Words shorter than this pair only at `shortWordCutoff` or above: one letter in five or six is another
 * name more often than a typo (Sony/Sona, Micron/Mikron, Compex/Compel).
 */
export const shortWordLength = 7;
export const shortWordCutoff = 0.9;
/**
 * A pair of unlike words whose consonant skeletons differ counts its similarity to this power
 * (0.9 → 0.81): on 2,218 real company names, near-misses such as "Megatek"/"Megateo" were most false
 * sanctions hits, while transliterations and typos of one sound ("Gazprom"/"Gasprom") keep full credit.
 */
export const unlikeSoundExponent = 2;

function pairCutoff(a: string, b: string): number {
  return Math.min(a.length, b.length) < shortWordLength ? shortWordCutoff : tokenPairCutoff;
}

/**
 * Token coverage: each word of one name paired with at most one word of the other, most similar
 * pairs first (greedy, tokenSimilarity ≥ 0.8); how much of each name is covered by the pairs (each
 * pair counts its similarity, squared when the words do not sound alike: consonantSkeleton),
 * weighted by word length times the word's `weight` (1 unless given: see TokenRarity). Word order
 * does not matter. Both empty → 1 and 1.
 */
export function tokenCoverage(
  first: readonly string[],
  second: readonly string[],
  weight: (token: string) => number = () => 1,
): TokenCoverage {
  if (first.length === 0 || second.length === 0) {
    const both = first.length === 0 && second.length === 0 ? 1 : 0;
    return { first: both, second: both, pairedFirst: [] };
  }
  const pairs: [number, number, number][] = [];
  for (let i = 0; i < first.length; i++)
    for (let j = 0; j < second.length; j++) {
      const s = tokenSimilarity(first[i]!, second[j]!);
      if (s >= pairCutoff(first[i]!, second[j]!)) pairs.push([s, i, j]);
    }
  pairs.sort((x, y) => y[0] - x[0] || x[1] - y[1] || x[2] - y[2]);
  const usedA = new Uint8Array(first.length);
  const usedB = new Uint8Array(second.length);
  let coveredA = 0;
  let coveredB = 0;
  const pairedFirst: string[] = [];
  for (const [s, i, j] of pairs) {
    if (usedA[i] || usedB[j]) continue;
    usedA[i] = usedB[j] = 1;
    pairedFirst.push(first[i]!);
    // a pair spelt differently but said alike keeps its similarity; one that differs in a consonant
    // is another name more often than a typo ("Databook"/"Databank")
    const credit =
      s < 1 && consonantSkeleton(first[i]!) !== consonantSkeleton(second[j]!) ? s ** unlikeSoundExponent : s;
    coveredA += credit * first[i]!.length * weight(first[i]!);
    coveredB += credit * second[j]!.length * weight(second[j]!);
  }
  const length = (tokens: readonly string[]) => tokens.reduce((n, t) => n + t.length * weight(t), 0);
  return { first: coveredA / length(first), second: coveredB / length(second), pairedFirst };
}
