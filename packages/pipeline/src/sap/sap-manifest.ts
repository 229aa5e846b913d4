import {
  checkManifest,
  type ExtractFormat,
  type Manifest,
  type ManifestProblem,
} from '../ingest/extract-format';
import { optionalSapTables, requiredSapTables, sapTables } from './sap-tables';

export type { ManifestProblem } from '../ingest/extract-format';

export const sapExtractFormat = 'sap-extract/1';

/** `manifest.json` of an SAP extract (ARCHITECTURE §5). */
export interface SapManifest extends Manifest {
  format: typeof sapExtractFormat;
  erp: 'sap' | 'hana';
}

/** sap-extract/1: no keys of its own; the same tables for sap and hana. */
export const sapFormat: ExtractFormat = {
  name: sapExtractFormat,
  erps: ['sap', 'hana'],
  interchangeable: true,
  checkOwnKeys: () => [],
  tables: () => ({
    required: requiredSapTables.map((name) => sapTables[name]),
    optional: optionalSapTables.map((name) => sapTables[name]),
  }),
};

/** Checks a parsed manifest; answers its problems (empty when it is valid). */
export function checkSapManifest(value: unknown): ManifestProblem[] {
  return checkManifest(value, sapFormat);
}
