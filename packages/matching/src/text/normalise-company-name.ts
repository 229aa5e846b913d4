import { foldText } from './fold-text';
import { splitLegalForms, type LegalForm } from './legal-forms';

/** Words that carry no identity at the start of a name. */
const leadingNoise = new Set(['the']);

export interface NormalisedName {
  /** The name as written. */
  original: string;
  /** foldText of the name. */
  folded: string;
  /** The folded name with its legal forms in canonical short form, e.g. "siemens ag". */
  canonical: string;
  /** The name without its legal forms, e.g. "siemens" — what the similarity measures compare. */
  core: string;
  /** The core's tokens. */
  tokens: string[];
  /** The canonical codes of the legal forms found, e.g. ['ag']. */
  legalForms: string[];
  /** The legal forms themselves (for the conflict check). */
  forms: LegalForm[];
}

/**
 * A company name normalised for matching: folded (case, diacritics, look-alikes, punctuation), a
 * leading "the" dropped, legal forms at the start or end recognised and canonicalised
 * ("Gesellschaft mit beschränkter Haftung" → gmbh), and the core name without them.
 */
export function normaliseCompanyName(name: string): NormalisedName {
  const folded = foldText(name);
  let tokens = folded === '' ? [] : folded.split(' ');
  if (tokens.length > 1 && leadingNoise.has(tokens[0]!)) tokens = tokens.slice(1);
  const { core, leading, trailing } = splitLegalForms(tokens);
  const forms = [...leading, ...trailing];
  const codes = forms.map((f) => f.code);
  const canonical = [...leading.map((f) => f.code), ...core, ...trailing.map((f) => f.code)].join(' ');
  return {
    original: name,
    folded,
    canonical,
    core: core.join(' '),
    tokens: core,
    legalForms: codes,
    forms,
  };
}
