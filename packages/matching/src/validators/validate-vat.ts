import { euMemberStates } from '@spendlens/domain';
import { checkVAT, countries } from 'jsvat';
import { normaliseVatId } from '../vendors/normalise-ids';
import { fail, pass, type CheckResult } from './check-result';

/** Countries whose vendors carry EU VAT numbers (EU members, ISO codes; Greece's VAT prefix is EL). */
export const vatCountries: ReadonlySet<string> = new Set(euMemberStates);

/** Whether a vendor's country uses EU VAT numbers. */
export function isVatCountry(country: string | null | undefined): boolean {
  return vatCountries.has((country ?? '').trim().toUpperCase());
}

/**
 * VAT number check with jsvat: the number normalised (normaliseVatId: country prefix, spaces and
 * punctuation), then the country's format and check digits. jsvat knows the EU countries and a few
 * others (GB, CH, NO, RS, RU, BR, AD); a number of another country fails as unsupported.
 */
export function validateVatId(
  vatId: string | null | undefined,
  country: string | null | undefined,
): CheckResult {
  const normalised = normaliseVatId(vatId, country);
  if (normalised === '') return fail((vatId ?? '').trim() === '' ? 'empty' : `not a VAT number: '${vatId}'`);
  const result = checkVAT(normalised, countries);
  if (result.isValid) return pass;
  if (!result.isSupportedCountry) return fail(`VAT numbers of '${normalised.slice(0, 2)}' not supported`);
  if (!result.isValidFormat)
    return fail(`format wrong for ${result.country?.isoCode.short ?? normalised.slice(0, 2)}`);
  return fail(`check digits wrong for ${result.country?.isoCode.short ?? normalised.slice(0, 2)}`);
}
