import { DuckDBInstance, type DuckDBConnection, type DuckDBValue } from '@duckdb/node-api';

export type SqlRow = Record<string, string | number | boolean | null>;

/**
 * One in-memory DuckDB database and connection for a translation run: `run` executes statements,
 * `rows` reads a (small) result as JSON-like rows, `expectNone` runs a query that lists defects and
 * throws with the first of them. Values always travel as parameters ($1, $2 …).
 */
export class DuckSession {
  private constructor(
    private readonly instance: DuckDBInstance,
    private readonly connection: DuckDBConnection,
  ) {}

  /** An in-memory database that spills to `tempDirectory` when it outgrows its memory. */
  static async open(tempDirectory: string): Promise<DuckSession> {
    const instance = await DuckDBInstance.create(':memory:', { temp_directory: tempDirectory });
    return new DuckSession(instance, await instance.connect());
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

  /** Throws `datagen-oracle: <what>` with up to five of the rows `sql` lists, when it lists any. */
  async expectNone(what: string, sql: string, params: DuckDBValue[] = []): Promise<void> {
    const found = await this.rows(`${sql} LIMIT 5`, params);
    if (found.length > 0) throw new Error(`datagen-oracle: ${what}: ${JSON.stringify(found)}`);
  }

  close(): void {
    this.connection.closeSync();
    this.instance.closeSync();
  }
}
