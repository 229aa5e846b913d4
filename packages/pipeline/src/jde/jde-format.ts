import type { ExtractFormat, Manifest, ManifestProblem } from '../ingest/extract-format';
import { isRecord } from '../ingest/extract-format';
import { jdeTables, vendorTypeFields } from './jde-tables';

export const jdeExtractFormat = 'jde-extract/1';

/**
 * `manifest.json` of a JD Edwards extract: the common keys and
 * - `decimals`: the implied decimals of amounts per currency (`{"USD": 2, "JPY": 0}`; a currency not
 *   named has 2, or F0013's CVCDEC when the extract has F0013);
 * - `quantity_decimals` (default 0), `unit_cost_decimals` (default 4), `line_number_decimals`
 *   (default 3): the data-dictionary decimals of quantities (UORG, UREC, U), unit costs (PRRC) and
 *   line numbers (LNID: 1000 is line 1);
 * - `vendor_type_field`: the F0101 field holding the supplier type, the account-group column
 *   vendor_type (ABAT1, the search type, by default; or a category code ABAC01 … ABAC30).
 */
export interface JdeManifest extends Manifest {
  format: typeof jdeExtractFormat;
  erp: 'jde';
  decimals?: Record<string, number>;
  quantity_decimals?: number;
  unit_cost_decimals?: number;
  line_number_decimals?: number;
  vendor_type_field?: string;
}

/** The manifest's settings with their defaults. */
export interface JdeSettings {
  decimals: Record<string, number>;
  quantityDecimals: number;
  unitCostDecimals: number;
  lineNumberDecimals: number;
  vendorTypeField: string;
}

export function jdeSettings(manifest: Manifest): JdeSettings {
  const m = manifest as JdeManifest;
  return {
    decimals: m.decimals ?? {},
    quantityDecimals: m.quantity_decimals ?? 0,
    unitCostDecimals: m.unit_cost_decimals ?? 4,
    lineNumberDecimals: m.line_number_decimals ?? 3,
    vendorTypeField: m.vendor_type_field ?? 'ABAT1',
  };
}

const isDecimals = (v: unknown) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 6;

/** jde-extract/1: the manifest's own keys (decimals, data-item decimals, the supplier-type field). */
export const jdeFormat: ExtractFormat = {
  name: jdeExtractFormat,
  erps: ['jde'],
  interchangeable: false,
  checkOwnKeys(manifest) {
    const problems: ManifestProblem[] = [];
    const decimals = manifest['decimals'];
    if (decimals !== undefined) {
      if (!isRecord(decimals))
        problems.push({
          field: 'decimals',
          message: 'decimals must be an object of currency codes and digits',
        });
      else
        for (const [currency, digits] of Object.entries(decimals)) {
          if (!/^[A-Z]{3}$/.test(currency))
            problems.push({
              field: `decimals.${currency}`,
              message: 'not a currency code (3 capital letters)',
            });
          else if (!isDecimals(digits))
            problems.push({
              field: `decimals.${currency}`,
              message: 'decimals must be a whole number from 0 to 6',
            });
        }
    }
    for (const key of ['quantity_decimals', 'unit_cost_decimals', 'line_number_decimals'])
      if (manifest[key] !== undefined && !isDecimals(manifest[key]))
        problems.push({ field: key, message: `${key} must be a whole number from 0 to 6` });
    const field = manifest['vendor_type_field'];
    if (field !== undefined && !(vendorTypeFields as readonly unknown[]).includes(field))
      problems.push({
        field: 'vendor_type_field',
        message: `vendor_type_field must be ABAT1 or a category code ABAC01 … ABAC30, found ${JSON.stringify(field)}`,
      });
    return problems;
  },
  tables: (manifest) => jdeTables(jdeSettings(manifest).vendorTypeField),
};
