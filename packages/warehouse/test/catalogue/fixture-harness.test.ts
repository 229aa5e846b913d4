import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceDistribution, type DuckDbExecutor } from '../../src/index';
import {
  insertCanon,
  openFixtureWarehouse,
  publishAnalyses,
  publishedRows,
} from '../support/fixture-warehouse';

let db: DuckDbExecutor;
beforeAll(async () => {
  db = await openFixtureWarehouse();
});
afterAll(() => db.close());

describe('fixture harness', () => {
  it('publishes hand-made canonical rows through the catalogue, one system at a time', async () => {
    await insertCanon(db, 'vendors', [{ vendor_id: 'V1', vendor_name: 'Acme', account_group: 'KRED' }]);
    await insertCanon(db, 'invoices', [
      {
        company_code: '1000',
        vendor_id: 'V1',
        internal_invoice_id: 'a',
        derived_document_type: 'PO-INVOICE',
        posting_date: '2024-01-31',
        common_amount: 499.99,
      },
      {
        company_code: '1000',
        vendor_id: 'V1',
        internal_invoice_id: 'b',
        derived_document_type: 'VENDOR-CREDIT',
        posting_date: '2024-02-01',
        common_amount: -500,
      },
    ]);
    await insertCanon(
      db,
      'invoices',
      [{ company_code: '2000', vendor_id: 'V9', internal_invoice_id: 'c', common_amount: 1 }],
      2,
    );
    await publishAnalyses(db);
    expect(await publishedRows(db, invoiceDistribution, ['internal_invoice_id'])).toMatchObject([
      {
        internal_invoice_id: 'a',
        vendor_name: 'Acme',
        account_group: 'KRED',
        posting_date: '2024-01-31',
        common_amount: 499.99,
        invoice_value_bin: '0 - 500',
      },
      { internal_invoice_id: 'b', common_amount: -500, invoice_value_bin: '500 - 1000' },
    ]);
    expect(await publishedRows(db, invoiceDistribution, [], 2)).toEqual([]);
    await expect(insertCanon(db, 'invoices', [{ no_such_column: 1 }])).rejects.toThrow(
      'no column no_such_column',
    );
  });
});
