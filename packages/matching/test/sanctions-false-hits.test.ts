import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createSanctionsScreener, loadOfacSdn } from '../src/index';

const names = readFileSync(
  new URL('../reference/company-names/pci-vendor-names.txt', import.meta.url),
  'utf8',
)
  .split('\n')
  .filter(Boolean);

/**
 * False hits of the screener on 2,218 real companies that are not on the list (reference/company-names,
 * the PCI ID Repository's vendors), screened as a customer's vendor master is: with their own names as
 * the context that weighs words. The target is 0.5 %; today's rate is 1.08 % (24 names), and
 * this test holds it from getting worse (the scorer before token weighting hit 16 %).
 */
describe('sanctions screening of real, non-sanctioned company names', () => {
  const screener = createSanctionsScreener(loadOfacSdn(), { contextNames: names });

  it('hits at most 1.2 % of them at the default threshold', () => {
    expect(names.length).toBeGreaterThanOrEqual(2_000);
    const hit = names.filter((name) => screener.screen(name).length > 0);
    expect(hit.length / names.length).toBeLessThanOrEqual(0.012);
  });

  it('no longer reports a vendor named with a three-letter word and "Distribution LLC"', () => {
    for (const name of ['Abc Distribution LLC', 'Zed Distribution LLC', 'Max Distribution LLC'])
      expect(screener.screen(name), name).toEqual([]);
  });

  it('still reports listed companies written another way', () => {
    expect(screener.screen('Bank Melli Iran')[0]?.sdn_name).toBe('BANK MELLI IRAN');
    expect(screener.screen('Rosoboronexport JSC')[0]?.score).toBeGreaterThanOrEqual(75);
  });
});
