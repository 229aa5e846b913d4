/** The least a production APP_SECRET must have (config.ts refuses to start with less). */
export const secretRules = {
  minLength: 32,
  /** Different characters in it. */
  minDistinct: 8,
  /**
   * Shannon entropy of its character frequencies, in bits per character: 32 characters of it are
   * 80 bits. `openssl rand -hex 16` gives about 3.6, `openssl rand -base64 48` about 5.2.
   */
  minBitsPerCharacter: 2.5,
} as const;

/** A secret's characters: how many differ, and the Shannon entropy of their frequencies per character. */
export function characterEntropy(secret: string): { distinct: number; bitsPerCharacter: number } {
  const counts = new Map<string, number>();
  const characters = [...secret];
  for (const c of characters) counts.set(c, (counts.get(c) ?? 0) + 1);
  let bits = 0;
  for (const n of counts.values()) {
    const p = n / characters.length;
    bits -= p * Math.log2(p);
  }
  return { distinct: counts.size, bitsPerCharacter: bits };
}

/**
 * Why a secret is too easy to guess, or undefined: shorter than 32 characters, one text repeated
 * ("Summer2026!Summer2026!…"), fewer than 8 different characters, or under 2.5 bits a character by
 * the Shannon entropy of its character frequencies (40 × "x" has 0). An estimate from the text
 * alone: it refuses what is plainly not random, it cannot prove that the rest is.
 */
export function weakSecretProblem(name: string, secret: string): string | undefined {
  const characters = [...secret];
  if (characters.length < secretRules.minLength)
    return `${name} is shorter than ${secretRules.minLength} characters`;
  const advice = 'generate one with `openssl rand -base64 48`';
  if (/^([^]+?)\1+$/u.test(secret)) return `${name} is one text repeated; ${advice}`;
  const { distinct, bitsPerCharacter } = characterEntropy(secret);
  if (distinct < secretRules.minDistinct || bitsPerCharacter < secretRules.minBitsPerCharacter) {
    const bits = Math.floor(bitsPerCharacter * characters.length);
    return `${name} looks guessable: ${distinct} different characters and about ${bits} bits by its character frequencies (${bitsPerCharacter.toFixed(1)} a character), where at least ${secretRules.minDistinct} different characters and ${secretRules.minBitsPerCharacter} bits a character are required; ${advice}`;
  }
  return undefined;
}
