import fc from 'fast-check';
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
  it('OSA distance equals the textbook table, and with a bound it is exact up to the bound', () => {
    // the full (la + 1) × (lb + 1) table, as the definition reads
    const reference = (a: string, b: string): number => {
      const d = Array.from({ length: a.length + 1 }, (_, i) =>
        Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
      );
      for (let i = 1; i <= a.length; i++)
        for (let j = 1; j <= b.length; j++) {
          d[i]![j] = Math.min(
            d[i - 1]![j]! + 1,
            d[i]![j - 1]! + 1,
            d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
          );
          if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
            d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
        }
      return d[a.length]![b.length]!;
    };
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd', 'é', 'ü'), maxLength: 9 });
    fc.assert(
      fc.property(word, word, fc.nat({ max: 6 }), (a, b, max) => {
        const exact = reference(a, b);
        expect(osaDistance(a, b)).toBe(exact);
        expect(osaDistance(a, b, max)).toBe(Math.min(exact, max + 1));
      }),
      { numRuns: 2000, seed: 7 },
    );
    expect(osaDistance('abcdef', 'abcdefghij', 2)).toBe(3);
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
