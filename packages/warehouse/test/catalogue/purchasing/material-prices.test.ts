import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DuckDbExecutor } from '../../../src/index';
import { materialPriceIncreases } from '../../../src/catalogue/purchasing/material-price-increases';
import { materialPriceSeries } from '../../../src/catalogue/purchasing/material-price-series';
import {
  insertCanon,
  openFixtureWarehouse,
  publishAnalyses,
  publishedRows,
  type FixtureRow,
} from '../../support/fixture-warehouse';
import { masters } from './purchasing-fixtures';

const item = (
  po: string,
  line: string,
  vendor: string,
  material: string,
  date: string,
  quantity: number,
  net: number,
  more: FixtureRow = {},
) => ({
  po_number: po,
  po_line_item_number: line,
  vendor_id: vendor,
  company_code: vendor === 'V1' ? '1000' : '2000',
  material_number: material,
  document_date: date,
  quantity,
  net_amount: net,
  document_currency: vendor === 'V1' ? 'EUR' : 'USD',
  ...more,
});

let db: DuckDbExecutor;
beforeAll(async () => {
  db = await openFixtureWarehouse();
  await masters(db);
  await insertCanon(db, 'purchase_order_items', [
    // A: V1/M1 10 → 10.5 (+5%, not above) → 11.1 (11.1 / 10.5 − 1 = 5.7143%, above 5)
    item('P1', '10', 'V1', 'M1', '2022-01-10', 10, 100),
    item('P2', '10', 'V1', 'M1', '2023-01-10', 10, 105),
    item('P3', '10', 'V1', 'M1', '2024-01-10', 4, 44.4, { description: 'Bolts' }),
    // B: V1/M2 100 → 105 (+5% exactly); a deleted item at 200 and a zero-quantity item are ignored
    item('P1', '20', 'V1', 'M2', '2022-01-10', 1, 100),
    item('P2', '20', 'V1', 'M2', '2023-01-10', 1, 105),
    item('P3', '20', 'V1', 'M2', '2023-06-10', 1, 200, { is_deleted: true }),
    item('P4', '20', 'V1', 'M2', '2024-01-10', 0, 300),
    // C: V2/M1 in USD 10 → 15 (+50%) → 9 (−40%)
    item('P5', '10', 'V2', 'M1', '2023-05-01', 2, 20),
    item('P6', '10', 'V2', 'M1', '2023-06-01', 2, 30),
    item('P7', '10', 'V2', 'M1', '2023-07-01', 2, 18),
    // D: a single price
    item('P1', '30', 'V1', 'M3', '2022-01-10', 3, 30),
  ]);
  await insertCanon(
    db,
    'purchase_order_items',
    [item('P1', '10', 'V1', 'M1', '2022-01-10', 1, 1), item('P2', '10', 'V1', 'M1', '2023-01-10', 1, 2)],
    2,
  );
  await publishAnalyses(db);
  await publishAnalyses(db, 2);
});
afterAll(() => db.close());

describe('material price increases', () => {
  it('publishes vendor-material series with a step up above 5%', async () => {
    const rows = await publishedRows(db, materialPriceIncreases, ['vendor_id', 'material_number']);
    expect(
      rows.map((r) => [
        r['vendor_id'],
        r['material_number'],
        r['currency'],
        r['point_count'],
        r['min_price'],
        r['max_price'],
        r['max_pct_change'],
        r['total_pct_change'],
      ]),
    ).toEqual([
      ['V1', 'M1', 'EUR', 3, 10, 11.1, 5.7143, 11], // 11.1 / 10 − 1 = 11%
      ['V2', 'M1', 'USD', 3, 9, 15, 50, -10], // 9 / 10 − 1 = −10%
    ]);
    expect(rows[0]).toMatchObject({
      company_code: '1000',
      vendor_name: 'Acme',
      description: 'Bolts',
      first_date: '2022-01-10',
      last_date: '2024-01-10',
      last_po_number: 'P3',
      first_price: 10,
      last_price: 11.1,
    });
    // stddev_samp(10, 10.5, 11.1): mean 10.5333, squares 0.2844 + 0.0011 + 0.3211 = 0.6067, / 2, sqrt = 0.5508
    expect(Number(rows[0]!['std_price'])).toBeCloseTo(0.5508, 4);
    expect(String(rows[1]!['price_list']).split(';').map(Number)).toEqual([10, 15, 9]);
    expect(await publishedRows(db, materialPriceIncreases, [], 2)).toMatchObject([{ max_pct_change: 100 }]);
  });

  it('publishes every price point with its change and its series measures', async () => {
    const rows = await publishedRows(db, materialPriceSeries, [
      'vendor_id',
      'material_number',
      'document_date',
    ]);
    expect(
      rows.map((r) => [
        r['vendor_id'],
        r['material_number'],
        r['po_number'],
        r['unit_price'],
        r['pct_change'],
        r['is_offender'],
      ]),
    ).toEqual([
      ['V1', 'M1', 'P1', 10, null, true],
      ['V1', 'M1', 'P2', 10.5, 5, true],
      ['V1', 'M1', 'P3', 11.1, 5.7143, true],
      ['V1', 'M2', 'P1', 100, null, false],
      ['V1', 'M2', 'P2', 105, 5, false], // exactly 5% is not above the threshold
      ['V1', 'M3', 'P1', 10, null, false],
      ['V2', 'M1', 'P5', 10, null, true],
      ['V2', 'M1', 'P6', 15, 50, true],
      ['V2', 'M1', 'P7', 9, -40, true],
    ]);
    expect(rows[4]).toMatchObject({
      previous_unit_price: 100,
      series_point_count: 2,
      series_min_price: 100,
      series_max_price: 105,
      series_max_pct_change: 5,
    });
  });
});
