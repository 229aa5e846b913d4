import { normaliseCompanyName } from '../text/normalise-company-name';
import { foldText } from '../text/fold-text';
import { samePlace } from './same-place';
import { similarNamePairs, type VendorNameRule } from './vendor-name-pairs';
import type { VendorRecord } from './vendor-record';

/** A pair of vendors with similar names. */
export interface SimilarVendorNamePair {
  vendor_id_lhs: string;
  vendor_id_rhs: string;
  vendor_name_lhs: string;
  vendor_name_rhs: string;
  normalised_name_lhs: string;
  normalised_name_rhs: string;
  /** 0–100. */
  score: number;
  rule: VendorNameRule;
  threshold: number;
}

export const defaultSimilarNameThreshold = 80;

/**
 * Pairs of vendors whose names score at least the threshold (80) by scoreVendorNames, over the whole
 * vendor master of the system (in SAP, LFA1 is client-wide: company codes play no part), less the
 * duplicate vendors of the name rule: the same core name ignoring spaces in one place (samePlace).
 * The same name in another town or country ('Eastgate Traders', Boston / 'East Gate Traders GmbH',
 * Berlin) is a similar name, rule `exact-normalised`. Left-hand vendor id < right-hand (as strings).
 */
export function findSimilarVendorNames(
  vendors: readonly VendorRecord[],
  options: { threshold?: number } = {},
): SimilarVendorNamePair[] {
  const threshold = options.threshold ?? defaultSimilarNameThreshold;
  const names = vendors.map((v) => normaliseCompanyName(v.vendor_name ?? ''));
  const out: SimilarVendorNamePair[] = [];
  for (const { i, j, score } of similarNamePairs(names, threshold)) {
    if (score.rule === 'exact-normalised' && samePlace(vendors[i]!, vendors[j]!)) continue;
    let [l, r] = [i, j];
    if (vendors[l]!.vendor_id > vendors[r]!.vendor_id) [l, r] = [r, l];
    out.push({
      vendor_id_lhs: vendors[l]!.vendor_id,
      vendor_id_rhs: vendors[r]!.vendor_id,
      vendor_name_lhs: vendors[l]!.vendor_name ?? '',
      vendor_name_rhs: vendors[r]!.vendor_name ?? '',
      normalised_name_lhs: names[l]!.canonical,
      normalised_name_rhs: names[r]!.canonical,
      score: score.score,
      rule: score.rule,
      threshold,
    });
  }
  return out.sort(
    (a, b) =>
      a.vendor_id_lhs.localeCompare(b.vendor_id_lhs) || a.vendor_id_rhs.localeCompare(b.vendor_id_rhs),
  );
}

/** A town as compared: foldText. */
export const normaliseTown = (town: string | null | undefined): string => foldText(town ?? '');
