import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DuckDbExecutor } from '../../../src/index';
import { vendorMasterCompanyCode } from '../../../src/catalogue/vendors';
import {
  insertCanon,
  openFixtureWarehouse,
  publishAnalyses,
  publishedRows,
} from '../../support/fixture-warehouse';
import { exceptionRows, masterData } from './vendor-fixtures';

let db: DuckDbExecutor;
beforeAll(async () => {
  db = await openFixtureWarehouse();
  await insertCanon(db, 'company_codes', masterData.company_codes);
  await insertCanon(db, 'vendors', [
    { ...masterData.vendors[0], created_date: '2019-01-01', created_by: 'ALICE' },
    { ...masterData.vendors[1], marked_for_deletion: true, purchasing_block: true },
  ]);
  await insertCanon(db, 'payment_terms', [
    { payment_term: 'Z030', day_limit: 0, description: '30 days net', net_days: 30 },
  ]);
  await insertCanon(db, 'vendor_last_activity', [
    { vendor_id: 'V1', last_invoice_date: '2024-06-01', last_payment_date: '2024-07-01' },
  ]);
  await insertCanon(db, 'vendor_company_codes', [
    // Blank payment block → not blocked; the creation falls back to the vendor's.
    {
      vendor_id: 'V1',
      company_code: '1000',
      payment_term: 'Z030',
      payment_methods: 'TC',
      payment_block: ' ',
      duplicate_invoice_check: true,
    },
    // No payment term (an exception); payment block A → blocked for the company code.
    {
      vendor_id: 'V1',
      company_code: '2000',
      payment_term: ' ',
      payment_block: 'A',
      created_date: '2022-02-02',
      created_by: 'BOB',
    },
    // Posting block for the company code; central deletion flag and purchasing block.
    { vendor_id: 'V2', company_code: '1000', payment_term: 'Z099', posting_block: true },
  ]);
  await insertCanon(db, 'vendor_company_codes', [{ vendor_id: 'W1', company_code: '1000' }], 2);
  await publishAnalyses(db);
  await publishAnalyses(db, 2);
});
afterAll(() => db.close());

describe('vendor master per company code', () => {
  it('publishes each vendor company-code record with its term, methods, blocks and deletion flags', async () => {
    const rows = await publishedRows(db, vendorMasterCompanyCode, ['vendor_id', 'company_code']);
    expect(
      rows.map((r) => [
        r['vendor_id'],
        r['company_code'],
        r['payment_term'],
        r['payment_term_description'],
        r['payment_methods'],
        r['payment_block'],
        r['is_vendor_blocked'],
        r['is_vendor_company_code_blocked'],
        r['marked_for_deletion'],
        r['created_date'],
        r['created_by'],
        r['last_activity_date'],
      ]),
    ).toEqual([
      [
        'V1',
        '1000',
        'Z030',
        '30 days net',
        'TC',
        null,
        false,
        false,
        false,
        '2019-01-01',
        'ALICE',
        '2024-07-01',
      ],
      ['V1', '2000', null, null, null, 'A', false, true, false, '2022-02-02', 'BOB', '2024-07-01'],
      ['V2', '1000', 'Z099', null, null, null, true, true, true, null, null, null],
    ]);
    expect(rows[0]).toMatchObject({
      payment_term_net_days: 30,
      duplicate_invoice_check: true,
      company_name: 'Alpha GmbH',
    });
    expect(rows[2]).toMatchObject({
      vendor_posting_block: false,
      vendor_purchasing_block: true,
      company_code_posting_block: true,
      vendor_marked_for_deletion: true,
      company_code_marked_for_deletion: false,
      duplicate_invoice_check: false,
    });
  });

  it('flags a vendor without a payment term for the company code', async () => {
    expect(await exceptionRows(db, vendorMasterCompanyCode, 'company_code')).toEqual(['2000']);
  });

  it('keeps other systems apart', async () => {
    expect((await publishedRows(db, vendorMasterCompanyCode, [], 2)).map((r) => r['vendor_id'])).toEqual([
      'W1',
    ]);
  });
});
