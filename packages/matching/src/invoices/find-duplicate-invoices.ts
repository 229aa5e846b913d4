import { osaDistance } from '../similarity/osa-distance';
import { UnionFind } from '../union-find';
import { normaliseReference, writtenReference, zeroFreeReference } from './normalise-reference';

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
}

export type DuplicateInvoiceRule =
  | 'exact'
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
}

export const defaultDuplicateInvoiceThreshold = 70;
/** Blocks larger than this (one vendor's invoices of one amount) are not compared pairwise. */
const maxBlock = 500;

interface Prepared {
  row: InvoiceRecord;
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
 * the threshold (70) or above under each rule's gates (README), and joined into clusters.
 */
export function findDuplicateInvoices(
  invoices: readonly InvoiceRecord[],
  options: DuplicateInvoiceOptions = {},
): DuplicateInvoiceMember[] {
  const threshold = options.threshold ?? defaultDuplicateInvoiceThreshold;
  const amountTolerance = options.amountTolerance ?? 0.01;
  const dayTolerance = options.dayTolerance ?? 7;
  const rows: Prepared[] = [];
  for (const row of invoices) {
    if (!isDuplicateCandidate(row)) continue;
    const key = normaliseReference(row.external_invoice_id);
    rows.push({
      row,
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
    const scope = `${r.row.vendor_id}\u0000${r.row.document_currency}\u0000${r.cents > 0 ? '+' : '-'}`;
    add(`k\u0000${scope}\u0000${r.key}`, i);
    if (r.zeroFree !== r.key) add(`z\u0000${scope}\u0000${r.zeroFree}`, i);
    add(`a\u0000${scope}\u0000${r.cents}`, i);
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
        const pair = comparePair(rows[a]!, rows[b]!, amountTolerance, dayTolerance);
        if (pair && pair.score >= threshold) pairs.set(id, { ...pair, a: Math.min(a, b), b: Math.max(a, b) });
      }
  }
  return clusters(rows, [...pairs.values()], threshold);
}

function comparePair(
  p: Prepared,
  q: Prepared,
  amountTolerance: number,
  dayTolerance: number,
): Omit<Pair, 'a' | 'b'> | null {
  const days = Math.abs(p.day - q.day);
  const relAmount = Math.abs(p.cents - q.cents) / Math.max(Math.abs(p.cents), Math.abs(q.cents));
  let refSimilarity: number;
  if (p.key === q.key) refSimilarity = 1;
  else if (p.zeroFree === q.zeroFree) refSimilarity = 0.95;
  else {
    const longer = Math.max(p.key.length, q.key.length);
    const distance = osaDistance(p.key, q.key);
    // one edit (a typo or a swap of neighbours) in a reference of 6 or more characters
    if (distance > 1 || longer < 6) return null;
    refSimilarity = 1 - distance / longer;
  }
  const sameAmount = p.cents === q.cents;
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
  const score = Math.max(0, 100 - 40 * (1 - refSimilarity) - 2 * days - 1000 * relAmount);
  return { rule, refSimilarity, score: Math.round(score * 10) / 10 };
}

function clusters(
  rows: readonly Prepared[],
  pairs: readonly Pair[],
  threshold: number,
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
      out.push({
        internal_invoice_id: self.row.internal_invoice_id,
        cluster_id: clusterId,
        cluster_size: members.length,
        match_kind: pair.rule === 'exact' ? 'exact' : 'fuzzy',
        rule: pair.rule,
        matched_invoice_id: other.row.internal_invoice_id,
        normalised_reference: self.key,
        reference_similarity: Math.round(pair.refSimilarity * 1000) / 1000,
        amount_difference: amountDifference,
        day_difference: dayDifference,
        score: pair.score,
        threshold,
        evidence:
          `${pair.rule} with ${other.row.internal_invoice_id}: reference '${self.key}' vs '${other.key}' ` +
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
