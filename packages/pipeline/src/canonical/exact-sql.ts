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
