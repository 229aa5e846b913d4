/**
 * Hand-made fixtures for analysis tests: an in-memory warehouse with the full schema, a way to insert
 * canonical rows naming only the columns a test cares about (the rest NULL), and a way to run
 * analyses exactly as publishing does (in catalogue order, into their `pub` tables).
 */
import {
  analysisSelectSql,
  canonicalTables,
  catalogue,
  DuckDbExecutor,
  ensureWarehouseSchema,
  publishedTableName,
  quoteIdentifier,
  type AnalysisDefinition,
} from '../../src/index';

export type FixtureValue = string | number | boolean | null;
export type FixtureRow = Record<string, FixtureValue>;

export async function openFixtureWarehouse(): Promise<DuckDbExecutor> {
  const db = await DuckDbExecutor.open(':memory:', { threads: 1 });
  await ensureWarehouseSchema(db);
  return db;
}

/**
 * Inserts rows into `canon.<table>` for `systemId` (default 1). A row names only the columns it
 * needs; the others are NULL. Values are cast by DuckDB to the column types ('2024-01-31' → DATE).
 */
export async function insertCanon(
  db: DuckDbExecutor,
  table: string,
  rows: readonly FixtureRow[],
  systemId = 1,
): Promise<void> {
  const def = canonicalTables.find((t) => t.name === table);
  if (!def) throw new Error(`no canonical table ${table}`);
  const known = new Set(def.columns.map((c) => c.name));
  for (const row of rows) {
    const names = Object.keys(row).filter((n) => n !== 'system_id');
    for (const n of names) if (!known.has(n)) throw new Error(`canon.${table} has no column ${n}`);
    const params = [systemId, ...names.map((n) => row[n] ?? null)];
    const columns = ['system_id', ...names].map(quoteIdentifier).join(', ');
    const values = params.map((_, i) => `$${i + 1}`).join(', ');
    await db.run(`INSERT INTO canon.${quoteIdentifier(table)} (${columns}) VALUES (${values})`, params);
  }
}

/** Deletes every canonical and published row (between tests sharing one warehouse). */
export async function clearWarehouse(db: DuckDbExecutor): Promise<void> {
  for (const t of canonicalTables) await db.run(`DELETE FROM canon.${quoteIdentifier(t.name)}`);
  for (const def of catalogue) await db.run(`DELETE FROM pub.${quoteIdentifier(publishedTableName(def))}`);
}

/**
 * Publishes every catalogue analysis for `systemId` as the pipeline's publish does (delete the
 * system's rows, insert the SELECT), in catalogue order, so analyses reading earlier published
 * tables see them.
 */
export async function publishAnalyses(db: DuckDbExecutor, systemId = 1): Promise<void> {
  for (const def of catalogue) {
    const target = `pub.${quoteIdentifier(publishedTableName(def))}`;
    await db.run(`DELETE FROM ${target} WHERE system_id = $1`, [systemId]);
    await db.run(`INSERT INTO ${target} BY NAME ${analysisSelectSql(def)}`, [systemId]);
  }
}

/**
 * The published rows of one analysis for `systemId`, as plain objects with JS numbers for decimals
 * and integers and 'YYYY-MM-DD' strings for dates, ordered by `orderBy` (column names).
 */
export async function publishedRows(
  db: DuckDbExecutor,
  def: AnalysisDefinition,
  orderBy: readonly string[] = [],
  systemId = 1,
): Promise<FixtureRow[]> {
  const order = orderBy.length > 0 ? ` ORDER BY ${orderBy.map(quoteIdentifier).join(', ')}` : '';
  const rows = await db.query({
    sql: `SELECT * EXCLUDE (system_id) FROM pub.${quoteIdentifier(publishedTableName(def))} WHERE system_id = $1${order}`,
    params: [systemId],
  });
  return rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, plain(v)])));
}

function plain(v: unknown): FixtureValue {
  if (v === null || v === undefined) return null;
  if (typeof v === 'bigint') return Number(v);
  if (typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean') return v;
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  return String(v);
}
