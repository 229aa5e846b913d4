import { jaroWinkler } from '../similarity/jaro-winkler';
import { foldText } from '../text/fold-text';
import type { VendorRecord } from './vendor-record';

/** Jaro-Winkler (0–100) of two towns at or above which they are one town written two ways. */
export const defaultDuplicateVendorTownThreshold = 85;

/**
 * Two vendors of one place, as the duplicate-vendor name rule reads it: the same country and the same
 * folded town, or towns with Jaro-Winkler ≥ the threshold (`Koeln`/`Köln`). The same name there is a
 * duplicate vendor; the same name anywhere else is a similar name (findSimilarVendorNames).
 */
export function samePlace(
  a: Pick<VendorRecord, 'town' | 'country'>,
  b: Pick<VendorRecord, 'town' | 'country'>,
  townThreshold = defaultDuplicateVendorTownThreshold,
): boolean {
  if ((a.country ?? '').trim().toUpperCase() !== (b.country ?? '').trim().toUpperCase()) return false;
  const [ta, tb] = [foldText(a.town ?? ''), foldText(b.town ?? '')];
  return ta === tb || Math.round(jaroWinkler(ta, tb) * 1000) / 10 >= townThreshold;
}
