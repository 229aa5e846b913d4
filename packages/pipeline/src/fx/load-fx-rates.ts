import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { ensureWarehouseSchema, type Executor } from '@spendlens/warehouse';
import { fxReferenceFile } from './fx-reference';

const loaded = new WeakMap<Executor, Promise<void>>();

async function fileSha256(file: string): Promise<string> {
  return createHash('sha256')
    .update(await readFile(file))
    .digest('hex');
}

async function load(warehouse: Executor, file: string): Promise<void> {
  const sha256 = await fileSha256(file);
  const [source] = await warehouse.query({ sql: 'SELECT sha256 FROM ref.fx_source LIMIT 1', params: [] });
  if (source?.['sha256'] === sha256) return;
  await warehouse.transaction(async (tx) => {
    await tx.run('DELETE FROM ref.fx_rates');
    await tx.run('DELETE FROM ref.fx_source');
    await tx.run(
      // the text is parsed once, as DECIMAL(18,6) (parsing it as DECIMAL(38,6) took a second); the
      // micro-units are exact decimal arithmetic in DECIMAL(38,6)
      `INSERT INTO ref.fx_rates
       SELECT currency, rate_date, rate, (rate::DECIMAL(38,6) * 1000000)::BIGINT
       FROM (
         SELECT currency, strptime("Date", '%Y-%m-%d')::DATE AS rate_date, trim(rate_text)::DECIMAL(18,6) AS rate
         FROM (UNPIVOT (SELECT * FROM read_csv($1, header = true, all_varchar = true, delim = ','))
               ON COLUMNS(* EXCLUDE ("Date")) INTO NAME currency VALUE rate_text)
         WHERE regexp_full_match(currency, '[A-Z]{3}') AND rate_text IS NOT NULL AND trim(rate_text) NOT IN ('', 'N/A')
       )`,
      [file],
    );
    await tx.run(
      `INSERT INTO ref.fx_source SELECT $1, count(*), min(rate_date), max(rate_date) FROM ref.fx_rates`,
      [sha256],
    );
  });
}

/**
 * Loads the ECB reference rates into `ref.fx_rates` once per warehouse (again only when the file
 * changes). Expects `ensureWarehouseSchema` to have run.
 */
export function ensureFxRates(warehouse: Executor, file = fxReferenceFile): Promise<void> {
  let pending = loaded.get(warehouse);
  if (!pending) {
    pending = load(warehouse, file);
    loaded.set(warehouse, pending);
    pending.catch(() => loaded.delete(warehouse));
  }
  return pending;
}

const ready = new WeakMap<Executor, Promise<void>>();

/**
 * Prepares a warehouse for ingests once per executor: `ensureWarehouseSchema`, then the FX rates.
 * Concurrent ingests share the one preparation (DuckDB refuses concurrent CREATEs of the same
 * objects with a catalog write-write conflict).
 */
export function ensureWarehouseReady(warehouse: Executor): Promise<void> {
  let pending = ready.get(warehouse);
  if (!pending) {
    pending = ensureWarehouseSchema(warehouse).then(() => ensureFxRates(warehouse));
    ready.set(warehouse, pending);
    pending.catch(() => ready.delete(warehouse));
  }
  return pending;
}
