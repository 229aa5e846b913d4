import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DuckDbExecutor } from '../../../src/index';
import { averagePoValueByQuarter } from '../../../src/catalogue/purchasing/average-po-value-by-quarter';
import { posOnOrAfterInvoice } from '../../../src/catalogue/purchasing/pos-on-or-after-invoice';
import { posWithoutPaymentTerm } from '../../../src/catalogue/purchasing/pos-without-payment-term';
import { purchaseOrderDetails } from '../../../src/catalogue/purchasing/purchase-order-details';
import {
  insertCanon,
  openFixtureWarehouse,
  publishAnalyses,
  publishedRows,
} from '../../support/fixture-warehouse';
import { masters } from './purchasing-fixtures';

const po = (
  po_number: string,
  vendor_id: string,
  company_code: string,
  date: string,
  created: string,
  payment_term: string | null,
  po_status: string,
  common_amount: number,
) => ({
  po_number,
  vendor_id,
  company_code,
  document_date: date,
  created_date: created,
  payment_term,
  po_status,
  common_currency: 'EUR',
  common_amount,
});

let db: DuckDbExecutor;
beforeAll(async () => {
  db = await openFixtureWarehouse();
  await masters(db);
  await insertCanon(db, 'purchase_orders', [
    po('P1', 'V1', '1000', '2023-12-31', '2023-12-31', 'Z030', 'OPEN', 100),
    po('P2', 'V1', '1000', '2024-02-10', '2024-03-05', null, 'OPEN', 300),
    po('P3', 'V2', '2000', '2024-04-01', '2024-04-01', '  ', 'DELETED', 1000),
    po('P4', 'V2', '2000', '2024-03-31', '2024-03-31', '', 'CLOSED', 500),
  ]);
  const inv = (
    id: string,
    date: string,
    type: string,
    payment_term: string | null,
    po_number: string | null = null,
  ) => ({
    internal_invoice_id: id,
    vendor_id: id === 'I3' ? 'V2' : 'V1',
    company_code: id === 'I3' ? '2000' : '1000',
    invoice_date: date,
    derived_document_type: type,
    payment_term,
    po_number,
    common_amount: 10,
  });
  await insertCanon(db, 'invoices', [
    inv('I1', '2024-03-01', 'PO-INVOICE', 'Z030'),
    inv('I2', '2024-03-05', 'PO-INVOICE', 'Z014', 'P2'),
    inv('I2R', '2024-03-05', 'REVERSAL', 'Z099', 'P2'),
    inv('I3', '2024-06-30', 'PO-INVOICE', null), // the as-of date: 2024-06-30
  ]);
  await insertCanon(db, 'invoice_lines', [
    { internal_invoice_id: 'I1', po_number: 'P1', po_line_item_number: '10' },
    { internal_invoice_id: 'I1', po_number: 'P1', po_line_item_number: '20' },
    { internal_invoice_id: 'I1', po_number: 'P2', po_line_item_number: '10' },
    { internal_invoice_id: 'I3', po_number: 'P4', po_line_item_number: '10' },
  ]);
  await insertCanon(
    db,
    'purchase_orders',
    [po('P2', 'V1', '1000', '2024-02-10', '2024-03-05', null, 'OPEN', 9)],
    2,
  );
  await insertCanon(db, 'invoices', [inv('I1', '2024-03-01', 'PO-INVOICE', 'Z030', 'P2')], 2);
  await publishAnalyses(db);
  await publishAnalyses(db, 2);
});
afterAll(() => db.close());

describe('POs created on or after the invoice', () => {
  it('publishes every PO invoice once per PO, flagging POs created on or after the invoice date', async () => {
    const rows = await publishedRows(db, posOnOrAfterInvoice, ['internal_invoice_id', 'po_number']);
    expect(
      rows.map((r) => [
        r['internal_invoice_id'],
        r['po_number'],
        r['days_po_after_invoice'],
        r['is_on_or_after_invoice'],
        r['on_or_after_count'],
      ]),
    ).toEqual([
      ['I1', 'P1', -61, false, 0], // two lines on P1, one row; 2023-12-31 − 2024-03-01 = −(1 + 31 + 29) = −61
      ['I1', 'P2', 4, true, 1], // created 2024-03-05, invoice 2024-03-01
      ['I2', 'P2', 0, true, 1], // the same day counts (header po_number); its reversal I2R is left out
      ['I3', 'P4', -91, false, 0], // 2024-03-31 − 2024-06-30 = −(30 + 31 + 30)
    ]);
    expect(rows[1]).toMatchObject({
      vendor_id: 'V1',
      vendor_name: 'Acme',
      company_code: '1000',
      year_month: '2024-03',
      po_created_date: '2024-03-05',
    });
    expect(await publishedRows(db, posOnOrAfterInvoice, [], 2)).toMatchObject([
      { po_number: 'P2', is_on_or_after_invoice: true },
    ]);
  });
});

describe('POs with no payment term', () => {
  it('lists POs not deleted with an empty payment term and the terms of their invoices', async () => {
    const rows = await publishedRows(db, posWithoutPaymentTerm, ['po_number']);
    expect(
      rows.map((r) => [r['po_number'], r['invoice_count'], r['invoice_payment_terms'], r['created_days']]),
    ).toEqual([
      // I1 and I2 (Z030, Z014); I2R is a reversal. 2024-03-05 → 06-30: 26 + 30 + 31 + 30 = 117 days.
      ['P2', 2, 'Z014, Z030', 117],
      // P3 blank but deleted. P4: I3 has no term. 2024-03-31 → 06-30: 91 days.
      ['P4', 1, null, 91],
    ]);
    expect(rows[1]).toMatchObject({
      vendor_id: 'V2',
      vendor_name: 'Bolt',
      account_group: 'LIEF',
      document_date: '2024-03-31',
      po_status: 'CLOSED',
    });
  });
});

describe('average PO value by quarter', () => {
  it('publishes POs not deleted with their quarter so the chart means per quarter', async () => {
    const rows = await publishedRows(db, averagePoValueByQuarter, ['po_number']);
    expect(rows.map((r) => [r['po_number'], r['quarter'], r['year'], r['common_amount']])).toEqual([
      ['P1', '2023-Q4', 2023, 100],
      ['P2', '2024-Q1', 2024, 300],
      ['P4', '2024-Q1', 2024, 500], // P3 is deleted; 2024-Q1 mean (300 + 500) / 2 = 400
    ]);
    const q1 = rows.filter((r) => r['quarter'] === '2024-Q1').map((r) => Number(r['common_amount']));
    expect(q1.reduce((a, b) => a + b, 0) / q1.length).toBe(400);
  });
});

describe('purchase order details', () => {
  it('publishes every PO header with created_days', async () => {
    const rows = await publishedRows(db, purchaseOrderDetails, ['po_number']);
    expect(rows.map((r) => [r['po_number'], r['po_status'], r['created_days']])).toEqual([
      ['P1', 'OPEN', 182], // 2023-12-31 → 2024-06-30: 1 + 181
      ['P2', 'OPEN', 117],
      ['P3', 'DELETED', 90], // deleted POs are listed too; 2024-04-01 → 06-30: 29 + 31 + 30 = 90
      ['P4', 'CLOSED', 91],
    ]);
  });
});
