import type { ExtractFormat, Manifest } from '../ingest/extract-format';
import { oracleTables, type OracleRelease } from './oracle-tables';

export const oracleExtractFormat = 'oracle-ebs-extract/1';

/** `manifest.json` of an Oracle E-Business Suite extract: the common keys and `release`. */
export interface OracleManifest extends Manifest {
  format: typeof oracleExtractFormat;
  erp: 'ora12' | 'ora11i';
  release: OracleRelease;
}

/** The release each erp's extract must name. */
const releaseOf: Record<string, OracleRelease> = { ora12: '12', ora11i: '11i' };

/**
 * oracle-ebs-extract/1: `release` "12" or "11i" (agreeing with erp ora12 or ora11i) decides the
 * tables; an extract loads only into a system of its own release.
 */
export const oracleFormat: ExtractFormat = {
  name: oracleExtractFormat,
  erps: ['ora12', 'ora11i'],
  interchangeable: false,
  checkOwnKeys(manifest) {
    const release = manifest['release'];
    if (release !== '12' && release !== '11i')
      return [
        { field: 'release', message: `release must be "12" or "11i", found ${JSON.stringify(release)}` },
      ];
    const expected = releaseOf[String(manifest['erp'])];
    if (expected !== undefined && expected !== release)
      return [
        {
          field: 'release',
          message: `release "${release}" does not agree with erp '${String(manifest['erp'])}' (release "${expected}")`,
        },
      ];
    return [];
  },
  tables: (manifest) => oracleTables((manifest as OracleManifest).release),
};
