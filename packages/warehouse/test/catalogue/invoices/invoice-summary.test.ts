import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DuckDbExecutor } from '../../../src/index';
import { invoiceSummaryByVendor, invoiceSummaryByVendorAndChannel } from '../../../src/catalogue/invoices';
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
    invoice('a', { tcode: 'MIRO', created_by: 'ANN', common_amount: 10 }),
    invoice('b', { tcode: 'MIRO', created_by: 'ANN', common_amount: 20 }),
    invoice('c', { tcode: 'MRRL', created_by: 'BATCH_ERS', common_amount: 60 }),
    invoice('cr', {
      tcode: 'FB65',
      created_by: 'ANN',
      derived_document_type: 'VENDOR-CREDIT',
      common_amount: -5,
    }),
    // Left out: reversed invoice, reversal.
    invoice('rev', { tcode: 'MIRO', is_reversed: true, common_amount: 1000 }),
    invoice('rvs', { tcode: 'MR8M', derived_document_type: 'REVERSAL', common_amount: -1000 }),
    // V2 in 2000: a credit only.
    invoice('cr2', {
      company_code: '2000',
      vendor_id: 'V2',
      tcode: 'FB65',
      derived_document_type: 'VENDOR-CREDIT',
      common_amount: -7.5,
    }),
  ]);
  await insertCanon(db, 'invoices', [invoice('x', { common_amount: 1 })], 2);
  await publishAnalyses(db);
});
afterAll(() => db.close());

describe('invoice summary', () => {
  it('summarises invoices and credits per vendor and company code', async () => {
    // V1: 10, 20, 60 → total 90, mean 30, median 20, min 10, max 60;
    // sample sd = sqrt(((−20)² + (−10)² + 30²) / 2) = sqrt(1400 / 2) = sqrt(700) = 26.4575… → 26.46.
    expect(await publishedRows(db, invoiceSummaryByVendor, ['vendor_id'])).toEqual([
      {
        company_code: '1000',
        company_name: 'Alpha GmbH',
        vendor_id: 'V1',
        vendor_name: 'Acme',
        account_group: 'KRED',
        common_currency: 'EUR',
        number_of_invoices: 3,
        invoice_total: 90,
        mean: 30,
        median: 20,
        standard_deviation: 26.46,
        min: 10,
        max: 60,
        number_of_credits: 1,
        credit_total: -5,
      },
      {
        company_code: '2000',
        company_name: 'Beta Inc',
        vendor_id: 'V2',
        vendor_name: 'Bolt',
        account_group: 'LIEF',
        common_currency: 'EUR',
        number_of_invoices: 0,
        invoice_total: 0,
        mean: null,
        median: null,
        standard_deviation: null,
        min: null,
        max: null,
        number_of_credits: 1,
        credit_total: -7.5,
      },
    ]);
  });

  it('splits the summary by invoice channel', async () => {
    // V1 Manual PO: 10, 20 → mean 15, median 15, sd sqrt((25 + 25) / 1) = 7.07; ERS: 60, sd NULL (one invoice);
    // Manual Non-PO: the credit only.
    const rows = await publishedRows(db, invoiceSummaryByVendorAndChannel, ['vendor_id', 'invoice_channel']);
    expect(
      rows.map((r) => [
        r['vendor_id'],
        r['invoice_channel'],
        r['number_of_invoices'],
        r['invoice_total'],
        r['median'],
        r['standard_deviation'],
        r['number_of_credits'],
      ]),
    ).toEqual([
      ['V1', 'ERS', 1, 60, 60, null, 0],
      ['V1', 'Manual Non-PO', 0, 0, null, null, 1],
      ['V1', 'Manual PO', 2, 30, 15, 7.07, 0],
      ['V2', 'Manual Non-PO', 0, 0, null, null, 1],
    ]);
  });

  it('keeps other systems apart', async () => {
    await publishAnalyses(db, 2);
    expect(await publishedRows(db, invoiceSummaryByVendor, [], 2)).toMatchObject([
      { number_of_invoices: 1, invoice_total: 1 },
    ]);
  });
});
