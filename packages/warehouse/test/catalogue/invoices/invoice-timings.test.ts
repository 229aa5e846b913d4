import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DuckDbExecutor } from '../../../src/index';
import {
  clearingVersusDueDate,
  invoiceTimings,
  processingDaysByCompanyCode,
  processingDaysByUser,
} from '../../../src/catalogue/invoices';
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
  await insertCanon(db, 'invoices', [
    // a: invoice 01-01, entry 01-05, posting 01-04 (back-dated), due 01-31, cleared 02-10, by ANN.
    invoice('a', {
      invoice_date: '2024-01-01',
      entry_date: '2024-01-05',
      posting_date: '2024-01-04',
      due_date: '2024-01-31',
      is_cleared: true,
      clearing_date: '2024-02-10',
      created_by: 'ANN',
      common_amount: 100,
    }),
    // b: open (a clearing date on an open item is ignored), by BOB: only invoice → entry = 3 days.
    invoice('b', {
      invoice_date: '2024-01-10',
      entry_date: '2024-01-13',
      posting_date: '2024-01-13',
      due_date: '2024-02-10',
      clearing_date: '2024-01-20',
      created_by: 'BOB',
      common_amount: 50,
    }),
    // c: 2000, cleared 5 days before its due date, by ANN.
    invoice('c', {
      company_code: '2000',
      vendor_id: 'V2',
      invoice_date: '2024-02-01',
      entry_date: '2024-02-02',
      posting_date: '2024-02-02',
      due_date: '2024-03-02',
      is_cleared: true,
      clearing_date: '2024-02-26',
      created_by: 'ANN',
      common_amount: 10,
    }),
    // Not invoices: reversed, credit.
    invoice('rev', { invoice_date: '2024-01-01', entry_date: '2024-06-01', is_reversed: true }),
    invoice('cr', {
      invoice_date: '2024-01-01',
      entry_date: '2024-06-01',
      derived_document_type: 'VENDOR-CREDIT',
    }),
  ]);
  await insertCanon(
    db,
    'invoices',
    [invoice('x', { invoice_date: '2024-01-01', entry_date: '2024-01-02' })],
    2,
  );
  await publishAnalyses(db);
});
afterAll(() => db.close());

const pick = [
  'internal_invoice_id',
  'year_month',
  'created_date_invoice_date',
  'clearing_date_created_date',
  'clearing_date_document_date',
  'posting_date_created_date',
  'clearing_date_posting_date',
  'clearing_date_due_date',
];

describe('invoice timings and processing days', () => {
  it('publishes the five timings of spec 03 §2.8 per invoice', async () => {
    const rows = await publishedRows(db, invoiceTimings, ['internal_invoice_id']);
    expect(rows.map((r) => pick.map((k) => r[k]))).toEqual([
      // a: entry − invoice 4; clearing − entry 02-10 − 01-05 = 36; clearing − invoice 40;
      //    posting − entry −1; clearing − posting 37; clearing − due 10.
      ['a', '2024-01', 4, 36, 40, -1, 37, 10],
      ['b', '2024-01', 3, null, null, 0, null, null],
      // c: 1; 24; 25; 0; 24; 02-26 − 03-02 = −5 (2024 is a leap year: 02-26 → 03-02 is 5 days).
      ['c', '2024-02', 1, 24, 25, 0, 24, -5],
    ]);
    expect(rows[0]).toMatchObject({
      created_by: 'ANN',
      clearing_date: '2024-02-10',
      company_name: 'Alpha GmbH',
    });
    expect(rows[1]).toMatchObject({ clearing_date: null });
  });

  it('averages processing days per company code and per creator', async () => {
    // 1000: a and b: entry (4 + 3) / 2 = 3.5; posting → clearing 37 (a only); invoice → clearing 40.
    // 2000: c: 1; 24; 25.
    expect(await publishedRows(db, processingDaysByCompanyCode, ['company_code'])).toEqual([
      {
        company_code: '1000',
        company_name: 'Alpha GmbH',
        countOfInvoices: 2,
        valueOfInvoices: 150,
        meanInvoiceDateToCreatedDate: 3.5,
        meanPostingDateToClearingDate: 37,
        meanInvoiceDateToClearingDate: 40,
        countOfClearedInvoices: 1,
      },
      {
        company_code: '2000',
        company_name: 'Beta Inc',
        countOfInvoices: 1,
        valueOfInvoices: 10,
        meanInvoiceDateToCreatedDate: 1,
        meanPostingDateToClearingDate: 24,
        meanInvoiceDateToClearingDate: 25,
        countOfClearedInvoices: 1,
      },
    ]);
    const users = await publishedRows(db, processingDaysByUser, ['company_code', 'created_by']);
    expect(
      users.map((r) => [
        r['company_code'],
        r['created_by'],
        r['countOfInvoices'],
        r['meanInvoiceDateToCreatedDate'],
        r['meanInvoiceDateToClearingDate'],
      ]),
    ).toEqual([
      ['1000', 'ANN', 1, 4, 40],
      ['1000', 'BOB', 1, 3, null],
      ['2000', 'ANN', 1, 1, 25],
    ]);
  });

  it('averages clearing date − due date per company code', async () => {
    expect(await publishedRows(db, clearingVersusDueDate, ['company_code'])).toEqual([
      { company_code: '1000', company_name: 'Alpha GmbH', countOfInvoices: 1, meanClearingDateToDueDate: 10 },
      { company_code: '2000', company_name: 'Beta Inc', countOfInvoices: 1, meanClearingDateToDueDate: -5 },
    ]);
  });

  it('keeps other systems apart', async () => {
    await publishAnalyses(db, 2);
    expect(await publishedRows(db, processingDaysByCompanyCode, [], 2)).toMatchObject([
      { countOfInvoices: 1, meanInvoiceDateToCreatedDate: 1 },
    ]);
    expect(await publishedRows(db, clearingVersusDueDate, [], 2)).toEqual([]);
  });
});
