import type { VendorStatement } from '@spendlens/domain';

/**
 * The name a downloaded statement is saved as (spec 03 §7 'saved as a vendor statement with its
 * extension'): vendor_statement_<vendor>_<statement date>.<ext>, the name the server's
 * Content-Disposition gives, with anything but letters, digits, dot, dash and underscore made '_'.
 */
export function statementDownloadName(
  statement: Pick<VendorStatement, 'vendor_id' | 'statement_date' | 'file_ext'>,
): string {
  const safe = (text: string) => text.replace(/[^A-Za-z0-9._-]+/g, '_');
  return `vendor_statement_${safe(statement.vendor_id)}_${statement.statement_date}.${statement.file_ext}`;
}
