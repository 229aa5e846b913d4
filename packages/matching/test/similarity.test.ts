import { describe, expect, it } from 'vitest';
import {
  jaro,
  jaroWinkler,
  levenshtein,
  normalisedLevenshtein,
  osaDistance,
  tokenCoverage,
  tokenSetRatio,
  tokenSimilarity,
} from '../src/index';

describe('similarity measures', () => {
  it('Jaro and Jaro-Winkler match the textbook examples', () => {
    // MARTHA/MARHTA: m = 6, t = 1: jaro = (1 + 1 + 5/6) / 3 = 0.9444; prefix 3: 0.9444 + 0.3 × 0.0556
    expect(jaro('MARTHA', 'MARHTA')).toBeCloseTo(0.9444, 4);
    expect(jaroWinkler('MARTHA', 'MARHTA')).toBeCloseTo(0.9611, 4);
    // DWAYNE/DUANE: m = 4, t = 0: jaro = (4/6 + 4/5 + 1) / 3 = 0.8222; prefix 1: + 0.1 × 0.1778
    expect(jaroWinkler('DWAYNE', 'DUANE')).toBeCloseTo(0.84, 4);
    expect(jaroWinkler('', 'ABC')).toBe(0);
    expect(jaroWinkler('ABC', 'ABC')).toBe(1);
  });
  it('Levenshtein, its normalised form and OSA distance', () => {
    expect(levenshtein('kitten', 'sitting')).toBe(3);
    expect(normalisedLevenshtein('kitten', 'sitting')).toBeCloseTo(1 - 3 / 7, 6);
    expect(levenshtein('12345', '12435')).toBe(2);
    expect(osaDistance('12345', '12435')).toBe(1);
    expect(normalisedLevenshtein('', '')).toBe(1);
  });
  it('token-set ratio: a subset scores 1, otherwise the best of the three comparisons', () => {
    expect(tokenSetRatio(['deutsche', 'bank'], ['bank', 'deutsche', 'ag'])).toBe(1);
    // no common token: ratio of 'abc' and 'abd' = 1 − 1/3
    expect(tokenSetRatio(['abc'], ['abd'])).toBeCloseTo(2 / 3, 6);
  });
  it('token similarity: short words only when equal; coverage weighted by letters', () => {
    expect(tokenSimilarity('lim', 'lima')).toBe(0);
    // 'faberlic' (8 letters) fully covered; 'europe' (6) of the candidate left over
    const c = tokenCoverage(['faberlic'], ['faberlic', 'europe']);
    expect(c.first).toBe(1);
    expect(c.second).toBeCloseTo(8 / 14, 6);
  });
});
