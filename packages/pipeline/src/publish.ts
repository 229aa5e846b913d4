import {
  analysisSelectSql,
  canonicalTables,
  catalogue,
  publishedTableName,
  quoteIdentifier,
  type Executor,
} from '@spendlens/warehouse';

import { insertRows, type CodeRows, type StagedValue } from './findings/code-rows';
import { ingestTracer } from './trace/ingest-tracer';

function trace(table: string, started: number): void {
  ingestTracer.onStep?.(`publish ${table}`, (performance.now() - started) / 1000);
}

/** The tables an SQL text reads: `canon.<name>` and `pub.<name>` (quoted or not). */
export function tablesRead(sql: string): string[] {
  return [...sql.matchAll(/\b(canon|pub)\.("?)([a-z0-9_]+)\2/g)].map((m) => `${m[1]}.${m[3]}`);
}

/** Canonical tables whose rows are computed in code and still being computed when the publish starts. */
export interface PendingTables {
  /** Their names ('duplicate_invoices', …). */
  tables: ReadonlySet<string>;
  /** Their rows by table name; a rejection rolls the publish back. */
  rows: Promise<CodeRows>;
}

interface PublishStep {
  /** 'canon.<table>' or 'pub.<module>__<analysis>'. */
  name: string;
  target: string;
  /** Inserts the system's new rows into `target` (emptied of them before). */
  insert: (tx: Executor, systemId: number, pending: CodeRows) => Promise<void>;
}

/**
 * Every table of a publish in an order that respects what reads what: first the canonical tables
 * and the analyses that need nothing pending, then the pending canonical tables and every analysis
 * reading them (directly or through another analysis), each part in catalogue order.
 */
function publishSteps(staged: ReadonlyMap<string, string>, pending: ReadonlySet<string>): PublishStep[][] {
  const now: PublishStep[] = [];
  const later: PublishStep[] = [];
  const waits = new Set<string>();
  for (const table of canonicalTables) {
    const name = `canon.${table.name}`;
    const target = `canon.${quoteIdentifier(table.name)}`;
    if (pending.has(table.name)) {
      waits.add(name);
      later.push({
        name,
        target,
        insert: (tx, systemId, rows) => insertRows(tx, table, target, systemId, rows.get(table.name) ?? []),
      });
      continue;
    }
    const source = staged.get(table.name);
    now.push({
      name,
      target,
      insert: async (tx, systemId) => {
        if (!source) throw new Error(`nothing staged for canon.${table.name}`);
        await tx.run(`INSERT INTO ${target} BY NAME SELECT * FROM ${source} WHERE system_id = $1`, [
          systemId,
        ]);
      },
    });
  }
  for (const def of catalogue) {
    const published = publishedTableName(def);
    const name = `pub.${published}`;
    const target = `pub.${quoteIdentifier(published)}`;
    const select = analysisSelectSql(def);
    const waitsToo = tablesRead(select).some((t) => waits.has(t));
    if (waitsToo) waits.add(name);
    (waitsToo ? later : now).push({
      name,
      target,
      insert: (tx, systemId) => tx.run(`INSERT INTO ${target} BY NAME ${select}`, [systemId]),
    });
  }
  return [now, later];
}

/**
 * Publishes one system atomically. In ONE transaction, for every canonical table: delete the
 * system's rows, insert the staged ones; for every catalogue analysis: delete the system's rows of
 * its published table and insert the analysis computed over the just-replaced canonical rows.
 * Readers (other connections) see the old data or the new, never a mix; on any failure the
 * transaction rolls back and the previously published data stays exactly as it was.
 *
 * `staged` maps a canonical table name to the staging table holding the system's new rows (same
 * columns). With `pending`, the rows of those canonical tables are still being computed in code:
 * the publish writes everything that does not depend on them meanwhile, then waits for
 * `pending.rows` and writes them and what reads them. (They cannot be staged and read like the
 * others: the transaction sees only tables and rows that existed when it began.) Answers the
 * published row counts by table ('canon.invoices', 'pub.<module>__<analysis>').
 */
export async function publishSystem(
  warehouse: Executor,
  systemId: number,
  staged: ReadonlyMap<string, string>,
  pending: PendingTables = { tables: new Set(), rows: Promise.resolve(new Map()) },
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const [now, later] = publishSteps(staged, pending.tables);
  pending.rows.catch(() => undefined); // awaited in the transaction; handled there, not unhandled meanwhile
  const write = async (tx: Executor, step: PublishStep, rows: CodeRows): Promise<void> => {
    const started = performance.now();
    await tx.run(`DELETE FROM ${step.target} WHERE system_id = $1`, [systemId]);
    await step.insert(tx, systemId, rows);
    const [row] = await tx.query({
      sql: `SELECT count(*) AS n FROM ${step.target} WHERE system_id = $1`,
      params: [systemId],
    });
    counts[step.name] = Number(row?.['n'] ?? 0);
    trace(step.name, started);
  };
  try {
    await warehouse.transaction(async (tx) => {
      for (const step of now!) await write(tx, step, new Map());
      const rows = await pending.rows;
      for (const step of later!) await write(tx, step, rows);
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

/**
 * Replaces one system's rows of canonical table `table` with `rows` (computed in code) and
 * recomputes every analysis that reads it, directly or through another analysis, in ONE
 * transaction; the rest of the system's published data stays as it is. Used between ingests for
 * data that lives in the app store (the sign-ins of the Login Log). Answers the tables written
 * ('canon.<table>', 'pub.<module>__<analysis>').
 */
export async function republishCodeTable(
  warehouse: Executor,
  systemId: number,
  table: string,
  rows: readonly Record<string, StagedValue>[],
): Promise<string[]> {
  const canonical = canonicalTables.find((t) => t.name === table);
  if (!canonical) throw new Error(`unknown canonical table ${table}`);
  const reading = new Set([`canon.${table}`]);
  const analyses = catalogue.filter((def) => {
    const reads = tablesRead(analysisSelectSql(def)).some((t) => reading.has(t));
    if (reads) reading.add(`pub.${publishedTableName(def)}`);
    return reads;
  });
  await warehouse.transaction(async (tx) => {
    const target = `canon.${quoteIdentifier(table)}`;
    await tx.run(`DELETE FROM ${target} WHERE system_id = $1`, [systemId]);
    await insertRows(tx, canonical, target, systemId, rows);
    for (const def of analyses) {
      const published = `pub.${quoteIdentifier(publishedTableName(def))}`;
      await tx.run(`DELETE FROM ${published} WHERE system_id = $1`, [systemId]);
      await tx.run(`INSERT INTO ${published} BY NAME ${analysisSelectSql(def)}`, [systemId]);
    }
  });
  return [...reading];
}
