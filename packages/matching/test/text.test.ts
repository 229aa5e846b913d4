import { describe, expect, it } from 'vitest';
import { consonantSkeleton, foldText, normaliseCompanyName, splitLegalForms } from '../src/index';

describe('foldText', () => {
  it('folds case, strips diacritics, reads & as and, turns punctuation into spaces', () => {
    expect(foldText('  Müller-Lüdenscheidt & Söhne ')).toBe('muller ludenscheidt and sohne');
    expect(foldText("Deutsche Bank's AG")).toBe('deutsche banks ag');
    expect(foldText('Straße, Æther Ltd.')).toBe('strasse aether ltd');
  });
  it('maps Cyrillic look-alikes inside a Latin word, transliterates all-Cyrillic words', () => {
    // 'а' in Gаzprom is U+0430 CYRILLIC SMALL LETTER A
    expect(foldText('G\u0430zprom')).toBe('gazprom');
    expect(foldText('ООО Ромашка')).toBe('ooo romashka');
  });
  it('reads 0 as o inside words but not in numbers', () => {
    expect(foldText('G00gle')).toBe('google');
    expect(foldText('ACME 2000')).toBe('acme 2000');
  });
});

describe('normaliseCompanyName', () => {
  it('canonicalises a spelled-out legal form and answers the core name', () => {
    const n = normaliseCompanyName('Volkswagen Gesellschaft mit beschränkter Haftung');
    expect(n.canonical).toBe('volkswagen gmbh');
    expect(n.core).toBe('volkswagen');
    expect(n.legalForms).toEqual(['gmbh']);
  });
  it('recognises leading forms, dotted forms, the longest form first, and a typo in a long form', () => {
    expect(normaliseCompanyName('OOO Oboronnye Initsiativy').canonical).toBe('ooo oboronnye initsiativy');
    expect(normaliseCompanyName('Oboronnye Initsiativy o.O.O.').canonical).toBe('oboronnye initsiativy ooo');
    expect(normaliseCompanyName('Weber GmbH & Co. KG').legalForms).toEqual(['gmbh and co kg']);
    expect(normaliseCompanyName('Siemens Aktiengeselschaft').canonical).toBe('siemens ag');
    expect(normaliseCompanyName('The Homs Refinery Corporation').core).toBe('homs refinery');
  });
  it('keeps a name that is only a legal-form word', () => {
    expect(splitLegalForms(['ag'])).toEqual({ core: ['ag'], leading: [], trailing: [] });
    expect(normaliseCompanyName('Trading Co Ltd').core).toBe('trading');
  });
});

describe('consonantSkeleton', () => {
  it('is one for spellings of one sound', () => {
    for (const [a, b] of <[string, string][]>[
      ['gazprom', 'gasprom'],
      ['qaeda', 'qaida'],
      ['sencora', 'cencora'],
      ['schell', 'shell'],
      ['appel', 'apple'],
      ['rosoboronexport', 'rosoboroneksport'],
      ['faberlick', 'faberlic'],
    ])
      expect(consonantSkeleton(a), `${a}/${b}`).toBe(consonantSkeleton(b));
  });

  it('differs when a consonant differs', () => {
    for (const [a, b] of <[string, string][]>[
      ['databook', 'databank'],
      ['albatron', 'albatros'],
      ['megatek', 'megateo'],
      ['softing', 'softline'],
    ])
      expect(consonantSkeleton(a), `${a}/${b}`).not.toBe(consonantSkeleton(b));
  });
});
