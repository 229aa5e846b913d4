/**
 * Exact decimal arithmetic in SQL: integer numerator and denominator (HUGEINT), quotient rounded half
 * away from zero. The same rule as `divideRounded` in fx-reference.ts, so datagen's answers and the
 * warehouse agree to the cent.
 */
export function roundedQuotientSql(numerator: string, denominator: string): string {
  const n = `(${numerator})::HUGEINT`;
  const d = `(${denominator})::HUGEINT`;
  return `(CASE WHEN (${n} < 0) <> (${d} < 0) THEN -1 ELSE 1 END * ((abs(${n}) * 2 + abs(${d})) // (2 * abs(${d}))))`;
}

/** Cents (an integer expression) as DECIMAL(18,2). */
export const centsToAmountSql = (cents: string): string =>
  `(CAST(${cents} AS DECIMAL(18,0)) * 0.01)::DECIMAL(18,2)`;

/** A DECIMAL(18,2) amount as integer cents (HUGEINT). */
export const amountToCentsSql = (amount: string): string => `CAST(${amount} * 100 AS HUGEINT)`;

/**
 * The product of decimal `factors` rounded half away from zero to cents, as DECIMAL(18,2). DuckDB
 * multiplies DECIMAL(38) values in 128 bits, about 20 times slower than DOUBLE, and the exact product
 * of three DECIMAL(38,10) values overflows from 8 digits before the point. So the product is taken in
 * DOUBLE, and again in decimals where a DOUBLE could round to another cent: within 1e-4 of a cent of a
 * half cent, or from a billion on. The decimal product keeps 12 decimals after each multiplication, so
 * it holds 16 digits before the point; the factors come from the extract with at most 10 decimals.
 */
export function centsProductSql(factors: readonly [string, ...string[]]): string {
  const double = `(${factors.map((f) => `CAST(${f} AS DOUBLE)`).join(' * ')})`;
  const cents = `abs(${double}) * 100`;
  const exact = factors
    .slice(1)
    .reduce((product, factor) => `CAST(${product} * ${factor} AS DECIMAL(38,12))`, factors[0]);
  return `CASE WHEN abs(${double}) < 1e9 AND abs(${cents} - floor(${cents}) - 0.5) > 1e-4
    THEN CAST(${double} AS DECIMAL(18,2)) ELSE CAST(${exact} AS DECIMAL(18,2)) END`;
}
