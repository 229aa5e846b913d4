import type { VendorSearchRow } from '@spendlens/domain';

/**
 * The vendors a VAT check search shows (spec 03 §2.6): all the server found when the text is a
 * number (a vendor id or a tax number), else only those whose name holds the text, in any case —
 * the server also matches ids and tax numbers, which a name search does not want.
 */
export function vendorsMatchingName(rows: readonly VendorSearchRow[], text: string): VendorSearchRow[] {
  const wanted = text.trim();
  if (/^\d+$/.test(wanted)) return [...rows];
  const lower = wanted.toLowerCase();
  return rows.filter((row) => (row.vendor_name ?? '').toLowerCase().includes(lower));
}
