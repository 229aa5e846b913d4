import type { ExtractFormat, Manifest, ManifestProblem } from '../ingest/extract-format';
import { netsuiteTables } from './netsuite-tables';

export const netsuiteExtractFormat = 'netsuite-extract/1';

/**
 * `manifest.json` of a NetSuite extract: the common keys and `brand_field`, the transaction column
 * (a custom body field, e.g. `custbody_brand`, exported as its display text) holding the brand of the
 * On or After Invoice Trend (spec 02); without it every invoice is of one brand.
 */
export interface NetsuiteManifest extends Manifest {
  format: typeof netsuiteExtractFormat;
  erp: 'netsuite';
  brand_field?: string;
}

/** The manifest's brand field, if any. */
export const brandFieldOf = (manifest: Manifest): string | undefined =>
  (manifest as NetsuiteManifest).brand_field;

/** transaction columns of the format that a brand field may not be. */
const transactionColumns = new Set(
  netsuiteTables(undefined)
    .required.find((t) => t.name === 'transaction')!
    .fields.map((f) => f.name),
);

/** netsuite-extract/1: its own manifest key `brand_field`. */
export const netsuiteFormat: ExtractFormat = {
  name: netsuiteExtractFormat,
  erps: ['netsuite'],
  interchangeable: false,
  checkOwnKeys(manifest) {
    const problems: ManifestProblem[] = [];
    const brand = manifest['brand_field'];
    if (brand === undefined) return problems;
    if (typeof brand !== 'string' || !/^[a-z][a-z0-9_]{0,99}$/.test(brand))
      problems.push({
        field: 'brand_field',
        message: `brand_field must name a transaction column in lower case (letters, digits, '_'), found ${JSON.stringify(brand)}`,
      });
    else if (transactionColumns.has(brand))
      problems.push({
        field: 'brand_field',
        message: `brand_field must name a custom field, not the transaction column ${brand}`,
      });
    return problems;
  },
  tables: (manifest) => netsuiteTables(brandFieldOf(manifest)),
};
