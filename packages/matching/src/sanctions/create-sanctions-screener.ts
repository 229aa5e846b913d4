import { normaliseCompanyName, type NormalisedName } from '../text/normalise-company-name';
import type { SdnEntry, SdnType } from './parse-sdn-csv';
import { scoreNames, type NameComponents, type NameRule } from './score-names';
import { numberWordsAsDigits } from './number-words';
import { TokenRarity } from './token-rarity';

/** The lowest Min Match of the product's OFAC slider (75–100), and the default threshold. */
export const defaultSanctionsThreshold = 75;

/** One SDN entry a name matched, with the evidence. */
export interface SanctionHit {
  sdn_uid: number;
  sdn_name: string;
  sdn_type: SdnType;
  sdn_programs: string[];
  /** The list name that matched: the SDN name or one of its aliases. */
  matched_name: string;
  normalised_query: string;
  normalised_candidate: string;
  /** 0–100. */
  score: number;
  rule: NameRule;
  components: NameComponents;
  threshold: number;
}

export interface SanctionsScreenerOptions {
  /** Hits at or above this score (0–100) are answered; default 75. */
  threshold?: number;
  /** The SDN types screened against; default all. */
  types?: readonly SdnType[];
  /**
   * The customer's own vendor names: with the list's names they set how much each word weighs (a word
   * many vendors share, such as "distribution", weighs little). None when not given.
   */
  contextNames?: readonly string[];
}

export interface SanctionsScreener {
  /** The SDN entries the name matches at or above the threshold, best first, one hit per entry. */
  screen(name: string): SanctionHit[];
  readonly threshold: number;
}

interface ListName {
  entry: SdnEntry;
  name: string;
  normalised: NormalisedName;
}

/** Blocking keys of a word: the word, its first and its last three letters (a typo keeps one). */
function keysOf(token: string): string[] {
  if (token.length < 3) return [`w:${token}`];
  return [`w:${token}`, `p:${token.slice(0, 3)}`, `s:${token.slice(-3)}`];
}

const compactKey = (n: NormalisedName): string => `c:${(n.core || n.canonical).replaceAll(' ', '')}`;
/** An end key held by more list names than this is not used for blocking. */
const maxEndKeyNames = 50;
/** The first and last six letters of the name as written: a typo in the middle keeps one (Jaro-Winkler rule). */
const endKeys = (n: NormalisedName): string[] => {
  const full = n.folded.replaceAll(' ', '');
  return full.length < 8 ? [] : [`f:${full.slice(0, 6)}`, `l:${full.slice(-6)}`];
};

interface ListIndex {
  names: ListName[];
  /** Blocking key → the ids (positions in names) of the list names holding it. */
  index: Map<string, number[]>;
  /** The words of the list's names alone (a screener adds its context names to a copy). */
  rarity: TokenRarity;
}

/**
 * The list's normalised names, blocking index and word counts, built once per list and set of types:
 * about a second for the whole SDN list, which every screener over it (one per ingest) shares. Only
 * the context names' words differ between screeners.
 */
const listIndexes = new WeakMap<readonly SdnEntry[], Map<string, ListIndex>>();

function listIndex(entries: readonly SdnEntry[], typeList: readonly SdnType[]): ListIndex {
  const types = new Set(typeList);
  const typesKey = [...types].sort().join(',');
  let byTypes = listIndexes.get(entries);
  if (!byTypes) listIndexes.set(entries, (byTypes = new Map()));
  const cached = byTypes.get(typesKey);
  if (cached) return cached;
  const names: ListName[] = [];
  const rarity = new TokenRarity();
  const index = new Map<string, number[]>();
  for (const entry of entries) {
    if (!types.has(entry.type)) continue;
    for (const name of [entry.name, ...entry.aliases]) {
      const normalised = normaliseCompanyName(name);
      if (normalised.canonical === '') continue;
      rarity.add([normalised]);
      const id = names.length;
      names.push({ entry, name, normalised });
      // the words as scoreNames compares them (numbers in words read as digits)
      const tokens = numberWordsAsDigits(
        normalised.tokens.length ? normalised.tokens : normalised.canonical.split(' '),
      );
      for (const key of new Set([
        compactKey(normalised),
        ...endKeys(normalised),
        ...tokens.flatMap(keysOf),
      ])) {
        const list = index.get(key);
        if (list) list.push(id);
        else index.set(key, [id]);
      }
    }
  }
  const built = { names, index, rarity };
  byTypes.set(typesKey, built);
  return built;
}

/**
 * A screener over SDN entries (their names and aliases), with a blocking index. A list name is
 * scored only when it is equal to the query without spaces, or when the query's words that share a
 * key (the word, its first or last three letters) with it are long enough that the token-coverage
 * score could reach the threshold: 0.9 × (their share of the query's letters) + 0.1 ≥ threshold.
 * Scores are scoreNames' (README: rules, components and penalties).
 */
export function createSanctionsScreener(
  entries: readonly SdnEntry[],
  options: SanctionsScreenerOptions = {},
): SanctionsScreener {
  const threshold = options.threshold ?? defaultSanctionsThreshold;
  const list = listIndex(entries, options.types ?? ['entity', 'individual', 'vessel', 'aircraft']);
  const { names, index } = list;
  const rarity = list.rarity.with((options.contextNames ?? []).map((name) => normaliseCompanyName(name)));
  const weight = (token: string): number => token.length * rarity.weight(token);

  // the query's weighted letters that share a key with a list name bound the token-coverage score
  function candidates(query: NormalisedName): Set<number> {
    const out = new Set(index.get(compactKey(query)) ?? []);
    // an end shared by many names ('…ompany', 'jointst…') tells nothing: only rare ends are used
    for (const key of endKeys(query)) {
      const ids = index.get(key) ?? [];
      if (ids.length <= maxEndKeyNames) for (const id of ids) out.add(id);
    }
    const tokens = numberWordsAsDigits(query.tokens.length ? query.tokens : query.canonical.split(' '));
    const total = tokens.reduce((n, t) => n + weight(t), 0);
    const reach = new Map<number, number>();
    for (const token of tokens) {
      const ids = new Set<number>();
      for (const key of keysOf(token)) for (const id of index.get(key) ?? []) ids.add(id);
      for (const id of ids) reach.set(id, (reach.get(id) ?? 0) + weight(token));
    }
    // token coverage ≤ the query's weighted letters that share a key with the list name (the
    // edit-distance and Jaro-Winkler rules are reached through the end keys and the words)
    const need = threshold / 100;
    for (const [id, letters] of reach) if (letters / total >= need - 1e-9) out.add(id);
    return out;
  }

  return {
    threshold,
    screen(name: string): SanctionHit[] {
      const query = normaliseCompanyName(name);
      if (query.canonical === '') return [];
      // a name with a company's legal form (Corp, GmbH, Ltd …) is no person, vessel or aircraft
      const company = query.forms.length > 0;
      const best = new Map<number, SanctionHit>();
      for (const id of candidates(query)) {
        const listName = names[id]!;
        if (company && listName.entry.type !== 'entity') continue;
        const s = scoreNames(query, listName.normalised, {
          rarity,
          person: listName.entry.type === 'individual',
        });
        if (s.score < threshold) continue;
        const previous = best.get(listName.entry.uid);
        if (previous && previous.score >= s.score) continue;
        best.set(listName.entry.uid, {
          sdn_uid: listName.entry.uid,
          sdn_name: listName.entry.name,
          sdn_type: listName.entry.type,
          sdn_programs: listName.entry.programs,
          matched_name: listName.name,
          normalised_query: query.canonical,
          normalised_candidate: listName.normalised.canonical,
          score: s.score,
          rule: s.rule,
          components: s.components,
          threshold,
        });
      }
      return [...best.values()].sort((a, b) => b.score - a.score || a.sdn_uid - b.sdn_uid);
    },
  };
}
