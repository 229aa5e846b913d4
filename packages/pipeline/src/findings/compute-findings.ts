import {
  checkVendor,
  createSanctionsScreener,
  findDuplicateInvoices,
  findDuplicateVendors,
  findSimilarVendorNames,
  loadOfacSdn,
  VendorLinks,
  type DuplicateVendorRow,
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
  bankDetails: {
    bank_country?: string | null;
    bank_key?: string | null;
    bank_account: string | null;
    iban: string | null;
  }[];
}

/** Everything the findings computed in code need: plain data, so it can cross to a worker thread. */
export interface FindingsInput {
  /** The duplicate-invoice candidates (duplicateCandidatesSql). */
  invoices: InvoiceRecord[];
  vendors: FindingsVendor[];
  /** The client's own e-mail domains (a vendor address in one of them is a finding). */
  clientDomains: readonly string[];
}

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
  const duplicateVendors = timed('findings: duplicate vendors', () => findDuplicateVendors(input.vendors));
  const links = vendorLinks(input.vendors, duplicateVendors);
  rows.set(
    duplicateInvoicesTable.name,
    timed('findings: duplicate invoices (matcher)', () => duplicateInvoiceRows(input.invoices, links)),
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
  rows.set(duplicateVendorsTable.name, duplicateVendors as unknown as Rows);
  rows.set(
    similarVendorNamesTable.name,
    timed('findings: similar vendor names', () => findSimilarVendorNames(vendors) as unknown as Rows),
  );
  return rows;
}

/**
 * The vendor records that are one party for the duplicate-invoice check: those in one duplicate-vendor
 * cluster (tax id, VAT id, name and town) or with one bank account (IBAN, else bank country, key and
 * account number; an account of zeros only is none).
 */
export function vendorLinks(
  vendors: readonly FindingsVendor[],
  duplicates: readonly DuplicateVendorRow[],
): VendorLinks {
  const keys = new Map<string, string[]>();
  const add = (id: string, key: string) => keys.set(id, [...(keys.get(id) ?? []), key]);
  for (const d of duplicates) {
    if (d.tax_id_cluster_id) add(d.vendor_id, `tax id ${d.tax_id_normalised ?? d.tax_id_cluster_id}`);
    if (d.vat_id_cluster_id) add(d.vendor_id, `VAT id ${d.vat_id_normalised ?? d.vat_id_cluster_id}`);
    if (d.vendor_name_town_country_cluster_id)
      add(d.vendor_id, `name and town (${d.vendor_name_town_country_cluster_id})`);
  }
  const plain = (v: string | null | undefined) => (v ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');
  for (const v of vendors)
    for (const b of v.bankDetails) {
      const iban = plain(b.iban);
      const account = plain(b.bank_account);
      if (iban) add(v.vendor_id, `IBAN ${iban}`);
      else if (/[1-9]/.test(account))
        add(v.vendor_id, `bank account ${[plain(b.bank_country), plain(b.bank_key), account].join('/')}`);
    }
  return new VendorLinks([...keys].map(([vendor_id, k]) => ({ vendor_id, keys: k })));
}

function duplicateInvoiceRows(invoices: readonly InvoiceRecord[], vendorLinks: VendorLinks): Rows {
  return findDuplicateInvoices(invoices, { vendorLinks }).map((m) => ({
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
    matched_invoice_id: m.matched_invoice_id,
    matched_vendor_id: m.matched_vendor_id,
    vendor_link: m.vendor_link,
    evidence: m.evidence,
  }));
}

function sanctionHitRows(vendors: readonly FindingsVendor[]): Rows {
  // the system's own vendor names weigh the words with the list's (a word many vendors share counts
  // little): one screener per run, about half a second to build
  const screener = createSanctionsScreener(loadOfacSdn(), {
    contextNames: vendors.flatMap((v) => (v.vendor_name === null ? [] : [v.vendor_name])),
  });
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
