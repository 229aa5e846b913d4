import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance, type DuckDBConnection, type DuckDBValue } from '@duckdb/node-api';

export type SqlRow = Record<string, string | number | boolean | null>;

/**
 * One in-memory DuckDB database and connection for a translation run of datagen's SAP scenario into
 * another ERP's extract (oracle/, jde/): `run` executes statements, `rows` reads a (small) result as
 * JSON-like rows, `expectNone` runs a query that lists defects and throws with the first of them.
 * Values always travel as parameters ($1, $2 …). `label` (datagen-oracle, datagen-jde) starts every
 * message the run throws.
 */
export class DuckSession {
  private constructor(
    private readonly instance: DuckDBInstance,
    private readonly connection: DuckDBConnection,
    readonly label: string,
  ) {}

  /** An in-memory database that spills to `tempDirectory` when it outgrows its memory. */
  static async open(tempDirectory: string, label: string): Promise<DuckSession> {
    const instance = await DuckDBInstance.create(':memory:', { temp_directory: tempDirectory });
    return new DuckSession(instance, await instance.connect(), label);
  }

  /**
   * Runs `work` on a new session labelled `label` whose database spills to a temporary folder;
   * closes the session and removes the folder afterwards.
   */
  static async using<T>(label: string, work: (db: DuckSession) => Promise<T>): Promise<T> {
    const scratch = await mkdtemp(join(tmpdir(), `spendlens-${label}-duckdb-`));
    try {
      const db = await DuckSession.open(scratch, label);
      try {
        return await work(db);
      } finally {
        db.close();
      }
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }

  async run(sql: string, params: DuckDBValue[] = []): Promise<void> {
    await this.connection.run(sql, params);
  }

  /** Runs a statement that writes rows (COPY, INSERT) and answers how many it wrote. */
  async write(sql: string, params: DuckDBValue[] = []): Promise<number> {
    return Number((await this.connection.run(sql, params)).rowsChanged);
  }

  async rows(sql: string, params: DuckDBValue[] = []): Promise<SqlRow[]> {
    const reader = await this.connection.runAndReadAll(sql, params);
    return reader.getRowObjectsJson() as SqlRow[];
  }

  async count(sql: string, params: DuckDBValue[] = []): Promise<number> {
    const [row] = await this.rows(`SELECT count(*) AS n FROM (${sql})`, params);
    return Number(row!['n']);
  }

  /** Throws `<label>: <what>` with up to five of the rows `sql` lists, when it lists any. */
  async expectNone(what: string, sql: string, params: DuckDBValue[] = []): Promise<void> {
    const found = await this.rows(`${sql} LIMIT 5`, params);
    if (found.length > 0) throw new Error(`${this.label}: ${what}: ${JSON.stringify(found)}`);
  }

  /** Throws `<label>: <what>` when `sql` does not count `expected` rows (a count the SAP answers give). */
  async expectCount(what: string, sql: string, expected: number): Promise<void> {
    const found = await this.count(sql);
    if (found !== expected)
      throw new Error(`${this.label}: ${what}: ${found}, the SAP answers say ${expected}`);
  }

  close(): void {
    this.connection.closeSync();
    this.instance.closeSync();
  }
}
