import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DuckDbExecutor } from '../../../src/index';
import { dormantVendors } from '../../../src/catalogue/vendors';
import {
  insertCanon,
  openFixtureWarehouse,
  publishAnalyses,
  publishedRows,
} from '../../support/fixture-warehouse';
import { document, exceptionRows, masterData } from './vendor-fixtures';

let db: DuckDbExecutor;
beforeAll(async () => {
  db = await openFixtureWarehouse();
  await insertCanon(db, 'company_codes', masterData.company_codes);
  await insertCanon(db, 'vendors', [
    ...masterData.vendors,
    { vendor_id: 'V3', vendor_name: 'Cargo', account_group: 'KRED' },
    { vendor_id: 'V6', vendor_name: 'Gone', marked_for_deletion: true },
    { vendor_id: 'V8', vendor_name: 'Hold', purchasing_block: true },
  ]);
  await insertCanon(db, 'vendor_company_codes', [
    { vendor_id: 'V1', company_code: '1000' },
    { vendor_id: 'V2', company_code: '1000' },
    { vendor_id: 'V3', company_code: '1000' },
    { vendor_id: 'V3', company_code: '2000', payment_block: 'A' },
    { vendor_id: 'V4', company_code: '1000', created_date: '2024-10-01' },
    { vendor_id: 'V5', company_code: '1000' },
    { vendor_id: 'V6', company_code: '1000' },
    { vendor_id: 'V7', company_code: '1000' },
    { vendor_id: 'V8', company_code: '1000' },
    { vendor_id: 'V9', company_code: '1000' },
  ]);
  await insertCanon(db, 'vendor_last_activity', [
    { vendor_id: 'V1', last_invoice_date: '2024-12-31', last_invoice_id: 'a' },
    { vendor_id: 'V2', last_po_date: '2024-03-01', last_payment_date: '2024-05-15' },
    { vendor_id: 'V3', last_invoice_date: '2023-06-30' },
    { vendor_id: 'V6', last_gr_date: '2021-12-31' },
    { vendor_id: 'V7', last_payment_date: '2024-07-04' },
    { vendor_id: 'V8', last_payment_date: '2024-07-03' },
    { vendor_id: 'V9', last_po_date: '2023-12-31' },
  ]);
  // The as-of date is system 1's latest invoice date, 2024-12-31; system 2's later one must not count.
  await insertCanon(db, 'invoices', [document('a', { invoice_date: '2024-12-31' })]);
  await insertCanon(db, 'invoices', [document('b', { invoice_date: '2025-06-30' })], 2);
  await insertCanon(db, 'vendor_company_codes', [{ vendor_id: 'W1', company_code: '1000' }], 2);
  await publishAnalyses(db);
  await publishAnalyses(db, 2);
});
afterAll(() => db.close());

describe('dormant vendors', () => {
  it('bins vendors without activity for more than 180 days before the as-of date', async () => {
    const rows = await publishedRows(db, dormantVendors, ['vendor_id', 'company_code']);
    // Days to 2024-12-31:
    // V2 from 2024-05-15: 16 (rest of May) + 30 + 31 + 31 + 30 + 31 + 30 + 31 = 230.
    // V3 from 2023-06-30: 366 (to 2024-06-30, over 29 Feb) + 31 + 31 + 30 + 31 + 30 + 31 = 550.
    // V5: no activity and no creation date. V6 from 2021-12-31: 365 + 365 + 366 = 1096.
    // V7 from 2024-07-04: 27 + 31 + 31 + 30 + 31 + 30 + 31 = 180, still active; V8 a day earlier: 181.
    // V9 from 2023-12-31: 366. V1 (0 days) and V4 (created 2024-10-01: 91 days) are active.
    expect(
      rows.map((r) => [
        r['vendor_id'],
        r['company_code'],
        r['last_activity_date'],
        r['dormant_days'],
        r['dormant_period'],
      ]),
    ).toEqual([
      ['V2', '1000', '2024-05-15', 230, '6-12 months'],
      ['V3', '1000', '2023-06-30', 550, '1-2 years'],
      ['V3', '2000', '2023-06-30', 550, '1-2 years'],
      ['V5', '1000', null, null, 'No activity'],
      ['V6', '1000', '2021-12-31', 1096, '> 2 years'],
      ['V8', '1000', '2024-07-03', 181, '6-12 months'],
      ['V9', '1000', '2023-12-31', 366, '1-2 years'],
    ]);
    expect(rows[0]).toMatchObject({
      as_of_date: '2024-12-31',
      last_po_date: '2024-03-01',
      last_payment_date: '2024-05-15',
      last_invoice_date: null,
      inactive_since_date: '2024-05-15',
      vendor_name: 'Bolt',
    });
  });

  it('flags vendors dormant for over a year that are neither blocked nor marked for deletion', async () => {
    // V3 in 2000 is payment-blocked, V6 marked for deletion; V2 and V8 dormant for under a year.
    expect(await exceptionRows(db, dormantVendors, 'vendor_id')).toEqual(['V3', 'V5', 'V9']);
  });

  it('keeps other systems apart', async () => {
    // W1 of system 2 has no activity at all.
    expect(
      (await publishedRows(db, dormantVendors, [], 2)).map((r) => [r['vendor_id'], r['dormant_period']]),
    ).toEqual([['W1', 'No activity']]);
  });
});
