import { vendorIssueBits } from '@spendlens/domain';
import type { VendorRecord } from '../vendors/vendor-record';
import { normaliseVatId } from '../vendors/normalise-ids';
import { isEmptyField } from './empty-fields';
import { matchClientDomain, validateEmail } from './validate-email';
import { validateBankAccount, validateIban } from './validate-iban';
import { isVatCountry, validateVatId } from './validate-vat';

/** A vendor's master data as the checks read it. */
export interface VendorCheckInput extends VendorRecord {
  street: string | null;
  postcode: string | null;
  emails: readonly string[];
  bankDetails: readonly { bank_account: string | null; iban: string | null }[];
}

/** The bits of issue_mask, one per failed check (declared with their names in the domain). */
export { vendorIssueBits };

/** One vendor's check results (canon.vendor_checks). */
export interface VendorCheckRow {
  vendor_id: string;
  email_count: number;
  /** Every address well formed; null without addresses. */
  valid_email_format: boolean | null;
  /** The invalid addresses and why, '; '-separated ('' when none). */
  email_issues: string;
  client_domain_match: boolean;
  client_domain_matched: string | null;
  bank_details_count: number;
  bank_details_data_quality_fail: boolean;
  bank_details_issues: string;
  vat_id_normalised: string | null;
  is_vat_country: boolean;
  vat_id_data_quality_fail: boolean;
  vat_id_issue: string;
  vendor_name_is_empty: boolean;
  street_is_empty: boolean;
  town_is_empty: boolean;
  postcode_is_empty: boolean;
  country_is_empty: boolean;
  tax_id_is_empty: boolean;
  vat_id_is_empty: boolean;
  bank_details_is_empty: boolean;
  email_is_empty: boolean;
  issue_mask: number;
}

/**
 * Runs every vendor check: e-mail format (validateEmail) of each address, client-domain match,
 * bank details (validateIban where an IBAN is given, else the account number must not be all zeros),
 * VAT number (validateVatId, when one is given) and the empty-field checks; issue_mask sums the bits
 * of vendorIssueBits that failed.
 */
export function checkVendor(vendor: VendorCheckInput, clientDomains: readonly string[]): VendorCheckRow {
  const emails = vendor.emails.filter((e) => !isEmptyField(e));
  const emailIssues = emails
    .map((e) => ({ e, r: validateEmail(e) }))
    .filter(({ r }) => !r.valid)
    .map(({ e, r }) => `'${e}': ${r.reason}`);
  const domainHit = emails.map((e) => matchClientDomain(e, clientDomains)).find((r) => r.valid);
  const banks = vendor.bankDetails.filter((b) => !isEmptyField(b.iban) || !isEmptyField(b.bank_account));
  const bankIssues = banks.flatMap((b) => {
    const r = isEmptyField(b.iban) ? validateBankAccount(b.bank_account) : validateIban(b.iban);
    return r.valid
      ? []
      : [`${isEmptyField(b.iban) ? `account '${b.bank_account}'` : `IBAN '${b.iban}'`}: ${r.reason}`];
  });
  const vatGiven = !isEmptyField(vendor.vat_id);
  const vat = vatGiven ? validateVatId(vendor.vat_id, vendor.country) : null;
  const vatCountry = isVatCountry(vendor.country);
  const row: VendorCheckRow = {
    vendor_id: vendor.vendor_id,
    email_count: emails.length,
    valid_email_format: emails.length ? emailIssues.length === 0 : null,
    email_issues: emailIssues.join('; '),
    client_domain_match: domainHit !== undefined,
    client_domain_matched: domainHit ? domainHit.reason : null,
    bank_details_count: banks.length,
    bank_details_data_quality_fail: bankIssues.length > 0,
    bank_details_issues: bankIssues.join('; '),
    vat_id_normalised: vatGiven ? normaliseVatId(vendor.vat_id, vendor.country) || null : null,
    is_vat_country: vatCountry,
    vat_id_data_quality_fail: vat !== null && !vat.valid,
    vat_id_issue: vat?.reason ?? '',
    vendor_name_is_empty: isEmptyField(vendor.vendor_name),
    street_is_empty: isEmptyField(vendor.street),
    town_is_empty: isEmptyField(vendor.town),
    postcode_is_empty: isEmptyField(vendor.postcode),
    country_is_empty: isEmptyField(vendor.country),
    tax_id_is_empty: isEmptyField(vendor.tax_id),
    vat_id_is_empty: !vatGiven,
    bank_details_is_empty: banks.length === 0,
    email_is_empty: emails.length === 0,
    issue_mask: 0,
  };
  const failed: [keyof typeof vendorIssueBits, boolean][] = [
    ['vendor_name_is_empty', row.vendor_name_is_empty],
    ['street_is_empty', row.street_is_empty],
    ['town_is_empty', row.town_is_empty],
    ['postcode_is_empty', row.postcode_is_empty],
    ['country_is_empty', row.country_is_empty],
    ['tax_id_is_empty', row.tax_id_is_empty],
    ['vat_id_is_empty', row.vat_id_is_empty && vatCountry],
    ['bank_details_is_empty', row.bank_details_is_empty],
    ['email_is_empty', row.email_is_empty],
    ['bank_details_data_quality_fail', row.bank_details_data_quality_fail],
    ['email_issue', emailIssues.length > 0],
    ['vat_id_data_quality_fail', row.vat_id_data_quality_fail],
    ['client_domain_match', row.client_domain_match],
  ];
  row.issue_mask = failed.reduce((mask, [bit, on]) => (on ? mask | vendorIssueBits[bit] : mask), 0);
  return row;
}
