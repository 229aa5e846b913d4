/** Tax numbers that are placeholders, not numbers: all zeros or all nines, or one digit repeated. */
const placeholder = /^(.)\1*$/;

/**
 * A tax number as compared: upper case, letters and digits only; '' for an empty or placeholder
 * value (fewer than 4 characters, one character repeated — "0000000000").
 */
export function normaliseTaxId(taxId: string | null | undefined): string {
  const s = (taxId ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');
  return s.length < 4 || placeholder.test(s) ? '' : s;
}

/**
 * A VAT number as compared: upper case, letters and digits only, with its country prefix — the
 * vendor's country put in front when the number has none (Greece's prefix is EL). '' when empty or
 * a placeholder. `normaliseVatId('de 123.456.789', 'DE')` is `'DE123456789'`;
 * `normaliseVatId('123456789', 'DE')` is the same.
 */
export function normaliseVatId(vatId: string | null | undefined, country: string | null | undefined): string {
  const s = (vatId ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');
  if (s.length < 4) return '';
  const prefixed = /^[A-Z]{2}/.test(s)
    ? s
    : `${(country ?? '').toUpperCase() === 'GR' ? 'EL' : (country ?? '').toUpperCase()}${s}`;
  return placeholder.test(prefixed.slice(2)) ? '' : prefixed;
}
