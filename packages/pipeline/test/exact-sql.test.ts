import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DuckDbExecutor } from '@spendlens/warehouse';
import { centsProductSql } from '../src/canonical/exact-sql';
import { openWarehouse } from './helpers/warehouse';

/** The decimal text of a number of the extract, read as the Oracle mapping reads it. */
const dec = (text: string) => `CAST('${text}' AS DECIMAL(38,10))`;

describe('centsProductSql: a product rounded to cents, exactly', () => {
  let db: DuckDbExecutor;
  beforeAll(async () => {
    db = await openWarehouse();
  });
  afterAll(async () => {
    await db.close();
  });
  const product = async (...factors: [string, ...string[]]) => {
    const [row] = await db.query({
      sql: `SELECT CAST(${centsProductSql(factors.map(dec) as [string, ...string[]])} AS VARCHAR) AS v`,
      params: [],
    });
    return row!['v'];
  };

  it('rounds a half cent away from zero, where a DOUBLE product lies below or above it', async () => {
    // 3 × 1.005 is 3.0149999… in DOUBLE, 2.675 is 2.67499…, 1.015 × 1 is 1.01499…
    expect(await product('3', '1.005')).toBe('3.02');
    expect(await product('2.675', '1')).toBe('2.68');
    expect(await product('-3', '1.005')).toBe('-3.02');
    expect(await product('0.5', '0.01')).toBe('0.01');
    expect(await product('1.015', '1', '1')).toBe('1.02');
    // below and above the half cent
    expect(await product('2', '1.00249')).toBe('2.00');
    expect(await product('2', '1.00251')).toBe('2.01');
  });

  it('takes quantity × price × rate beyond 8 digits before the point, where DECIMAL(38,30) overflows', async () => {
    expect(await product('123456789.5', '3', '1.5')).toBe('555555552.75');
    expect(await product('1000000', '2500.125', '1.2345678901')).toBe('3086574046.24');
    expect(await product('999999999.999', '1000', '1')).toBe('999999999999.00');
  });

  it('equals the exact decimal product on many random values', async () => {
    const [row] = await db.query({
      sql: `WITH v AS (
              SELECT CAST(round(random() * 1000, 3) AS DECIMAL(38,10)) AS q,
                CAST(round(random() * 5000, 4) AS DECIMAL(38,10)) AS p,
                CAST(round(0.5 + random(), 6) AS DECIMAL(38,10)) AS r
              FROM range(200000))
            SELECT count(*) FILTER (WHERE ${centsProductSql(['q', 'p', 'r'])}
              <> CAST(CAST(q * p AS DECIMAL(38,12)) * r AS DECIMAL(18,2)))::INTEGER AS differ
            FROM v`,
      params: [],
    });
    expect(row!['differ']).toBe(0);
  });
});
