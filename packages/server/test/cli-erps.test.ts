import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DuckDbExecutor } from '@spendlens/warehouse';
import { runCli } from './run-cli';
import { seededDataDir } from './start-test-server';

/**
 * Issue 20: datagen extracts of Oracle R12, JD Edwards, NetSuite and DocuWare ingest through `npm run cli`
 * (datagen, admin create-system --type, ingest), one command after the other as a newcomer would run
 * them (the CLI's entry, runCli, in this process: cli-check-extract.test.ts runs it in a process of its
 * own); and an extract of another system type is refused with a sentence saying so.
 */
let dataDir: string;
let extracts: string;

/** The command's output; a command that fails fails the test with what it printed. */
const cli = async (args: string[]) => {
  const outcome = await runCli(args, dataDir);
  if (outcome.code !== 0) throw Object.assign(new Error(outcome.stderr), outcome);
  return outcome;
};

beforeAll(async () => {
  // an empty app store and warehouse, as a first command leaves them (without DEMO, nothing seeded)
  dataDir = await seededDataDir({ DEMO: 'off' });
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
        '100',
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
    });
  }

  it('refuses an Oracle extract for an SAP system, saying which type takes which format', async () => {
    await cli(['admin', 'create-system', 'SAP-1', '--client', 'Vision', '--type', 'sap']);
    const failed = await runCli(['ingest', path.join(extracts, 'ora12'), '--system', 'SAP-1'], dataDir);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain(
      'the extract is of a ora12 system (oracle-ebs-extract/1); this system is of type sap, which takes sap-extract/1 extracts',
    );
    // issue 34 item 4: and of another system, naming both (the CLI's own ingest, no server)
    expect(failed.stderr).toContain(
      '  manifest.json system: the extract is of the system "VIS-ora12", not of "SAP-1": load it into its own system',
    );
  });

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
    const failed = await runCli(['check-extract', broken], dataDir);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(
      /AP_INVOICES_ALL\.csv: the file's sha256 [0-9a-f]{64} differs from the manifest's/,
    );
  });
});
