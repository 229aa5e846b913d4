import { phoneCountries } from './phoneCountries';

/**
 * The mobile number as registration sends it (spec 01 §2: with a '+' prefix): the country's calling
 * code and the national number without spaces, punctuation or its trunk '0'. A number typed with its
 * own '+' or '00' prefix keeps its country code. Empty when no digits were typed.
 */
export function internationalMobile(countryCode: string, typed: string): string {
  const trimmed = typed.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits === '') return '';
  if (trimmed.startsWith('+')) return `+${digits}`;
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  const dial = phoneCountries.find((c) => c.code === countryCode)?.dial ?? '44';
  return `+${dial}${digits.replace(/^0+/, '')}`;
}
