import { stagingSchema, type Executor } from '@spendlens/warehouse';

/** Staging is compacted once its tables hold more than this share of DuckDB's memory cap. */
export const stagingCompactShare = 0.25;

const units: Record<string, number> = {
  B: 1,
  KB: 1e3,
  MB: 1e6,
  GB: 1e9,
  TB: 1e12,
  KIB: 2 ** 10,
  MIB: 2 ** 20,
  GIB: 2 ** 30,
  TIB: 2 ** 40,
};

/** Bytes of a DuckDB size setting ('1.8 GiB', '1200MB', '512 KiB'); null when it is not one. */
export function parseDuckDbSize(text: string): number | null {
  const m = /^\s*([\d.]+)\s*([A-Za-z]+)\s*$/.exec(text);
  const unit = m && units[m[2]!.toUpperCase()];
  return m && unit ? Number(m[1]) * unit : null;
}

/**
 * Compresses the staging tables when they hold more than `stagingCompactShare` of the memory cap.
 * The staging database lives in memory (attached with COMPRESS), where tables stay uncompressed
 * until a checkpoint; at 10M invoice lines the raw SAP tables and the mapping's work tables outgrew
 * the cap and every later statement spilled. A checkpoint shrinks them several times over (VARCHAR
 * columns of digits most). A small extract is left alone: its checkpoint would cost more than it saves.
 * Answers whether it compacted.
 */
export async function compactStaging(warehouse: Executor): Promise<boolean> {
  const [row] = await warehouse.query({
    sql: `SELECT
      (SELECT coalesce(sum(memory_usage_bytes), 0) FROM duckdb_memory() WHERE tag = 'IN_MEMORY_TABLE') AS used,
      current_setting('memory_limit') AS cap`,
    params: [],
  });
  const cap = parseDuckDbSize(String(row?.['cap'] ?? ''));
  if (cap === null || Number(row?.['used'] ?? 0) <= cap * stagingCompactShare) return false;
  // an optimisation only: a checkpoint DuckDB declines (e.g. beside other transactions) changes nothing
  return warehouse.run(`CHECKPOINT ${stagingSchema.split('.')[0]}`).then(
    () => true,
    () => false,
  );
}
