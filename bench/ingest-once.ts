/**
 * One ingest in a process of its own, for bench/ingest.ts --erp (each ingest's peak RSS is then its
 * own): ingests the extract folder into a fresh warehouse file and prints one JSON line
 * `{"ms": …, "peakRss": …, "invoiceLines": …}`.
 *
 *   npx tsx bench/ingest-once.ts --source <extract folder> --type <sap|ora12|ora11i|jde> --dir <work folder> [--trace]
 *   (--trace: each step's seconds and RSS on stderr)
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ingestExtract, ingestTracer } from '@spendlens/pipeline';
import { defaultDuckDbMemoryLimit, DuckDbExecutor, ensureWarehouseSchema } from '@spendlens/warehouse';

const { values } = parseArgs({
  options: {
    source: { type: 'string' },
    type: { type: 'string' },
    dir: { type: 'string' },
    trace: { type: 'boolean', default: false },
  },
});
if (!values.source || !values.type || !values.dir) throw new Error('--source, --type and --dir are required');

if (values.trace)
  ingestTracer.onStep = (step, seconds) =>
    console.error(
      `${step}: ${seconds.toFixed(2)} s (RSS ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MiB)`,
    );
const warehouse = await DuckDbExecutor.open(path.join(values.dir, 'analytics.duckdb'), {
  memoryLimit: process.env['DUCKDB_MEMORY_LIMIT'] ?? defaultDuckDbMemoryLimit,
  tempDirectory: path.join(values.dir, 'duckdb-tmp'),
});
await ensureWarehouseSchema(warehouse);
const t = performance.now();
const result = await ingestExtract({
  warehouse,
  systemId: 1,
  systemType: values.type,
  source: values.source,
  commonCurrency: 'EUR',
});
const ms = performance.now() - t;
await warehouse.close();
console.log(
  JSON.stringify({
    ms,
    peakRss: process.resourceUsage().maxRSS * 1024,
    invoiceLines: result.counts['canon.invoice_lines'] ?? 0,
  }),
);
