/**
 * SQL fragments (DuckDB) shared by the converters that render datagen's SAP scenario as another
 * ERP's extract (oracle/, jde/). They take column expressions (never values: values are
 * parameters) and answer expressions.
 */

/** A SAP date (YYYYMMDD; '00000000' or empty for none) as DATE. */
export const sapDateSql = (x: string): string =>
  `CASE WHEN ${x} IS NULL OR ${x} = '00000000' THEN NULL ELSE strptime(${x}, '%Y%m%d')::DATE END`;

/** A SAP time (HHMMSS) as seconds since midnight (0 when empty). */
export const sapSecondsSql = (x: string): string =>
  `coalesce(CAST(substr(${x}, 1, 2) AS INTEGER) * 3600 + CAST(substr(${x}, 3, 2) AS INTEGER) * 60 + CAST(substr(${x}, 5, 2) AS INTEGER), 0)`;

export const amountSql = (x: string): string => `CAST(${x} AS DECIMAL(18,2))`;
export const quantitySql = (x: string): string => `CAST(${x} AS DECIMAL(18,3))`;

/** A NUMC id (MATNR, BANFN) as a whole number, NULL when empty. */
export const numericIdSql = (x: string): string =>
  `CASE WHEN ${x} IS NULL THEN NULL ELSE CAST(${x} AS BIGINT) END`;

/** A SQL string literal (for file paths, which DuckDB's table functions take as constants). */
export const stringLiteral = (value: string): string => `'${value.replaceAll("'", "''")}'`;

/** A quoted identifier. */
export const q = (name: string): string => `"${name.replaceAll('"', '""')}"`;
