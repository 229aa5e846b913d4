import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DuckDbExecutor } from '../../../src/index';
import { vendorCredits } from '../../../src/catalogue/invoices';
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
  await insertCanon(db, 'vendors', [
    ...masterData.vendors,
    { vendor_id: 'V3', vendor_name: 'Cargo', account_group: 'KRED', posting_block: true },
  ]);
  // V1 blocked for payment in 2000 only (LFB1-ZAHLS); V2 posting-blocked in 2000; V3 blocked centrally.
  await insertCanon(db, 'vendor_company_codes', [
    { vendor_id: 'V1', company_code: '1000', payment_block: ' ' },
    { vendor_id: 'V1', company_code: '2000', payment_block: 'A' },
    { vendor_id: 'V2', company_code: '2000', posting_block: true },
  ]);
  const credit = (id: string, fields = {}) =>
    invoice(id, {
      derived_document_type: 'VENDOR-CREDIT',
      document_type: 'KG',
      posting_date: '2024-01-10',
      common_amount: -10,
      ...fields,
    });
  await insertCanon(db, 'invoices', [
    credit('c1'),
    credit('c2', {
      company_code: '2000',
      common_amount: -20.5,
      is_cleared: true,
      clearing_date: '2024-02-01',
    }),
    credit('c3', { company_code: '2000', vendor_id: 'V2' }),
    credit('c4', { vendor_id: 'V3' }),
    credit('c5', { vendor_id: 'V9' }), // a vendor without master data: not blocked
    // Not credits: an invoice, a reversal, a reversed credit.
    invoice('i1', { common_amount: 10 }),
    invoice('r1', { derived_document_type: 'REVERSAL', common_amount: -10 }),
    credit('rc', { is_reversed: true }),
  ]);
  await insertCanon(db, 'invoices', [credit('other')], 2);
  await publishAnalyses(db);
});
afterAll(() => db.close());

describe('vendor credits', () => {
  it('lists credits not reversed with the vendor company-code block', async () => {
    const rows = await publishedRows(db, vendorCredits, ['internal_invoice_id']);
    expect(
      rows.map((r) => [
        r['internal_invoice_id'],
        r['company_code'],
        r['vendor_id'],
        r['common_amount'],
        r['is_vendor_company_code_blocked'],
      ]),
    ).toEqual([
      ['c1', '1000', 'V1', -10, false],
      ['c2', '2000', 'V1', -20.5, true],
      ['c3', '2000', 'V2', -10, true],
      ['c4', '1000', 'V3', -10, true],
      ['c5', '1000', 'V9', -10, false],
    ]);
    expect(rows[1]).toMatchObject({
      is_cleared: true,
      clearing_date: '2024-02-01',
      document_type: 'KG',
      company_name: 'Beta Inc',
      vendor_name: 'Acme',
    });
  });

  it('keeps other systems apart', async () => {
    expect(await publishedRows(db, vendorCredits, [], 2)).toEqual([]);
  });
});
