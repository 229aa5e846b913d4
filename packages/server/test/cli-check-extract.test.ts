import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSapExtract, type CheckExtractResult } from '@spendlens/pipeline';
import { zipBomb } from '../../pipeline/test/helpers/zip-bomb';
import { runCli, runCliProcess } from './run-cli';
import { describeCheckResult, runCheckExtract } from '../src/check-extract-cli';

/**
 * Issue 22: `npm run cli -- check-extract <dir|zip>` as a newcomer runs it: exit 0 with each file's
 * records, 1 with the problems by file, line and field, 2 for a usage error; and nothing is written to
 * DATA_DIR (no store is opened). The CLI's entry (runCli) runs in this process; one test runs it in a
 * process of its own, for the exit code and the standard streams of `npm run cli`.
 */
let work: string;
let dataDir: string;
let extract: string;
let zip: string;
let broken: string;

const cli = (args: string[], env: Record<string, string> = {}) => runCli(args, dataDir, env);

beforeAll(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'spendlens-check-extract-'));
  dataDir = path.join(work, 'data');
  await fs.mkdir(dataDir);
  ({ dir: extract } = await generateSapExtract({
    outDir: path.join(work, 'sap'),
    seed: 9,
    invoiceLines: 150,
    systemName: 'PRD-100',
  }));
  const files: Record<string, Uint8Array> = {};
  for (const name of await fs.readdir(extract)) files[name] = await fs.readFile(path.join(extract, name));
  zip = path.join(work, 'sap.zip');
  await fs.writeFile(zip, zipSync(files));
  // a record whose posting date does not parse, the manifest's hash updated: the one problem
  broken = path.join(work, 'broken');
  await fs.cp(extract, broken, { recursive: true });
  const bkpf = path.join(broken, 'BKPF.csv');
  const lines = (await fs.readFile(bkpf, 'utf8')).split('\n');
  const column = lines[0]!.split(',').indexOf('BUDAT');
  const values = lines[1]!.split(',');
  values[column] = '2024-01-31';
  lines[1] = values.join(',');
  await fs.writeFile(bkpf, lines.join('\n'));
  const manifest = JSON.parse(await fs.readFile(path.join(broken, 'manifest.json'), 'utf8')) as {
    tables: Record<string, { sha256: string }>;
  };
  manifest.tables['BKPF']!.sha256 = createHash('sha256').update(lines.join('\n')).digest('hex');
  await fs.writeFile(path.join(broken, 'manifest.json'), JSON.stringify(manifest));
}, 60_000);
afterAll(async () => {
  // no store was opened: DATA_DIR is as empty as it was
  expect(await fs.readdir(dataDir)).toEqual([]);
  await fs.rm(work, { recursive: true, force: true });
});

describe('npm run cli -- check-extract', () => {
  it('in its own process: the exit code and the streams of npm run cli (0 and stdout, 2 and stderr)', async () => {
    // the two cheapest runs: the usage, and a usage error of check-extract
    const usage = await runCliProcess([], dataDir);
    expect(usage.stderr).toBe('');
    expect(usage.code).toBe(0);
    expect(usage.stdout).toMatch(/^Usage: npm run cli -- <command>/);
    const wrong = await runCliProcess(['check-extract'], dataDir);
    expect(wrong.code).toBe(2);
    expect(wrong.stdout).toBe('');
    expect(wrong.stderr).toContain('check-extract needs <folder|zip>');
  });

  it('exit 0 for a valid folder: what it would publish, then each file with its records', async () => {
    const manifest = JSON.parse(await fs.readFile(path.join(extract, 'manifest.json'), 'utf8')) as {
      tables: Record<string, { rows: number }>;
    };
    const { code, stdout, stderr } = await cli(['check-extract', extract, '--type', 'sap']);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(
      /^The extract passes every check \(\d+\.\d s\): \d+ invoices \(20\d\d-\d\d-\d\d to /,
    );
    expect(lines[1]).toBe(
      `sap-extract/1 extract of the sap system "PRD-100": ${Object.keys(manifest.tables).length} files`,
    );
    const listed = Object.fromEntries(
      lines.slice(2).map((line) => {
        const [, file, records] = /^ {2}(\S+)\s+([\d,]+) records$/.exec(line)!;
        return [file!.replace(/\.csv$/, ''), Number(records!.replaceAll(',', ''))];
      }),
    );
    expect(listed).toEqual(
      Object.fromEntries(Object.entries(manifest.tables).map(([t, { rows }]) => [t, rows])),
    );
  }, 60_000);

  it('exit 0 for the same extract as a zip', async () => {
    const { code, stdout } = await cli(['check-extract', zip]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^ {2}BKPF\.csv\s+\d+ records$/m);
  }, 60_000);

  it('exit 1 for a broken extract: the ingest’s sentence and each problem as file:line field: message', async () => {
    const { code, stdout, stderr } = await cli(['check-extract', broken]);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.trimEnd().split('\n')).toEqual([
      "The extract was rejected: 1 problem in 1 file. First: BKPF.csv, line 2, field BUDAT: not a date (YYYYMMDD, or 00000000 for none): '2024-01-31'",
      "  BKPF.csv:2 BUDAT: not a date (YYYYMMDD, or 00000000 for none): '2024-01-31'",
    ]);
  }, 60_000);

  it('exit 1 for a zip bomb, as the server refuses it (issue 34)', async () => {
    const bomb = path.join(work, 'bomb.zip');
    await fs.writeFile(bomb, zipBomb({ inflatedBytes: 3 * 2 ** 30, declaredBytes: 1000 }));
    const { code, stderr } = await cli(['check-extract', bomb]);
    expect(code).toBe(1);
    expect(stderr.trimEnd().split('\n')).toEqual([
      'The extract was rejected: BKPF.csv: the entry unpacks to more than 100 times its compressed size, the limit for an extract (a zip bomb?)',
      '  BKPF.csv: the entry unpacks to more than 100 times its compressed size, the limit for an extract (a zip bomb?)',
    ]);
  }, 60_000);

  it('exit 1 for a value past EXTRACT_MAX_FIELD_BYTES: the setting reaches check-extract', async () => {
    // a 2000-byte vendor name passes the default 64 KiB, not a limit of 1 KiB
    const edited = path.join(work, 'long-name');
    await fs.cp(extract, edited, { recursive: true });
    const lines = (await fs.readFile(path.join(extract, 'LFA1.csv'), 'utf8')).split('\n');
    const values = lines[1]!.split(',');
    values[lines[0]!.split(',').indexOf('NAME1')] = 'x'.repeat(2000);
    lines[1] = values.join(',');
    await fs.writeFile(path.join(edited, 'LFA1.csv'), lines.join('\n'));
    const { code, stderr } = await cli(['check-extract', edited], { EXTRACT_MAX_FIELD_BYTES: '1024' });
    expect(code).toBe(1);
    expect(stderr).toContain(
      '  LFA1.csv:2 NAME1: the value is 2000 bytes long, longer than the limit of 1 KiB\n',
    );
  }, 60_000);

  it.each([
    [[], 'check-extract needs <folder|zip>'],
    [['a', 'b'], 'check-extract takes one <folder|zip>'],
    [['--typo', 'x'], "Unknown option '--typo'"],
    [
      ['x', '--type', 's4'],
      '--type must be one of sap, hana, ora12, ora11i, jde, netsuite, docuware, found "s4"',
    ],
    [['/nowhere/extract.zip'], '/nowhere/extract.zip does not exist'],
  ])(
    'exit 2 for a usage error: check-extract %j',
    async (args, message) => {
      const { code, stdout, stderr } = await cli(['check-extract', ...args]);
      expect(code).toBe(2);
      expect(stdout).toBe('');
      expect(stderr).toContain(message);
    },
    60_000,
  );
});

describe('check-extract --system (issue 34 item 4)', () => {
  /** check-extract in this process: its exit code and what it printed. */
  const check = async (args: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCheckExtract(args, { print: (l) => out.push(l), printError: (l) => err.push(l) });
    return { code, out, err };
  };

  it('exit 1 for an extract whose manifest names another system, naming both', async () => {
    const { code, out, err } = await check([extract, '--system', 'SOME-OTHER-SAP']);
    expect(code).toBe(1);
    expect(out).toEqual([]);
    expect(err[0]).toMatch(
      /^The extract was rejected: 1 problem in 1 file\. First: manifest\.json, field system/,
    );
    expect(err[1]).toMatch(
      /^ {2}manifest\.json system: the extract is of the system "PRD-100", not of "SOME-OTHER-SAP": .*admin system-renamed "SOME-OTHER-SAP" --from "PRD-100"/,
    );
  }, 60_000);

  it('exit 0 for its own system, and for a system renamed from the manifest’s name', async () => {
    expect((await check([extract, '--system', 'PRD-100'])).code).toBe(0);
    const renamed = await check([extract, '--system', 'PRD-200', '--renamed-from', 'PRD-100']);
    expect(renamed.err).toEqual([]);
    expect(renamed.code).toBe(0);
  }, 60_000);

  it('exit 2 for --renamed-from without --system', async () => {
    const { code, err } = await check([extract, '--renamed-from', 'PRD-100']);
    expect(code).toBe(2);
    expect(err[0]).toBe('--renamed-from goes with --system <name>');
  });
});

describe('describeCheckResult', () => {
  it('says how many problems of a file are not listed', () => {
    const result: CheckExtractResult = {
      valid: false,
      summary: 'The extract was rejected: 23 problems in 2 files. First: …',
      problems: [
        { file: 'BSIK.csv', line: 4, field: 'DMBTR', message: 'not an amount' },
        { file: 'manifest.json', line: null, field: 'erp', message: 'erp must be …' },
        { file: 'BSIK.csv', line: null, field: null, message: 'the file is odd' },
      ],
      problemCounts: { 'BSIK.csv': 22, 'manifest.json': 1 },
    };
    expect(describeCheckResult(result, '0.1 s')).toEqual([
      'The extract was rejected: 23 problems in 2 files. First: …',
      '  BSIK.csv:4 DMBTR: not an amount',
      '  manifest.json erp: erp must be …',
      '  BSIK.csv: the file is odd',
      '  BSIK.csv: 20 more problems not listed',
    ]);
  });
});
