import { luhnCheckDigit, luhnValid, modulo, weightedSum } from './check-digits';
import { rule, wrongCheckDigit, wrongCheckDigits, type VatFormatRule } from './vat-rules-digits';

/** Cyprus: 8 digits (not starting 12) and a check letter: the digits 1, 3, 5, 7 recoded, Σ mod 26. */
function cyprus(n: string): string | null {
  if (n.startsWith('12')) return 'the number cannot start with 12';
  const recode = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21];
  let sum = 0;
  for (let i = 0; i < 8; i += 1) sum += i % 2 === 0 ? recode[Number(n[i])]! : Number(n[i]);
  return String.fromCharCode(65 + (sum % 26)) === n[8] ? null : wrongCheckDigit;
}

/** The letters of a DNI / NIE check: the number mod 23. */
const dniLetters = 'TRWAGMYFPDXBNJZSQVHLCKE';

/**
 * Spain (NIF): a person's DNI (8 digits and a letter), a foreigner's NIE (X, Y or Z, 7 digits, a
 * letter), the K, L and M numbers (a letter, 7 digits, a letter), or an entity's CIF (its type
 * letter, 7 digits and a check that is the Luhn digit of the 7, or the letter of it in JABCDEFGHI —
 * sources disagree on which entity types use which, so either is taken).
 */
function spain(n: string): string | null {
  const first = n[0]!;
  const middle = n.slice(1, 8);
  const last = n[8]!;
  if (/\d/.test(first)) return dniLetters[modulo(n.slice(0, 8), 23)] === last ? null : wrongCheckDigit;
  if ('XYZ'.includes(first))
    return dniLetters[modulo(`${'XYZ'.indexOf(first)}${middle}`, 23)] === last ? null : wrongCheckDigit;
  if ('KLM'.includes(first)) return dniLetters[modulo(middle, 23)] === last ? null : wrongCheckDigit;
  if (!'ABCDEFGHJNPQRSUVW'.includes(first))
    return `${first} is not a type letter of a Spanish entity (A–H, J, N, P–S, U–W) nor of a person (K, L, M, X, Y, Z)`;
  const check = luhnCheckDigit(middle);
  return last === String(check) || last === 'JABCDEFGHI'[check] ? null : wrongCheckDigit;
}

/** The characters of a French key: digits and capitals without I and O. */
const frenchKeyAlphabet = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/**
 * France (numéro de TVA): a 2-character key and the 9-digit SIREN (Luhn; Monaco's numbers have 000
 * where a SIREN's first digits would be and no Luhn check). A numeric key = (12 + 3 × (SIREN mod 97))
 * mod 97; a key with a letter (the newer scheme): from its characters' places in 0–9A–Z without I and
 * O, c = 24 × k₁ + k₂ − 10 (first a digit) or 34 × k₁ + k₂ − 100 (first a letter); then
 * (SIREN + 1 + c div 11) mod 11 = c mod 11.
 */
function france(n: string): string | null {
  const siren = n.slice(2);
  if (!siren.startsWith('000') && !luhnValid(siren)) return 'the SIREN (the last 9 digits) is not valid';
  if (/^\d\d/.test(n))
    return (12 + 3 * modulo(siren, 97)) % 97 === Number(n.slice(0, 2)) ? null : wrongCheckDigits;
  const k1 = frenchKeyAlphabet.indexOf(n[0]!);
  const k2 = frenchKeyAlphabet.indexOf(n[1]!);
  const c = /\d/.test(n[0]!) ? 24 * k1 + k2 - 10 : 34 * k1 + k2 - 100;
  return (modulo(siren, 11) + 1 + Math.floor(c / 11)) % 11 === c % 11 ? null : wrongCheckDigits;
}

/** The letters of an Irish check, 0 to 22. */
const irishLetters = 'WABCDEFGHIJKLMNOPQRSTUV';

/**
 * Ireland: 7 digits, a check letter and, since 2013, maybe a second letter (A–I or W); or the old
 * form of a digit, a letter or + or *, 5 digits and the check letter. Check = letter of (Σ (8 … 2) ×
 * the 7 digits + 9 × the second letter's place) mod 23; the old form is read as 0, its 5 digits and
 * its first digit.
 */
function ireland(n: string): string | null {
  const checkLetter = (digits: string, second: string) =>
    irishLetters[(weightedSum(digits, [8, 7, 6, 5, 4, 3, 2]) + 9 * irishLetters.indexOf(second)) % 23];
  if (/^\d{7}/.test(n)) return checkLetter(n.slice(0, 7), n[8] ?? 'W') === n[7] ? null : wrongCheckDigit;
  return checkLetter(`0${n.slice(2, 7)}${n[0]}`, 'W') === n[7] ? null : wrongCheckDigit;
}

/**
 * The Netherlands (btw-id): 9 digits, B, 2 digits (not 00). A company's number passes the 11-test
 * (Σ (9 … 2) × the first 8 − the 9th ≡ 0 mod 11); a sole trader's (since 2020) instead passes
 * ISO 7064 MOD 97-10 over NL and the number, letters as 10–35.
 */
function netherlands(n: string): string | null {
  if (/^0{9}/.test(n)) return 'the number cannot be 000000000';
  if (n.endsWith('00')) return 'the last two digits cannot be 00';
  const elevenTest = (weightedSum(n, [9, 8, 7, 6, 5, 4, 3, 2]) - Number(n[8])) % 11 === 0;
  const asDigits = `NL${n}`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  return elevenTest || modulo(asDigits, 97) === 1 ? null : wrongCheckDigit;
}

/**
 * Northern Ireland (XI, the United Kingdom's VAT numbers): 9 digits, or 12 for a branch (the last 3
 * not checked): Σ (8 7 6 5 4 3 2) × the first 7 + the last two ≡ 0 mod 97, or (numbers from 100 0000
 * 00 on, the 9755 scheme) ≡ 42; a government department GD000–GD499, a health authority HA500–HA999,
 * or their EU forms GD8888nnncc / HA8888nnncc with cc = nnn mod 97.
 */
function northernIreland(n: string): string | null {
  const authority = /^(GD|HA)(\d{3})$/.exec(n) ?? /^(GD|HA)8888(\d{3})(\d{2})$/.exec(n);
  if (authority) {
    const [, kind, serial, check] = authority;
    if (kind === 'GD' && Number(serial) >= 500) return 'a government department number is GD000 to GD499';
    if (kind === 'HA' && Number(serial) < 500) return 'a health authority number is HA500 to HA999';
    return check === undefined || Number(serial) % 97 === Number(check) ? null : wrongCheckDigits;
  }
  if (!/^(\d{9}|\d{12})$/.test(n)) return 'expected 9 or 12 digits, or GD or HA and 3 digits';
  const rest = (weightedSum(n, [8, 7, 6, 5, 4, 3, 2]) + Number(n.slice(7, 9))) % 97;
  return rest === 0 || (rest === 42 && Number(n.slice(0, 3)) >= 100) ? null : wrongCheckDigits;
}

/** The countries whose VAT numbers have letters. */
export const letterRules = {
  CY: rule(/^[0-59]\d{7}[A-Z]$/, '8 digits (the first 0–5 or 9) and a letter', cyprus),
  ES: rule(/^[A-Z0-9]\d{7}[A-Z0-9]$/, '9 characters: a letter or digit, 7 digits, a letter or digit', spain),
  FR: rule(
    /^[0-9A-HJ-NP-Z]{2}\d{9}$/,
    'a 2-character key (digits or letters but I and O) and 9 digits',
    france,
  ),
  IE: rule(/^(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/, '7 digits and 1 or 2 letters', ireland),
  NL: rule(/^\d{9}B\d{2}$/, '9 digits, B and 2 digits', netherlands),
  XI: northernIreland,
} satisfies Record<string, VatFormatRule>;
