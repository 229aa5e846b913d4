import type { AnalysisColumn } from '../../catalogue-types';

/**
 * SQL helpers of the weighted-exception analyses. Values that reach SQL text here come only from
 * the analysis catalogue (module and analysis names, rule weights), never from a request.
 */

/** A SQL string literal of a catalogue constant (single quotes doubled). */
export function sqlStringLiteral(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

/** A published column: how it is computed in the SELECT, its SQL type, and how clients see it. */
export interface RankingColumn extends AnalysisColumn {
  /** The expression the SELECT casts to `sqlType`. */
  sql: string;
  sqlType: string;
}

/**
 * The SELECT list of `columns`, `system_id` first. The published table and `columns` of the
 * analysis both come from the one list, so they cannot drift apart.
 */
export function selectListSql(columns: readonly RankingColumn[]): string {
  const list = columns.map((c) => `  CAST(${c.sql} AS ${c.sqlType}) AS ${c.name}`);
  return ['  CAST($system_id AS INTEGER) AS system_id', ...list].join(',\n');
}

/** The analysis `columns` (client view) of a list of published columns. */
export function analysisColumns(columns: readonly RankingColumn[]): AnalysisColumn[] {
  return columns.map(({ sql: _sql, sqlType: _sqlType, ...column }) => column);
}

/**
 * Percentile rank (0–100) of `measure` among the rows where it is not NULL:
 * 100 × (rank − 1) / (n − 1), rank being the SQL `rank()` (ties share the lowest rank, so tied
 * entities share the lower percentile) and n the number of rows with a value; 0 when n = 1; NULL
 * where the measure is NULL (such rows neither get nor take a place).
 */
export function percentileSql(measure: string): string {
  return `CASE WHEN (${measure}) IS NULL THEN NULL ELSE 100 * percent_rank() OVER (PARTITION BY (${measure}) IS NULL ORDER BY ${measure}) END`;
}
