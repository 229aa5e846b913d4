import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DuckDbExecutor } from '@spendlens/warehouse';

/**
 * Issue 20: datagen extracts of Oracle R12, JD Edwards, NetSuite and DocuWare ingest through `npm run cli` (datagen, admin
 * create-system --type, ingest), each process on its own, as a newcomer would run them; and an
 * extract of another system type is refused with a sentence saying so.
 */
const repoRoot = path.resolve(__dirname, '../../..');
const run = promisify(execFile);
let dataDir: string;
let extracts: string;

const cli = (args: string[]) =>
  run(path.join(repoRoot, 'node_modules/.bin/tsx'), ['packages/server/src/cli.ts', ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
  });

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'spendlens-cli-oracle-'));
  extracts = await fs.mkdtemp(path.join(os.tmpdir(), 'spendlens-cli-oracle-extracts-'));
  await cli(['admin', 'create-client', 'Vision']);
});
afterAll(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
  await fs.rm(extracts, { recursive: true, force: true });
});

/** The invoices of the system published last (the systems are created one after the other). */
async function lastPublishedInvoices(): Promise<number> {
  const warehouse = await DuckDbExecutor.open(path.join(dataDir, 'analytics.duckdb'));
  try {
    const [row] = await warehouse.query({
      sql: `SELECT count(*)::INTEGER AS n FROM canon.invoices WHERE system_id = (SELECT max(system_id) FROM canon.invoices)`,
      params: [],
    });
    return Number(row!['n']);
  } finally {
    await warehouse.close();
  }
}

describe('npm run cli with Oracle E-Business Suite, JD Edwards, NetSuite and DocuWare extracts', () => {
  // release 11i goes through the same commands (its ingest: parity-erp.test.ts, ingest-oracle.test.ts,
  // and over HTTP extract-upload-api.test.ts)
  for (const erp of ['ora12', 'jde', 'netsuite', 'docuware'] as const) {
    it(`datagen --erp ${erp}, create-system --type ${erp}, ingest`, async () => {
      const out = path.join(extracts, erp);
      const generated = await cli([
        'datagen',
        '--erp',
        erp,
        '--invoices',
        '600',
        '--seed',
        '5',
        '--out',
        out,
        '--system',
        `VIS-${erp}`,
      ]);
      expect(generated.stdout).toMatch(/^Wrote /);
      const manifest = JSON.parse(await fs.readFile(path.join(out, 'manifest.json'), 'utf8')) as {
        erp: string;
      };
      expect(manifest.erp).toBe(erp);
      await cli(['admin', 'create-system', `VIS-${erp}`, '--client', 'Vision', '--type', erp]);
      const ingested = await cli(['ingest', out, '--system', `VIS-${erp}`]);
      expect(ingested.stdout).toMatch(/Published/);
      expect(await lastPublishedInvoices()).toBeGreaterThan(0);
    }, 240_000);
  }

  it('refuses an Oracle extract for an SAP system, saying which type takes which format', async () => {
    await cli(['admin', 'create-system', 'SAP-1', '--client', 'Vision', '--type', 'sap']);
    const failed = await cli(['ingest', path.join(extracts, 'ora12'), '--system', 'SAP-1']).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain(
      'the extract is of a ora12 system (oracle-ebs-extract/1); this system is of type sap, which takes sap-extract/1 extracts',
    );
    // issue 34 item 4: and of another system, naming both (the CLI's own process, no server)
    expect(failed?.stderr).toContain(
      '  manifest.json system: the extract is of the system "VIS-ora12", not of "SAP-1": load it into its own system',
    );
  }, 120_000);

  it('check-extract runs every check without loading the extract, and names what is wrong', async () => {
    const good = await cli(['check-extract', path.join(extracts, 'ora12'), '--type', 'ora12']);
    expect(good.stdout).toMatch(
      /^The extract passes every check \(.+\): \d+ invoices \(20\d\d-\d\d-\d\d to 20\d\d-\d\d-\d\d\)/,
    );
    // a value changed after the extraction: the file no longer has the manifest's hash
    const broken = path.join(extracts, 'broken');
    await fs.cp(path.join(extracts, 'ora12'), broken, { recursive: true });
    const file = path.join(broken, 'AP_INVOICES_ALL.csv');
    const lines = (await fs.readFile(file, 'utf8')).split('\n');
    lines[1] = `x${lines[1]!}`;
    await fs.writeFile(file, lines.join('\n'));
    const failed = await cli(['check-extract', broken]).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toMatch(
      /AP_INVOICES_ALL\.csv: the file's sha256 [0-9a-f]{64} differs from the manifest's/,
    );
  }, 120_000);
});
