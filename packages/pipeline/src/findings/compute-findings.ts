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
  sanctionHitsTable,
  similarVendorNamesTable,
  vendorChecksTable,
} from '@spendlens/warehouse';
import type { StagedValue } from './code-rows';

export type Rows = Record<string, StagedValue>[];

/** A vendor as the findings read it: master data, e-mail addresses and bank details. */
export interface FindingsVendor extends VendorRecord {
  street: string | null;
  postcode: string | null;
  emails: string[];
  bankDetails: { bank_account: string | null; iban: string | null }[];
}

/** Everything the findings computed in code need: plain data, so it can cross to a worker thread. */
export interface FindingsInput {
  /** The duplicate-invoice candidates (duplicateCandidatesSql). */
  invoices: InvoiceRecord[];
  vendors: FindingsVendor[];
  /** The client's own e-mail domains (a vendor address in one of them is a finding). */
  clientDomains: readonly string[];
}

let screener: SanctionsScreener | null = null;

/**
 * The rows of the findings tables by canonical table name (duplicate invoices, sanctions hits,
 * vendor checks, duplicate vendors, similar vendor names), computed with packages/matching. Pure
 * and synchronous: it runs in the findings worker thread (findings-worker.ts), so the publish's
 * statements keep flowing meanwhile. `onStep` receives each step's duration.
 */
export function computeFindings(
  input: FindingsInput,
  onStep: (step: string, seconds: number) => void = () => undefined,
): Map<string, Rows> {
  const timed = <T>(step: string, work: () => T): T => {
    const started = performance.now();
    const result = work();
    onStep(step, (performance.now() - started) / 1000);
    return result;
  };
  const rows = new Map<string, Rows>();
  rows.set(
    duplicateInvoicesTable.name,
    timed('findings: duplicate invoices (matcher)', () => duplicateInvoiceRows(input.invoices)),
  );
  rows.set(
    sanctionHitsTable.name,
    timed('findings: sanctions', () => sanctionHitRows(input.vendors)),
  );
  const { vendors, clientDomains } = input;
  rows.set(
    vendorChecksTable.name,
    timed(
      'findings: vendor checks',
      () => vendors.map((v) => checkVendor(v, clientDomains)) as unknown as Rows,
    ),
  );
  rows.set(
    duplicateVendorsTable.name,
    timed('findings: duplicate vendors', () => findDuplicateVendors(vendors) as unknown as Rows),
  );
  rows.set(
    similarVendorNamesTable.name,
    timed('findings: similar vendor names', () => findSimilarVendorNames(vendors) as unknown as Rows),
  );
  return rows;
}

function duplicateInvoiceRows(invoices: readonly InvoiceRecord[]): Rows {
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

function sanctionHitRows(vendors: readonly FindingsVendor[]): Rows {
  screener ??= createSanctionsScreener(loadOfacSdn());
  const hits: Rows = [];
  const byName = new Map<string, ReturnType<SanctionsScreener['screen']>>();
  for (const v of vendors) {
    const name = v.vendor_name;
    if (name === null) continue;
    let found = byName.get(name);
    if (!found) {
      found = screener.screen(name);
      byName.set(name, found);
    }
    for (const hit of found) {
      const c = hit.components;
      hits.push({
        vendor_id: v.vendor_id,
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
