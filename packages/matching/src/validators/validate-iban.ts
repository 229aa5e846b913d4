import { electronicFormatIBAN, extractIBAN, validateIBAN, ValidationErrorsIBAN } from 'ibantools';
import { fail, pass, type CheckResult } from './check-result';

/**
 * IBAN check with ibantools: letters and digits only after removing spaces, a known country, the
 * country's length and BBAN format, and the mod-97 check digits. The reason names the first failure.
 */
export function validateIban(iban: string | null | undefined): CheckResult {
  const raw = (iban ?? '').trim();
  if (raw === '') return fail('empty');
  const e = electronicFormatIBAN(raw) ?? '';
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]+$/.test(e)) return fail(`not an IBAN: '${raw}'`);
  const result = validateIBAN(e);
  if (result.valid) return pass;
  const codes = new Set(result.errorCodes);
  if (codes.has(ValidationErrorsIBAN.NoIBANCountry)) return fail(`unknown IBAN country '${e.slice(0, 2)}'`);
  if (codes.has(ValidationErrorsIBAN.WrongBBANLength))
    return fail(`wrong length for ${e.slice(0, 2)} (${e.length} characters)`);
  if (codes.has(ValidationErrorsIBAN.WrongBBANFormat)) return fail(`BBAN format wrong for ${e.slice(0, 2)}`);
  if (codes.has(ValidationErrorsIBAN.ChecksumNotNumber)) return fail('check digits are not digits');
  if (codes.has(ValidationErrorsIBAN.WrongIBANChecksum)) return fail('check digits wrong (mod 97 ≠ 1)');
  if (codes.has(ValidationErrorsIBAN.WrongAccountBankBranchChecksum))
    return fail(`national account check digits wrong for ${extractIBAN(e).countryCode ?? e.slice(0, 2)}`);
  return fail('invalid IBAN');
}

/** A bank account number of zeros only (or empty) is no account. */
export function validateBankAccount(account: string | null | undefined): CheckResult {
  const a = (account ?? '').replace(/[\s-]/g, '');
  if (a === '') return fail('empty');
  if (/^0+$/.test(a)) return fail('account number is all zeros');
  return pass;
}
