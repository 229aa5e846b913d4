import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DuckDbExecutor } from '../../../src/index';
import { grAgeBins, grniValueBins, lowerEdgeBinSql } from '../../../src/catalogue/purchasing/purchasing-sql';
import { openFixtureWarehouse } from '../../support/fixture-warehouse';

let db: DuckDbExecutor;
beforeAll(async () => {
  db = await openFixtureWarehouse();
});
afterAll(() => db.close());

const binOf = async (bins: typeof grniValueBins, values: readonly (number | null)[]) => {
  const rows = await db.query({
    sql: `SELECT ${lowerEdgeBinSql('v', bins)} AS bin FROM (VALUES ${values.map((v) => `(${v === null ? 'NULL' : v}::DECIMAL(18,2))`).join(', ')}) t(v)`,
    params: [],
  });
  return rows.map((r) => r['bin']);
};

describe('purchasing bins', () => {
  it('puts GRNI values in the spec 02 §9 ranges, lower edge inclusive', async () => {
    const values = [
      0.99,
      1,
      999.99,
      1000,
      4999.99,
      5000,
      9999.99,
      10000,
      19999.99,
      20000,
      49999.99,
      50000,
      99999.99,
      100000,
      null,
    ];
    expect(await binOf(grniValueBins, values)).toEqual([
      '< 1',
      '1 to 1K',
      '1 to 1K',
      '1K to 5K',
      '1K to 5K',
      '5K to 10K',
      '5K to 10K',
      '10K to 20K',
      '10K to 20K',
      '20K to 50K',
      '20K to 50K',
      '50K to 100K',
      '50K to 100K',
      '> 100K',
      null,
    ]);
  });

  it('puts GR ages in day bins with > 180 from 181 days, negative ages in the first', async () => {
    expect(await binOf(grAgeBins, [-3, 0, 30, 31, 60, 61, 90, 91, 180, 181])).toEqual([
      '0 to 30',
      '0 to 30',
      '0 to 30',
      '31 to 60',
      '31 to 60',
      '61 to 90',
      '61 to 90',
      '91 to 180',
      '91 to 180',
      '> 180',
    ]);
  });
});
