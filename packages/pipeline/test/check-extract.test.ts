import { createHash } from 'node:crypto';
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkableSystemTypes,
  checkExtract,
  generateDocuwareExtract,
  generateJdeExtract,
  generateNetsuiteExtract,
  generateOracleExtract,
  generateSapExtract,
  type CheckExtractResult,
} from '../src/index';
import { TempDirs } from './helpers/sap-fixture';

/**
 * Issue 22: check-extract runs the ingest's own checks (ingestExtract with checkOnly) on an extract of
 * any format, found from its manifest, and answers each file's records or the problems by file, line
 * and field. Small datagen extracts of every format, in this process.
 */
const temp = new TempDirs();
const extracts = new Map<string, string>();
const common = { seed: 4, invoiceLines: 150, systemName: 'CHK' };
const generators = {
  hana: (outDir: string) => generateSapExtract({ ...common, outDir, erp: 'hana' }),
  ora12: (outDir: string) => generateOracleExtract({ ...common, outDir, release: '12' }),
  jde: (outDir: string) => generateJdeExtract({ ...common, outDir }),
  netsuite: (outDir: string) => generateNetsuiteExtract({ ...common, outDir }),
  docuware: (outDir: string) => generateDocuwareExtract({ ...common, outDir }),
} as const;
type Erp = keyof typeof generators;
const formats: Record<Erp, string> = {
  hana: 'sap-extract/1',
  ora12: 'oracle-ebs-extract/1',
  jde: 'jde-extract/1',
  netsuite: 'netsuite-extract/1',
  docuware: 'docuware-extract/1',
};

beforeAll(async () => {
  for (const [erp, generate] of Object.entries(generators))
    extracts.set(erp, (await generate(await temp.make())).dir);
}, 60_000);
afterAll(() => temp.removeAll());

interface Manifest {
  format: string;
  tables: Record<string, { rows: number; sha256: string }>;
}
const readManifest = async (dir: string) =>
  JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as Manifest;
const writeManifest = (dir: string, manifest: unknown) =>
  writeFile(path.join(dir, 'manifest.json'), JSON.stringify(manifest, null, 2));

/** A copy of an ERP's extract to break. */
async function copyOf(erp: Erp): Promise<string> {
  const dir = await temp.make();
  await cp(extracts.get(erp)!, dir, { recursive: true });
  return dir;
}

/**
 * Sets field `field` of record `line` (1 = header) of a CSV file to `value`, and the manifest's hash of
 * the file to the new one: the value is then the only thing wrong. Files of these extracts quote no
 * field of the lines changed here.
 */
async function setValue(dir: string, table: string, line: number, field: string, value: string) {
  const file = path.join(dir, `${table}.csv`);
  const lines = (await readFile(file, 'utf8')).split('\n');
  const separator = lines[0]!.includes(';') ? ';' : ',';
  const column = lines[0]!.split(separator).findIndex((name) => name.toUpperCase() === field.toUpperCase());
  expect(column, `${field} in ${table}`).toBeGreaterThanOrEqual(0);
  const values = lines[line - 1]!.split(separator);
  values[column] = value;
  lines[line - 1] = values.join(separator);
  const text = lines.join('\n');
  await writeFile(file, text);
  const manifest = await readManifest(dir);
  manifest.tables[table]!.sha256 = createHash('sha256').update(text).digest('hex');
  await writeManifest(dir, manifest);
}

const invalid = (result: CheckExtractResult) => {
  expect(result.valid).toBe(false);
  return result as Extract<CheckExtractResult, { valid: false }>;
};

describe('checkExtract', () => {
  it.each(Object.keys(generators) as Erp[])(
    'passes a valid %s extract: its format, every file with its records, what it would publish',
    async (erp) => {
      const dir = extracts.get(erp)!;
      const result = await checkExtract({ source: dir, systemType: erp });
      if (!result.valid) throw new Error(result.summary);
      const manifest = await readManifest(dir);
      expect(result).toMatchObject({ valid: true, format: formats[erp], erp, system: 'CHK' });
      expect(Object.fromEntries(result.files.map((f) => [f.file, f.records]))).toEqual(
        Object.fromEntries(Object.entries(manifest.tables).map(([table, t]) => [`${table}.csv`, t.rows])),
      );
      expect(result.counts['canon.invoices']).toBeGreaterThan(0);
      expect(result.minDate).toMatch(/^20\d\d-\d\d-\d\d$/);
    },
  );

  it('reads a zip as well as a folder', async () => {
    const dir = extracts.get('jde')!;
    const files: Record<string, Uint8Array> = {};
    for (const name of await readdir(dir)) files[name] = await readFile(path.join(dir, name));
    const zip = path.join(await temp.make(), 'jde.zip');
    await writeFile(zip, zipSync(files));
    const [fromZip, fromDir] = [await checkExtract({ source: zip }), await checkExtract({ source: dir })];
    expect(fromZip.valid).toBe(true);
    expect(fromZip).toEqual(fromDir);
  });

  it('SAP: names the file, line and field of a value that does not parse', async () => {
    const dir = await copyOf('hana');
    await setValue(dir, 'BKPF', 3, 'BLDAT', '20241340');
    const result = invalid(await checkExtract({ source: dir }));
    expect(result.problems).toEqual([
      {
        file: 'BKPF.csv',
        line: 3,
        field: 'BLDAT',
        message: "not a date (YYYYMMDD, or 00000000 for none): '20241340'",
      },
    ]);
    expect(result.summary).toBe(
      "The extract was rejected: 1 problem in 1 file. First: BKPF.csv, line 3, field BLDAT: not a date (YYYYMMDD, or 00000000 for none): '20241340'",
    );
  });

  it('SAP: a file separated by semicolons is told so before its field counts (issue 34 item 5)', async () => {
    const dir = await copyOf('hana');
    const file = path.join(dir, 'BKPF.csv');
    const text = (await readFile(file, 'utf8')).replaceAll(',', ';');
    await writeFile(file, text);
    const manifest = await readManifest(dir);
    manifest.tables['BKPF']!.sha256 = createHash('sha256').update(text).digest('hex');
    await writeManifest(dir, manifest);
    const result = invalid(await checkExtract({ source: dir }));
    expect(result.problems[0]).toEqual({
      file: 'BKPF.csv',
      line: 1,
      field: null,
      message:
        "the header is one field holding ';': the file seems separated by semicolons, but sap-extract/1 files are separated by ','",
    });
    expect(result.summary).toMatch(/First: BKPF\.csv, line 1: the header is one field holding ';'/);
  });

  it('SAP: a vendor item whose vendor the extract lacks', async () => {
    const dir = await copyOf('hana');
    await setValue(dir, 'BSAK', 2, 'LIFNR', '0099999999');
    const result = invalid(await checkExtract({ source: dir }));
    expect(result.problems).toContainEqual({
      file: 'BSAK.csv',
      line: 2,
      field: 'LIFNR',
      message: "unknown vendor (not in LFA1.csv): '99999999'",
    });
  });

  it('Oracle: a file changed after the extraction (its hash)', async () => {
    const dir = await copyOf('ora12');
    const file = path.join(dir, 'AP_INVOICES_ALL.csv');
    await writeFile(file, `${await readFile(file, 'utf8')}`.replace(/\n$/, '\n\n'));
    const result = invalid(await checkExtract({ source: dir }));
    expect(result.problems).toContainEqual(
      expect.objectContaining({
        file: 'AP_INVOICES_ALL.csv',
        line: null,
        field: null,
        message: expect.stringMatching(/^the file's sha256 [0-9a-f]{64} differs from the manifest's/),
      }),
    );
  });

  it('JD Edwards: a required file that is missing', async () => {
    const dir = await copyOf('jde');
    await rm(path.join(dir, 'F0411.csv'));
    const result = invalid(await checkExtract({ source: dir }));
    expect(result.problems).toEqual([
      { file: 'F0411.csv', line: null, field: null, message: 'the file is missing' },
    ]);
  });

  it('NetSuite: a record count that disagrees with the manifest', async () => {
    const dir = await copyOf('netsuite');
    const manifest = await readManifest(dir);
    const rows = manifest.tables['vendor']!.rows;
    manifest.tables['vendor']!.rows = rows + 1;
    await writeManifest(dir, manifest);
    const result = invalid(await checkExtract({ source: dir }));
    expect(result.problems).toEqual([
      {
        file: 'vendor.csv',
        line: null,
        field: null,
        message: `the file holds ${rows} records, the manifest says ${rows + 1}`,
      },
    ]);
  });

  it('DocuWare: a date that is not in the manifest’s date format', async () => {
    const dir = await copyOf('docuware');
    const manifest = (await readManifest(dir)) as Manifest & { fields: Record<string, string> };
    const column = manifest.fields['invoice_date']!;
    await setValue(dir, 'documents', 2, column, '2024-13-45');
    const result = invalid(await checkExtract({ source: dir }));
    expect(result.problems).toEqual([
      expect.objectContaining({ file: 'documents.csv', line: 2, field: column }),
    ]);
  });

  it('an extract for another system type, and a manifest of no known format', async () => {
    const sap = invalid(await checkExtract({ source: extracts.get('hana')!, systemType: 'jde' }));
    expect(sap.problems).toEqual([
      {
        file: 'manifest.json',
        line: null,
        field: 'erp',
        message:
          'the extract is of a hana system (sap-extract/1); this system is of type jde, which takes jde-extract/1 extracts',
      },
    ]);
    const dir = await copyOf('jde');
    await writeManifest(dir, { ...(await readManifest(dir)), format: 'jde-extract/9' });
    const unknown = invalid(await checkExtract({ source: dir }));
    expect(unknown.problems).toEqual([
      expect.objectContaining({
        file: 'manifest.json',
        field: 'format',
        message: expect.stringContaining("format must be 'sap-extract/1', 'oracle-ebs-extract/1'"),
      }),
    ]);
  });

  it('knows the system types of every format', () => {
    expect([...checkableSystemTypes].sort()).toEqual(
      ['docuware', 'hana', 'jde', 'netsuite', 'ora11i', 'ora12', 'sap'].sort(),
    );
  });
});
