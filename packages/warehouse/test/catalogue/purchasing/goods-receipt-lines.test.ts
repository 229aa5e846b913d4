import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DuckDbExecutor } from '../../../src/index';
import { goodsReceiptDetails } from '../../../src/catalogue/purchasing/goods-receipt-details';
import { goodsReceiptsByMovementType } from '../../../src/catalogue/purchasing/goods-receipts-by-movement-type';
import { goodsReceiptsWithoutInvoice } from '../../../src/catalogue/purchasing/goods-receipts-without-invoice';
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
    gr('P1', '10', '101', '2024-06-01', 300, { document_number: 'A' }),
    gr('P1', '10', '122', '2024-06-20', -100, { document_number: 'B' }),
    gr('P1', '20', '101', '2024-01-01', 500, {
      document_number: 'C',
      is_reversed: true,
      reversal_document_no: 'D',
    }),
    gr('P1', '20', '102', '2024-01-02', -500, { document_number: 'D', reversal_document_no: 'C' }),
    gr('P1', '30', '101', '2024-03-01', 200, { document_number: 'E' }),
    gr('P1', '10', '311', '2024-06-15', 50, { document_number: 'F', is_counted: false }),
    gr('P2', '10', '161', '2024-05-31', -40, { document_number: 'G', vendor_id: 'V2', company_code: '2000' }),
    gr('P2', '10', '101', '2023-12-31', 1000, {
      document_number: 'H',
      vendor_id: 'V2',
      company_code: '2000',
    }),
  ]);
  await insertCanon(db, 'invoice_lines', [
    {
      internal_invoice_id: 'i1',
      po_number: 'P1',
      po_line_item_number: '30',
      line_item_signed_common_amount: 200,
    },
  ]);
  await insertCanon(
    db,
    'goods_receipts',
    [gr('P1', '10', '101', '2024-06-01', 99, { document_number: 'X' })],
    2,
  );
  await publishAnalyses(db);
  await publishAnalyses(db, 2);
});
afterAll(() => db.close());

describe('goods receipts without invoice', () => {
  it('lists counted GR lines of PO lines without invoice lines, with age of receipt', async () => {
    const rows = await publishedRows(db, goodsReceiptsWithoutInvoice, ['document_number']);
    // C/D reverse each other (left out), E's PO line is invoiced, F is a non-counted transfer.
    expect(
      rows.map((r) => [
        r['document_number'],
        r['vendor_id'],
        r['signed_line_item_common_amount'],
        r['gr_age_days'],
        r['gr_age_bin'],
      ]),
    ).toEqual([
      ['A', 'V1', 300, 29, '0 to 30'], // 2024-06-01 → 06-30: 29 days
      ['B', 'V1', -100, 10, '0 to 30'], // a 122 return stays, negative
      ['G', 'V2', -40, 30, '0 to 30'], // 2024-05-31 → 06-30: 30 days, the top edge of '0 to 30'
      ['H', 'V2', 1000, 182, '> 180'], // 2023-12-31 → 2024-06-30: 1 + 181 = 182 days
    ]);
    expect(rows[3]).toMatchObject({
      vendor_name: 'Bolt',
      company_code: '2000',
      company_name: 'Acme Inc',
      account_group: 'LIEF',
    });
    expect(goodsReceiptsWithoutInvoice.exception).toEqual({
      condition: 'signed_line_item_common_amount > 0',
      weight: 3,
    });
    expect(await publishedRows(db, goodsReceiptsWithoutInvoice, [], 2)).toMatchObject([
      { document_number: 'X' },
    ]);
  });
});

describe('goods receipts by movement type', () => {
  it('publishes counted movements with period columns and return measures', async () => {
    const rows = await publishedRows(db, goodsReceiptsByMovementType, ['document_number']);
    expect(rows.map((r) => r['document_number'])).toEqual(['A', 'B', 'C', 'D', 'E', 'G', 'H']); // F not counted
    expect(rows.find((r) => r['document_number'] === 'H')).toMatchObject({
      movement_type: '101',
      year_month: '2023-12',
      quarter: '2023-Q4',
      year: 2023,
      is_return: false,
      return_count: 0,
      return_local_amount: 0,
    });
    // Returns per vendor: V1 has B (122, −100) and D (102, −500): 2 returns worth −600; V2 has G (161, −40).
    const byVendor = new Map<string, [number, number]>();
    for (const r of rows) {
      const [n, v] = byVendor.get(String(r['vendor_id'])) ?? [0, 0];
      byVendor.set(String(r['vendor_id']), [
        n + Number(r['return_count']),
        v + Number(r['return_local_amount']),
      ]);
    }
    expect(Object.fromEntries(byVendor)).toEqual({ V1: [2, -600], V2: [1, -40] });
    expect(await publishedRows(db, goodsReceiptsByMovementType, [], 2)).toHaveLength(1);
  });
});

describe('goods receipt details', () => {
  it('publishes every movement line with its PO line receipt count and date range', async () => {
    const rows = await publishedRows(db, goodsReceiptDetails, ['document_number']);
    expect(rows).toHaveLength(8);
    // P1/10 counted lines: A (2024-06-01) and B (2024-06-20); F (311) is listed but not counted.
    for (const doc of ['A', 'B', 'F']) {
      expect(rows.find((r) => r['document_number'] === doc)).toMatchObject({
        gr_count: 2,
        gr_min_date: '2024-06-01',
        gr_max_date: '2024-06-20',
      });
    }
    expect(rows.find((r) => r['document_number'] === 'F')).toMatchObject({
      is_counted: false,
      created_days: 15,
    });
    expect(rows.find((r) => r['document_number'] === 'C')).toMatchObject({
      is_reversed: true,
      gr_count: 2,
      created_days: 181,
    });
  });
});
