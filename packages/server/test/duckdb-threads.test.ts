import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { startTestServer } from './start-test-server';

/** DUCKDB_THREADS (docs/configuration.md): DuckDB's worker threads; one per core when unset. */
describe('DUCKDB_THREADS', () => {
  it('sets the threads of the server’s DuckDB, and refuses a value that is not a whole number of at least 1', async () => {
    expect(loadConfig({}).duckdbThreads).toBeUndefined();
    expect(loadConfig({ DUCKDB_THREADS: '3' }).duckdbThreads).toBe(3);
    expect(() => loadConfig({ DUCKDB_THREADS: '0' })).toThrow(/DUCKDB_THREADS/);
    expect(() => loadConfig({ DUCKDB_THREADS: 'many' })).toThrow(/DUCKDB_THREADS/);
    const server = await startTestServer({ DEMO_INVOICE_LINES: '500', DUCKDB_THREADS: '3' });
    try {
      const [row] = await server.warehouse.query({
        sql: "SELECT current_setting('threads') AS n",
        params: [],
      });
      expect(Number(row!['n'])).toBe(3);
    } finally {
      await server.close();
    }
  });
});
