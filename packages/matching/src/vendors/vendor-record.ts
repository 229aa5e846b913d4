/** The vendor fields the vendor matchers read (canon.vendors). */
export interface VendorRecord {
  vendor_id: string;
  vendor_name: string | null;
  town: string | null;
  country: string | null;
  tax_id: string | null;
  tax_id_2?: string | null;
  vat_id: string | null;
  account_group: string | null;
}
