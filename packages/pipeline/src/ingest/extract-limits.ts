import { defaultMaxFieldBytes } from '../csv/csv-scanner';
import { defaultUnzipLimits } from './unzip-extract';

/**
 * What an extract may hold, checked before any of it reaches the warehouse (docs/configuration.md):
 * a .zip is refused the moment it unpacks to more than `maxUnpackedBytes` or an entry to more than
 * `maxZipRatio` times its compressed size; a CSV value longer than `maxFieldBytes` is a problem.
 */
export interface ExtractLimits {
  /** EXTRACT_MAX_UNPACKED_BYTES. */
  maxUnpackedBytes: number;
  /** EXTRACT_MAX_ZIP_RATIO. */
  maxZipRatio: number;
  /** EXTRACT_MAX_FIELD_BYTES. */
  maxFieldBytes: number;
}

export const defaultExtractLimits: ExtractLimits = {
  maxUnpackedBytes: defaultUnzipLimits.maxBytes,
  maxZipRatio: defaultUnzipLimits.maxRatio,
  maxFieldBytes: defaultMaxFieldBytes,
};
