import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DuckDbExecutor } from '../../../src/index';
import { openBalances } from '../../../src/catalogue/invoices';
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
  await insertCanon(db, 'vendor_company_codes', [
    { vendor_id: 'V2', company_code: '2000', payment_block: 'B' },
  ]);
  await insertCanon(db, 'invoices', [
    // As-of = latest invoice date 2024-03-31.
    invoice('i1', { invoice_date: '2024-03-31', posting_date: '2024-03-01', common_amount: 100 }),
    invoice('i2', { posting_date: '2024-01-31', common_amount: 50.25 }),
    invoice('cr', { derived_document_type: 'VENDOR-CREDIT', posting_date: '2024-02-15', common_amount: -30 }),
    // An open reversal pair nets to 0 and counts 2 items.
    invoice('orig', { posting_date: '2024-02-01', is_reversed: true, common_amount: 70 }),
    invoice('rvs', { derived_document_type: 'REVERSAL', posting_date: '2024-02-02', common_amount: -70 }),
    // Cleared: not open.
    invoice('paid', {
      posting_date: '2023-01-01',
      is_cleared: true,
      clearing_date: '2023-02-01',
      common_amount: 999,
    }),
    // V2 in 2000: only a credit open → negative balance; blocked for payment.
    invoice('v2', {
      company_code: '2000',
      vendor_id: 'V2',
      derived_document_type: 'VENDOR-CREDIT',
      posting_date: '2024-03-30',
      common_amount: -5,
    }),
  ]);
  await insertCanon(db, 'invoices', [invoice('other', { common_amount: 1 })], 2);
  await publishAnalyses(db);
});
afterAll(() => db.close());

describe('open balances', () => {
  it('sums the open items per vendor and company code', async () => {
    // V1/1000: 100 + 50.25 − 30 + 70 − 70 = 120.25 over 5 items; debits 100 + 50.25 + 70 = 220.25,
    // credits −30 − 70 = −100; oldest 2024-01-31, 2024-03-31 − 2024-01-31 = 29 + 31 = 60 days.
    expect(await publishedRows(db, openBalances, ['company_code'])).toEqual([
      {
        company_code: '1000',
        company_name: 'Alpha GmbH',
        region: 'EMEA',
        vendor_id: 'V1',
        vendor_name: 'Acme',
        account_group: 'KRED',
        number_of_open_items: 5,
        common_currency: 'EUR',
        open_balance: 120.25,
        open_invoice_amount: 220.25,
        open_credit_amount: -100,
        oldest_open_posting_date: '2024-01-31',
        oldest_open_item_age: 60,
        is_vendor_company_code_blocked: false,
      },
      {
        company_code: '2000',
        company_name: 'Beta Inc',
        region: 'AMER',
        vendor_id: 'V2',
        vendor_name: 'Bolt',
        account_group: 'LIEF',
        number_of_open_items: 1,
        common_currency: 'EUR',
        open_balance: -5,
        open_invoice_amount: 0,
        open_credit_amount: -5,
        oldest_open_posting_date: '2024-03-30',
        oldest_open_item_age: 1,
        is_vendor_company_code_blocked: true,
      },
    ]);
  });

  it('keeps other systems apart', async () => {
    await publishAnalyses(db, 2);
    expect(await publishedRows(db, openBalances, [], 2)).toMatchObject([
      { number_of_open_items: 1, open_balance: 1 },
    ]);
  });
});
