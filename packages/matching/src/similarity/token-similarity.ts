import { jaroWinkler } from './jaro-winkler';
import { normalisedLevenshtein } from './levenshtein';

/**
 * Similarity of two words (0–1): the mean of Jaro-Winkler and normalised Levenshtein. Jaro-Winkler
 * alone is generous to short words sharing a prefix ("bai"/"baikal" 0.88); the mean (0.69) is not,
 * while one typo in a long word stays high ("tayota"/"toyota" 0.87). Words shorter than 4 letters
 * are alike only when equal ("lim"/"lima" 0): a typo in them cannot be told from another word.
 */
export function tokenSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  if (a.length < 4 || b.length < 4) return 0;
  return (jaroWinkler(a, b) + normalisedLevenshtein(a, b)) / 2;
}
