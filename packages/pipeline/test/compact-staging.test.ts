import { DuckDbExecutor, ensureWarehouseSchema, stagingSchema } from '@spendlens/warehouse';
import { afterEach, describe, expect, it } from 'vitest';
import { compactStaging, parseDuckDbSize } from '../src/ingest/compact-staging';

const inMemoryTableBytes = async (w: DuckDbExecutor): Promise<number> => {
  const [row] = await w.query({
    sql: `SELECT coalesce(sum(memory_usage_bytes), 0) AS n FROM duckdb_memory() WHERE tag = 'IN_MEMORY_TABLE'`,
    params: [],
  });
  return Number(row?.['n']);
};

describe('compactStaging', () => {
  let warehouse: DuckDbExecutor | undefined;
  afterEach(async () => warehouse?.close());

  it('reads DuckDB size settings', () => {
    expect(parseDuckDbSize('1.8 GiB')).toBe(1.8 * 2 ** 30);
    expect(parseDuckDbSize('1200MB')).toBe(1.2e9);
    expect(parseDuckDbSize('512 KiB')).toBe(512 * 1024);
    expect(parseDuckDbSize('lots')).toBeNull();
  });

  it('compresses staging tables past a quarter of the memory cap, keeping their rows', async () => {
    warehouse = await DuckDbExecutor.open(':memory:', { memoryLimit: '64MB' });
    await ensureWarehouseSchema(warehouse);
    const table = `${stagingSchema}.raw_test`;
    await warehouse.run(
      `CREATE TABLE ${table} AS SELECT lpad(i::VARCHAR, 10, '0') AS lifnr, (i % 7)::VARCHAR AS bukrs FROM range(1000000) r(i)`,
    );
    const before = await inMemoryTableBytes(warehouse);
    expect(before).toBeGreaterThan(16 * 2 ** 20);
    expect(await compactStaging(warehouse)).toBe(true);
    const after = await inMemoryTableBytes(warehouse);
    expect(after).toBeLessThan(before / 2);
    const [row] = await warehouse.query({
      sql: `SELECT count(*) AS n, max(lifnr) AS top, count(DISTINCT bukrs) AS codes FROM ${table}`,
      params: [],
    });
    expect(row).toEqual({ n: 1000000, top: '0000999999', codes: 7 });
  });

  it('leaves small staging tables as they are', async () => {
    warehouse = await DuckDbExecutor.open(':memory:', { memoryLimit: '1GB' });
    await ensureWarehouseSchema(warehouse);
    await warehouse.run(`CREATE TABLE ${stagingSchema}.raw_small AS SELECT i FROM range(1000) r(i)`);
    expect(await compactStaging(warehouse)).toBe(false);
  });
});
