const yes = (v: unknown) => v === true || v === 1 || v === 'true' || v === '1' || v === 'X';

/**
 * Who a flag is set on (spec 03 §3 'Cluster vendor details'): 'Vendor' when the vendor's own flag is
 * set (X), 'Company Code' when its company-code record's is, both joined, or '' for neither.
 */
export function flagOwners(vendorFlag: unknown, companyCodeFlag: unknown): string {
  return [yes(vendorFlag) ? 'Vendor' : null, yes(companyCodeFlag) ? 'Company Code' : null]
    .filter(Boolean)
    .join(', ');
}
