import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { scanCsvFile, type CsvScan } from '../csv/scan-csv';
import { checkManifest, isRecord, tableFile, type ExtractFormat, type Manifest } from './extract-format';
import { fieldLabel, type ExtractTable } from './extract-table';
import { problemsPerFile, type ProblemList } from './problems';

/** 'a', 'b' or 'c'. */
const orList = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)!}`;

/** A table file that passed the file checks: where it is, what the scan found, which columns it has. */
export interface CheckedTable {
  table: ExtractTable;
  file: string;
  path: string;
  scan: CsvScan;
  /** Column name for each header position: the format's field (upper case) or `_extra_<n>` for others (e.g. MANDT). */
  columns: string[];
}

const manifestFile = 'manifest.json';

/**
 * A file read with ',' whose header is one field holding ';' is most likely separated by semicolons
 * (a spreadsheet's export in many locales): says so, and what to do, before the field-count problems
 * it causes. Undefined for any other file.
 */
function semicolonHint(scan: CsvScan, table: ExtractTable, format: ExtractFormat): string | undefined {
  if ((table.delimiter ?? ',') !== ',' || scan.header.length !== 1 || !scan.header[0]!.includes(';'))
    return undefined;
  return format.takesDelimiter
    ? `the header is one field holding ';': the file seems separated by semicolons; if so, set "delimiter": ";" in manifest.json`
    : `the header is one field holding ';': the file seems separated by semicolons, but ${format.name} files are separated by ','`;
}

/**
 * Reads and checks manifest.json against the format it names (one of `formats`); null (with problems
 * added) when it is missing, names no format of these or is invalid.
 */
export async function readManifest(
  dir: string,
  problems: ProblemList,
  formats: readonly ExtractFormat[],
): Promise<{ manifest: Manifest; format: ExtractFormat } | null> {
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
  const named = isRecord(value) ? value['format'] : undefined;
  const format = formats.find((f) => f.name === named) ?? (formats.length === 1 ? formats[0] : undefined);
  if (!format) {
    problems.add({
      file: manifestFile,
      line: null,
      field: 'format',
      message: `format must be ${orList(formats.map((f) => `'${f.name}'`))}, found ${JSON.stringify(named)}`,
    });
    return null;
  }
  const found = checkManifest(value, format);
  for (const p of found) problems.add({ file: manifestFile, line: null, field: p.field, message: p.message });
  return found.length === 0 ? { manifest: value as Manifest, format } : null;
}

/** Maps header positions to column names and adds header problems (duplicate or missing required columns). */
function bindColumns(table: ExtractTable, file: string, header: string[], problems: ProblemList): string[] {
  // header names match the format's case-insensitively (SAP and Oracle upper case, NetSuite lower)
  const known = new Map(table.fields.map((f) => [fieldLabel(f).toUpperCase(), f.name] as const));
  const seen = new Set<string>();
  const columns = header.map((raw, i) => {
    const name = known.get(raw.trim().toUpperCase());
    if (name === undefined) return `_extra_${i + 1}`;
    if (seen.has(name)) {
      problems.add({ file, line: 1, field: raw.trim(), message: 'the column appears twice in the header' });
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
        field: fieldLabel(field),
        message: field.missing ?? 'a required column is missing from the header',
      });
    }
  }
  return columns;
}

/**
 * Checks every required table's file and every optional table's file the manifest lists (or that is
 * present): present, listed in the manifest, the manifest's sha256 and record count, sound CSV
 * structure, values at most `maxFieldBytes` long and free of NUL bytes, and the required columns.
 * Files are scanned concurrently.
 */
export async function checkExtractFiles(
  dir: string,
  manifest: Manifest,
  format: ExtractFormat,
  problems: ProblemList,
  maxFieldBytes?: number,
): Promise<Map<string, CheckedTable>> {
  const present = new Map((await readdir(dir)).map((name) => [name.toUpperCase(), name] as const));
  const checked = new Map<string, CheckedTable>();
  const listed = new Set(Object.keys(manifest.tables));
  const { required, optional } = format.tables(manifest);
  const optionalPresent = optional.filter(
    (table) => listed.has(table.name) || present.has(tableFile(table).toUpperCase()),
  );
  await Promise.all(
    [...required, ...optionalPresent].map(async (table) => {
      const name = table.name;
      const file = tableFile(table);
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
      const scan = await scanCsvFile(path, problemsPerFile, table.delimiter, maxFieldBytes);
      const hint = semicolonHint(scan, table, format);
      if (hint) problems.add({ file, line: 1, field: null, message: hint });
      for (const p of scan.problems)
        problems.add({ file, line: p.line, field: p.field ?? null, message: p.message });
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
