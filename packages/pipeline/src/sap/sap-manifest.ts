import { optionalSapTables, requiredSapTables } from './sap-tables';

export const sapExtractFormat = 'sap-extract/1';

/** `manifest.json` of an SAP extract (ARCHITECTURE §5). */
export interface SapManifest {
  format: typeof sapExtractFormat;
  erp: 'sap' | 'hana';
  system: string;
  /** ISO-8601 instant. */
  extracted_at: string;
  tables: Record<string, { rows: number; sha256: string }>;
}

export interface ManifestProblem {
  field: string | null;
  message: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Checks a parsed manifest; answers its problems (empty when it is valid). */
export function checkSapManifest(value: unknown): ManifestProblem[] {
  if (!isRecord(value)) return [{ field: null, message: 'the manifest is not a JSON object' }];
  const problems: ManifestProblem[] = [];
  if (value['format'] !== sapExtractFormat) {
    problems.push({
      field: 'format',
      message: `format must be '${sapExtractFormat}', found ${JSON.stringify(value['format'])}`,
    });
  }
  if (value['erp'] !== 'sap' && value['erp'] !== 'hana') {
    problems.push({
      field: 'erp',
      message: `erp must be 'sap' or 'hana', found ${JSON.stringify(value['erp'])}`,
    });
  }
  if (typeof value['system'] !== 'string')
    problems.push({ field: 'system', message: 'system must be a string' });
  const extractedAt = value['extracted_at'];
  if (typeof extractedAt !== 'string' || Number.isNaN(Date.parse(extractedAt))) {
    problems.push({ field: 'extracted_at', message: 'extracted_at must be an ISO-8601 date-time' });
  }
  const tables = value['tables'];
  if (!isRecord(tables)) return [...problems, { field: 'tables', message: 'tables must be an object' }];
  for (const name of [...requiredSapTables, ...optionalSapTables]) {
    const entry = tables[name];
    if (entry === undefined) {
      if ((optionalSapTables as readonly string[]).includes(name)) continue;
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
