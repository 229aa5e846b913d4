import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DuckDbExecutor } from '../../../src/index';
import { topVendors } from '../../../src/catalogue/vendors';
import {
  insertCanon,
  openFixtureWarehouse,
  publishAnalyses,
  publishedRows,
} from '../../support/fixture-warehouse';
import { document, masterData } from './vendor-fixtures';

let db: DuckDbExecutor;
beforeAll(async () => {
  db = await openFixtureWarehouse();
  await insertCanon(db, 'company_codes', masterData.company_codes);
  await insertCanon(db, 'vendors', masterData.vendors);
  const credit = { derived_document_type: 'VENDOR-CREDIT' };
  await insertCanon(db, 'invoices', [
    document('v1a', { common_amount: 100 }),
    document('v1b', { company_code: '2000', common_amount: 300, derived_document_type: 'NON-PO-INVOICE' }),
    document('v1c', { common_amount: -50, ...credit }),
    document('v2a', { vendor_id: 'V2', common_amount: 400 }),
    document('v2c', { vendor_id: 'V2', common_amount: -10, ...credit }),
    document('v3c', { vendor_id: 'V3', common_amount: -80, ...credit }),
    document('v4a', { vendor_id: 'V4', common_amount: 50 }),
    // Not spend: a reversal pair, a reversed credit.
    document('v4r', { vendor_id: 'V4', common_amount: 999, is_reversed: true }),
    document('v4v', { vendor_id: 'V4', common_amount: -999, derived_document_type: 'REVERSAL' }),
    document('v4x', { vendor_id: 'V4', common_amount: -5, is_reversed: true, ...credit }),
  ]);
  await insertCanon(db, 'invoices', [document('w', { vendor_id: 'W1', common_amount: 1e6 })], 2);
  await publishAnalyses(db);
  await publishAnalyses(db, 2);
});
afterAll(() => db.close());

describe('top vendors', () => {
  it('ranks vendors by total spend and by total credit value', async () => {
    const rows = await publishedRows(db, topVendors, ['vendor_id', 'company_code']);
    // Spend: V1 100 + 300 = 400, V2 400 (tie: V1 first by id), V4 50, V3 none.
    // Credits: V3 -80, V1 -50, V2 -10; V4 none (its credit is reversed).
    expect(
      rows.map((r) => [
        r['vendor_id'],
        r['company_code'],
        r['spend_value'],
        r['credit_value'],
        r['net_value'],
        r['vendor_spend_value'],
        r['vendor_credit_value'],
        r['rank_by_spend'],
        r['rank_by_credit'],
      ]),
    ).toEqual([
      ['V1', '1000', 100, -50, 50, 400, -50, 1, 2],
      ['V1', '2000', 300, 0, 300, 400, -50, 1, 2],
      ['V2', '1000', 400, -10, 390, 400, -10, 2, 3],
      ['V3', '1000', 0, -80, -80, 0, -80, null, 1],
      ['V4', '1000', 50, 0, 50, 50, 0, 3, null],
    ]);
    expect(rows[0]).toMatchObject({
      number_of_invoices: 1,
      number_of_credits: 1,
      vendor_name: 'Acme',
      company_name: 'Alpha GmbH',
    });
    expect(rows[4]).toMatchObject({ number_of_invoices: 1, number_of_credits: 0, vendor_name: null });
  });

  it('keeps other systems apart', async () => {
    expect(
      (await publishedRows(db, topVendors, [], 2)).map((r) => [r['vendor_id'], r['rank_by_spend']]),
    ).toEqual([['W1', 1]]);
  });
});
