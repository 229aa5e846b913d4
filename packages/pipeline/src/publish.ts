import {
  analysisSelectSql,
  canonicalTables,
  catalogue,
  publishedTableName,
  quoteIdentifier,
  type Executor,
} from '@spendlens/warehouse';

/** When set (by `bench/ingest.ts --trace`), receives how long each table of a publish took. */
export const publishTracer: { onTable: ((table: string, seconds: number) => void) | null } = {
  onTable: null,
};
function trace(table: string, started: number): void {
  publishTracer.onTable?.(table, (performance.now() - started) / 1000);
}

/**
 * Publishes one system atomically. In ONE transaction, for every canonical table: delete the
 * system's rows, insert the staged ones; then for every catalogue analysis: delete the system's rows
 * of its published table and insert the analysis computed over the just-replaced canonical rows.
 * Readers (other connections) see the old data or the new, never a mix; on any failure the
 * transaction rolls back and the previously published data stays exactly as it was.
 *
 * `staged` maps a canonical table name to the staging table holding the system's new rows (same
 * columns). Answers the published row counts by table ('canon.invoices', 'pub.<module>__<analysis>').
 */
export async function publishSystem(
  warehouse: Executor,
  systemId: number,
  staged: ReadonlyMap<string, string>,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const count = async (tx: Executor, table: string): Promise<number> => {
    const [row] = await tx.query({
      sql: `SELECT count(*) AS n FROM ${table} WHERE system_id = $1`,
      params: [systemId],
    });
    return Number(row?.['n'] ?? 0);
  };
  try {
    await warehouse.transaction(async (tx) => {
      for (const table of canonicalTables) {
        const source = staged.get(table.name);
        if (!source) throw new Error(`nothing staged for canon.${table.name}`);
        const target = `canon.${quoteIdentifier(table.name)}`;
        const started = performance.now();
        await tx.run(`DELETE FROM ${target} WHERE system_id = $1`, [systemId]);
        await tx.run(`INSERT INTO ${target} BY NAME SELECT * FROM ${source} WHERE system_id = $1`, [
          systemId,
        ]);
        counts[`canon.${table.name}`] = await count(tx, target);
        trace(`canon.${table.name}`, started);
      }
      for (const def of catalogue) {
        const name = publishedTableName(def);
        const target = `pub.${quoteIdentifier(name)}`;
        const started = performance.now();
        await tx.run(`DELETE FROM ${target} WHERE system_id = $1`, [systemId]);
        await tx.run(`INSERT INTO ${target} BY NAME ${analysisSelectSql(def)}`, [systemId]);
        counts[`pub.${name}`] = await count(tx, target);
        trace(`pub.${name}`, started);
      }
    });
  } catch (error) {
    throw new Error(`Publishing system ${systemId} failed; its previously published data is unchanged`, {
      cause: error,
    });
  }
  return counts;
}

/**
 * Recomputes every catalogue analysis of one system from its published canonical rows, in one
 * transaction (the canonical tables are left as they are). Used when a release adds or changes
 * analyses: the server calls it at start for every system with data, so pages never show a new
 * analysis empty until the next ingest.
 */
export async function republishAnalyses(warehouse: Executor, systemId: number): Promise<void> {
  await warehouse.transaction(async (tx) => {
    for (const def of catalogue) {
      const target = `pub.${quoteIdentifier(publishedTableName(def))}`;
      await tx.run(`DELETE FROM ${target} WHERE system_id = $1`, [systemId]);
      await tx.run(`INSERT INTO ${target} BY NAME ${analysisSelectSql(def)}`, [systemId]);
    }
  });
}
