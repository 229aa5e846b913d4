import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DuckDbExecutor } from '../../../src/index';
import { vendorSummary } from '../../../src/catalogue/vendors';
import {
  insertCanon,
  openFixtureWarehouse,
  publishAnalyses,
  publishedRows,
} from '../../support/fixture-warehouse';
import { document, masterData } from './vendor-fixtures';

let db: DuckDbExecutor;
beforeAll(async () => {
  db = await openFixtureWarehouse();
  await insertCanon(db, 'company_codes', masterData.company_codes);
  await insertCanon(db, 'vendors', [
    { ...masterData.vendors[0], vat_id: 'DE123', created_date: '2020-05-01' },
    { ...masterData.vendors[1], posting_block: true },
  ]);
  await insertCanon(db, 'account_groups', masterData.account_groups);
  await insertCanon(db, 'vendor_company_codes', [
    { vendor_id: 'V1', company_code: '1000', marked_for_deletion: true },
  ]);
  await insertCanon(db, 'vendor_last_activity', [
    { vendor_id: 'V1', last_po_date: '2024-03-05', last_payment_date: '2024-03-20' },
  ]);
  const doc = (id: string, date: string, amount: number, fields = {}) =>
    document(id, {
      posting_date: date,
      common_amount: amount,
      local_currency: 'EUR',
      local_amount: amount * 0.9,
      ...fields,
    });
  await insertCanon(db, 'invoices', [
    doc('a', '2024-01-05', 100),
    doc('b', '2024-01-20', 50, { derived_document_type: 'NON-PO-INVOICE' }),
    doc('c', '2024-01-25', -30, { derived_document_type: 'VENDOR-CREDIT' }),
    // A reversal pair counts nothing.
    doc('ro', '2024-01-26', 100, { is_reversed: true }),
    doc('rv', '2024-01-27', -100, { derived_document_type: 'REVERSAL' }),
    doc('a2', '2024-02-01', 200),
    doc('c2', '2024-02-10', -40, {
      vendor_id: 'V2',
      company_code: '2000',
      derived_document_type: 'VENDOR-CREDIT',
      local_currency: 'USD',
    }),
  ]);
  await insertCanon(db, 'purchase_orders', [
    {
      po_number: 'P1',
      vendor_id: 'V1',
      company_code: '1000',
      document_date: '2024-01-03',
      common_amount: 500,
      po_status: 'OPEN',
    },
    {
      po_number: 'P2',
      vendor_id: 'V1',
      company_code: '1000',
      document_date: '2024-03-05',
      common_amount: 300,
      common_currency: 'EUR',
    },
    {
      po_number: 'P3',
      vendor_id: 'V1',
      company_code: '1000',
      document_date: '2024-01-04',
      common_amount: 999,
      po_status: 'DELETED',
    },
  ]);
  await insertCanon(db, 'invoices', [doc('other', '2024-01-05', 7)], 2);
  await publishAnalyses(db);
  await publishAnalyses(db, 2);
});
afterAll(() => db.close());

describe('vendor summary', () => {
  it('sums invoices, credits and POs per vendor, company code and month', async () => {
    const rows = await publishedRows(db, vendorSummary, ['vendor_id', 'company_code', 'period_start_date']);
    // V1 2024-01: invoices a + b = 100 + 50 = 150, credit c = -30, net 120, local 0.9 × 120 = 108; PO P1 500 (P3 deleted).
    // V1 2024-02: a2 200 (local 180). V1 2024-03: PO P2 only. V2 2024-02: credit c2 -40 (local -36).
    expect(
      rows.map((r) => [
        r['vendor_id'],
        r['company_code'],
        r['year_month'],
        r['period_start_date'],
        r['number_of_invoices'],
        r['invoice_value'],
        r['number_of_credits'],
        r['credit_value'],
        r['net_value'],
        r['currency'],
        r['local_currency_amount'],
        r['number_of_pos'],
        r['po_value'],
      ]),
    ).toEqual([
      ['V1', '1000', '2024-01', '2024-01-01', 2, 150, 1, -30, 120, 'EUR', 108, 1, 500],
      ['V1', '1000', '2024-02', '2024-02-01', 1, 200, 0, 0, 200, 'EUR', 180, 0, 0],
      ['V1', '1000', '2024-03', '2024-03-01', 0, 0, 0, 0, 0, 'EUR', 0, 1, 300],
      ['V2', '2000', '2024-02', '2024-02-01', 0, 0, 1, -40, -40, 'USD', -36, 0, 0],
    ]);
    expect(rows[0]).toMatchObject({
      vendor_name: 'Acme',
      account_group_name: 'Vendors',
      vat_id: 'DE123',
      created_date: '2020-05-01',
      last_activity_date: '2024-03-20',
      marked_for_deletion: true,
      is_vendor_blocked: false,
      is_vendor_company_code_blocked: false,
      common_currency: 'EUR',
    });
    expect(rows[3]).toMatchObject({
      is_vendor_blocked: true,
      is_vendor_company_code_blocked: true,
      last_activity_date: null,
    });
  });

  it('keeps other systems apart', async () => {
    expect((await publishedRows(db, vendorSummary, [], 2)).map((r) => r['invoice_value'])).toEqual([7]);
  });
});
