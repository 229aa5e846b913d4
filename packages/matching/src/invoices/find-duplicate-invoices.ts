import { osaDistance } from '../similarity/osa-distance';
import { UnionFind } from '../union-find';
import {
  defaultMaxSequenceStep,
  normaliseReference,
  sequenceStep,
  writtenReference,
  zeroFreeReference,
} from './normalise-reference';
import type { VendorLinks } from './vendor-links';
import { foldText } from '../text/fold-text';
import { normaliseCompanyName } from '../text/normalise-company-name';
import { normaliseTaxId } from '../vendors/normalise-ids';

/** The invoice fields the duplicate check reads (canon.invoices). */
export interface InvoiceRecord {
  internal_invoice_id: string;
  company_code: string;
  vendor_id: string;
  /** The vendor's reference (XBLNR). */
  external_invoice_id: string | null;
  /** YYYY-MM-DD or a Date. */
  invoice_date: string | Date | null;
  document_amount: number;
  document_currency: string;
  derived_document_type: string;
  is_reversed: boolean | null;
  account_group?: string | null;
  /** The vendor is a one-time account (CPD): many unrelated payees under one vendor id. */
  is_one_time_vendor?: boolean | null;
  /** The payee of a one-time account invoice (SAP BSEC), when the extract has it. */
  payee_name?: string | null;
  payee_town?: string | null;
  payee_tax_id?: string | null;
  payee_vat_id?: string | null;
}

/**
 * Whom an invoice was paid to, as the duplicate check compares it: its vendor; under a one-time
 * account, the payee (normalised name and town, else its VAT or tax number) — two payees of one
 * one-time account are never compared; a one-time invoice without payee data is compared by account.
 */
export function invoiceParty(row: InvoiceRecord): { key: string; label: string | null } {
  if (!row.is_one_time_vendor) return { key: row.vendor_id, label: null };
  const name = normaliseCompanyName(row.payee_name ?? '');
  const core = (name.core || name.canonical).replaceAll(' ', '');
  const id = normaliseTaxId(row.payee_vat_id) || normaliseTaxId(row.payee_tax_id);
  if (core === '' && id === '')
    return { key: row.vendor_id, label: `one-time account ${row.vendor_id}, no payee data` };
  const town = foldText(row.payee_town ?? '');
  return {
    key: `${row.vendor_id}\u0001${core === '' ? id : `${core}\u0001${town}`}`,
    label: `one-time account ${row.vendor_id}, payee '${row.payee_name ?? id}'${row.payee_town ? `, ${row.payee_town}` : ''}`,
  };
}

export type DuplicateInvoiceRule =
  | 'exact'
  | 'cross-vendor'
  | 'same-amount-date'
  | 'sequential-reference'
  | 'reference-format'
  | 'reference-lookalike'
  | 'reference-leading-zeros'
  | 'reference-typo'
  | 'near-amount'
  | 'near-date'
  | 'near-amount-and-date';

/** One invoice of a duplicate cluster, with the evidence of its best pair in the cluster. */
export interface DuplicateInvoiceMember {
  internal_invoice_id: string;
  cluster_id: string;
  cluster_size: number;
  /** 'exact' when its best pair is the same reference as written, amount and date; else 'fuzzy'. */
  match_kind: 'exact' | 'fuzzy';
  rule: DuplicateInvoiceRule;
  /** The invoice that pair is with. */
  matched_invoice_id: string;
  /** That invoice's vendor (another vendor record for rule `cross-vendor`). */
  matched_vendor_id: string;
  /** Rule `cross-vendor`: why the two vendor records are one party; else null. */
  vendor_link: string | null;
  normalised_reference: string;
  /** 0–1: 1 for equal normalised references, 0.95 equal but for zeros, else 1 − OSA distance / length. */
  reference_similarity: number;
  /** This invoice's document amount less the matched one's. */
  amount_difference: number;
  /** Days from the matched invoice's date to this one's. */
  day_difference: number;
  /** 0–100. */
  score: number;
  threshold: number;
  /** The comparison in words. */
  evidence: string;
}

export interface DuplicateInvoiceOptions {
  /** Pairs scoring at least this (0–100) are duplicates; default 70. */
  threshold?: number;
  /** Largest relative amount difference of a near-amount pair; default 0.01 (1 %). */
  amountTolerance?: number;
  /** Most days between the invoice dates of a near-date pair; default 7. */
  dayTolerance?: number;
  /**
   * Vendor records that are one party (duplicate vendors, shared bank accounts): their invoices are
   * compared across the records too (rule `cross-vendor`). None when not given.
   */
  vendorLinks?: VendorLinks;
  /** Score of rule `same-amount-date` (same vendor, amount and date, another reference); default 75. */
  sameAmountDateScore?: number;
  /** Score of rule `sequential-reference` (the next number of one series); default 55, under the threshold. */
  sequentialScore?: number;
  /** Largest step of a number that is read as the next of a series; default 5. */
  maxSequenceStep?: number;
}

export const defaultSameAmountDateScore = 75;
export const defaultSequentialReferenceScore = 55;

export const defaultDuplicateInvoiceThreshold = 70;
/** Blocks larger than this (one vendor's invoices of one amount) are not compared pairwise. */
const maxBlock = 500;

interface Prepared {
  row: InvoiceRecord;
  party: { key: string; label: string | null };
  cents: number;
  day: number;
  written: string;
  key: string;
  zeroFree: string;
}

interface Pair {
  a: number;
  b: number;
  rule: DuplicateInvoiceRule;
  refSimilarity: number;
  score: number;
}

interface Rules {
  amountTolerance: number;
  dayTolerance: number;
  sameAmountDateScore: number;
  sequentialScore: number;
  maxSequenceStep: number;
}

function dayNumber(d: string | Date | null): number | null {
  if (d === null) return null;
  const ms = d instanceof Date ? d.getTime() : Date.parse(`${String(d).slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(ms) ? null : Math.round(ms / 86_400_000);
}

/** Why an invoice is not compared: reversed, a reversal, zero, or without reference or date. */
export function isDuplicateCandidate(row: InvoiceRecord): boolean {
  return (
    row.is_reversed !== true &&
    row.derived_document_type !== 'REVERSAL' &&
    row.document_amount !== 0 &&
    normaliseReference(row.external_invoice_id) !== '' &&
    dayNumber(row.invoice_date) !== null
  );
}

/**
 * Duplicate invoices: pairs of invoices of one vendor, one currency and one sign (invoices with
 * invoices, credits with credits) — reversed invoices and reversals left out — compared within
 * blocks (same normalised reference, same reference without zeros, or same amount), scored
 * 100 − 40 × (1 − reference similarity) − 2 × days apart − 1000 × relative amount difference, kept at
 * the threshold (70) or above under each rule's gates (README), and joined into clusters. Two more
 * rules score apart: another reference with the same amount and date (`same-amount-date`, 75) and the
 * next number of one series (`sequential-reference`, 55: under the threshold). With `vendorLinks`,
 * invoices of linked vendor records with the same amount and reference are compared too
 * (`cross-vendor`).
 */
export function findDuplicateInvoices(
  invoices: readonly InvoiceRecord[],
  options: DuplicateInvoiceOptions = {},
): DuplicateInvoiceMember[] {
  const threshold = options.threshold ?? defaultDuplicateInvoiceThreshold;
  const rules: Rules = {
    amountTolerance: options.amountTolerance ?? 0.01,
    dayTolerance: options.dayTolerance ?? 7,
    sameAmountDateScore: options.sameAmountDateScore ?? defaultSameAmountDateScore,
    sequentialScore: options.sequentialScore ?? defaultSequentialReferenceScore,
    maxSequenceStep: options.maxSequenceStep ?? defaultMaxSequenceStep,
  };
  const links = options.vendorLinks;
  const rows: Prepared[] = [];
  for (const row of invoices) {
    if (!isDuplicateCandidate(row)) continue;
    const key = normaliseReference(row.external_invoice_id);
    rows.push({
      row,
      party: invoiceParty(row),
      cents: Math.round(row.document_amount * 100),
      day: dayNumber(row.invoice_date)!,
      written: writtenReference(row.external_invoice_id),
      key,
      zeroFree: zeroFreeReference(key),
    });
  }
  const blocks = new Map<string, number[]>();
  const add = (key: string, i: number) => {
    const list = blocks.get(key);
    if (list) list.push(i);
    else blocks.set(key, [i]);
  };
  rows.forEach((r, i) => {
    const scope = `${r.party.key}\u0000${r.row.document_currency}\u0000${r.cents > 0 ? '+' : '-'}`;
    add(`k\u0000${scope}\u0000${r.key}`, i);
    if (r.zeroFree !== r.key) add(`z\u0000${scope}\u0000${r.zeroFree}`, i);
    add(`a\u0000${scope}\u0000${r.cents}`, i);
    // across the vendor records of one party: the same amount and reference (zeros aside)
    const party = links?.group(r.row.vendor_id);
    if (party !== undefined)
      add(`x\u0000${party}\u0000${r.row.document_currency}\u0000${r.cents}\u0000${r.zeroFree}`, i);
  });

  const pairs = new Map<string, Pair>();
  for (const members of blocks.values()) {
    if (members.length < 2 || members.length > maxBlock) continue;
    for (let x = 0; x < members.length; x++)
      for (let y = x + 1; y < members.length; y++) {
        const a = members[x]!;
        const b = members[y]!;
        const id = a < b ? `${a},${b}` : `${b},${a}`;
        if (pairs.has(id)) continue;
        const [p, q] = [rows[a]!, rows[b]!];
        // one vendor: one payee (a one-time account's payees apart); two vendors: linked records
        const pair =
          p.row.vendor_id !== q.row.vendor_id
            ? compareAcrossVendors(p, q, rules.dayTolerance)
            : p.party.key === q.party.key
              ? comparePair(p, q, rules)
              : null;
        if (pair && pair.score >= threshold) pairs.set(id, { ...pair, a: Math.min(a, b), b: Math.max(a, b) });
      }
  }
  return clusters(rows, [...pairs.values()], threshold, links);
}

const rounded = (score: number): number => Math.round(Math.max(0, score) * 10) / 10;

/**
 * Two invoices of linked vendor records (their block: one party, currency, amount and reference
 * without zeros): the same invoice entered under each record, within the day tolerance.
 */
function compareAcrossVendors(p: Prepared, q: Prepared, dayTolerance: number): Omit<Pair, 'a' | 'b'> | null {
  const days = Math.abs(p.day - q.day);
  if (p.cents !== q.cents || p.zeroFree !== q.zeroFree || days > dayTolerance) return null;
  const refSimilarity = p.key === q.key ? 1 : 0.95;
  return { rule: 'cross-vendor', refSimilarity, score: rounded(100 - 40 * (1 - refSimilarity) - 2 * days) };
}

function comparePair(p: Prepared, q: Prepared, rules: Rules): Omit<Pair, 'a' | 'b'> | null {
  const days = Math.abs(p.day - q.day);
  const relAmount = Math.abs(p.cents - q.cents) / Math.max(Math.abs(p.cents), Math.abs(q.cents));
  const sameAmount = p.cents === q.cents;
  let refSimilarity: number;
  if (p.key === q.key) refSimilarity = 1;
  else if (p.zeroFree === q.zeroFree) refSimilarity = 0.95;
  else {
    const longer = Math.max(p.key.length, q.key.length);
    const distance = osaDistance(p.key, q.key);
    refSimilarity = 1 - distance / longer;
    // the next number of one series (where the typo rule would pair it: same amount, within 3 days)
    // is another invoice: scored apart, under the threshold
    if (
      sameAmount &&
      days <= 3 &&
      sequenceStep(p.row.external_invoice_id, q.row.external_invoice_id, rules.maxSequenceStep) !== null
    )
      return { rule: 'sequential-reference', refSimilarity, score: rules.sequentialScore };
    // one edit (a typo or a swap of neighbours) in a reference of 6 or more characters
    if (distance > 1 || longer < 6) {
      // re-keyed under a new number: the same amount on the same date
      return sameAmount && days === 0
        ? { rule: 'same-amount-date', refSimilarity, score: rules.sameAmountDateScore }
        : null;
    }
  }
  const { amountTolerance, dayTolerance } = rules;
  let rule: DuplicateInvoiceRule;
  if (refSimilarity < 0.95) {
    if (!sameAmount || days > 3) return null;
    rule = 'reference-typo';
  } else {
    if (relAmount > amountTolerance || days > dayTolerance) return null;
    if (!sameAmount && days > 0) rule = 'near-amount-and-date';
    else if (!sameAmount) rule = 'near-amount';
    else if (days > 0) rule = 'near-date';
    else if (p.written === q.written) rule = 'exact';
    else if (refSimilarity < 1) rule = 'reference-leading-zeros';
    else if (p.written.replace(/[^A-Z0-9]/g, '') === q.written.replace(/[^A-Z0-9]/g, ''))
      rule = 'reference-format';
    else rule = 'reference-lookalike';
  }
  return {
    rule,
    refSimilarity,
    score: rounded(100 - 40 * (1 - refSimilarity) - 2 * days - 1000 * relAmount),
  };
}

function clusters(
  rows: readonly Prepared[],
  pairs: readonly Pair[],
  threshold: number,
  links: VendorLinks | undefined,
): DuplicateInvoiceMember[] {
  const uf = new UnionFind(rows.length);
  const best = new Map<number, Pair>();
  for (const pair of pairs) {
    uf.union(pair.a, pair.b);
    for (const i of [pair.a, pair.b]) {
      const current = best.get(i);
      if (!current || pair.score > current.score) best.set(i, pair);
    }
  }
  const groups = new Map<number, number[]>();
  for (const i of best.keys()) {
    const root = uf.find(i);
    const g = groups.get(root);
    if (g) g.push(i);
    else groups.set(root, [i]);
  }
  const out: DuplicateInvoiceMember[] = [];
  for (const members of groups.values()) {
    const ids = members.map((i) => rows[i]!.row.internal_invoice_id).sort();
    const clusterId = `DI:${ids[0]}`;
    for (const i of members) {
      const pair = best.get(i)!;
      const self = rows[i]!;
      const other = rows[pair.a === i ? pair.b : pair.a]!;
      const amountDifference = Math.round(self.cents - other.cents) / 100;
      const dayDifference = self.day - other.day;
      const link =
        pair.rule === 'cross-vendor' ? (links?.why(self.row.vendor_id, other.row.vendor_id) ?? null) : null;
      const said = link ?? self.party.label;
      out.push({
        internal_invoice_id: self.row.internal_invoice_id,
        cluster_id: clusterId,
        cluster_size: members.length,
        match_kind: pair.rule === 'exact' ? 'exact' : 'fuzzy',
        rule: pair.rule,
        matched_invoice_id: other.row.internal_invoice_id,
        matched_vendor_id: other.row.vendor_id,
        vendor_link: link,
        normalised_reference: self.key,
        reference_similarity: Math.round(pair.refSimilarity * 1000) / 1000,
        amount_difference: amountDifference,
        day_difference: dayDifference,
        score: pair.score,
        threshold,
        evidence:
          `${pair.rule} with ${other.row.internal_invoice_id}${said ? ` (${said})` : ''}: reference '${self.key}' vs '${other.key}' ` +
          `(similarity ${pair.refSimilarity.toFixed(3)}), amount difference ${amountDifference.toFixed(2)} ` +
          `${self.row.document_currency}, ${Math.abs(dayDifference)} day(s) apart; score ${pair.score} ≥ ${threshold}`,
      });
    }
  }
  return out.sort(
    (a, b) =>
      a.cluster_id.localeCompare(b.cluster_id) || a.internal_invoice_id.localeCompare(b.internal_invoice_id),
  );
}
