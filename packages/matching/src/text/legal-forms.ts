import { levenshtein } from '../similarity/levenshtein';

/**
 * Legal-form families: two names whose legal forms are of different families (a stock corporation
 * and a limited company, say) are less likely the same company. 'generic' forms ("Co", "Company")
 * conflict with none.
 */
export type LegalFormFamily = 'stock' | 'limited' | 'partnership' | 'generic' | 'other';

export interface LegalForm {
  /** The canonical short form the normalised name shows, e.g. 'gmbh'. */
  code: string;
  family: LegalFormFamily;
  /** The spellings, as folded text (foldText), e.g. 'gesellschaft mit beschrankter haftung'. */
  variants: readonly string[];
}

/**
 * The legal forms recognised, with their variants as folded text. Dotted abbreviations fold to
 * spaced letters ("G.m.b.H." → "g m b h"), so those spellings are listed too.
 */
export const legalForms: readonly LegalForm[] = [
  {
    code: 'gmbh and co kg',
    family: 'partnership',
    variants: ['gmbh and co kg', 'gmbh co kg', 'gmbh and cie kg'],
  },
  {
    code: 'gmbh',
    family: 'limited',
    variants: ['gmbh', 'g m b h', 'gesellschaft mit beschrankter haftung', 'ges m b h', 'gesmbh'],
  },
  { code: 'ag', family: 'stock', variants: ['ag', 'a g', 'aktiengesellschaft', 'akg'] },
  { code: 'kg', family: 'partnership', variants: ['kg', 'k g', 'kommanditgesellschaft'] },
  { code: 'ohg', family: 'partnership', variants: ['ohg', 'o h g', 'offene handelsgesellschaft'] },
  {
    code: 'ltd',
    family: 'limited',
    variants: [
      'ltd',
      'l t d',
      'limited',
      'pte ltd',
      'pte limited',
      'pty ltd',
      'pty limited',
      'private limited',
      'pvt ltd',
      'co ltd',
      'co limited',
      'company limited',
    ],
  },
  { code: 'plc', family: 'stock', variants: ['plc', 'p l c', 'public limited company'] },
  { code: 'llc', family: 'limited', variants: ['llc', 'l l c', 'limited liability company'] },
  { code: 'llp', family: 'partnership', variants: ['llp', 'l l p', 'limited liability partnership'] },
  { code: 'lp', family: 'partnership', variants: ['lp', 'l p', 'limited partnership'] },
  { code: 'inc', family: 'stock', variants: ['inc', 'i n c', 'incorporated'] },
  { code: 'corp', family: 'stock', variants: ['corp', 'corporation'] },
  { code: 'co', family: 'generic', variants: ['co', 'company', 'compagnie', 'compania', 'companhia', 'cie'] },
  {
    code: 'sa',
    family: 'stock',
    variants: ['sa', 's a', 'sociedad anonima', 'societe anonyme', 'sociedade anonima'],
  },
  { code: 'sarl', family: 'limited', variants: ['sarl', 's a r l', 'societe a responsabilite limitee'] },
  { code: 'sas', family: 'stock', variants: ['sas', 's a s', 'societe par actions simplifiee'] },
  { code: 'bv', family: 'limited', variants: ['bv', 'b v', 'besloten vennootschap'] },
  { code: 'nv', family: 'stock', variants: ['nv', 'n v', 'naamloze vennootschap'] },
  { code: 'spa', family: 'stock', variants: ['spa', 's p a', 'societa per azioni'] },
  {
    code: 'srl',
    family: 'limited',
    variants: ['srl', 's r l', 'societa a responsabilita limitata', 'societatea cu raspundere limitata'],
  },
  {
    code: 'sp z oo',
    family: 'limited',
    variants: ['sp z oo', 'sp z o o', 'spolka z ograniczona odpowiedzialnoscia'],
  },
  { code: 'oy', family: 'stock', variants: ['oy', 'oyj', 'osakeyhtio'] },
  { code: 'ab', family: 'stock', variants: ['ab', 'aktiebolag', 'aktiebolaget'] },
  { code: 'as', family: 'stock', variants: ['as', 'a s', 'asa', 'aksjeselskap', 'aktieselskab'] },
  {
    code: 'ooo',
    family: 'limited',
    variants: [
      'ooo',
      'o o o',
      'obshchestvo s ogranichennoy otvetstvennostyu',
      'obshchestvo s ogranichennoi otvetstvennostyu',
    ],
  },
  {
    code: 'jsc',
    family: 'stock',
    variants: [
      'jsc',
      'ojsc',
      'pjsc',
      'cjsc',
      'oao',
      'zao',
      'pao',
      'ao',
      'joint stock company',
      'open joint stock company',
      'closed joint stock company',
      'public joint stock company',
      'aktsionernoe obshchestvo',
    ],
  },
  { code: 'se', family: 'stock', variants: ['se', 'societas europaea'] },
];

interface Variant {
  tokens: readonly string[];
  form: LegalForm;
}

/** Every variant as tokens, longest first, so that "gmbh and co kg" wins over "kg". */
const variantsByLength: readonly Variant[] = legalForms
  .flatMap((form) => form.variants.map((v) => ({ tokens: v.split(' '), form })))
  .sort((a, b) => b.tokens.length - a.tokens.length);

export interface LegalFormSplit {
  /** The name's tokens without the legal forms at its start or end. */
  core: string[];
  /** The legal forms written before the core name. */
  leading: LegalForm[];
  /** The legal forms written after the core name. */
  trailing: LegalForm[];
}

/**
 * Whether a token is a spelling of a legal-form word: equal, or for words of 7 letters or more one
 * edit away ("aktiengeselschaft", a truncated "compan").
 */
function sameWord(token: string, word: string): boolean {
  if (token === word) return true;
  if (word.length < 7 || Math.abs(token.length - word.length) > 1) return false;
  return levenshtein(token, word) <= 1;
}

function startsWith(tokens: readonly string[], at: number, prefix: readonly string[]): boolean {
  if (at + prefix.length > tokens.length) return false;
  return prefix.every((t, i) => sameWord(tokens[at + i]!, t));
}

/**
 * Splits folded tokens into the core name and the legal forms written before or after it
 * (repeatedly: "OOO Foo Ltd" → core ["foo"], forms [ooo, ltd]). A legal form inside the name is
 * kept, and a name that is nothing but legal-form words keeps its last token as core.
 */
export function splitLegalForms(tokens: readonly string[]): LegalFormSplit {
  let start = 0;
  let end = tokens.length;
  const leading: LegalForm[] = [];
  const trailing: LegalForm[] = [];
  let changed = true;
  while (changed && end - start > 1) {
    changed = false;
    for (const v of variantsByLength) {
      const n = v.tokens.length;
      if (end - start - n < 1) continue;
      if (startsWith(tokens, end - n, v.tokens)) {
        trailing.unshift(v.form);
        end -= n;
        changed = true;
        break;
      }
      if (startsWith(tokens, start, v.tokens)) {
        leading.push(v.form);
        start += n;
        changed = true;
        break;
      }
    }
  }
  return { core: tokens.slice(start, end), leading, trailing };
}

/** Whether two names' legal forms contradict each other (different, non-generic families). */
export function legalFormsConflict(a: readonly LegalForm[], b: readonly LegalForm[]): boolean {
  const fa = new Set(a.map((f) => f.family).filter((f) => f !== 'generic'));
  const fb = new Set(b.map((f) => f.family).filter((f) => f !== 'generic'));
  if (fa.size === 0 || fb.size === 0) return false;
  for (const f of fa) if (fb.has(f)) return false;
  return true;
}
