import { execFile } from 'node:child_process';
import { copyFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docuwareFields } from '../src/datagen/docuware/docuware-cabinet';
import { generateDocuwareExtract } from '../src/datagen/docuware/generate-docuware-extract';
import { docuwareFormat } from '../src/docuware/docuware-format';
import { extractorsDir } from '../src/index';
import { checkManifest } from '../src/ingest/extract-format';
import { TempDirs } from './helpers/sap-fixture';

const temp = new TempDirs();
const kitDir = path.join(extractorsDir, 'docuware');
const makeManifest = path.join(extractorsDir, 'make-manifest.sh');
const common = ['format', 'erp', 'system', 'extracted_at', 'tables'];

let generated: string;
let template: Record<string, unknown>;

beforeAll(async () => {
  generated = (
    await generateDocuwareExtract({
      seed: 5,
      invoiceLines: 400,
      systemName: 'DW',
      outDir: await temp.make('spendlens-docuware-kit-'),
    })
  ).dir;
  template = JSON.parse(await readFile(path.join(kitDir, 'manifest.template.json'), 'utf8')) as Record<
    string,
    unknown
  >;
}, 60_000);
afterAll(() => temp.removeAll());

/** A folder with the generated files and `settings` as settings.json; answers make-manifest.sh's outcome. */
async function runMakeManifest(settings: string, files = ['documents', 'workflow_history', 'vendors']) {
  const dir = await temp.make('spendlens-docuware-kit-run-');
  for (const file of files)
    await copyFile(path.join(generated, `${file}.csv`), path.join(dir, `${file}.csv`));
  await writeFile(path.join(dir, 'settings.json'), settings);
  const result = await promisify(execFile)(
    'bash',
    [makeManifest, 'docuware', 'DW "prod"', '--settings', 'settings.json'],
    { cwd: dir },
  ).then(
    () => ({ stderr: '' }),
    (e: { stderr: string }) => ({ stderr: e.stderr }),
  );
  return { dir, ...result };
}

describe('the DocuWare kit', () => {
  it('has a template that is a valid manifest once make-manifest.sh adds the common keys, mapping the datagen cabinet’s fields', () => {
    for (const key of common) expect(template).not.toHaveProperty(key);
    const manifest = {
      format: 'docuware-extract/1',
      erp: 'docuware',
      system: 'DW',
      extracted_at: '2025-01-01T00:00:00Z',
      tables: { documents: { rows: 1, sha256: '0'.repeat(64) } },
      ...template,
    };
    expect(checkManifest(manifest, docuwareFormat)).toEqual([]);
    expect(template['fields']).toEqual(docuwareFields);
  });

  it('make-manifest.sh docuware counts the records, hashes the files and adds the settings: the datagen’s manifest', async () => {
    const expected = JSON.parse(await readFile(path.join(generated, 'manifest.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    const settings = Object.fromEntries(Object.entries(expected).filter(([k]) => !common.includes(k)));
    // with a BOM and CRLF line ends, as Windows editors save it
    const { dir, stderr } = await runMakeManifest(
      `\ufeff${JSON.stringify(settings, null, 2).replaceAll('\n', '\r\n')}\r\n`,
    );
    expect(stderr).toBe('');
    const written = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    expect({ ...written, extracted_at: expected['extracted_at'] }).toEqual({
      ...expected,
      system: 'DW "prod"',
    });
    expect(checkManifest(written, docuwareFormat)).toEqual([]);
  });

  it('make-manifest.sh docuware leaves out absent optional files and refuses wrong settings', async () => {
    const settings = JSON.stringify(template);
    const { dir, stderr } = await runMakeManifest(settings, ['documents']);
    expect(stderr).toBe('');
    const written = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as {
      tables: Record<string, unknown>;
    };
    expect(Object.keys(written.tables)).toEqual(['documents']);

    expect((await runMakeManifest('[]')).stderr).toMatch(/must hold one JSON object/);
    expect((await runMakeManifest(JSON.stringify({ fields: {}, decimal: ',' }))).stderr).toMatch(
      /lacks "date_format"/,
    );
    expect((await runMakeManifest(JSON.stringify({ ...template, system: 'x' }))).stderr).toMatch(
      /must not hold format, erp, system/,
    );
    expect((await runMakeManifest(settings, [])).stderr).toMatch(/documents.csv is missing/);
  });
});
