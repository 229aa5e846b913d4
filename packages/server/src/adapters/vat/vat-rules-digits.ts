import { luhnValid, mod11_10Valid, modulo, weightedSum } from './check-digits';

/**
 * One country's offline VAT number rule: given the number after the country code (upper case, no
 * separators), the problem with its format or check digits, or null when it has none.
 */
export type VatFormatRule = (number: string) => string | null;

export const wrongCheckDigit = 'the check digit is wrong';
export const wrongCheckDigits = 'the check digits are wrong';

/** A rule that first wants `shape` (described as `expected`), then asks `check`. */
export function rule(
  shape: RegExp,
  expected: string,
  check: (number: string) => string | null,
): VatFormatRule {
  return (number) => (shape.test(number) ? check(number) : `expected ${expected}`);
}

/** A check that holds when `valid` does, else the check digit is wrong. */
export const checkDigit =
  (valid: (number: string) => boolean) =>
  (number: string): string | null =>
    valid(number) ? null : wrongCheckDigit;

/**
 * The countries whose VAT numbers are all digits with one weighted or modular check, from each
 * tax administration's published rule (the EU's VIES FAQ lists the formats).
 */
export const digitRules = {
  // Umsatzsteuer-Identifikationsnummer: U and 8 digits; the digits 2, 4 and 6 doubled (digit sums),
  // check = (10 − (S + 4) mod 10) mod 10
  AT: rule(
    /^U\d{8}$/,
    'U and 8 digits',
    checkDigit((n) => {
      let sum = 0;
      for (let i = 1; i <= 7; i += 1) {
        const d = Number(n[i]);
        sum += i % 2 === 0 ? Math.floor((2 * d) / 10) + ((2 * d) % 10) : d;
      }
      return (10 - ((sum + 4) % 10)) % 10 === Number(n[8]);
    }),
  ),
  // numéro d'entreprise: 10 digits starting 0 or 1; the last two = 97 − (first eight mod 97)
  BE: rule(/^[01]\d{9}$/, '10 digits starting with 0 or 1', (n) =>
    97 - modulo(n.slice(0, 8), 97) === Number(n.slice(8)) ? null : wrongCheckDigits,
  ),
  // Umsatzsteuer-Identifikationsnummer: 9 digits, not starting 0, ISO 7064 MOD 11,10
  DE: rule(/^[1-9]\d{8}$/, '9 digits not starting with 0', checkDigit(mod11_10Valid)),
  // CVR number: 8 digits, not starting 0, Σ (2 7 6 5 4 3 2 1) ≡ 0 mod 11
  DK: rule(
    /^[1-9]\d{7}$/,
    '8 digits not starting with 0',
    checkDigit((n) => weightedSum(n, [2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0),
  ),
  // KMKR number: 9 digits starting 10, Σ (3 7 1 3 7 1 3 7 1) ≡ 0 mod 10
  EE: rule(
    /^10\d{7}$/,
    '9 digits starting with 10',
    checkDigit((n) => weightedSum(n, [3, 7, 1, 3, 7, 1, 3, 7, 1]) % 10 === 0),
  ),
  // ΑΦΜ: 9 digits; check = (Σ 2^(9−i) × dᵢ over the first 8) mod 11 mod 10
  EL: rule(
    /^\d{9}$/,
    '9 digits',
    checkDigit((n) => (weightedSum(n, [256, 128, 64, 32, 16, 8, 4, 2]) % 11) % 10 === Number(n[8])),
  ),
  // ALV number (Y-tunnus): 8 digits, Σ (7 9 10 5 8 4 2 1) ≡ 0 mod 11
  FI: rule(
    /^\d{8}$/,
    '8 digits',
    checkDigit((n) => weightedSum(n, [7, 9, 10, 5, 8, 4, 2, 1]) % 11 === 0),
  ),
  // OIB: 11 digits, ISO 7064 MOD 11,10
  HR: rule(/^\d{11}$/, '11 digits', checkDigit(mod11_10Valid)),
  // közösségi adószám: 8 digits, Σ (9 7 3 1 9 7 3 1) ≡ 0 mod 10
  HU: rule(
    /^\d{8}$/,
    '8 digits',
    checkDigit((n) => weightedSum(n, [9, 7, 3, 1, 9, 7, 3, 1]) % 10 === 0),
  ),
  // partita IVA: 11 digits: 7 of the company (not all 0), 3 of the tax office (001–100, 120, 121,
  // 888, 999), a Luhn check digit
  IT: rule(/^\d{11}$/, '11 digits', (n) => {
    if (/^0{7}/.test(n)) return 'the company number (digits 1–7) cannot be 0000000';
    const office = Number(n.slice(7, 10));
    if (!((office >= 1 && office <= 100) || [120, 121, 888, 999].includes(office)))
      return `the tax office code ${n.slice(7, 10)} (digits 8–10) does not exist`;
    return luhnValid(n) ? null : wrongCheckDigit;
  }),
  // numéro TVA: 8 digits; the last two = the first six mod 89
  LU: rule(/^\d{8}$/, '8 digits', (n) =>
    Number(n.slice(0, 6)) % 89 === Number(n.slice(6)) ? null : wrongCheckDigits,
  ),
  // VAT number: 8 digits, not starting 0; the last two = 37 − (Σ (3 4 6 7 8 9) over the first six mod 37)
  MT: rule(/^[1-9]\d{7}$/, '8 digits not starting with 0', (n) =>
    37 - (weightedSum(n, [3, 4, 6, 7, 8, 9]) % 37) === Number(n.slice(6)) ? null : wrongCheckDigits,
  ),
  // NIP: 10 digits; check = Σ (6 5 7 2 3 4 5 6 7) mod 11 (10 is never issued)
  PL: rule(
    /^\d{10}$/,
    '10 digits',
    checkDigit((n) => weightedSum(n, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11 === Number(n[9])),
  ),
  // NIF/NIPC: 9 digits, not starting 0; check = 11 − Σ (9 … 2) mod 11, 0 when that is 10 or 11
  PT: rule(
    /^[1-9]\d{8}$/,
    '9 digits not starting with 0',
    checkDigit((n) => ((11 - (weightedSum(n, [9, 8, 7, 6, 5, 4, 3, 2]) % 11)) % 11) % 10 === Number(n[8])),
  ),
  // CUI/CIF: 2 to 10 digits, not starting 0; the digits before the check, right-aligned under the
  // weights 7 5 3 2 1 7 5 3 2: check = (10 × Σ) mod 11 mod 10
  RO: rule(
    /^[1-9]\d{1,9}$/,
    '2 to 10 digits not starting with 0',
    checkDigit((n) => {
      const body = n.slice(0, -1).padStart(9, '0');
      return ((10 * weightedSum(body, [7, 5, 3, 2, 1, 7, 5, 3, 2])) % 11) % 10 === Number(n.at(-1));
    }),
  ),
  // momsregistreringsnummer: the 10-digit organisation number (Luhn) and 01
  SE: rule(
    /^\d{10}01$/,
    '12 digits ending in 01',
    checkDigit((n) => luhnValid(n.slice(0, 10))),
  ),
  // ID za DDV: 8 digits, not starting 0; check = 11 − Σ (8 … 2) mod 11, 0 for 10; 11 is never issued
  SI: rule(/^[1-9]\d{7}$/, '8 digits not starting with 0', (n) => {
    const check = 11 - (weightedSum(n, [8, 7, 6, 5, 4, 3, 2]) % 11);
    if (check === 11) return 'the number cannot be issued (its check digit would be 11)';
    return check % 10 === Number(n[7]) ? null : wrongCheckDigit;
  }),
  // IČ DPH: 10 digits, not starting 0, the third 2, 3, 4, 7, 8 or 9, the whole ≡ 0 mod 11
  SK: rule(/^[1-9]\d{9}$/, '10 digits not starting with 0', (n) => {
    if (!'234789'.includes(n[2]!)) return 'the third digit must be 2, 3, 4, 7, 8 or 9';
    return modulo(n, 11) === 0 ? null : wrongCheckDigit;
  }),
} satisfies Record<string, VatFormatRule>;
