/**
 * SQL fragments writing JD Edwards' native value forms (DuckDB; they take column expressions and
 * answer expressions): Julian dates, implied-decimal whole numbers, company numbers.
 */

/** A DATE as a JDE Julian date CYYDDD ((year − 1900) × 1000 + day of the year); 0 for none. */
export const julianSql = (day: string): string =>
  `coalesce((year(${day}) - 1900) * 1000 + dayofyear(${day}), 0)`;

/**
 * A decimal as a whole number with `digits` implied decimals (an SQL expression; 2.5 with 3 → 2500).
 * Exact decimal arithmetic; a value with more decimals than `digits` is rounded (self-checks refuse
 * amounts that would be).
 */
export const impliedSql = (x: string, digits: string | number): string =>
  `CAST(${x} * ${scaleSql(digits)} AS BIGINT)`;

/** 10^digits as an exact decimal (an SQL expression). */
export const scaleSql = (digits: string | number): string => `CAST(10 ** (${digits}) AS DECIMAL(18,0))`;

/** A whole number or NULL as the whole number, 0 for NULL (JDE's numeric columns are never blank). */
export const zeroSql = (x: string): string => `coalesce(${x}, 0)`;

/** Implied decimals of the data items the manifest names (quantity_decimals, …). */
export const dataItemDecimals = { quantity: 3, unitCost: 4, lineNumber: 3 } as const;

/** A SAP item number (EBELP '00010') as a JDE line number with 3 implied decimals (10000). */
export const lineNumberSql = (ebelp: string): string =>
  `coalesce(CAST(${ebelp} AS INTEGER) * ${10 ** dataItemDecimals.lineNumber}, 0)`;

/** A quantity (3 decimals) as JDE units with quantity_decimals implied, 0 for none. */
export const unitsSql = (quantity: string): string =>
  `coalesce(${impliedSql(quantity, dataItemDecimals.quantity)}, 0)`;
