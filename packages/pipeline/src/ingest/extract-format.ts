import type { ExtractTable } from './extract-table';

/**
 * An extract format (ARCHITECTURE §5, EXTRACT-FORMATS.md): its name in the manifest, the system types
 * it serves, its own manifest keys and its tables. The file checks, staging and value checks are the
 * same for every format; the references and the canonical mapping are each format's own.
 */
export interface ExtractFormat {
  /** The manifest's `format`, e.g. 'sap-extract/1'. */
  name: string;
  /** The system types (manifest `erp`) it serves. */
  erps: readonly string[];
  /**
   * An extract of any of `erps` loads into a system of any of them (SAP and HANA); false: only into
   * a system of the manifest's own erp (Oracle's 11i and R12 tables differ).
   */
  interchangeable: boolean;
  /** The manifest may say `delimiter` (',' or ';') for its files (DocuWare's cabinet exports). */
  takesDelimiter?: boolean;
  /** Problems of the format's own manifest keys (the common ones are checked by checkManifest). */
  checkOwnKeys(manifest: Record<string, unknown>): ManifestProblem[];
  /** The tables of an extract with this (valid) manifest: required first, then optional. */
  tables(manifest: Manifest): { required: readonly ExtractTable[]; optional: readonly ExtractTable[] };
}

/** `manifest.json` of an extract: the common keys, plus each format's own. */
export interface Manifest {
  format: string;
  erp: string;
  system: string;
  /** ISO-8601 instant. */
  extracted_at: string;
  tables: Record<string, { rows: number; sha256: string }>;
  [key: string]: unknown;
}

export interface ManifestProblem {
  field: string | null;
  message: string;
}

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The CSV file of a table inside an extract. */
export const tableFile = (table: ExtractTable): string => `${table.name}.csv`;

/**
 * Checks a parsed manifest against `format`: the common keys, the format's own, and an entry (rows,
 * sha256) for each required table and each optional table it lists. Empty when it is valid.
 */
export function checkManifest(value: unknown, format: ExtractFormat): ManifestProblem[] {
  if (!isRecord(value)) return [{ field: null, message: 'the manifest is not a JSON object' }];
  const problems: ManifestProblem[] = [];
  if (value['format'] !== format.name) {
    problems.push({
      field: 'format',
      message: `format must be '${format.name}', found ${JSON.stringify(value['format'])}`,
    });
  }
  if (typeof value['erp'] !== 'string' || !format.erps.includes(value['erp'])) {
    problems.push({
      field: 'erp',
      message: `erp must be ${format.erps.map((e) => `'${e}'`).join(' or ')}, found ${JSON.stringify(value['erp'])}`,
    });
  }
  if (typeof value['system'] !== 'string')
    problems.push({ field: 'system', message: 'system must be a string' });
  const extractedAt = value['extracted_at'];
  if (typeof extractedAt !== 'string' || Number.isNaN(Date.parse(extractedAt))) {
    problems.push({ field: 'extracted_at', message: 'extracted_at must be an ISO-8601 date-time' });
  }
  const own = format.checkOwnKeys(value);
  problems.push(...own);
  const tables = value['tables'];
  if (!isRecord(tables)) return [...problems, { field: 'tables', message: 'tables must be an object' }];
  // the table list may depend on the format's own keys (Oracle's release): only once they are valid
  if (own.length > 0) return problems;
  const { required, optional } = format.tables(value as Manifest);
  for (const table of [...required, ...optional]) {
    const name = table.name;
    const entry = tables[name];
    if (entry === undefined) {
      if (table.optional) continue;
      problems.push({ field: `tables.${name}`, message: `no entry for the required table ${name}` });
      continue;
    }
    if (!isRecord(entry) || !Number.isSafeInteger(entry['rows']) || (entry['rows'] as number) < 0) {
      problems.push({ field: `tables.${name}.rows`, message: 'rows must be a whole number ≥ 0' });
    }
    if (
      !isRecord(entry) ||
      typeof entry['sha256'] !== 'string' ||
      !/^[0-9a-fA-F]{64}$/.test(entry['sha256'])
    ) {
      problems.push({ field: `tables.${name}.sha256`, message: 'sha256 must be 64 hexadecimal digits' });
    }
  }
  return problems;
}
