import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { scanCsvFile, type CsvScan } from '../csv/scan-csv';
import { checkSapManifest, type SapManifest } from '../sap/sap-manifest';
import {
  optionalSapTables,
  requiredSapTables,
  sapTableFile,
  sapTables,
  type SapTable,
  type SapTableName,
} from '../sap/sap-tables';
import { problemsPerFile, type ProblemList } from './problems';

/** A table file that passed the file checks: where it is, what the scan found, which columns it has. */
export interface CheckedTable {
  table: SapTable;
  file: string;
  path: string;
  scan: CsvScan;
  /** Column name for each header position: the SAP field (upper case) or `_extra_<n>` for others (e.g. MANDT). */
  columns: string[];
}

const manifestFile = 'manifest.json';

/** Reads and checks manifest.json; null (with problems added) when it is missing or invalid. */
export async function readManifest(dir: string, problems: ProblemList): Promise<SapManifest | null> {
  const text = await readFile(join(dir, manifestFile), 'utf8').catch(() => null);
  if (text === null) {
    problems.add({ file: manifestFile, line: null, field: null, message: 'manifest.json is missing' });
    return null;
  }
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    problems.add({ file: manifestFile, line: null, field: null, message: 'manifest.json is not valid JSON' });
    return null;
  }
  const found = checkSapManifest(value);
  for (const p of found) problems.add({ file: manifestFile, line: null, field: p.field, message: p.message });
  return found.length === 0 ? (value as SapManifest) : null;
}

/** Maps header positions to column names and adds header problems (duplicate or missing required columns). */
function bindColumns(table: SapTable, file: string, header: string[], problems: ProblemList): string[] {
  const known = new Set(table.fields.map((f) => f.name));
  const seen = new Set<string>();
  const columns = header.map((raw, i) => {
    const name = raw.trim().toUpperCase();
    if (!known.has(name)) return `_extra_${i + 1}`;
    if (seen.has(name)) {
      problems.add({ file, line: 1, field: name, message: 'the column appears twice in the header' });
      return `_extra_${i + 1}`;
    }
    seen.add(name);
    return name;
  });
  for (const field of table.fields) {
    if (field.column && !seen.has(field.name)) {
      problems.add({
        file,
        line: 1,
        field: field.name,
        message: 'a required column is missing from the header',
      });
    }
  }
  return columns;
}

/**
 * Checks every required table's file and every optional table's file the manifest lists (or that is
 * present): present, listed in the manifest, the manifest's sha256 and record count, sound CSV
 * structure, and the required columns. Files are scanned concurrently.
 */
export async function checkExtractFiles(
  dir: string,
  manifest: SapManifest,
  problems: ProblemList,
): Promise<Map<SapTableName, CheckedTable>> {
  const present = new Map((await readdir(dir)).map((name) => [name.toUpperCase(), name] as const));
  const checked = new Map<SapTableName, CheckedTable>();
  const listed = new Set(Object.keys(manifest.tables));
  const optionalPresent = optionalSapTables.filter(
    (name) => listed.has(name) || present.has(sapTableFile(name).toUpperCase()),
  );
  await Promise.all(
    [...requiredSapTables, ...optionalPresent].map(async (name) => {
      const table = sapTables[name];
      const file = sapTableFile(name);
      const actual = present.get(file.toUpperCase());
      if (!actual) {
        problems.add({ file, line: null, field: null, message: 'the file is missing' });
        return;
      }
      const expected = manifest.tables[name];
      if (!expected) {
        problems.add({
          file,
          line: null,
          field: null,
          message: `the optional table ${name} is present but the manifest does not list it`,
        });
        return;
      }
      const path = join(dir, actual);
      const scan = await scanCsvFile(path, problemsPerFile);
      for (const p of scan.problems) problems.add({ file, line: p.line, field: null, message: p.message });
      problems.addUnlisted(file, scan.problemCount - scan.problems.length);
      if (scan.sha256 !== expected.sha256.toLowerCase()) {
        problems.add({
          file,
          line: null,
          field: null,
          message: `the file's sha256 ${scan.sha256} differs from the manifest's ${expected.sha256}`,
        });
      }
      if (scan.records !== expected.rows) {
        problems.add({
          file,
          line: null,
          field: null,
          message: `the file holds ${scan.records} records, the manifest says ${expected.rows}`,
        });
      }
      const columns = bindColumns(table, file, scan.header, problems);
      checked.set(name, { table, file, path, scan, columns });
    }),
  );
  return checked;
}
