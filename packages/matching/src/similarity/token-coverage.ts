import { tokenSimilarity } from './token-similarity';

export interface TokenCoverage {
  /** Character-weighted share of the first name's tokens paired, times the pairs' similarity (0–1). */
  first: number;
  /** The same for the second name (0–1). */
  second: number;
}

/** Word pairs below this token similarity do not count as paired. */
export const tokenPairCutoff = 0.8;

/**
 * Token coverage: each word of one name paired with at most one word of the other, most similar
 * pairs first (greedy, tokenSimilarity ≥ 0.8); how much of each name is covered by the pairs,
 * weighted by word length. Word order does not matter. Both empty → 1 and 1.
 */
export function tokenCoverage(first: readonly string[], second: readonly string[]): TokenCoverage {
  if (first.length === 0 || second.length === 0) {
    const both = first.length === 0 && second.length === 0 ? 1 : 0;
    return { first: both, second: both };
  }
  const pairs: [number, number, number][] = [];
  for (let i = 0; i < first.length; i++)
    for (let j = 0; j < second.length; j++) {
      const s = tokenSimilarity(first[i]!, second[j]!);
      if (s >= tokenPairCutoff) pairs.push([s, i, j]);
    }
  pairs.sort((x, y) => y[0] - x[0] || x[1] - y[1] || x[2] - y[2]);
  const usedA = new Uint8Array(first.length);
  const usedB = new Uint8Array(second.length);
  let coveredA = 0;
  let coveredB = 0;
  for (const [s, i, j] of pairs) {
    if (usedA[i] || usedB[j]) continue;
    usedA[i] = usedB[j] = 1;
    coveredA += s * first[i]!.length;
    coveredB += s * second[j]!.length;
  }
  const length = (tokens: readonly string[]) => tokens.reduce((n, t) => n + t.length, 0);
  return { first: coveredA / length(first), second: coveredB / length(second) };
}
