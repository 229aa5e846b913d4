/**
 * The vendor master-data checks (packages/matching `checkVendor`) and their bits in issue_mask, the
 * one number that says which of them failed (the 'bit_mask' data type). The bits are kept as they
 * are published; a page shows the names of the checks that failed, never the number.
 */
export const vendorIssueBits = {
  vendor_name_is_empty: 1,
  street_is_empty: 2,
  town_is_empty: 4,
  postcode_is_empty: 8,
  country_is_empty: 16,
  tax_id_is_empty: 32,
  /** Only for vendors of EU VAT countries. */
  vat_id_is_empty: 64,
  bank_details_is_empty: 128,
  email_is_empty: 256,
  bank_details_data_quality_fail: 512,
  email_issue: 1024,
  vat_id_data_quality_fail: 2048,
  client_domain_match: 4096,
} as const;

/** What each failed check is called on a page and in an export. */
export const vendorIssueLabels: Readonly<Record<keyof typeof vendorIssueBits, string>> = {
  vendor_name_is_empty: 'Name empty',
  street_is_empty: 'Street empty',
  town_is_empty: 'Town empty',
  postcode_is_empty: 'Postcode empty',
  country_is_empty: 'Country empty',
  tax_id_is_empty: 'Tax ID empty',
  vat_id_is_empty: 'VAT No. empty',
  bank_details_is_empty: 'Bank details empty',
  email_is_empty: 'E-mail empty',
  bank_details_data_quality_fail: 'Bank details invalid',
  email_issue: 'E-mail invalid',
  vat_id_data_quality_fail: 'VAT No. invalid',
  client_domain_match: 'E-mail in own domain',
};

/**
 * The failed checks of an issue_mask, in the order of the bits, joined with ', '; 'None' for 0. A
 * value that is not a whole number of known bits is shown as it is (it is not a mask of these).
 */
export function vendorIssueText(mask: unknown): string {
  const n = typeof mask === 'number' ? mask : Number(mask);
  const known = Object.values(vendorIssueBits).reduce((all, bit) => all | bit, 0);
  if (!Number.isInteger(n) || n < 0 || (n & ~known) !== 0) return String(mask);
  if (n === 0) return 'None';
  return (Object.keys(vendorIssueBits) as (keyof typeof vendorIssueBits)[])
    .filter((key) => (n & vendorIssueBits[key]) !== 0)
    .map((key) => vendorIssueLabels[key])
    .join(', ');
}
