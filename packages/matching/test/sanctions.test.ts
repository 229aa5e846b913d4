import { describe, expect, it } from 'vitest';
import {
  createSanctionsScreener,
  loadOfacSdn,
  normaliseCompanyName,
  parseSdnCsv,
  scoreNames,
} from '../src/index';

const score = (a: string, b: string) => scoreNames(normaliseCompanyName(a), normaliseCompanyName(b));

const sdnCsv = [
  '306,"BANCO NACIONAL DE CUBA",-0- ,"CUBA",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"a.k.a. \'BNC\'."',
  '2686,"NASRALLAH, Hasan","individual","SDGT] [SYRIA",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ',
  '36,"AEROCARIBBEAN AIRLINES",-0- ,"CUBA",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ',
  '\u001a',
].join('\r\n');

describe('parseSdnCsv', () => {
  it('reads the legacy CSV: null -0- as entity, programs split, aliases from the remarks', () => {
    const entries = parseSdnCsv(sdnCsv);
    expect(entries).toHaveLength(3);
    expect(entries[0]).toEqual({
      uid: 306,
      name: 'BANCO NACIONAL DE CUBA',
      type: 'entity',
      programs: ['CUBA'],
      aliases: ['BNC'],
    });
    expect(entries[1]!.type).toBe('individual');
    expect(entries[1]!.programs).toEqual(['SDGT', 'SYRIA']);
  });
  it('loads the shipped list', () => {
    const list = loadOfacSdn();
    expect(list.length).toBe(14_965);
    expect(list.filter((e) => e.type === 'entity').length).toBe(6_884);
  });
});

describe('scoreNames', () => {
  it('exact-normalised: equal without spaces and legal forms', () => {
    expect(score('SiemensAG', 'Siemens AG')).toMatchObject({ score: 100, rule: 'exact-normalised' });
    // same core, legal forms of different families (stock vs limited): 100 − 10
    expect(score('Deutsche Bank AG', 'Deutsche Bank GmbH')).toMatchObject({
      score: 90,
      rule: 'exact-normalised',
    });
  });
  it('token-coverage: the query covered × (0.5 + 0.5 × the candidate covered), words weighed by rarity', () => {
    // 'faberlic' (in no list name: weight 1) covered fully; the candidate's 'europe' (in 12 list names)
    // weighs less than a rare word, so FABERLIC EUROPE stays a hit
    const s = score('faberlic', 'FABERLIC EUROPE Sp. z o.o.');
    expect(s.rule).toBe('token-coverage');
    expect(s.components.queryCoverage).toBe(100);
    expect(s.components.candidateCoverage).toBeGreaterThan((8 / 14) * 100);
    expect(s.score).toBeCloseTo(100 * (0.5 + 0.5 * (s.components.candidateCoverage / 100)), 0);
    expect(s.score).toBeGreaterThanOrEqual(75);
  });
  it('penalises a number or roman numeral in one name only', () => {
    const s = score('Apollo Investment Fund VIII L.P.', 'Apollo Investment Fund IX L.P.');
    expect(s.components.penalty).toBe(15);
    const { queryCoverage: q, candidateCoverage: c } = s.components;
    expect(s.score).toBeCloseTo(q * (0.5 + 0.5 * (c / 100)) - 15, 0);
    expect(s.score).toBeLessThan(75);
  });
  it('generic words cannot carry a match alone (issue 16: a three-letter word and "Distribution LLC")', () => {
    for (const listed of [
      'LTD NISSA DISTRIBUTION',
      'ZANGAN DISTRIBUTION TRANSFORMER CO',
      'NATIONAL IRANIAN OIL PRODUCTS DISTRIBUTION COMPANY',
    ])
      expect(score('Abc Distribution LLC', listed).score, listed).toBeLessThan(60.1);
    // a distinctive word paired carries the match
    expect(
      score('Zangan Distribution Transformers', 'ZANGAN DISTRIBUTION TRANSFORMER CO').score,
    ).toBeGreaterThanOrEqual(75);
  });
  it('reads numbers written in words and ordinals as digits', () => {
    expect(score('Brigade Forty-Four', 'Brigade 44')).toMatchObject({ score: 100 });
    expect(score('1st International Bank', 'First International Bank').score).toBeGreaterThanOrEqual(75);
  });
  it('does not pair short words by similarity', () => {
    expect(score('Lim, David', 'DE LIMA SALAS, David Eugenio').score).toBeLessThan(75);
  });
});

describe('createSanctionsScreener', () => {
  const screener = createSanctionsScreener(parseSdnCsv(sdnCsv));
  it('answers hits with their evidence', () => {
    const hits = screener.screen('Banco Nacional de Cuba S.A.');
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({
      sdn_uid: 306,
      sdn_name: 'BANCO NACIONAL DE CUBA',
      sdn_type: 'entity',
      sdn_programs: ['CUBA'],
      matched_name: 'BANCO NACIONAL DE CUBA',
      normalised_query: 'banco nacional de cuba sa',
      normalised_candidate: 'banco nacional de cuba',
      score: 100,
      rule: 'exact-normalised',
      threshold: 75,
    });
  });
  it('matches aliases and one-letter typos; not unrelated names', () => {
    expect(screener.screen('BNC')[0]).toMatchObject({ sdn_uid: 306, matched_name: 'BNC' });
    const typo = screener.screen('Aerocaribean Airlines')[0]!;
    expect(typo.sdn_uid).toBe(36);
    expect(typo.score).toBeGreaterThanOrEqual(95);
    expect(screener.screen('Acme Widgets Ltd')).toEqual([]);
  });
  it('finds a list name written with numbers in words', () => {
    const numbered = createSanctionsScreener(
      parseSdnCsv('12,"BRIGADE 44",-0- ,"SDGT",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- \r\n'),
    );
    expect(numbered.screen('Brigade Forty-Four')[0]).toMatchObject({ sdn_uid: 12, score: 100 });
  });
  it('honours the threshold', () => {
    const strict = createSanctionsScreener(parseSdnCsv(sdnCsv), { threshold: 99.5 });
    expect(strict.screen('Aerocaribean Airlines')).toEqual([]);
    expect(strict.screen('Aerocaribbean Airlines')).toHaveLength(1);
  });
});
