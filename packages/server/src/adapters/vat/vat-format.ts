import type { VatCountryCode, VatNumber } from '@spendlens/domain';
import { digitRules, type VatFormatRule } from './vat-rules-digits';
import { letterRules } from './vat-rules-letters';
import { personRules } from './vat-rules-persons';

/** Every country's rule: TypeScript checks that none of the 28 is missing. */
const rules: Record<VatCountryCode, VatFormatRule> = { ...digitRules, ...personRules, ...letterRules };

/** The answer of the offline rules: whether the number has its country's format and check digits. */
export interface VatFormatCheck {
  valid: boolean;
  /** What is wrong, naming the country, when valid is false. */
  problem: string | null;
}

/**
 * The offline check of a VAT number: its country's format and check digits (vat-rules-*.ts). A
 * number that passes may still not be registered, or no longer be: only VIES can tell.
 */
export function checkVatFormat(vat: VatNumber): VatFormatCheck {
  const problem = rules[vat.countryCode](vat.number);
  return problem === null
    ? { valid: true, problem: null }
    : { valid: false, problem: `Not a valid ${vat.countryCode} VAT number: ${problem}` };
}
