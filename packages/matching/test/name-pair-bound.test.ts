import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canReach, denseCounts, nameProfiles } from '../src/vendors/name-pair-bound';
import { normaliseCompanyName, scoreVendorNames } from '../src/index';

const wordsOf = (n: ReturnType<typeof normaliseCompanyName>): string[] =>
  n.tokens.length ? n.tokens : n.canonical.split(' ').filter(Boolean);
const compactCore = (n: ReturnType<typeof normaliseCompanyName>): string =>
  (n.core || n.canonical).replaceAll(' ', '');

/** Names from a small vocabulary with typos, so that many pairs share words and letters. */
const word = fc.oneof(
  fc.constantFrom('nordwind', 'northwind', 'software', 'logistics', 'lakeshore', 'media', 'print', 'ab'),
  fc.string({
    unit: fc.constantFrom('a', 'n', 'o', 'r', 'd', 'w', 'i', 'é', 'ß', '1'),
    minLength: 1,
    maxLength: 9,
  }),
);
const name = fc
  .array(word, { minLength: 1, maxLength: 4 })
  .chain((ws) => fc.constantFrom('', ' GmbH', ' Ltd', ' AG').map((form) => ws.join(' ') + form));
/** A name and a variant of it: a few characters changed, swapped, dropped or added, or a word more. */
const edit = fc.record({
  at: fc.nat(),
  kind: fc.constantFrom('change', 'swap', 'drop', 'add', 'word'),
  char: fc.constantFrom('a', 'n', 'o', 'x', 'ü'),
});
const namePair = fc.tuple(name, fc.array(edit, { maxLength: 3 }), word).map(([a, edits, extra]) => {
  let b = a;
  for (const { at, kind, char } of edits) {
    const k = at % Math.max(1, b.length);
    if (kind === 'change') b = b.slice(0, k) + char + b.slice(k + 1);
    else if (kind === 'swap') b = b.slice(0, k) + b.slice(k + 1, k + 2) + b.slice(k, k + 1) + b.slice(k + 2);
    else if (kind === 'drop') b = b.slice(0, k) + b.slice(k + 1);
    else if (kind === 'add') b = b.slice(0, k) + char + b.slice(k);
    else b = `${b} ${extra}`;
  }
  return [a, b] as const;
});

describe('the similar-name score bound (canReach)', () => {
  it('never rules out a pair that reaches the threshold (threshold in the name)', () => {
    fc.assert(
      fc.property(
        fc.oneof(namePair, fc.tuple(name, name)),
        fc.integer({ min: 50, max: 100 }),
        ([x, y], threshold) => {
          const [a, b] = [normaliseCompanyName(x), normaliseCompanyName(y)];
          if (compactCore(a) !== '' && compactCore(a) === compactCore(b)) return;
          const [pa, pb] = nameProfiles([wordsOf(a), wordsOf(b)]);
          const reaches = scoreVendorNames(a, b, threshold).score >= threshold;
          if (reaches)
            expect(canReach(pa!, denseCounts(pa!, new Int32Array(129)), pb!, threshold)).toBe(true);
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('rules out a shared word with unlike left-overs, keeps a typo', () => {
    const [typo, other, base] = nameProfiles([
      ['nordwnid', 'software'],
      ['lakeshore', 'software'],
      ['nordwind', 'software'],
    ]);
    const counts = denseCounts(base!, new Int32Array(129));
    expect(canReach(base!, counts, typo!, 80)).toBe(true);
    expect(canReach(base!, counts, other!, 80)).toBe(false);
  });
});
