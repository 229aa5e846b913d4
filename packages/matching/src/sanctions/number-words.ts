const units: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
};
const tens: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fourty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

/** A word as a number: a digit string, a number word, an ordinal (`1st`, `first`); else null. */
function numberOf(token: string): number | null {
  if (/^\d+$/.test(token)) return Number(token);
  const ordinal = /^(\d+)(st|nd|rd|th)$/.exec(token);
  if (ordinal) return Number(ordinal[1]);
  return units[token] ?? tens[token] ?? null;
}

/**
 * Words as the sanctions scorer compares them: numbers written in words or as ordinals become digits,
 * and a tens word followed by a unit is one number (`forty four`, `forty 4` → `44`; `1st`, `first` →
 * `1`), so "Brigade Forty-Four" and "Brigade 44" share their words.
 */
export function numberWordsAsDigits(tokens: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const n = numberOf(tokens[i]!);
    if (n === null) {
      out.push(tokens[i]!);
      continue;
    }
    const next = i + 1 < tokens.length ? numberOf(tokens[i + 1]!) : null;
    if (tens[tokens[i]!] !== undefined && next !== null && next > 0 && next < 10) {
      out.push(String(n + next));
      i++;
    } else out.push(String(n));
  }
  return out;
}
