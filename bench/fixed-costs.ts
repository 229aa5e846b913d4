/**
 * The fixed costs of an ingest: what every ingest pays whatever its size, which a small extract (a
 * test's, a check-extract's, a demo system's) spends most of its time on. Prints each part's time,
 * and a small extract ingested twice into one warehouse in this process (the second ingest finds the
 * schema, the FX rates and an idle findings worker in place).
 *
 *   npx tsx bench/fixed-costs.ts [--lines 3000] [--runs 3]
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { computeFindingsInWorker } from '../packages/pipeline/src/findings/derive-findings';
import { ensureFxRates, generateSapExtract, ingestSapExtract } from '@spendlens/pipeline';
import { DuckDbExecutor, ensureWarehouseSchema } from '@spendlens/warehouse';

const { values } = parseArgs({
  options: { lines: { type: 'string', default: '3000' }, runs: { type: 'string', default: '3' } },
});
const lines = Number(values.lines);
const runs = Number(values.runs);
if (!Number.isInteger(lines) || lines < 100)
  throw new Error('--lines must be a whole number of at least 100');
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number of at least 1');

const root = await fs.mkdtemp(path.join(os.tmpdir(), 'spendlens-fixed-'));
const ms = async (work: () => Promise<unknown>): Promise<number> => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const rows: [string, number[]][] = [];

try {
  const schemaFresh: number[] = [];
  const schemaAgain: number[] = [];
  const fx: number[] = [];
  for (let run = 0; run < runs; run++) {
    const warehouse = await DuckDbExecutor.open(path.join(root, `schema-${run}.duckdb`));
    schemaFresh.push(await ms(() => ensureWarehouseSchema(warehouse)));
    schemaAgain.push(await ms(() => ensureWarehouseSchema(warehouse)));
    fx.push(await ms(() => ensureFxRates(warehouse)));
    await warehouse.close();
  }
  rows.push(['warehouse schema, new warehouse', schemaFresh]);
  rows.push(['warehouse schema, existing warehouse (every start)', schemaAgain]);
  rows.push(['ECB rates into a new warehouse', fx]);

  const empty = { invoices: [], vendors: [], clientDomains: [] };
  const first = await ms(() => computeFindingsInWorker(empty));
  const again: number[] = [];
  for (let run = 0; run < runs; run++) again.push(await ms(() => computeFindingsInWorker(empty)));
  rows.push(['findings worker, first run of the process (thread, loader, SDN index)', [first]]);
  rows.push(['findings worker, a later run (the idle thread)', again]);

  const { dir } = await generateSapExtract({
    outDir: path.join(root, 'extract'),
    seed: 7,
    invoiceLines: lines,
    systemName: 'FIXED',
  });
  const warehouse = await DuckDbExecutor.open(path.join(root, 'ingest.duckdb'));
  await ensureWarehouseSchema(warehouse);
  const ingests: number[] = [];
  for (let run = 0; run <= runs; run++)
    ingests.push(
      await ms(() =>
        ingestSapExtract({
          warehouse,
          systemId: 1,
          source: dir,
          commonCurrency: 'EUR',
          onStatus: () => undefined,
        }),
      ),
    );
  await warehouse.close();
  rows.push([
    `ingest of ${lines.toLocaleString('en-US')} lines, the first into the warehouse`,
    [ingests[0]!],
  ]);
  rows.push([`ingest of ${lines.toLocaleString('en-US')} lines, again`, ingests.slice(1)]);

  console.log(`| part | median (ms) | runs (ms) |\n|---|---:|---|`);
  for (const [name, times] of rows)
    console.log(`| ${name} | ${median(times).toFixed(0)} | ${times.map((t) => t.toFixed(0)).join(', ')} |`);
} finally {
  await fs.rm(root, { recursive: true, force: true });
}
