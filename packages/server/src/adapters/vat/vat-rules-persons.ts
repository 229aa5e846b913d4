import { isCalendarDay, modulo, weightedSum } from './check-digits';
import { rule, wrongCheckDigit, type VatFormatRule } from './vat-rules-digits';

/**
 * Bulgaria: 9 digits for a company (BULSTAT), 10 for a person — a citizen's ЕГН (birth date and
 * check digit), a foreigner's ЛНЧ, or another taxpayer's number.
 */
function bulgaria(n: string): string | null {
  if (n.length === 9) {
    let check = weightedSum(n, [1, 2, 3, 4, 5, 6, 7, 8]) % 11;
    if (check === 10) check = weightedSum(n, [3, 4, 5, 6, 7, 8, 9, 10]) % 11;
    return check % 10 === Number(n[8]) ? null : wrongCheckDigit;
  }
  const last = Number(n[9]);
  // ЕГН: YYMMDD (month + 20 for 1800–1899, + 40 for 2000–2099), serial, check
  const month = Number(n.slice(2, 4));
  const [century, offset] = month > 40 ? [2000, 40] : month > 20 ? [1800, 20] : [1900, 0];
  const egn =
    isCalendarDay(century + Number(n.slice(0, 2)), month - offset, Number(n.slice(4, 6))) &&
    (weightedSum(n, [2, 4, 8, 5, 10, 9, 7, 3, 6]) % 11) % 10 === last;
  const foreigner = weightedSum(n, [21, 19, 17, 13, 11, 9, 7, 3, 1]) % 10 === last;
  const other = (11 - (weightedSum(n, [4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11)) % 11 === last;
  return egn || foreigner || other ? null : wrongCheckDigit;
}

/**
 * Czechia (DIČ): 8 digits for a legal entity; 9 digits starting 6 for some individuals; otherwise
 * an individual's birth number (rodné číslo) of 9 (born before 1954) or 10 digits.
 */
function czechia(n: string): string | null {
  if (n.length === 8) {
    if (n.startsWith('9')) return 'an 8-digit number cannot start with 9';
    const check = (11 - (weightedSum(n, [8, 7, 6, 5, 4, 3, 2]) % 11)) % 11;
    return (check === 0 ? 1 : check % 10) === Number(n[7]) ? null : wrongCheckDigit;
  }
  if (n.length === 9 && n.startsWith('6')) {
    const sum = weightedSum(n.slice(1), [8, 7, 6, 5, 4, 3, 2]) % 11;
    return (18 - ((10 - sum) % 11)) % 10 === Number(n[8]) ? null : wrongCheckDigit;
  }
  // rodné číslo: YYMMDD (month + 50 for women, + 20 when a day's serials ran out), serial [, check]
  let year = 1900 + Number(n.slice(0, 2));
  if (n.length === 9) {
    if (year >= 1980) year -= 100;
    if (year > 1953) return 'a 9-digit birth number must be of someone born before 1954';
  } else if (year < 1954) year += 100;
  if (!isCalendarDay(year, (Number(n.slice(2, 4)) % 50) % 20, Number(n.slice(4, 6))))
    return 'the birth date in the number does not exist';
  if (n.length === 10 && modulo(n.slice(0, 9), 11) % 10 !== Number(n[9])) return wrongCheckDigit;
  return null;
}

/**
 * Lithuania (PVM mokėtojo kodas): 9 digits for a legal entity (the 8th is 1), 12 for a temporary
 * taxpayer or a person (the 11th is 1); check = Σ weights 1, 2, … 9, 1, 2 mod 11, and when that is 10
 * weights 3, 4, … 9, 1, 2, 3, 4; a 10 then is 0.
 */
function lithuania(n: string): string | null {
  if (n.length === 9 && n[7] !== '1') return 'the 8th digit of a 9-digit number must be 1';
  if (n.length === 12 && n[10] !== '1') return 'the 11th digit of a 12-digit number must be 1';
  const body = n.slice(0, -1);
  const weights = (offset: number) => [...body].map((_, i) => 1 + ((i + offset) % 9));
  let check = weightedSum(body, weights(0)) % 11;
  if (check === 10) check = weightedSum(body, weights(2)) % 11;
  return check % 10 === Number(n.at(-1)) ? null : wrongCheckDigit;
}

/**
 * Latvia (PVN numurs): 11 digits. A legal entity's first digit is above 3 and Σ (9 1 4 8 3 10 2 5 7
 * 6 1) ≡ 3 mod 11; a person's code is DDMMYY, the century (0: 1800s, 1: 1900s, 2: 2000s), a serial
 * and a check — or starts 32 with no birth date (since 2017); check = (1101 − Σ (1 6 3 7 9 10 5 8 4
 * 2)) mod 11, a 10 written 0.
 */
function latvia(n: string): string | null {
  if (Number(n[0]) > 3)
    return weightedSum(n, [9, 1, 4, 8, 3, 10, 2, 5, 7, 6, 1]) % 11 === 3 ? null : wrongCheckDigit;
  if (!n.startsWith('32')) {
    const century = [1800, 1900, 2000][Number(n[6])];
    if (
      century === undefined ||
      !isCalendarDay(century + Number(n.slice(4, 6)), Number(n.slice(2, 4)), Number(n.slice(0, 2)))
    )
      return 'the birth date in the personal code does not exist';
  }
  const check = (1101 - weightedSum(n, [1, 6, 3, 7, 9, 10, 5, 8, 4, 2])) % 11;
  return check % 10 === Number(n[10]) ? null : wrongCheckDigit;
}

/** The countries whose numbers may be a person's code with a birth date or have several forms. */
export const personRules = {
  BG: rule(/^\d{9,10}$/, '9 or 10 digits', bulgaria),
  CZ: rule(/^\d{8,10}$/, '8, 9 or 10 digits', czechia),
  LT: rule(/^(\d{9}|\d{12})$/, '9 or 12 digits', lithuania),
  LV: rule(/^\d{11}$/, '11 digits', latvia),
} satisfies Record<string, VatFormatRule>;
