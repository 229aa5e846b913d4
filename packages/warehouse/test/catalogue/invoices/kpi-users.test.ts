import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DuckDbExecutor } from '../../../src/index';
import { kpiUsers } from '../../../src/catalogue/invoices';
import {
  insertCanon,
  openFixtureWarehouse,
  publishAnalyses,
  publishedRows,
} from '../../support/fixture-warehouse';
import { invoice } from './invoice-fixtures';

let db: DuckDbExecutor;
beforeAll(async () => {
  db = await openFixtureWarehouse();
  await insertCanon(db, 'invoices', [
    invoice('a', { posting_date: '2024-01-31', tcode: 'MIRO', created_by: 'ANN', common_amount: 10 }),
    invoice('b', { posting_date: '2024-01-01', tcode: 'MIRO', created_by: 'ANN', common_amount: 5 }),
    invoice('c', { posting_date: '2024-02-01', tcode: 'MIRO', created_by: 'ANN', common_amount: 1 }),
    invoice('d', { posting_date: '2024-01-15', tcode: 'MIRO', created_by: 'EDI_IN', common_amount: 2 }),
    invoice('e', {
      posting_date: '2024-01-15',
      tcode: 'FB60',
      created_by: 'ANN',
      company_code: '2000',
      common_amount: 3,
    }),
    invoice('f', { posting_date: '2024-01-15', tcode: 'FB60', created_by: null, common_amount: 4 }),
    invoice('cr', {
      posting_date: '2024-01-15',
      tcode: 'FB65',
      created_by: 'ANN',
      derived_document_type: 'VENDOR-CREDIT',
    }),
    invoice('rev', { posting_date: '2024-01-15', tcode: 'MIRO', created_by: 'ANN', is_reversed: true }),
  ]);
  await insertCanon(db, 'invoices', [invoice('x', { posting_date: '2024-01-15', created_by: 'ZED' })], 2);
  await publishAnalyses(db);
});
afterAll(() => db.close());

describe('kpi users', () => {
  it('counts invoices per company code, posting month, user and channel', async () => {
    expect(
      await publishedRows(db, kpiUsers, ['company_code', 'year_month', 'user_id', 'channel_id']),
    ).toEqual([
      // ANN January in 1000: a + b = 2 invoices, 10 + 5 = 15; the credit and the reversed one are left out.
      {
        company_code: '1000',
        year_month: '2024-01',
        month_start: '2024-01-01',
        user_id: 'ANN',
        channel_id: 'Manual PO',
        number_of_invoices: 2,
        value_of_invoices: 15,
      },
      {
        company_code: '1000',
        year_month: '2024-01',
        month_start: '2024-01-01',
        user_id: 'EDI_IN',
        channel_id: 'EDI',
        number_of_invoices: 1,
        value_of_invoices: 2,
      },
      {
        company_code: '1000',
        year_month: '2024-01',
        month_start: '2024-01-01',
        user_id: null,
        channel_id: 'Manual Non-PO',
        number_of_invoices: 1,
        value_of_invoices: 4,
      },
      {
        company_code: '1000',
        year_month: '2024-02',
        month_start: '2024-02-01',
        user_id: 'ANN',
        channel_id: 'Manual PO',
        number_of_invoices: 1,
        value_of_invoices: 1,
      },
      {
        company_code: '2000',
        year_month: '2024-01',
        month_start: '2024-01-01',
        user_id: 'ANN',
        channel_id: 'Manual Non-PO',
        number_of_invoices: 1,
        value_of_invoices: 3,
      },
    ]);
  });

  it('keeps other systems apart', async () => {
    await publishAnalyses(db, 2);
    expect(await publishedRows(db, kpiUsers, [], 2)).toMatchObject([{ user_id: 'ZED', channel_id: 'Other' }]);
  });
});
