import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DuckDbExecutor } from '../../../src/index';
import { lastActivityDetails } from '../../../src/catalogue/vendors';
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
  await insertCanon(db, 'vendors', masterData.vendors);
  await insertCanon(db, 'vendor_company_codes', [
    { vendor_id: 'V1', company_code: '1000' },
    { vendor_id: 'V2', company_code: '1000' },
  ]);
  await insertCanon(db, 'vendor_last_activity', [{ vendor_id: 'V1', last_invoice_date: '2024-03-01' }]);
  const po = (n: string, date: string | null, status = 'OPEN') => ({
    po_number: n,
    vendor_id: 'V1',
    company_code: '1000',
    document_date: date,
    po_status: status,
  });
  await insertCanon(db, 'purchase_orders', [
    po('P1', '2024-01-10'),
    po('P2', '2024-01-10'), // same date: the higher number wins
    po('P3', '2024-02-01', 'DELETED'),
    po('P4', null),
  ]);
  const gr = (n: string, date: string, fields = {}) => ({
    document_number: n,
    vendor_id: 'V1',
    company_code: '1000',
    posting_date: date,
    is_counted: true,
    debit_credit: 'S',
    is_reversed: false,
    ...fields,
  });
  await insertCanon(db, 'goods_receipts', [
    gr('G1', '2024-01-15'),
    gr('G2', '2024-01-20', { is_reversed: true }),
    gr('G3', '2024-01-21', { debit_credit: 'H' }),
    gr('G4', '2024-01-22', { is_counted: false }),
  ]);
  await insertCanon(db, 'invoices', [
    document('i1', { invoice_date: '2024-01-20' }),
    document('r1', { invoice_date: '2024-01-30', derived_document_type: 'REVERSAL' }),
    document('i2', { company_code: '2000', invoice_date: '2024-03-01' }),
  ]);
  await insertCanon(db, 'payments', [
    {
      vendor_id: 'V1',
      company_code: '1000',
      clearing_document_no: '1500000001',
      fiscal_year: 2024,
      clearing_date: '2024-01-25',
    },
    {
      vendor_id: 'V1',
      company_code: '1000',
      clearing_document_no: '1500000000',
      fiscal_year: 2023,
      clearing_date: '2023-12-29',
    },
  ]);
  await insertCanon(db, 'invoices', [document('w', { vendor_id: 'W1', invoice_date: '2025-01-01' })], 2);
  await publishAnalyses(db);
  await publishAnalyses(db, 2);
});
afterAll(() => db.close());

describe('last activity details', () => {
  it('gives the latest PO, goods receipt, invoice and payment per vendor and company code', async () => {
    const rows = await publishedRows(db, lastActivityDetails, ['vendor_id', 'company_code']);
    expect(
      rows.map((r) => [
        r['vendor_id'],
        r['company_code'],
        r['last_po_date'],
        r['last_po_number'],
        r['last_gr_date'],
        r['last_gr_number'],
        r['last_invoice_date'],
        r['last_invoice_id'],
        r['last_payment_date'],
        r['last_payment_id'],
        r['last_activity_date'],
        r['last_activity_type'],
        r['vendor_last_activity_date'],
      ]),
    ).toEqual([
      [
        'V1',
        '1000',
        '2024-01-10',
        'P2',
        '2024-01-15',
        'G1',
        '2024-01-20',
        'i1',
        '2024-01-25',
        '1000-1500000001-2024',
        '2024-01-25',
        'Payment',
        '2024-03-01',
      ],
      [
        'V1',
        '2000',
        null,
        null,
        null,
        null,
        '2024-03-01',
        'i2',
        null,
        null,
        '2024-03-01',
        'Invoice',
        '2024-03-01',
      ],
      ['V2', '1000', null, null, null, null, null, null, null, null, null, null, null],
    ]);
  });

  it('gives the last purchase: the later of the last PO and the last invoice (the Oracle and JDE table)', async () => {
    const rows = await publishedRows(db, lastActivityDetails, ['vendor_id', 'company_code']);
    expect(rows.map((r) => [r['vendor_id'], r['company_code'], r['last_purchase_date']])).toEqual([
      ['V1', '1000', '2024-01-20'],
      ['V1', '2000', '2024-03-01'],
      ['V2', '1000', null],
    ]);
  });

  it('keeps other systems apart', async () => {
    expect(
      (await publishedRows(db, lastActivityDetails, [], 2)).map((r) => [
        r['vendor_id'],
        r['last_invoice_id'],
      ]),
    ).toEqual([['W1', 'w']]);
  });
});
