import { isRecord, type ExtractFormat, type Manifest, type ManifestProblem } from '../ingest/extract-format';
import {
  docuwareFieldKinds,
  docuwareNames,
  documentKinds,
  requiredDocuwareNames,
  workflowStatuses,
  type DocuwareName,
} from './docuware-fields';
import { docuwareTables, type DocuwareFieldMap } from './docuware-tables';

export const docuwareExtractFormat = 'docuware-extract/1';

/** `manifest.json` of a DocuWare extract: the common keys and the format's own (docuware-format.md). */
export interface DocuwareManifest extends Manifest {
  format: typeof docuwareExtractFormat;
  erp: 'docuware';
  fields: DocuwareFieldMap;
  date_format: string;
  decimal: '.' | ',';
  delimiter?: ',' | ';';
  document_types?: Record<string, (typeof documentKinds)[number]>;
  statuses?: Record<string, (typeof workflowStatuses)[number]>;
  company_names?: Record<string, string>;
  company_currencies?: Record<string, string>;
}

/** DD, MM and YYYY, each once, separated by one of '.', '/', '-' (the same both times). */
const dateFormatPattern = /^(DD|MM|YYYY)([./-])(DD|MM|YYYY)\2(DD|MM|YYYY)$/;

export const isDateFormat = (value: unknown): value is string =>
  typeof value === 'string' && dateFormatPattern.test(value) && new Set(value.split(/[./-]/)).size === 3;

const shown = (value: unknown): string => JSON.stringify(value) ?? 'nothing';

/** `fields`: our names only, the required ones, each a cabinet field of its own. */
function checkFields(value: unknown): ManifestProblem[] {
  if (!isRecord(value))
    return [{ field: 'fields', message: 'fields must map our names to the cabinet’s database field names' }];
  const problems: ManifestProblem[] = [];
  const byCabinetField = new Map<string, string>();
  for (const [name, field] of Object.entries(value)) {
    if (!(name in docuwareFieldKinds)) {
      problems.push({
        field: `fields.${name}`,
        message: `unknown name; expected one of ${docuwareNames.join(', ')}`,
      });
      continue;
    }
    // a database field name never holds quotes or control characters: problems and SQL carry it
    if (typeof field !== 'string' || !/^[^\s'"\p{Cc}]([^'"\p{Cc}]{0,98}[^\s'"\p{Cc}])?$/u.test(field)) {
      problems.push({
        field: `fields.${name}`,
        message: `must be the cabinet's database field name (no quotes, no surrounding spaces), found ${shown(field)}`,
      });
      continue;
    }
    // header names match case-insensitively, so two names on one cabinet field would share a column
    const first = byCabinetField.get(field.toUpperCase());
    if (first !== undefined)
      problems.push({ field: `fields.${name}`, message: `same cabinet field as fields.${first}` });
    else byCabinetField.set(field.toUpperCase(), name);
  }
  for (const name of requiredDocuwareNames)
    if (value[name] === undefined)
      problems.push({ field: `fields.${name}`, message: 'required field not mapped' });
  if (value['vendor_id'] === undefined && value['vendor_name'] === undefined)
    problems.push({
      field: 'fields.vendor_id',
      message: 'required field not mapped (vendor_id or vendor_name)',
    });
  return problems;
}

/** A value map (`document_types`, `statuses`): raw value → one of `allowed`; required when `name` is mapped. */
function checkValueMap(
  key: string,
  value: unknown,
  allowed: readonly string[],
  mappedBy: string | undefined,
): ManifestProblem[] {
  if (value === undefined)
    return mappedBy ? [{ field: key, message: `${key} is required when fields.${mappedBy} is mapped` }] : [];
  if (!isRecord(value))
    return [{ field: key, message: `${key} must map raw values to ${allowed.join(', ')}` }];
  return Object.entries(value)
    .filter(([, to]) => typeof to !== 'string' || !allowed.includes(to))
    .map(([from, to]) => ({
      field: `${key}.${from}`,
      message: `must be one of ${allowed.join(', ')}, found ${shown(to)}`,
    }));
}

/** `company_names`, `company_currencies`: company code → text (a currency: an ISO 4217 code). */
function checkCompanyMap(key: string, value: unknown, pattern: RegExp, what: string): ManifestProblem[] {
  if (value === undefined) return [];
  if (!isRecord(value)) return [{ field: key, message: `${key} must map company codes to ${what}` }];
  return Object.entries(value)
    .filter(([, to]) => typeof to !== 'string' || !pattern.test(to))
    .map(([code, to]) => ({ field: `${key}.${code}`, message: `must be ${what}, found ${shown(to)}` }));
}

/** Problems of the format's own manifest keys. */
function checkOwnKeys(manifest: Record<string, unknown>): ManifestProblem[] {
  const problems = checkFields(manifest['fields']);
  const map = isRecord(manifest['fields']) ? manifest['fields'] : {};
  const mapped = (name: DocuwareName) => (map[name] === undefined ? undefined : name);
  if (!isDateFormat(manifest['date_format']))
    problems.push({
      field: 'date_format',
      message: `date_format must be DD, MM and YYYY in any order separated by '.', '/' or '-' (DD.MM.YYYY; two-digit years are refused), found ${shown(manifest['date_format'])}`,
    });
  if (manifest['decimal'] !== '.' && manifest['decimal'] !== ',')
    problems.push({
      field: 'decimal',
      message: `decimal must be '.' or ',', found ${shown(manifest['decimal'])}`,
    });
  const delimiter = manifest['delimiter'];
  if (delimiter !== undefined && delimiter !== ',' && delimiter !== ';')
    problems.push({ field: 'delimiter', message: `delimiter must be ',' or ';', found ${shown(delimiter)}` });
  const types = manifest['document_types'];
  problems.push(...checkValueMap('document_types', types, documentKinds, mapped('document_type')));
  if (mapped('document_type') && isRecord(types) && !Object.values(types).some((k) => k !== 'other'))
    problems.push({
      field: 'document_types',
      message: 'no document type maps to invoice or credit_note: the extract would have no invoices',
    });
  problems.push(...checkValueMap('statuses', manifest['statuses'], workflowStatuses, mapped('status')));
  problems.push(...checkCompanyMap('company_names', manifest['company_names'], /\S/, 'a name'));
  problems.push(
    ...checkCompanyMap(
      'company_currencies',
      manifest['company_currencies'],
      /^[A-Z]{3}$/,
      'an ISO 4217 code',
    ),
  );
  return problems;
}

/** docuware-extract/1: the field map, locale and value maps in the manifest. */
export const docuwareFormat: ExtractFormat = {
  name: docuwareExtractFormat,
  erps: ['docuware'],
  interchangeable: false,
  takesDelimiter: true,
  checkOwnKeys,
  tables: (manifest) => {
    const own = manifest as DocuwareManifest;
    return docuwareTables(own.fields, own.delimiter ?? ',');
  },
};
