import {
  checkVendor,
  createSanctionsScreener,
  findDuplicateInvoices,
  findDuplicateVendors,
  findSimilarVendorNames,
  loadOfacSdn,
  type InvoiceRecord,
  type SanctionsScreener,
  type VendorRecord,
} from '@spendlens/matching';
import {
  duplicateInvoicesTable,
  duplicateVendorsTable,
  loginEventsTable,
  sanctionHitsTable,
  similarVendorNamesTable,
  vendorChecksTable,
} from '@spendlens/warehouse';
import type { MappingContext } from '../canonical/mapping-context';
import { insertStagedRows, readStaged, type StagedValue } from './staged-rows';

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
 * names), computed in code (packages/matching) from the staged canonical rows and staged next to
 * them, so that the publish replaces them in the same transaction as the rest of the system's data.
 */
export async function deriveFindings(ctx: MappingContext, options: FindingsOptions): Promise<void> {
  await stageDuplicateInvoices(ctx);
  await stageSanctionHits(ctx);
  await deriveVendorFindings(ctx, options.clientDomains);
  await stageLoginEvents(ctx, options.loginEvents);
}

const text = (v: StagedValue | undefined): string | null =>
  v === null || v === undefined ? null : String(v);

async function stageDuplicateInvoices(ctx: MappingContext): Promise<void> {
  const rows = await readStaged(ctx, 'invoices', [
    'internal_invoice_id',
    'company_code',
    'vendor_id',
    'external_invoice_id',
    'invoice_date',
    'document_amount',
    'document_currency',
    'derived_document_type',
    'is_reversed',
  ]);
  const invoices: InvoiceRecord[] = rows.map((r) => ({
    internal_invoice_id: String(r['internal_invoice_id']),
    company_code: String(r['company_code']),
    vendor_id: String(r['vendor_id']),
    external_invoice_id: text(r['external_invoice_id']),
    invoice_date: text(r['invoice_date']),
    document_amount: Number(r['document_amount'] ?? 0),
    document_currency: String(r['document_currency'] ?? ''),
    derived_document_type: String(r['derived_document_type'] ?? ''),
    is_reversed: r['is_reversed'] === null ? null : Boolean(r['is_reversed']),
  }));
  const members = findDuplicateInvoices(invoices);
  await insertStagedRows(
    ctx,
    duplicateInvoicesTable,
    members.map((m) => ({
      internal_invoice_id: m.internal_invoice_id,
      cluster_id: m.cluster_id,
      cluster_size: m.cluster_size,
      match_kind: m.match_kind,
      rule: m.rule,
      normalised_reference: m.normalised_reference,
      reference_similarity: m.reference_similarity,
      amount_difference: m.amount_difference,
      day_difference: m.day_difference,
      score: m.score,
      threshold: m.threshold,
      evidence: `${m.evidence} (matched ${m.matched_invoice_id})`,
    })),
  );
}

let screener: SanctionsScreener | null = null;

async function stageSanctionHits(ctx: MappingContext): Promise<void> {
  screener ??= createSanctionsScreener(loadOfacSdn());
  const vendors = await readStaged(ctx, 'vendors', ['vendor_id', 'vendor_name'], 'vendor_name IS NOT NULL');
  const hits: Record<string, StagedValue>[] = [];
  const byName = new Map<string, ReturnType<SanctionsScreener['screen']>>();
  for (const v of vendors) {
    const name = String(v['vendor_name']);
    let found = byName.get(name);
    if (!found) {
      found = screener.screen(name);
      byName.set(name, found);
    }
    for (const hit of found) {
      const c = hit.components;
      hits.push({
        vendor_id: String(v['vendor_id']),
        vendor_name: name,
        normalised_vendor_name: hit.normalised_query,
        sdn_uid: String(hit.sdn_uid),
        sdn_name:
          hit.matched_name === hit.sdn_name ? hit.sdn_name : `${hit.sdn_name} (alias: ${hit.matched_name})`,
        sdn_type: hit.sdn_type,
        sdn_programs: hit.sdn_programs.join('; '),
        normalised_sdn_name: hit.normalised_candidate,
        score: hit.score,
        rule: hit.rule,
        score_details: `jaro-winkler ${c.jaroWinkler}, levenshtein ${c.levenshtein}, token-set ${c.tokenSet}, vendor words covered ${c.queryCoverage}, list words covered ${c.candidateCoverage}, penalty ${c.penalty}`,
        threshold: hit.threshold,
      });
    }
  }
  await insertStagedRows(ctx, sanctionHitsTable, hits);
}

async function deriveVendorFindings(ctx: MappingContext, clientDomains: readonly string[]): Promise<void> {
  const rows = await readStaged(ctx, 'vendors', [
    'vendor_id',
    'vendor_name',
    'street',
    'town',
    'postcode',
    'country',
    'tax_id',
    'tax_id_2',
    'vat_id',
    'account_group',
  ]);
  const vendors: (VendorRecord & { street: string | null; postcode: string | null })[] = rows.map((r) => ({
    vendor_id: String(r['vendor_id']),
    vendor_name: text(r['vendor_name']),
    street: text(r['street']),
    town: text(r['town']),
    postcode: text(r['postcode']),
    country: text(r['country']),
    tax_id: text(r['tax_id']),
    tax_id_2: text(r['tax_id_2']),
    vat_id: text(r['vat_id']),
    account_group: text(r['account_group']),
  }));
  const emails = new Map<string, string[]>();
  for (const r of await readStaged(ctx, 'vendor_emails', ['vendor_id', 'email'], 'email IS NOT NULL')) {
    const id = String(r['vendor_id']);
    emails.set(id, [...(emails.get(id) ?? []), String(r['email'])]);
  }
  const banks = new Map<string, { bank_account: string | null; iban: string | null }[]>();
  for (const r of await readStaged(ctx, 'vendor_bank_details', ['vendor_id', 'bank_account', 'iban'])) {
    const id = String(r['vendor_id']);
    banks.set(id, [
      ...(banks.get(id) ?? []),
      { bank_account: text(r['bank_account']), iban: text(r['iban']) },
    ]);
  }
  const checks = vendors.map((v) =>
    checkVendor(
      { ...v, emails: emails.get(v.vendor_id) ?? [], bankDetails: banks.get(v.vendor_id) ?? [] },
      clientDomains,
    ),
  );
  await insertStagedRows(ctx, vendorChecksTable, checks as unknown as Record<string, StagedValue>[]);
  await insertStagedRows(
    ctx,
    duplicateVendorsTable,
    findDuplicateVendors(vendors) as unknown as Record<string, StagedValue>[],
  );
  await insertStagedRows(
    ctx,
    similarVendorNamesTable,
    findSimilarVendorNames(vendors) as unknown as Record<string, StagedValue>[],
  );
}

async function stageLoginEvents(ctx: MappingContext, events: readonly LoginEvent[]): Promise<void> {
  await insertStagedRows(
    ctx,
    loginEventsTable,
    events.map((e) => ({
      ts: e.ts.toISOString().replace('T', ' ').replace('Z', ''),
      status: e.status,
      uid: e.uid,
    })),
  );
}
