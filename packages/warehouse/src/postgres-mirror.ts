import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import { quoteIdentifier } from './canonical/canonical-tables';
import type { DuckDbExecutor } from './duckdb-executor';
import type { Executor } from './executor';
import type { PostgresExecutor } from './postgres-executor';

/** The schemas data calls read: the canonical model, the published analyses, reference data. */
const mirroredSchemas = ['canon', 'pub', 'ref'] as const;
/** The mirror's own bookkeeping in PostgreSQL. */
const metaTable = 'spendlens_mirror.systems';

interface MirroredColumn {
  name: string;
  /** The PostgreSQL type the DuckDB type maps to. */
  type: string;
}

export interface MirroredTable {
  schema: (typeof mirroredSchemas)[number];
  name: string;
  columns: MirroredColumn[];
  /** Has a system_id column: mirrored per system (ref tables are copied whole). */
  perSystem: boolean;
}

/** A DuckDB column type as PostgreSQL spells it; nested and unusual types travel as text. */
export function postgresType(duckType: string): string {
  const t = duckType.toUpperCase();
  const decimal = /^DECIMAL\((\d+),(\d+)\)$/.exec(t);
  if (decimal) return `numeric(${decimal[1]},${decimal[2]})`;
  const simple: Record<string, string> = {
    VARCHAR: 'text',
    BOOLEAN: 'boolean',
    TINYINT: 'smallint',
    SMALLINT: 'smallint',
    INTEGER: 'integer',
    BIGINT: 'bigint',
    HUGEINT: 'numeric',
    UTINYINT: 'smallint',
    USMALLINT: 'integer',
    UINTEGER: 'bigint',
    UBIGINT: 'numeric',
    FLOAT: 'real',
    DOUBLE: 'double precision',
    DATE: 'date',
    TIMESTAMP: 'timestamp',
    'TIMESTAMP WITH TIME ZONE': 'timestamptz',
    TIME: 'time',
    INTERVAL: 'interval',
  };
  return simple[t] ?? 'text';
}

/** The tables of the warehouse's canon, pub and ref schemas with their columns, as PostgreSQL types them. */
export async function mirroredTables(duck: DuckDbExecutor): Promise<MirroredTable[]> {
  const rows = await duck.query({
    sql: `SELECT c.table_schema, c.table_name, c.column_name, c.data_type
          FROM information_schema.columns c
          JOIN information_schema.tables t USING (table_catalog, table_schema, table_name)
          WHERE c.table_catalog = current_database() AND c.table_schema IN ('canon', 'pub', 'ref')
            AND t.table_type = 'BASE TABLE'
          ORDER BY c.table_schema, c.table_name, c.ordinal_position`,
    params: [],
  });
  const tables = new Map<string, MirroredTable>();
  for (const row of rows) {
    const schema = String(row['table_schema']) as MirroredTable['schema'];
    const name = String(row['table_name']);
    const key = `${schema}.${name}`;
    const table = tables.get(key) ?? { schema, name, columns: [], perSystem: false };
    tables.set(key, table);
    const column = String(row['column_name']);
    table.columns.push({ name: column, type: postgresType(String(row['data_type'])) });
    if (column === 'system_id') table.perSystem = true;
  }
  return [...tables.values()];
}

const qualified = (t: MirroredTable): string => `${t.schema}.${quoteIdentifier(t.name)}`;
const signature = (t: MirroredTable): string => t.columns.map((c) => `${c.name}:${c.type}`).join(',');

/**
 * Creates the mirror's schemas and tables in PostgreSQL as the warehouse has them. A table whose
 * columns differ (a release changed an analysis) is dropped and created anew, and every system's
 * mirror is then marked stale, so `syncMirror` copies it again. Answers whether anything changed.
 */
export async function ensureMirrorSchema(
  target: PostgresExecutor,
  tables: readonly MirroredTable[],
): Promise<boolean> {
  let changed = false;
  await target.transaction(async (tx) => {
    await tx.run('SELECT pg_advisory_xact_lock(582039001)');
    for (const schema of [...mirroredSchemas, 'spendlens_mirror'])
      await tx.run(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await tx.run(
      `CREATE TABLE IF NOT EXISTS ${metaTable} (system_id integer PRIMARY KEY, pending boolean NOT NULL, mirrored_at timestamptz)`,
    );
    const existing = await tx.query({
      sql: `SELECT table_schema, table_name, string_agg(column_name || ':' || CASE
               WHEN data_type = 'numeric' AND numeric_precision IS NOT NULL THEN 'numeric(' || numeric_precision || ',' || numeric_scale || ')'
               WHEN data_type = 'timestamp without time zone' THEN 'timestamp'
               WHEN data_type = 'timestamp with time zone' THEN 'timestamptz'
               WHEN data_type = 'time without time zone' THEN 'time'
               ELSE data_type END, ',' ORDER BY ordinal_position) AS signature
            FROM information_schema.columns WHERE table_schema = ANY($1) GROUP BY 1, 2`,
      params: [[...mirroredSchemas]],
    });
    const have = new Map(
      existing.map((r) => [
        `${String(r['table_schema'])}.${String(r['table_name'])}`,
        String(r['signature']),
      ]),
    );
    for (const table of tables) {
      const current = have.get(`${table.schema}.${table.name}`);
      if (current === signature(table)) continue;
      if (current !== undefined) await tx.run(`DROP TABLE ${qualified(table)}`);
      await tx.run(
        `CREATE TABLE ${qualified(table)} (${table.columns.map((c) => `${quoteIdentifier(c.name)} ${c.type}`).join(', ')})`,
      );
      if (table.perSystem) await tx.run(`CREATE INDEX ON ${qualified(table)} (system_id)`);
      changed = true;
    }
    if (changed) await tx.run(`UPDATE ${metaTable} SET pending = true`);
  });
  return changed;
}

/** What a system's published rows are, for telling whether a copy holds them: row counts per table. */
async function fingerprint(
  duck: Executor,
  tables: readonly MirroredTable[],
  systemId: number,
): Promise<string> {
  const counts: string[] = [];
  for (const t of tables.filter((x) => x.perSystem)) {
    const [row] = await duck.query({
      sql: `SELECT count(*) AS n FROM ${qualified(t)} WHERE system_id = $1`,
      params: [systemId],
    });
    counts.push(`${t.schema}.${t.name}=${Number(row?.['n'] ?? 0)}`);
  }
  return createHash('sha256').update(counts.join('\n')).digest('hex');
}

/** Copies one DuckDB query's rows into a PostgreSQL table through a CSV file (COPY both ways). */
async function copyRows(
  duck: DuckDbExecutor,
  client: Awaited<ReturnType<PostgresExecutor['connect']>>,
  table: MirroredTable,
  where: { systemId: number } | null,
  dir: string,
): Promise<void> {
  const file = path.join(dir, `${table.schema}.${table.name}.csv`);
  const columns = table.columns.map((c) => quoteIdentifier(c.name)).join(', ');
  const filter = where ? `WHERE system_id = ${where.systemId}` : '';
  await duck.run(
    `COPY (SELECT ${columns} FROM ${qualified(table)} ${filter}) TO '${file.replaceAll("'", "''")}' (FORMAT csv, HEADER false)`,
  );
  try {
    await pipeline(
      createReadStream(file),
      client.query(copyFrom(`COPY ${qualified(table)} (${columns}) FROM STDIN WITH (FORMAT csv)`)),
    );
  } finally {
    await fs.rm(file, { force: true });
  }
}

/**
 * Copies one system's published rows (every canon and pub table) and the ref tables from DuckDB into
 * PostgreSQL, in ONE PostgreSQL transaction: readers there see the old rows or the new, never a mix.
 */
export async function mirrorSystem(
  duck: DuckDbExecutor,
  target: PostgresExecutor,
  systemId: number,
  options: {
    /** The warehouse's tables, with the PostgreSQL schema already ensured for them. */
    tables?: readonly MirroredTable[];
    tempDir?: string;
    /**
     * Copies only these tables ('canon.<name>', 'pub.<name>') and leaves the system's mark as it is:
     * for data republished between ingests (the Login Log's sign-ins).
     */
    only?: readonly string[];
  } = {},
): Promise<void> {
  if (!Number.isSafeInteger(systemId)) throw new Error(`bad system id ${systemId}`);
  // given `tables`, the caller (syncMirror) has already brought the schema up to them
  let tables = options.tables;
  if (!tables) {
    tables = await mirroredTables(duck);
    await ensureMirrorSchema(target, tables);
  }
  const only = options.only;
  if (only) tables = tables.filter((t) => only.includes(`${t.schema}.${t.name}`));
  const tempDir = options.tempDir ?? os.tmpdir();
  await fs.mkdir(tempDir, { recursive: true });
  const dir = await fs.mkdtemp(path.join(tempDir, `spendlens-mirror-${randomBytes(3).toString('hex')}-`));
  const client = await target.connect();
  try {
    await client.query('BEGIN');
    for (const table of tables) {
      if (table.perSystem)
        await client.query(`DELETE FROM ${qualified(table)} WHERE system_id = $1`, [systemId]);
      else await client.query(`DELETE FROM ${qualified(table)}`);
      await copyRows(duck, client, table, table.perSystem ? { systemId } : null, dir);
    }
    if (!only)
      await client.query(
        `INSERT INTO ${metaTable} (system_id, pending, mirrored_at) VALUES ($1, false, now())
         ON CONFLICT (system_id) DO UPDATE SET pending = false, mirrored_at = now()`,
        [systemId],
      );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** Marks a system's mirror as about to change (set before its ingest publishes, cleared by mirrorSystem). */
export async function markMirrorPending(
  target: PostgresExecutor,
  systemId: number,
  pending: boolean,
): Promise<void> {
  await target.run(
    `INSERT INTO ${metaTable} (system_id, pending) VALUES ($1, $2)
     ON CONFLICT (system_id) DO UPDATE SET pending = excluded.pending`,
    [systemId, pending],
  );
}

/**
 * Brings the PostgreSQL mirror up to the warehouse at start: every system with published rows whose
 * mirror is missing, marked pending (a publish that may not have reached it) or holds other row
 * counts is copied again; systems the warehouse no longer holds are removed. Answers the systems copied.
 */
export async function syncMirror(
  duck: DuckDbExecutor,
  target: PostgresExecutor,
  options: { tempDir?: string; log?: (message: string) => void } = {},
): Promise<number[]> {
  const tables = await mirroredTables(duck);
  await ensureMirrorSchema(target, tables);
  const systems = (
    await duck.query({ sql: 'SELECT DISTINCT system_id FROM canon.company_codes ORDER BY 1', params: [] })
  ).map((r) => Number(r['system_id']));
  const known = new Map(
    (await target.query({ sql: `SELECT system_id, pending FROM ${metaTable}`, params: [] })).map((r) => [
      Number(r['system_id']),
      { pending: Boolean(r['pending']) },
    ]),
  );
  const copied: number[] = [];
  for (const systemId of systems) {
    const mirror = known.get(systemId);
    const same =
      mirror !== undefined &&
      !mirror.pending &&
      (await fingerprint(duck, tables, systemId)) === (await fingerprint(target, tables, systemId));
    if (same) continue;
    options.log?.(`Copying system ${systemId} to the PostgreSQL analytics store`);
    await mirrorSystem(duck, target, systemId, {
      tables,
      ...(options.tempDir ? { tempDir: options.tempDir } : {}),
    });
    copied.push(systemId);
  }
  for (const systemId of known.keys()) {
    if (systems.includes(systemId)) continue;
    await target.transaction(async (tx) => {
      for (const table of tables.filter((t) => t.perSystem))
        await tx.run(`DELETE FROM ${qualified(table)} WHERE system_id = $1`, [systemId]);
      await tx.run(`DELETE FROM ${metaTable} WHERE system_id = $1`, [systemId]);
    });
  }
  return copied;
}
