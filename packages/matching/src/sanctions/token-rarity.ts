import type { NormalisedName } from '../text/normalise-company-name';

/**
 * Words of company names that say what a business does or is, not who it is. They weigh at most
 * `genericWordWeight` in a name, whatever their frequency in the list: a match of them alone is no
 * match ("Abc Distribution LLC" is not "LTD NISSA DISTRIBUTION").
 */
export const genericWords: ReadonlySet<string> = new Set(
  `
  academy agency airline airlines aviation bank banking business center centre chemical chemicals commercial
  communication communications company components computer computers construction consult consulting
  consultants corporation design development devices digital distribution distributor distributors
  electric electrical electronic electronics energy engineering enterprise enterprises equipment exchange
  export exports factory finance financial foods fund general global group holding holdings import imports
  industrial industries industry information institute instrument instruments insurance international
  investment investments logistics machinery management manufacturing marine marketing media medical
  metal metals micro microsystems mining national network networks oil partners petroleum pharma
  pharmaceutical pharmaceuticals plant power precision product products production project projects
  research resources science sciences security semiconductor semiconductors service services shipping
  software solution solutions supplies supply system systems tech technical technik technologies
  technology tele telecom telecommunication telecommunications trade trading transport travel united works
  world integrated platform innovation innovations labs laboratory laboratories northern southern eastern
  western central
  `
    .split(/\s+/)
    .filter(Boolean),
);

export const genericWordWeight = 0.2;
/** A word in this many names or fewer weighs 1; more frequent words weigh less (inverse document frequency). */
export const fullWeightNames = 5;
export const minimumWordWeight = 0.1;

/**
 * How much each word of a name counts, from how common it is across a corpus of names (the sanctions
 * list's names and aliases and the customer's own vendor names), as splink and yente weigh tokens:
 * weight = ln(N / df) / ln(N / fullWeightNames), between 0.1 and 1, and at most 0.2 for a generic
 * business word. A word no name of the corpus holds weighs 1.
 */
export class TokenRarity {
  private readonly counts = new Map<string, number>();
  private names = 0;

  constructor(names: Iterable<NormalisedName> = []) {
    this.add(names);
  }

  /** Counts the words of more names (each word once per name). */
  add(names: Iterable<NormalisedName>): this {
    for (const name of names) {
      this.names++;
      for (const token of new Set(name.tokens)) this.counts.set(token, (this.counts.get(token) ?? 0) + 1);
    }
    return this;
  }

  /** A copy that counts more names too (the same list with another customer's vendors). */
  with(names: Iterable<NormalisedName>): TokenRarity {
    const copy = new TokenRarity();
    copy.names = this.names;
    for (const [t, n] of this.counts) copy.counts.set(t, n);
    return copy.add(names);
  }

  weight(token: string): number {
    const cap = genericWords.has(token) ? genericWordWeight : 1;
    const df = this.counts.get(token) ?? 0;
    if (df <= fullWeightNames || this.names <= fullWeightNames) return cap;
    const idf = Math.log(this.names / df) / Math.log(this.names / fullWeightNames);
    return Math.min(cap, Math.max(minimumWordWeight, idf));
  }
}
