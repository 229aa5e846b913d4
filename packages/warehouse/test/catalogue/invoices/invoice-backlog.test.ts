import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DuckDbExecutor } from '../../../src/index';
import { invoiceBacklog } from '../../../src/catalogue/invoices';
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
    // The as-of date is the latest invoice date: 2024-03-15. Snapshots: 2023-03-31 … 2024-02-29
    // (month ends) and 2024-03-15.
    invoice('asof', { invoice_date: '2024-03-15', posting_date: '2024-03-20', common_amount: 1 }),
    // Open from 2024-01-10, cleared 2024-02-29: open on the 2024-01-31 snapshot only (cleared ON the
    // 2024-02-29 snapshot date is not open then). Due 2024-02-05: on 2024-01-31 that is 5 days
    // ahead, fewer than 7 → 'Due within 7 Days'.
    invoice('a', {
      invoice_date: '2024-01-08',
      posting_date: '2024-01-10',
      due_date: '2024-02-05',
      is_cleared: true,
      clearing_date: '2024-02-29',
      common_amount: 100,
    }),
    // Posted on the 2024-02-29 month end, still open, due 2024-03-07: on 2024-02-29 it is 7 days
    // ahead → 'Not Yet Due'; on 2024-03-15 it is 8 days late → 'Overdue'.
    invoice('b', {
      invoice_date: '2024-02-20',
      posting_date: '2024-02-29',
      due_date: '2024-03-07',
      common_amount: 200,
    }),
    // Payment block R and no due date, open since 2023-02-15: in all 13 snapshots, always
    // 'Blocked for Payment (Invoice Verification)'; a vendor of account group LIEF in 2000.
    invoice('c', {
      company_code: '2000',
      vendor_id: 'V2',
      invoice_date: '2023-02-10',
      posting_date: '2023-02-15',
      payment_block: 'R',
      common_amount: 50,
    }),
    // No due date, no block, open: 'Unclear Payment Terms' from 2024-03-15 (posted 2024-03-01).
    invoice('d', {
      invoice_date: '2024-03-01',
      posting_date: '2024-03-01',
      payment_block: ' ',
      common_amount: 10,
    }),
    // Never in the backlog: a reversed invoice, a reversal, a credit, one cleared without a clearing
    // date, one without a posting date.
    invoice('rev', { posting_date: '2024-01-01', is_reversed: true, common_amount: 999 }),
    invoice('rvs', { posting_date: '2024-01-01', derived_document_type: 'REVERSAL', common_amount: -999 }),
    invoice('cr', { posting_date: '2024-01-01', derived_document_type: 'VENDOR-CREDIT', common_amount: -7 }),
    invoice('cl', { posting_date: '2024-01-01', is_cleared: true, common_amount: 999 }),
    invoice('np', { invoice_date: '2024-01-01', common_amount: 999 }),
  ]);
  // Another system's open invoice must not leak in.
  await insertCanon(db, 'invoices', [invoice('x', { posting_date: '2024-01-01', common_amount: 5 })], 2);
  await publishAnalyses(db);
});
afterAll(() => db.close());

describe('invoice backlog', () => {
  it('counts open invoices per month-end snapshot, company code, account group and status', async () => {
    const rows = await publishedRows(db, invoiceBacklog, ['snapshot_date', 'company_code', 'generic_status']);
    const blocked = (ym: string, d: string) => ({
      year_month: ym,
      snapshot_date: d,
      company_code: '2000',
      company_name: 'Beta Inc',
      region: 'AMER',
      account_group: 'LIEF',
      generic_status: 'Blocked for Payment (Invoice Verification)',
      workflow_status: null,
      curr_role: null,
      number_of_invoices: 1,
      value_of_invoices: 50,
      common_currency: 'EUR',
    });
    const monthEnds = [
      ['2023-03', '2023-03-31'],
      ['2023-04', '2023-04-30'],
      ['2023-05', '2023-05-31'],
      ['2023-06', '2023-06-30'],
      ['2023-07', '2023-07-31'],
      ['2023-08', '2023-08-31'],
      ['2023-09', '2023-09-30'],
      ['2023-10', '2023-10-31'],
      ['2023-11', '2023-11-30'],
      ['2023-12', '2023-12-31'],
    ] as const;
    const kred = {
      company_code: '1000',
      company_name: 'Alpha GmbH',
      account_group: 'KRED',
      workflow_status: null,
      curr_role: null,
    };
    expect(rows).toEqual([
      ...monthEnds.map(([ym, d]) => blocked(ym, d)),
      {
        ...kred,
        year_month: '2024-01',
        snapshot_date: '2024-01-31',
        generic_status: 'Due within 7 Days',
        number_of_invoices: 1,
        value_of_invoices: 100,
        region: 'EMEA',
        common_currency: 'EUR',
      },
      blocked('2024-01', '2024-01-31'),
      {
        ...kred,
        year_month: '2024-02',
        snapshot_date: '2024-02-29',
        generic_status: 'Not Yet Due',
        number_of_invoices: 1,
        value_of_invoices: 200,
        region: 'EMEA',
        common_currency: 'EUR',
      },
      blocked('2024-02', '2024-02-29'),
      // 2024-03-15: b overdue (200), d unclear (10); 'asof' was posted after the as-of date.
      {
        ...kred,
        year_month: '2024-03',
        snapshot_date: '2024-03-15',
        generic_status: 'Overdue',
        number_of_invoices: 1,
        value_of_invoices: 200,
        region: 'EMEA',
        common_currency: 'EUR',
      },
      {
        ...kred,
        year_month: '2024-03',
        snapshot_date: '2024-03-15',
        generic_status: 'Unclear Payment Terms',
        number_of_invoices: 1,
        value_of_invoices: 10,
        region: 'EMEA',
        common_currency: 'EUR',
      },
      blocked('2024-03', '2024-03-15'),
    ]);
  });

  it('sums several open invoices of one group and publishes nothing for a system without invoices', async () => {
    const rows = await publishedRows(db, invoiceBacklog, [], 2);
    // System 2 has one invoice, open since 2024-01-01 with as-of = its NULL invoice date: no snapshots.
    expect(rows).toEqual([]);
    await insertCanon(
      db,
      'invoices',
      [
        invoice('y1', {
          invoice_date: '2024-05-31',
          posting_date: '2024-05-01',
          due_date: '2024-07-01',
          common_amount: 1.25,
        }),
        invoice('y2', {
          invoice_date: '2024-05-02',
          posting_date: '2024-05-02',
          due_date: '2024-09-01',
          common_amount: 2.5,
        }),
      ],
      3,
    );
    await publishAnalyses(db, 3);
    // As-of 2024-05-31: both open, due in 31 and 93 days → 'Not Yet Due', 2 invoices, 1.25 + 2.5 = 3.75.
    expect(await publishedRows(db, invoiceBacklog, [], 3)).toMatchObject([
      {
        snapshot_date: '2024-05-31',
        generic_status: 'Not Yet Due',
        number_of_invoices: 2,
        value_of_invoices: 3.75,
        account_group: null,
      },
    ]);
  });
});
