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
import { traced } from '../trace/ingest-tracer';
import { out, type MappingContext } from '../canonical/mapping-context';
import { readStaged, type CodeRows, type StagedValue } from './code-rows';

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

/** The canonical tables the findings stage (computed in code, not mapped from the extract). */
export const findingsTables: ReadonlySet<string> = new Set(
  [
    vendorChecksTable,
    sanctionHitsTable,
    duplicateInvoicesTable,
    duplicateVendorsTable,
    similarVendorNamesTable,
    loginEventsTable,
  ].map((table) => table.name),
);

/** Lets the event loop run (the publish's next statement) between slices of long matching work. */
const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

type Rows = Record<string, StagedValue>[];

/**
 * The rows of the findings tables (vendor checks, sanctions hits, duplicate invoices and vendors,
 * similar vendor names, login events), computed in code (packages/matching) from the staged
 * canonical rows, by canonical table name. The publish writes them in the same transaction as the
 * rest of the system's data.
 */
export async function deriveFindings(ctx: MappingContext, options: FindingsOptions): Promise<CodeRows> {
  const rows = new Map<string, Rows>();
  rows.set(
    duplicateInvoicesTable.name,
    await traced('findings: duplicate invoices', () => duplicateInvoiceRows(ctx)),
  );
  rows.set(sanctionHitsTable.name, await traced('findings: sanctions', () => sanctionHitRows(ctx)));
  for (const [table, tableRows] of await traced('findings: vendors', () =>
    vendorFindingRows(ctx, options.clientDomains),
  ))
    rows.set(table, tableRows);
  rows.set(loginEventsTable.name, loginEventRows(options.loginEvents));
  return rows;
}

const text = (v: StagedValue | undefined): string | null =>
  v === null || v === undefined ? null : String(v);

/**
 * The invoices the duplicate check could pair: those sharing a comparison block (findDuplicateInvoices:
 * vendor, currency and sign, then the same amount in cents or the same reference without zeros) with
 * at least one other. The block keys are worked out here in SQL exactly as the matcher does for
 * references in ASCII; a reference with any other character is always read, since only the matcher's
 * Unicode folding can place it. So the matcher sees every pair it would have seen in all the invoices,
 * without a million rows crossing into JavaScript.
 */
function duplicateCandidatesSql(ctx: MappingContext): string {
  return `
WITH eligible AS (
  SELECT
    internal_invoice_id, company_code, vendor_id, external_invoice_id, invoice_date, document_amount,
    document_currency, derived_document_type, is_reversed,
    floor(document_amount::DOUBLE * 100 + 0.5) AS cents,
    replace(
      translate(regexp_replace(upper(coalesce(external_invoice_id, '')), '[^A-Z0-9]', '', 'g'), 'OQILSBZ', '0011582'),
      '0', '') AS zero_free,
    regexp_matches(coalesce(external_invoice_id, ''), '[^\\x01-\\x7f]') AS unicode_reference
  FROM ${out(ctx, 'invoices')}
  WHERE is_reversed IS DISTINCT FROM true
    AND derived_document_type IS DISTINCT FROM 'REVERSAL'
    AND document_amount <> 0
    AND invoice_date IS NOT NULL
)
SELECT internal_invoice_id, company_code, vendor_id, external_invoice_id, invoice_date, document_amount,
  document_currency, derived_document_type, is_reversed
FROM eligible
QUALIFY unicode_reference
  OR count(*) OVER (PARTITION BY vendor_id, document_currency, cents > 0, cents) > 1
  OR count(*) OVER (PARTITION BY vendor_id, document_currency, cents > 0, zero_free) > 1`;
}

async function duplicateInvoiceRows(ctx: MappingContext): Promise<Rows> {
  const rows = (await ctx.warehouse.query({ sql: duplicateCandidatesSql(ctx), params: [] })) as Record<
    string,
    StagedValue
  >[];
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
  return findDuplicateInvoices(invoices).map((m) => ({
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
  }));
}

let screener: SanctionsScreener | null = null;

async function sanctionHitRows(ctx: MappingContext): Promise<Rows> {
  screener ??= createSanctionsScreener(loadOfacSdn());
  const vendors = await readStaged(ctx, 'vendors', ['vendor_id', 'vendor_name'], 'vendor_name IS NOT NULL');
  const hits: Rows = [];
  const byName = new Map<string, ReturnType<SanctionsScreener['screen']>>();
  for (const [n, v] of vendors.entries()) {
    if (n % 100 === 99) await yieldToEventLoop();
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
  return hits;
}

async function vendorFindingRows(
  ctx: MappingContext,
  clientDomains: readonly string[],
): Promise<[string, Rows][]> {
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
  return [
    [vendorChecksTable.name, checks as unknown as Rows],
    [duplicateVendorsTable.name, findDuplicateVendors(vendors) as unknown as Rows],
    [similarVendorNamesTable.name, findSimilarVendorNames(vendors) as unknown as Rows],
  ];
}

function loginEventRows(events: readonly LoginEvent[]): Rows {
  return events.map((e) => ({
    ts: e.ts.toISOString().replace('T', ' ').replace('Z', ''),
    status: e.status,
    uid: e.uid,
  }));
}
