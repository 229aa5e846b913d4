import { centsProductSql } from '../../canonical/exact-sql';
import type { DuckSession } from '../duck-session';

/** The most decimals an exchange rate is written with (transaction.exchangerate). */
export const rateDecimals = 10;

/**
 * Creates `k.<target>` (grp, rate): for each group of `pairsSql` (columns grp, doc_amount,
 * local_amount: the amounts of one NetSuite transaction, or of its lines, in the transaction
 * currency and in the subsidiary's), the exchange rate with the fewest decimals (2 … `rateDecimals`)
 * for which every doc_amount × rate, rounded half away from zero to cents as the ingest rounds it,
 * is its local_amount. The rate lies in the intersection of the pairs' intervals
 * [(|local| − ½ cent) / |doc|, (|local| + ½ cent) / |doc|); a group whose intervals do not meet gets
 * no rate. Pairs with a doc_amount of 0 do not bound the rate. Then checks every pair with the
 * ingest's rounding (canonical/exact-sql.ts centsProductSql) and fails the run, naming `what`, when a
 * pair misses.
 */
export async function createExactRates(
  db: DuckSession,
  target: string,
  pairsSql: string,
  what: string,
): Promise<void> {
  await db.run(`CREATE TABLE k.${target} AS
    WITH p AS (${pairsSql}),
    b AS (
      SELECT grp, max((abs(CAST(local_amount AS DOUBLE)) - 0.005) / abs(CAST(doc_amount AS DOUBLE))) AS lo,
        min((abs(CAST(local_amount AS DOUBLE)) + 0.005) / abs(CAST(doc_amount AS DOUBLE))) AS hi
      FROM p WHERE doc_amount <> 0 GROUP BY grp
    ),
    c AS (
      SELECT b.grp, b.hi, d, ceil((b.lo + abs(b.lo) * 1e-13) * 10 ** d) / 10 ** d AS r
      FROM b, range(2, ${rateDecimals + 1}) t(d)
    )
    SELECT grp, CAST(arg_min(r, d) FILTER (WHERE r < hi * (1 - 1e-13)) AS DECIMAL(18,${rateDecimals})) AS rate
    FROM c GROUP BY grp`);
  await db.expectNone(
    `${what} whose amount × exchange rate is not the SAP amount in the subsidiary currency`,
    `WITH p AS (${pairsSql})
     SELECT p.grp, p.doc_amount, p.local_amount, r.rate FROM p LEFT JOIN k.${target} r USING (grp)
     WHERE (p.doc_amount = 0 AND p.local_amount <> 0)
       OR (p.doc_amount <> 0 AND (r.rate IS NULL OR ${centsProductSql(['abs(p.doc_amount)', 'r.rate'])} <> abs(p.local_amount)
         OR sign(p.doc_amount) <> sign(p.local_amount)))`,
  );
}
