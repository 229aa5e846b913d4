import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DuckDbExecutor } from '../../../src/index';
import { grniDistribution } from '../../../src/catalogue/purchasing/grni-distribution';
import {
  insertCanon,
  openFixtureWarehouse,
  publishAnalyses,
  publishedRows,
} from '../../support/fixture-warehouse';
import { gr, masters } from './purchasing-fixtures';

let db: DuckDbExecutor;
beforeAll(async () => {
  db = await openFixtureWarehouse();
  await masters(db);
  // As-of date: the latest invoice date of system 1, 2024-06-30.
  await insertCanon(db, 'invoices', [{ internal_invoice_id: 'asof', invoice_date: '2024-06-30' }]);
  await insertCanon(db, 'goods_receipts', [
    gr('P1', '10', '101', '2024-06-30', 1000),
    gr('P1', '20', '101', '2024-01-01', 1000),
    gr('P1', '30', '101', '2024-01-02', 100000),
    gr('P2', '10', '101', '2024-03-01', 500),
    gr('P2', '10', '102', '2024-03-02', -500),
    gr('P2', '20', '101', '2024-05-31', 300),
    gr('P2', '20', '122', '2024-06-29', -100),
    { ...gr('P2', '20', '311', '2024-06-30', 5000), is_counted: false },
    gr('P2', '30', '101', '2024-03-01', 100),
    gr('P3', '10', '101', '2024-05-30', 1),
    gr('P3', '20', '101', '2024-05-30', 300),
  ]);
  await insertCanon(db, 'invoice_lines', [
    {
      internal_invoice_id: 'i1',
      po_number: 'P1',
      po_line_item_number: '20',
      quantity: null,
      line_item_signed_common_amount: 999.5,
    },
    {
      internal_invoice_id: 'i2',
      po_number: 'P2',
      po_line_item_number: '30',
      quantity: 10,
      line_item_signed_common_amount: 150,
    },
    {
      internal_invoice_id: 'i3',
      po_number: 'P3',
      po_line_item_number: '20',
      quantity: 10,
      line_item_signed_common_amount: 110,
    },
  ]);
  await insertCanon(db, 'goods_receipts', [gr('P1', '10', '101', '2024-06-30', 5000)], 2);
  await insertCanon(db, 'invoices', [{ internal_invoice_id: 'asof2', invoice_date: '2025-01-01' }], 2);
  await publishAnalyses(db);
  await publishAnalyses(db, 2);
});
afterAll(() => db.close());

describe('GRNI distribution', () => {
  it('publishes PO lines with net GR value above the invoiced value, binned by value and GR age', async () => {
    const rows = await publishedRows(db, grniDistribution, ['po_number', 'po_line_item_number']);
    expect(
      rows.map((r) => [
        r['po_number'],
        r['po_line_item_number'],
        r['grni_value'],
        r['value_range'],
        r['gr_age_days'],
        r['gr_age_bin'],
      ]),
    ).toEqual([
      // 1000 received, nothing invoiced: 1000 is the lower edge of '1K to 5K'; received on the as-of date: age 0.
      ['P1', '10', 1000, '1K to 5K', 0, '0 to 30'],
      // invoiced without quantity, so by value: 1000 − 999.50 = 0.50 < 1; 2024-01-01 → 2024-06-30 = 31+29+31+30+31+29 = 181 days ≥ 181: '> 180'.
      ['P1', '20', 0.5, '< 1', 181, '> 180'],
      // 100000 is the lower edge of '> 100K'; one day later than P1/20: 180 days, still '91 to 180'.
      ['P1', '30', 100000, '> 100K', 180, '91 to 180'],
      // P2/10: 500 − 500 (102 reversal) = 0, not GRNI. P2/20: 300 − 100 (122 return) = 200; the
      // 311 transfer (not counted) is ignored; latest counted receipt 2024-06-29: age 1.
      ['P2', '20', 200, '1 to 1K', 1, '0 to 30'],
      // P2/30: 10 received and 10 invoiced (at a higher price): nothing left, not GRNI.
      // P3/10: exactly 1 is '1 to 1K'; 2024-05-30 is 31 days old.
      ['P3', '10', 1, '1 to 1K', 31, '31 to 60'],
      // P3/20: 30 received (300), 10 invoiced (110): 20 left, valued 300 × 20 / 30 = 200.
      ['P3', '20', 200, '1 to 1K', 31, '31 to 60'],
    ]);
    expect(rows[3]).toMatchObject({
      gr_count: 2,
      gr_min_date: '2024-05-31',
      gr_max_date: '2024-06-29',
      gr_value: 200,
      invoiced_value: 0,
      invoice_line_count: 0,
      vendor_id: 'V1',
      vendor_name: 'Acme',
      company_code: '1000',
      company_name: 'Acme GmbH',
      account_group: 'KRED',
    });
    expect(rows[1]).toMatchObject({
      invoiced_value: 999.5,
      invoice_line_count: 1,
      invoiced_quantity: null,
      grni_quantity: null,
    });
    expect(rows[5]).toMatchObject({
      gr_quantity: 30,
      invoiced_quantity: 10,
      grni_quantity: 20,
      invoiced_value: 110,
    });
    expect(rows[0]).toMatchObject({ invoiced_quantity: 0, grni_quantity: 100 }); // never invoiced: 0, not unknown
  });

  it('keeps other systems apart', async () => {
    expect(await publishedRows(db, grniDistribution, [], 2)).toMatchObject([
      { po_number: 'P1', grni_value: 5000 },
    ]);
  });
});
