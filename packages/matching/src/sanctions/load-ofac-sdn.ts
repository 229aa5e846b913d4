import { readFileSync } from 'node:fs';
import { parseSdnCsv, type SdnEntry } from './parse-sdn-csv';

/** The OFAC SDN list shipped with this package (reference/ofac/README.md: source, date, licence). */
export const ofacSdnFile = new URL('../../reference/ofac/sdn.csv', import.meta.url);

let cached: SdnEntry[] | null = null;

/** The shipped SDN list's entries, read and parsed once per process. */
export function loadOfacSdn(): readonly SdnEntry[] {
  cached ??= parseSdnCsv(readFileSync(ofacSdnFile, 'latin1'));
  return cached;
}
