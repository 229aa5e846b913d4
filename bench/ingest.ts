/**
 * Ingest benchmark (issue 3 item 8): datagen, ingest and publish of N invoice lines into a temporary
 * DATA_DIR, with rows per second per stage, peak RSS, and a ratio against a physical floor measured
 * in the same run (DuckDB's read_csv of the same CSV files into tables of a fresh database file).
 *
 *   npx tsx bench/ingest.ts [--lines 1000000] [--seed 1] [--trace] [--extract <datagen folder>]
 *   (--trace: each step's time; --extract: ingest that folder instead of generating one)
 *
 * Another ERP's ingest against SAP's (issue 20 item 6): the same seeded scenario as a SAP extract and
 * as the ERP's extract, each ingested and published `--runs` times in turns, every ingest in a process
 * of its own (bench/ingest-once.ts) so that each has its own peak RSS; prints the medians, their ratio
 * (target ≤ 1.3×) and the peak RSS (target under 2 GiB).
 *
 *   npx tsx bench/ingest.ts --erp <ora12|ora11i|jde|netsuite|docuware> [--lines 1000000] [--seed 1] [--runs 2]
 */
import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  generateDocuwareExtract,
  generateJdeExtract,
  generateNetsuiteExtract,
  generateOracleExtract,
  generateSapExtract,
  ingestSapExtract,
  ingestTracer,
  type IngestStatus,
} from '@spendlens/pipeline';
import { defaultDuckDbMemoryLimit, DuckDbExecutor, ensureWarehouseSchema } from '@spendlens/warehouse';

const { values } = parseArgs({
  options: {
    lines: { type: 'string', default: '1000000' },
    seed: { type: 'string', default: '1' },
    trace: { type: 'boolean', default: false },
    extract: { type: 'string' },
    erp: { type: 'string', default: 'sap' },
    runs: { type: 'string', default: '2' },
  },
});
const lines = Number(values.lines);
if (!Number.isInteger(lines) || lines < 100)
  throw new Error('--lines must be a whole number of at least 100');

const seconds = (ms: number) => (ms / 1000).toFixed(1);
const perSecond = (rows: number, ms: number) => Math.round(rows / (ms / 1000)).toLocaleString('en-US');
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

const root = await fs.mkdtemp(path.join(os.tmpdir(), 'spendlens-bench-'));

/** One ingest of `source` as a system of `type` in a child process (bench/ingest-once.ts). */
async function ingestOnce(source: string, type: string, run: number) {
  const dir = path.join(root, `${type}-${run}`);
  await fs.mkdir(dir, { recursive: true });
  const once = path.join(path.dirname(fileURLToPath(import.meta.url)), 'ingest-once.ts');
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', once, '--source', source, '--type', type, '--dir', dir],
    { maxBuffer: 1 << 20 },
  );
  await fs.rm(dir, { recursive: true, force: true });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as {
    ms: number;
    peakRss: number;
    invoiceLines: number;
  };
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

if (values.erp !== 'sap') {
  const erp = values.erp!;
  const runs = Number(values.runs);
  if (!['ora12', 'ora11i', 'jde', 'netsuite', 'docuware'].includes(erp))
    throw new Error('--erp must be sap, ora12, ora11i, jde, netsuite or docuware');
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number of at least 1');
  try {
    const options = { seed: Number(values.seed), invoiceLines: lines, systemName: 'BENCH' };
    console.log(
      `Ingest benchmark, ${erp} against sap: ${lines.toLocaleString('en-US')} invoice lines, ${runs} runs each in turns, ${os.cpus().length} cores, Node ${process.version}, DuckDB memory limit ${process.env['DUCKDB_MEMORY_LIMIT'] ?? defaultDuckDbMemoryLimit}`,
    );
    let t = performance.now();
    const sap = await generateSapExtract({ ...options, outDir: path.join(root, 'sap') });
    const other =
      erp === 'jde'
        ? await generateJdeExtract({ ...options, outDir: path.join(root, erp) })
        : erp === 'netsuite'
          ? await generateNetsuiteExtract({ ...options, outDir: path.join(root, erp) })
          : erp === 'docuware'
            ? await generateDocuwareExtract({ ...options, outDir: path.join(root, erp) })
            : await generateOracleExtract({
                ...options,
                release: erp === 'ora12' ? '12' : '11i',
                outDir: path.join(root, erp),
              });
    console.log(`generated both extracts in ${seconds(performance.now() - t)} s`);
    const results: Record<string, { ms: number; peakRss: number; invoiceLines: number }[]> = {
      sap: [],
      [erp]: [],
    };
    for (let run = 0; run < runs; run++)
      for (const [type, dir] of [
        ['sap', sap.dir],
        [erp, other.dir],
      ] as const) {
        t = performance.now();
        const r = await ingestOnce(dir, type, run);
        results[type]!.push(r);
        console.log(
          `run ${run + 1} ${type}: ${seconds(r.ms)} s, peak RSS ${mib(r.peakRss)}, ${r.invoiceLines} invoice lines`,
        );
      }
    const sapMs = median(results['sap']!.map((r) => r.ms));
    const erpMs = median(results[erp]!.map((r) => r.ms));
    const erpRss = Math.max(...results[erp]!.map((r) => r.peakRss));
    console.log('');
    console.log('| ingest + publish | median seconds | peak RSS | invoice lines |');
    console.log('|---|---:|---:|---:|');
    for (const type of ['sap', erp])
      console.log(
        `| ${type} | ${seconds(median(results[type]!.map((r) => r.ms)))} | ${mib(Math.max(...results[type]!.map((r) => r.peakRss)))} | ${results[type]![0]!.invoiceLines.toLocaleString('en-US')} |`,
      );
    console.log('');
    console.log(
      `${erp} / sap: ${(erpMs / sapMs).toFixed(2)}× — target ≤ 1.3×: ${erpMs / sapMs <= 1.3 ? 'met' : 'NOT met'}; ${erp} peak RSS under 2 GiB: ${erpRss < 2 * 1024 ** 3 ? 'met' : 'NOT met'}.`,
    );
  } finally {
    await fs.rm(root, { recursive: true, force: true });
  }
  process.exit(0);
}
/** Bytes DuckDB has spilled to its temp directory right now (its files' sizes). */
function spilledBytes(): number {
  const dir = path.join(root, 'duckdb-tmp');
  let total = 0;
  try {
    for (const f of fsSync.readdirSync(dir)) total += fsSync.statSync(path.join(dir, f)).size;
  } catch {
    // no temp directory yet: nothing spilled
  }
  return total;
}
// --trace: each step's time, with the process's RSS and DuckDB's spilled bytes when it ended
if (values.trace)
  ingestTracer.onStep = (step, s) =>
    console.log(
      `${step}: ${s.toFixed(2)} s (RSS ${mib(process.memoryUsage().rss)}, spilled ${mib(spilledBytes())})`,
    );
try {
  console.log(
    `Ingest benchmark: ${values.extract ? `the extract in ${values.extract}` : `${lines.toLocaleString('en-US')} invoice lines`}, ${os.cpus().length} cores, Node ${process.version}, DuckDB memory limit ${process.env['DUCKDB_MEMORY_LIMIT'] ?? defaultDuckDbMemoryLimit}`,
  );

  let t = performance.now();
  // --extract reuses a folder written earlier by datagen (its generate time is then not measured)
  const { dir } = values.extract
    ? { dir: path.resolve(values.extract) }
    : await generateSapExtract({
        outDir: path.join(root, 'extract'),
        seed: Number(values.seed),
        invoiceLines: lines,
        systemName: 'SAP-BENCH',
      });
  const generateMs = performance.now() - t;
  const generatePeakRss = process.resourceUsage().maxRSS * 1024;
  if (!values.extract) console.log(`generated in ${seconds(generateMs)} s`);
  const csvFiles = (await fs.readdir(dir)).filter((f) => f.endsWith('.csv'));
  let csvBytes = 0;
  for (const f of csvFiles) csvBytes += (await fs.stat(path.join(dir, f))).size;
  const manifest = JSON.parse(await fs.readFile(path.join(dir, 'manifest.json'), 'utf8')) as {
    tables: Record<string, { rows: number }>;
  };
  const sourceRows = Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0);

  // the ingest into a warehouse file, as the server does; the FX rates load once per warehouse
  const warehouse = await DuckDbExecutor.open(path.join(root, 'analytics.duckdb'), {
    memoryLimit: process.env['DUCKDB_MEMORY_LIMIT'] ?? defaultDuckDbMemoryLimit,
    tempDirectory: path.join(root, 'duckdb-tmp'),
  });
  await ensureWarehouseSchema(warehouse);
  const stamps = new Map<IngestStatus, number>();
  t = performance.now();
  const result = await ingestSapExtract({
    warehouse,
    systemId: 1,
    source: dir,
    commonCurrency: 'EUR',
    onStatus: (status) => {
      stamps.set(status, performance.now());
      console.log(`${status} at ${seconds(performance.now() - t)} s`);
    },
  });
  const end = performance.now();
  await warehouse.close();
  const ingestMs = end - t;
  const validatedMs = (stamps.get('validated') ?? end) - (stamps.get('received') ?? t);
  const publishMs = end - (stamps.get('analysing') ?? end);
  const ingestPeakRss = process.resourceUsage().maxRSS * 1024;
  // the lines actually published (with --extract, the folder's, whatever --lines says)
  const invoiceLines = result.counts['canon.invoice_lines'] ?? lines;

  // the physical floor: every CSV into a table of a fresh DuckDB file, all VARCHAR, nothing checked
  const floorDb = await DuckDbExecutor.open(path.join(root, 'floor.duckdb'));
  t = performance.now();
  for (const f of csvFiles) {
    const file = path.join(dir, f).replaceAll("'", "''");
    await floorDb.query({
      sql: `CREATE TABLE "${path.basename(f, '.csv')}" AS SELECT * FROM read_csv('${file}', all_varchar = true, header = true)`,
      params: [],
    });
  }
  const floorMs = performance.now() - t;
  await floorDb.close();

  console.log(
    `CSV: ${csvFiles.length} files, ${mib(csvBytes)}, ${sourceRows.toLocaleString('en-US')} rows; published ${result.counts['canon.invoice_lines']} invoice lines`,
  );
  console.log('');
  console.log('| stage | seconds | rows per second |');
  console.log('|---|---:|---:|');
  if (!values.extract)
    console.log(
      `| generate (datagen, ${csvFiles.length} tables) | ${seconds(generateMs)} | ${perSecond(sourceRows, generateMs)} source rows |`,
    );
  console.log(
    `| validate + stage + canonical mapping (incl. one-off FX load) | ${seconds(validatedMs)} | ${perSecond(invoiceLines, validatedMs)} invoice lines |`,
  );
  console.log(
    `| analyses + publish | ${seconds(publishMs)} | ${perSecond(invoiceLines, publishMs)} invoice lines |`,
  );
  console.log(
    `| ingest total (incl. FX load) | ${seconds(ingestMs)} | ${perSecond(invoiceLines, ingestMs)} invoice lines |`,
  );
  console.log(
    `| floor: DuckDB read_csv of the same CSVs | ${seconds(floorMs)} | ${perSecond(sourceRows, floorMs)} source rows |`,
  );
  console.log('');
  console.log(
    `Ingest / floor: ${(ingestMs / floorMs).toFixed(1)}×. Peak RSS after generate: ${mib(generatePeakRss)}; through the ingest: ${mib(ingestPeakRss)}; with the floor run: ${mib(process.resourceUsage().maxRSS * 1024)}.`,
  );
  if (invoiceLines <= 1_000_000)
    console.log(
      `Targets (1M lines): ingest under 60 s — ${ingestMs < 60_000 ? 'met' : 'NOT met'}; peak RSS under 2 GiB — ${ingestPeakRss < 2 * 1024 ** 3 ? 'met' : 'NOT met'}.`,
    );
  else
    console.log(
      `Target (10M lines, by hand): ingest under 10 minutes — ${ingestMs < 600_000 ? 'met' : 'NOT met'}.`,
    );
} finally {
  await fs.rm(root, { recursive: true, force: true });
}
