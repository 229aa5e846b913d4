/** Arithmetic shared by the countries' VAT check-digit rules. Every input is a string of digits. */

/** The digits of a string of digits, as numbers. */
export function digitsOf(text: string): number[] {
  return [...text].map(Number);
}

/** Σ weight × digit over the digits, as far as both go. */
export function weightedSum(text: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < Math.min(text.length, weights.length); i += 1) sum += weights[i]! * Number(text[i]);
  return sum;
}

/** The digit sum of one number (the Luhn doubling: 2 × 7 = 14 counts 1 + 4). */
export function digitSum(value: number): number {
  let sum = 0;
  for (let v = value; v > 0; v = Math.floor(v / 10)) sum += v % 10;
  return sum;
}

/**
 * The Luhn sum (ISO/IEC 7812-1): from the right, every second digit doubled and its digits added.
 * A number is Luhn-valid when its sum is a multiple of 10.
 */
export function luhnSum(text: string): number {
  let sum = 0;
  for (let i = text.length - 1, double = false; i >= 0; i -= 1, double = !double) {
    const d = Number(text[i]);
    sum += double ? digitSum(2 * d) : d;
  }
  return sum;
}

export function luhnValid(text: string): boolean {
  return luhnSum(text) % 10 === 0;
}

/** The digit that makes `text` followed by it Luhn-valid. */
export function luhnCheckDigit(text: string): number {
  return (10 - (luhnSum(`${text}0`) % 10)) % 10;
}

/** ISO 7064 MOD 11,10 (a hybrid system): the whole number, its last digit the check, is valid. */
export function mod11_10Valid(text: string): boolean {
  let product = 10;
  for (let i = 0; i < text.length - 1; i += 1) {
    let sum = (Number(text[i]) + product) % 10;
    if (sum === 0) sum = 10;
    product = (2 * sum) % 11;
  }
  return (11 - product) % 10 === Number(text[text.length - 1]);
}

/** A string of digits (any length) modulo m, read in chunks so it stays exact. */
export function modulo(text: string, m: number): number {
  let rest = 0;
  for (let i = 0; i < text.length; i += 7) rest = Number(`${rest}${text.slice(i, i + 7)}`) % m;
  return rest;
}

/** Whether year, month (1–12) and day name a day of the Gregorian calendar. */
export function isCalendarDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
