import { describe, expect, it } from 'vitest';
import { normaliseCompanyName, scoreVendorNames, similarNamePairs } from '../src/index';

const n = (name: string) => normaliseCompanyName(name);

/** The edge cases of the vendor-name score and of the pair search (issue 35 item 4: kept covered). */
describe('scoreVendorNames at its edges', () => {
  it('a name that is only a legal form is compared by its canonical name', () => {
    expect(scoreVendorNames(n('GmbH'), n('GmbH'))).toMatchObject({ score: 100, rule: 'exact-normalised' });
  });

  it('a number in one name only scores 0; a word added on one side leaves no residual to compare (0)', () => {
    expect(scoreVendorNames(n('Acme Holdings 2'), n('Acme Holdings 3')).score).toBe(0);
    expect(scoreVendorNames(n('Harbour Chemicals'), n('Blue Harbour Chemicals'))).toEqual({
      score: 0,
      rule: 'residual-edit',
      residualSimilarity: 0,
    });
  });

  it('two empty names score 0, and a pair that cannot reach the minimum scores 0 without its full distance', () => {
    expect(scoreVendorNames(n(''), n('')).score).toBe(0);
    expect(scoreVendorNames(n('Juniper Consulting'), n('Jupiter Cleaning'), 95).score).toBe(0);
    expect(scoreVendorNames(n('Juniper Consulting'), n('Juniper Consultings'), 80).score).toBeGreaterThan(80);
  });
});

describe('similarNamePairs when every block is large', () => {
  it('takes every holder of a one-word name’s keys, and skips an empty name', () => {
    const names = ['Gamma', 'Gamma', '', 'Delta Works'].map(n);
    // maxBlock 1: every key's block counts as too common, so the fallbacks find the candidates
    const pairs = similarNamePairs(names, 90, 1).map((p) => [p.i, p.j]);
    expect(pairs).toEqual([[0, 1]]);
  });
});
