import { q } from '../sap/sap-sql';

/**
 * SQL expressions normalising Oracle values held as VARCHAR in staging (already trimmed, empty →
 * NULL, checked against their field kind). Arguments are SQL expressions built by the pipeline
 * itself (quoted column names), never input values.
 */

/** A column of alias `a`. */
export const col = (a: string, field: string): string => `${a}.${q(field)}`;

/** An id as the number it is (joins compare numbers, so '007' and '7' are the same id). */
export const idSql = (x: string): string => `TRY_CAST(${x} AS BIGINT)`;

/** An id as canonical text (no leading zeros). */
export const idTextSql = (x: string): string => `CAST(TRY_CAST(${x} AS BIGINT) AS VARCHAR)`;

/** A date (a DATE column of Oracle: its day; the time of day is dropped). */
export const oraDateSql = (x: string): string => `CAST(left(${x}, 10) AS DATE)`;

/**
 * An amount, rounded half away from zero to cents (the cast from text rounds; a number has at most 16
 * digits before its point). Not through DECIMAL(38): its 128-bit parse is about 50 times slower.
 */
export const oraAmountSql = (x: string): string => `CAST(${x} AS DECIMAL(18,2))`;

/**
 * A number at full precision (quantities, prices, rates): read as DECIMAL(18,10) when it fits (up to 8
 * digits before the point: the fast 64-bit parse), else as DECIMAL(38,10) — the same value either way.
 */
export const oraNumberSql = (x: string): string =>
  `coalesce(TRY_CAST(${x} AS DECIMAL(18,10)), CAST(${x} AS DECIMAL(38,10)))`;

/** A 'Y'/'N' flag; empty is N. */
export const yesSql = (x: string): string => `coalesce(${x} = 'Y', false)`;
