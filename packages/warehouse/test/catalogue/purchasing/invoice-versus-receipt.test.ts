import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DuckDbExecutor } from '../../../src/index';
import { goodsReceiptGreaterThanInvoice } from '../../../src/catalogue/purchasing/goods-receipt-greater-than-invoice';
import { invoicesWithoutGoodsReceipt } from '../../../src/catalogue/purchasing/invoices-without-goods-receipt';
import {
  insertCanon,
  openFixtureWarehouse,
  publishAnalyses,
  publishedRows,
  type FixtureRow,
} from '../../support/fixture-warehouse';
import { gr, masters } from './purchasing-fixtures';

const invoice = (id: string, date: string, type: string, more: FixtureRow = {}) => ({
  internal_invoice_id: id,
  vendor_id: 'V1',
  company_code: '1000',
  invoice_date: date,
  derived_document_type: type,
  ...more,
});
let lineNo = 0;
const line = (
  id: string,
  po: string,
  item: string | null,
  value: number,
  quantity: number | null,
  vendor = 'V1',
) => {
  lineNo += 1;
  return {
    internal_invoice_id: id,
    invoice_line_item_number: lineNo,
    vendor_id: vendor,
    company_code: vendor === 'V1' ? '1000' : '2000',
    po_number: po,
    po_line_item_number: item,
    line_item_signed_amount: value,
    line_item_signed_common_amount: value,
    quantity,
  };
};

let db: DuckDbExecutor;
beforeAll(async () => {
  db = await openFixtureWarehouse();
  await masters(db);
  await insertCanon(db, 'invoices', [
    invoice('asof', '2024-06-30', 'NON-PO-INVOICE'), // as-of date 2024-06-30
    invoice('I1', '2024-04-01', 'PO-INVOICE', { document_amount: 1000, local_amount: 1000 }),
    invoice('I2', '2024-04-02', 'PO-INVOICE', { is_reversed: true }),
    invoice('I2R', '2024-04-02', 'REVERSAL'),
    invoice('I3', '2024-04-02', 'VENDOR-CREDIT'),
    invoice('I4', '2024-04-03', 'PO-INVOICE', { vendor_id: 'V2', company_code: '2000' }),
    invoice('I5', '2024-04-03', 'PO-INVOICE', { vendor_id: 'V2', company_code: '2000' }),
    // I6: local amount 300 converted at the invoice date's rate to 290 (the receipt's rate gave 300)
    invoice('I6', '2024-04-01', 'PO-INVOICE', { document_amount: 300, local_amount: 300 }),
    // I7: a EUR invoice of a company code in another currency: 300 common = the receipt's 300, 310 local
    invoice('I7', '2024-04-01', 'PO-INVOICE', { document_amount: 300, local_amount: 310 }),
  ]);
  await insertCanon(db, 'invoice_lines', [
    line('I1', 'P1', '10', 100, 10), // no GR at all
    line('I1', 'P1', '20', 50, 5), // 101 reversed by 102: nets to nothing
    line('I1', 'P1', '30', 200, 20), // received 200 (20): matched
    line('I1', 'P1', '40', 80, 8), // only a non-counted 311 movement
    line('I1', 'P1', '50', 60, 6), // no GR, but its PO item expects none (a service)
    line('I2', 'P1', '10', 100, 10), // reversed invoice
    line('I2R', 'P1', '10', -100, -10), // the reversal
    line('I3', 'P1', '10', -30, -3), // a credit
    line('I4', 'P2', null, 10, 1, 'V2'), // FI line with PO only: P2 has a receipt on item 10
    line('I5', 'P3', null, 70, 7, 'V2'), // FI line with PO only: P3 has no receipt
    line('I1', 'P4', '10', 1000, 100),
    line('I1', 'P4', '20', 200, null),
    line('I1', 'P4', '30', 200, 20),
    line('I1', 'P4', '40', 300, 30),
    { ...line('I6', 'P4', '50', 300, null), line_item_signed_common_amount: 290 },
    line('I7', 'P4', '60', 300, null),
  ]);
  await insertCanon(db, 'purchase_order_items', [
    { po_number: 'P1', po_line_item_number: '10', gr_expected: true },
    { po_number: 'P1', po_line_item_number: '50', gr_expected: false },
  ]);
  await insertCanon(db, 'goods_receipts', [
    gr('P1', '20', '101', '2024-03-01', 50),
    gr('P1', '20', '102', '2024-03-02', -50),
    gr('P1', '30', '101', '2024-03-01', 200),
    gr('P1', '40', '311', '2024-03-01', 80, { is_counted: false }),
    gr('P2', '10', '101', '2024-03-01', 10),
    gr('P4', '10', '101', '2024-01-01', 1000),
    gr('P4', '10', '101', '2024-01-02', 500),
    gr('P4', '20', '101', '2023-12-31', 300),
    gr('P4', '30', '101', '2024-03-01', 300),
    gr('P4', '30', '122', '2024-03-05', -100),
    gr('P4', '40', '101', '2024-03-01', 300),
    gr('P4', '40', '311', '2024-03-01', 300, { is_counted: false }),
    gr('P4', '50', '101', '2024-03-01', 300),
    gr('P4', '60', '101', '2024-03-01', 300),
  ]);
  await insertCanon(db, 'invoices', [invoice('I1', '2024-04-01', 'PO-INVOICE')], 2);
  await insertCanon(db, 'invoice_lines', [line('I1', 'P9', '10', 5, 1)], 2);
  await publishAnalyses(db);
  await publishAnalyses(db, 2);
});
afterAll(() => db.close());

describe('aged invoices without goods receipt', () => {
  it('lists PO invoice lines whose PO line has no net counted receipt, with the invoice age', async () => {
    const rows = await publishedRows(db, invoicesWithoutGoodsReceipt, [
      'internal_invoice_id',
      'po_number',
      'po_line_item_number',
    ]);
    expect(
      rows.map((r) => [
        r['internal_invoice_id'],
        r['po_number'],
        r['po_line_item_number'],
        r['gr_count'],
        r['invoice_age'],
      ]),
    ).toEqual([
      ['I1', 'P1', '10', 0, 90], // 2024-04-01 → 06-30: 29 + 31 + 30 = 90, the slider's default edge
      ['I1', 'P1', '20', 2, 90], // 101 + 102 counted but net 0
      ['I1', 'P1', '40', 0, 90], // the 311 is not a counted movement
      ['I5', 'P3', null, 0, 88], // matched on the whole PO; 2024-04-03 → 06-30: 88
      // I2 is reversed, I2R a reversal, I3 a credit; P1/30 and P2 (whole PO) were received;
      // P1/50 expects no goods receipt (EKPO-WEPOS blank).
    ]);
    expect(rows[3]).toMatchObject({
      vendor_id: 'V2',
      vendor_name: 'Bolt',
      company_code: '2000',
      line_item_signed_common_amount: 70,
    });
    expect(invoicesWithoutGoodsReceipt.exception).toEqual({ condition: 'invoice_age >= 90', weight: 6 });
    expect(await publishedRows(db, invoicesWithoutGoodsReceipt, [], 2)).toMatchObject([{ po_number: 'P9' }]);
  });
});

describe('goods receipt greater than invoice', () => {
  it('lists invoiced PO lines received beyond the invoiced quantity (else value)', async () => {
    const rows = await publishedRows(db, goodsReceiptGreaterThanInvoice, [
      'po_number',
      'po_line_item_number',
    ]);
    expect(
      rows.map((r) => [
        r['po_number'],
        r['po_line_item_number'],
        r['gr_quantity'],
        r['invoiced_quantity'],
        r['quantity_difference'],
        r['value_difference'],
        r['gr_age_days'],
        r['gr_age_bin'],
      ]),
    ).toEqual([
      // 100 + 50 received, 100 invoiced: 50 more (value 1500 − 1000 = 500); last GR 2024-01-02 is 180 days old.
      ['P4', '10', 150, 100, 50, 500, 180, '91 to 180'],
      // invoiced without quantity: local value 300 − 200 = 100, at the receipt's rate 300 / 300; 2023-12-31 is 182 days old.
      ['P4', '20', 30, null, null, 100, 182, '> 180'],
      // P1/30: 20 received, 20 invoiced. P4/30: 30 − 10 (122 return) = 20 = invoiced. P4/40: the 311 is
      // not counted: 30 = 30. P4/50: invoiced without quantity, 300 local each side (in common
      // currency 300 − 290 = 10 is only an exchange-rate difference). P4/60: 300 common each side
      // (in local currency 300 − 310 = −10 is the exchange-rate difference). P1/10 has no receipt (never in this analysis). System 2 has no receipts.
    ]);
    expect(rows[0]).toMatchObject({
      gr_count: 2,
      gr_min_date: '2024-01-01',
      invoice_line_count: 1,
      invoice_count: 1,
      vendor_id: 'V1',
      company_name: 'Acme GmbH',
    });
  });
});
