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
  it('token-coverage: 0.9 × the query covered + 0.1 × the candidate covered', () => {
    // query 'faberlic' covered fully; candidate 8 of 14 letters: 90 + 10 × 8/14 = 95.7
    expect(score('faberlic', 'FABERLIC EUROPE Sp. z o.o.')).toMatchObject({
      score: 95.7,
      rule: 'token-coverage',
    });
  });
  it('penalises a number or roman numeral in one name only', () => {
    // apollo+investment+fund = 20 letters paired; query 24 letters, candidate 22:
    // 0.9 × 20/24 + 0.1 × 20/22 = 0.8409 → 84.1, less 15 = 69.1
    const s = score('Apollo Investment Fund VIII L.P.', 'Apollo Investment Fund IX L.P.');
    expect(s.components.penalty).toBe(15);
    expect(s.score).toBe(69.1);
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
  it('honours the threshold', () => {
    const strict = createSanctionsScreener(parseSdnCsv(sdnCsv), { threshold: 99.5 });
    expect(strict.screen('Aerocaribean Airlines')).toEqual([]);
    expect(strict.screen('Aerocaribbean Airlines')).toHaveLength(1);
  });
});
