/**
 * SQL expressions normalising JD Edwards values held as VARCHAR in staging (already trimmed, empty →
 * NULL, checked against their field kind). Arguments are SQL expressions built by the pipeline itself
 * (quoted column names) or checked settings, never input values.
 */

/** A whole number (address numbers, document numbers, raw amounts). */
export const intSql = (x: string): string => `TRY_CAST(${x} AS BIGINT)`;

/** A whole number as canonical text (no leading zeros). */
export const intTextSql = (x: string): string => `CAST(TRY_CAST(${x} AS BIGINT) AS VARCHAR)`;

/** A Julian date CYYDDD (century offset from 1900, year, day of the year); 0 or empty is none. */
export const julianSql = (x: string): string =>
  `CASE WHEN TRY_CAST(${x} AS INTEGER) > 0 THEN CAST(make_date(1900 + TRY_CAST(${x} AS INTEGER) // 1000, 1, 1)
     + INTERVAL (TRY_CAST(${x} AS INTEGER) % 1000 - 1) DAY AS DATE) END`;

/**
 * The exact decimal literal 10^-digits (0.01 for 2), so that scaling stays exact decimal arithmetic.
 * Values are read as DECIMAL(18,0) (the format's whole numbers have at most 15 digits): a DECIMAL(38)
 * read is a 128-bit parse, about 50 times slower.
 */
const scale = (digits: number): string => (digits === 0 ? '1' : `0.${'0'.repeat(digits - 1)}1`);

/** A whole number with `digits` implied decimals (a fixed number of digits, 0 to 6). */
export const impliedSql = (x: string, digits: number): string =>
  `CAST(TRY_CAST(${x} AS DECIMAL(18,0)) * ${scale(digits)} AS DECIMAL(18,${digits}))`;

/**
 * An amount with the implied decimals `decimals` (an SQL expression: its currency's, 0 to 6), to the
 * cent as every canonical amount.
 */
export const amountSql = (x: string, decimals: string): string =>
  `CAST(CASE ${decimals} ${[0, 1, 2, 3, 4, 5, 6]
    .map((d) => `WHEN ${d} THEN CAST(TRY_CAST(${x} AS DECIMAL(18,0)) * ${scale(d)} AS DECIMAL(18,2))`)
    .join(' ')} END AS DECIMAL(18,2))`;
