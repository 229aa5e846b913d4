import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DuckDbExecutor } from '../../../src/index';
import { invoiceCaptureTime } from '../../../src/catalogue/invoices';
import {
  insertCanon,
  openFixtureWarehouse,
  publishAnalyses,
  publishedRows,
} from '../../support/fixture-warehouse';
import { invoice, masterData } from './invoice-fixtures';

let db: DuckDbExecutor;
beforeAll(async () => {
  db = await openFixtureWarehouse();
  await insertCanon(db, 'company_codes', masterData.company_codes);
  await insertCanon(db, 'vendors', masterData.vendors);
  const entered = (id: string, invoiceDate: string, entryDate: string | null, fields = {}) =>
    invoice(id, { invoice_date: invoiceDate, entry_date: entryDate, common_amount: 10, ...fields });
  await insertCanon(db, 'invoices', [
    // As-of 2024-04-30 (latest invoice date).
    entered('a', '2024-03-01', '2024-03-11'), // 10 days
    entered('b', '2024-03-01', '2024-03-02'), // 1 day
    entered('c', '2024-04-30', '2024-04-29'), // −1 (entered before its date): counts as it is
    entered('d', '2024-03-01', null), // no entry date: left out
    entered('e', '2024-01-01', '2024-03-31', { is_reversed: true }), // reversed: left out
    entered('f', '2024-01-01', '2024-03-31', { derived_document_type: 'VENDOR-CREDIT' }), // credit: left out
    entered('g', '2024-04-01', '2024-04-21', { company_code: '2000', vendor_id: 'V2', common_amount: 3 }), // 20 days
  ]);
  await insertCanon(db, 'invoices', [entered('x', '2024-01-01', '2024-02-01')], 2);
  await publishAnalyses(db);
});
afterAll(() => db.close());

describe('invoice capture time', () => {
  it('averages entry date − invoice date per vendor and company code', async () => {
    // V1/1000: (10 + 1 − 1) / 3 = 3.33; max 10; last entry 2024-04-29 → 2024-04-30 − 2024-04-29 = 1 day.
    // V2/2000: 20 / 1 = 20; last entry 2024-04-21 → 9 days.
    expect(await publishedRows(db, invoiceCaptureTime, ['vendor_id'])).toEqual([
      {
        company_code: '1000',
        company_name: 'Alpha GmbH',
        vendor_id: 'V1',
        vendor_name: 'Acme',
        account_group: 'KRED',
        number_of_invoices: 3,
        common_currency: 'EUR',
        value_of_invoices: 30,
        mean_vendor_invoice_delay_days: 3.33,
        sum_vendor_invoice_delay_days: 10,
        max_vendor_invoice_delay_days: 10,
        last_entry_date: '2024-04-29',
        min_created_days: 1,
      },
      {
        company_code: '2000',
        company_name: 'Beta Inc',
        vendor_id: 'V2',
        vendor_name: 'Bolt',
        account_group: 'LIEF',
        number_of_invoices: 1,
        common_currency: 'EUR',
        value_of_invoices: 3,
        mean_vendor_invoice_delay_days: 20,
        sum_vendor_invoice_delay_days: 20,
        max_vendor_invoice_delay_days: 20,
        last_entry_date: '2024-04-21',
        min_created_days: 9,
      },
    ]);
  });

  it('keeps other systems apart', async () => {
    await publishAnalyses(db, 2);
    expect(await publishedRows(db, invoiceCaptureTime, [], 2)).toMatchObject([
      { mean_vendor_invoice_delay_days: 31, min_created_days: -31 },
    ]);
  });
});
