import { jaroWinkler } from '../similarity/jaro-winkler';
import { normalisedLevenshtein } from '../similarity/levenshtein';
import { tokenCoverage } from '../similarity/token-coverage';
import { tokenSetRatio } from '../similarity/token-set-ratio';
import { legalFormsConflict } from '../text/legal-forms';
import type { NormalisedName } from '../text/normalise-company-name';
import { listRarity } from './list-rarity';
import { numberWordsAsDigits } from './number-words';
import { genericWordWeight, type TokenRarity } from './token-rarity';

/** The rule that decided a name score. */
export type NameRule = 'exact-normalised' | 'token-coverage' | 'jaro-winkler' | 'edit-distance';

/** Each similarity measure of a name pair, 0–100 (one decimal). */
export interface NameComponents {
  jaroWinkler: number;
  levenshtein: number;
  tokenSet: number;
  /** How much of the query (the vendor name) the candidate's words cover. */
  queryCoverage: number;
  /** How much of the candidate (the list name) the query's words cover. */
  candidateCoverage: number;
  /** Points taken off: legal forms of different families, different numbers or countries. */
  penalty: number;
}

export interface NameScore {
  /** 0–100, one decimal. */
  score: number;
  rule: NameRule;
  components: NameComponents;
}

/**
 * The token-coverage score is the query's coverage × (this + (1 − this) × the candidate's coverage):
 * a vendor fully covered by a list name scores at least this, and full marks when the list name's
 * own distinctive words are covered too.
 */
export const queryCoverageWeight = 0.5;
/** Jaro-Winkler of the whole core names decides only at this value (0–100) or above. */
export const jaroWinklerFloor = 95;
/** The names as written (legal forms included) one edit in twenty apart or closer: a typo anywhere. */
export const editDistanceFloor = 95;
export const legalFormPenalty = 10;
/** The most a token-coverage score reaches when only generic words pair (under every Min Match). */
export const genericOnlyScore = 60;
export const distinguishingTokenPenalty = 15;
/** Distinctive words paired of fewer letters than this carry a match only of a list name covered ≥ 90 %. */
export const shortMatchLetters = 4;

const roman = /^(?:i{1,3}|iv|v|vi{1,3}|ix|x|xi{1,3})$/;
const countries = new Set([
  'afghanistan',
  'america',
  'argentina',
  'australia',
  'austria',
  'belgium',
  'brazil',
  'canada',
  'chile',
  'china',
  'colombia',
  'denmark',
  'deutschland',
  'egypt',
  'england',
  'finland',
  'france',
  'germany',
  'greece',
  'india',
  'indonesia',
  'iran',
  'iraq',
  'ireland',
  'israel',
  'italy',
  'japan',
  'korea',
  'lebanon',
  'mexico',
  'netherlands',
  'norway',
  'pakistan',
  'peru',
  'poland',
  'portugal',
  'russia',
  'schweiz',
  'singapore',
  'spain',
  'suisse',
  'sweden',
  'switzerland',
  'syria',
  'turkey',
  'uk',
  'ukraine',
  'usa',
  'venezuela',
]);

/** Numbers, roman numerals and country names: a word in one name only marks another entity. */
function distinguishing(tokens: readonly string[]): Set<string> {
  return new Set(tokens.filter((t) => /^\d+$/.test(t) || roman.test(t) || countries.has(t)));
}

function differs(a: Set<string>, b: Set<string>): boolean {
  if (a.size === 0 && b.size === 0) return false;
  for (const t of a) if (!b.has(t)) return true;
  for (const t of b) if (!a.has(t)) return true;
  return false;
}

/** Whether one name has a number, roman numeral or country name the other lacks. */
export function distinguishingTokensDiffer(a: readonly string[], b: readonly string[]): boolean {
  return differs(distinguishing(a), distinguishing(b));
}

const round1 = (x: number): number => Math.round(x * 10) / 10;
const compact = (s: string): string => s.replaceAll(' ', '');

/**
 * The score (0–100) of a query name against a candidate name, both normalised:
 * - exact-normalised (100): the core names are equal ignoring spaces ("SiemensAG" = "Siemens AG");
 * - token-coverage: the query's coverage × (0.5 + 0.5 × the candidate's coverage) (tokenCoverage,
 *   words weighted by their rarity), so a vendor name all of whose words are in a longer list name
 *   scores high, word order aside. It stays at 60 or below when no distinctive (non-generic) word
 *   pairs, when the distinctive words paired have fewer than four letters and cover less than 90 % of
 *   the list name, and, for a person (`person`), when one word pairs with a name of two or more;
 * - jaro-winkler: Jaro-Winkler of the core names, deciding only at 95 or more and when their
 *   normalised Levenshtein similarity is 90 or more (a typo, not a shared long prefix);
 * - edit-distance: the names as written 95 % alike or more (normalised Levenshtein).
 * The best of them, less the penalties: legal forms of different families (−10), a number, roman
 * numeral or country name in one name only (−15).
 */
export function scoreNames(
  query: NormalisedName,
  candidate: NormalisedName,
  options: {
    rarity?: TokenRarity;
    /** The candidate names a person (an individual of the list). */
    person?: boolean;
  } = {},
): NameScore {
  const q = numberWordsAsDigits(
    query.tokens.length ? query.tokens : query.canonical.split(' ').filter(Boolean),
  );
  const c = numberWordsAsDigits(
    candidate.tokens.length ? candidate.tokens : candidate.canonical.split(' ').filter(Boolean),
  );
  const qCore = q.join(' ');
  const cCore = c.join(' ');
  const rarity = options.rarity ?? listRarity();
  const coverage = tokenCoverage(q, c, (t) => rarity.weight(t));
  const jw = jaroWinkler(qCore, cCore) * 100;
  let penalty = 0;
  if (legalFormsConflict(query.forms, candidate.forms)) penalty += legalFormPenalty;
  if (distinguishingTokensDiffer(q, c)) penalty += distinguishingTokenPenalty;
  const components: NameComponents = {
    jaroWinkler: round1(jw),
    levenshtein: round1(normalisedLevenshtein(qCore, cCore) * 100),
    tokenSet: round1(tokenSetRatio(q, c) * 100),
    queryCoverage: round1(coverage.first * 100),
    candidateCoverage: round1(coverage.second * 100),
    penalty,
  };
  // a typo anywhere in the name as written, its legal form included ('JRINT STOCK COMPANY …')
  const qFull = query.folded;
  const cFull = candidate.folded;
  const levFull = qFull && cFull ? normalisedLevenshtein(qFull, cFull) * 100 : 0;
  const exact =
    (qCore !== '' && compact(qCore) === compact(cCore)) ||
    (query.canonical !== '' && compact(query.canonical) === compact(candidate.canonical));
  let best: { score: number; rule: NameRule };
  if (exact) best = { score: 100, rule: 'exact-normalised' };
  else {
    // the vendor's words must be in the list name, and the list name's distinctive words in the vendor
    // name count too: a vendor covered by one word of a longer name of other distinctive words is none
    let cov = coverage.first * (queryCoverageWeight + (1 - queryCoverageWeight) * coverage.second) * 100;
    // generic words cannot carry a match alone: without a paired distinctive word the score stays low
    const distinctive = coverage.pairedFirst.filter((t) => rarity.weight(t) > genericWordWeight);
    if (distinctive.length === 0) cov = Math.min(cov, genericOnlyScore);
    // three letters or fewer ('ICL', 'TEC') name many companies: they carry a match only of a list
    // name they cover (nearly) whole
    const letters = distinctive.reduce((n, t) => n + t.length, 0);
    if (letters < shortMatchLetters && coverage.second < 0.9) cov = Math.min(cov, genericOnlyScore);
    // a person is named by two words or more (given name and surname): one of them is no match
    if (options.person && c.length > 1 && coverage.pairedFirst.length < 2)
      cov = Math.min(cov, genericOnlyScore);
    best = { score: cov, rule: 'token-coverage' };
    if (jw >= jaroWinklerFloor && jw > cov && components.levenshtein >= 90)
      best = { score: jw, rule: 'jaro-winkler' };
    if (levFull >= editDistanceFloor && levFull > best.score)
      best = { score: levFull, rule: 'edit-distance' };
  }
  return { score: round1(Math.max(0, best.score - penalty)), rule: best.rule, components };
}
