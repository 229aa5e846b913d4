import { fields, type ExtractField, type ExtractTable } from '../ingest/extract-table';
import { requiredDocuwareNames, type DocuwareName } from './docuware-fields';

/**
 * The tables of docuware-extract/1 (docuware-format.md). documents.csv has the cabinet's own field
 * names as its columns: each field the manifest maps is staged under our name (`header` is the
 * cabinet's), so the checks and the mapping read our names and problems name the cabinet's. Every
 * value is staged as text: dates and amounts are in the cabinet's locale, which the DocuWare mapping
 * checks and parses (docuware-values.ts).
 */

/** The manifest's field map, checked: our name → the cabinet's database field name. */
export type DocuwareFieldMap = Partial<Record<DocuwareName, string>>;

/** documents.csv: a column per mapped field, each required in the header. */
function documents(map: DocuwareFieldMap, delimiter: ',' | ';'): ExtractTable {
  // with both vendor fields mapped a document needs either; with one, that one (checked in the mapping)
  const soleVendor =
    map.vendor_id && map.vendor_name ? undefined : map.vendor_id ? 'vendor_id' : 'vendor_name';
  const required = new Set<string>([...requiredDocuwareNames, ...(map.cabinet ? ['cabinet'] : [])]);
  if (soleVendor) required.add(soleVendor);
  const columns: ExtractField[] = Object.entries(map).map(([name, header]) => ({
    name,
    kind: 'text',
    header,
    column: true,
    value: required.has(name),
    missing: `mapped by fields.${name} but not a column of the file`,
  }));
  return {
    name: 'documents',
    key: map.cabinet ? ['cabinet', 'document_id'] : ['document_id'],
    optional: false,
    fields: columns,
    mapped: columns.map((f) => f.name),
    delimiter,
  };
}

/** A table of fixed columns (our names), every one loaded. */
function fixed(name: string, key: string[], specs: string[], delimiter: ',' | ';'): ExtractTable {
  const listed = fields(...specs);
  return { name, key, optional: true, fields: listed, mapped: listed.map((f) => f.name), delimiter };
}

/** The tables of an extract with this field map and delimiter: documents required, the others optional. */
export function docuwareTables(
  map: DocuwareFieldMap,
  delimiter: ',' | ';',
): { required: readonly ExtractTable[]; optional: readonly ExtractTable[] } {
  return {
    required: [documents(map, delimiter)],
    optional: [
      fixed(
        'workflow_history',
        ['document_id', 'workflow', 'step'],
        ['*document_id', '*workflow', '*step', '+user', '+started_at', '+completed_at', '+decision'],
        delimiter,
      ),
      fixed(
        'vendors',
        ['vendor_id'],
        ['*vendor_id', '+name', '+street', '+postcode', '+town', '+country', '+vat_id', '+iban', 'email'],
        delimiter,
      ),
    ],
  };
}
