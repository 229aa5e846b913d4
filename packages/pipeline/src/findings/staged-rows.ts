import { quoteIdentifier, type CanonicalTable } from '@spendlens/warehouse';
import { fillOut } from '../canonical/map-reference-data';
import { out, type MappingContext } from '../canonical/mapping-context';

export type StagedValue = string | number | boolean | null;

const batchSize = 500;

/**
 * Creates the staging table of canonical `table` and inserts `rows` (computed in code) into it, for
 * the system of `ctx`. A row names only the columns it has (the others are NULL); each value is cast
 * to its column's type by DuckDB.
 */
export async function insertStagedRows(
  ctx: MappingContext,
  table: CanonicalTable,
  rows: readonly Record<string, StagedValue>[],
): Promise<void> {
  const target = await fillOut(ctx, table, null);
  const columns = table.columns.filter((c) => c.name !== 'system_id');
  const names = ['system_id', ...columns.map((c) => c.name)].map(quoteIdentifier).join(', ');
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    const params: StagedValue[] = [ctx.systemId];
    const tuples = batch.map((row) => {
      const values = columns.map((column) => {
        params.push(row[column.name] ?? null);
        return `$${params.length}::${column.type}`;
      });
      return `($1, ${values.join(', ')})`;
    });
    await ctx.warehouse.run(`INSERT INTO ${target} (${names}) VALUES ${tuples.join(', ')}`, params);
  }
}

/** The rows of a staged canonical table (the system's new rows), selected by `columns`. */
export async function readStaged(
  ctx: MappingContext,
  table: string,
  columns: readonly string[],
  where = 'true',
): Promise<Record<string, StagedValue>[]> {
  const rows = await ctx.warehouse.query({
    sql: `SELECT ${columns.map(quoteIdentifier).join(', ')} FROM ${out(ctx, table)} WHERE ${where}`,
    params: [],
  });
  return rows as Record<string, StagedValue>[];
}
