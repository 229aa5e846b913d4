import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DuckDbExecutor } from '../../../src/index';
import { tailSpend } from '../../../src/catalogue/vendors';
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
  await insertCanon(db, 'invoices', [
    document('a', { vendor_id: 'A', common_amount: 700 }),
    document('b1', { vendor_id: 'B', common_amount: 150 }),
    document('b2', { vendor_id: 'B', company_code: '2000', common_amount: 50 }),
    document('c', { vendor_id: 'C', company_code: '2000', common_amount: 60 }),
    document('d', { vendor_id: 'D', common_amount: 40 }),
    // Not spend: a credit (also not netted off B's spend), a reversed invoice.
    document('bc', { vendor_id: 'B', common_amount: -100, derived_document_type: 'VENDOR-CREDIT' }),
    document('e', { vendor_id: 'E', common_amount: 500, is_reversed: true }),
  ]);
  await insertCanon(db, 'invoices', [document('w', { vendor_id: 'W', common_amount: 10 })], 2);
  await publishAnalyses(db);
  await publishAnalyses(db, 2);
});
afterAll(() => db.close());

describe('tail spend', () => {
  it('bins vendors by the cumulative share of spend before them', async () => {
    const rows = await publishedRows(db, tailSpend, ['spend_rank', 'company_code']);
    // Total 700 + 200 + 60 + 40 = 1000. Share before: A 0 → Top 80%; B 70 → Top 80% (B crosses 80);
    // C 90 → Next 15%; D 96 → Last 5%. Cumulative with the vendor: 70, 90, 96, 100.
    expect(
      rows.map((r) => [
        r['vendor_id'],
        r['company_code'],
        r['spend_value'],
        r['vendor_spend_value'],
        r['spend_rank'],
        r['spend_percentage'],
        r['cumulative_spend_percentage'],
        r['spend_percentage_bin'],
      ]),
    ).toEqual([
      ['A', '1000', 700, 700, 1, 70, 70, 'Top 80%'],
      ['B', '1000', 150, 200, 2, 20, 90, 'Top 80%'],
      ['B', '2000', 50, 200, 2, 20, 90, 'Top 80%'],
      ['C', '2000', 60, 60, 3, 6, 96, 'Next 15%'],
      ['D', '1000', 40, 40, 4, 4, 100, 'Last 5%'],
    ]);
  });

  it('bins within each company code too', async () => {
    const rows = await publishedRows(db, tailSpend, ['company_code', 'company_code_spend_rank']);
    // 1000: A 700, B 150, D 40 of 890: shares 78.6517, 16.8539, 4.4944; before D 95.5056 → Last 5%.
    // 2000: C 60, B 50 of 110: 54.5455 and 45.4545; before B 54.5455 → Top 80%.
    expect(
      rows.map((r) => [
        r['company_code'],
        r['vendor_id'],
        r['company_code_spend_rank'],
        r['company_code_spend_percentage'],
        r['company_code_cumulative_spend_percentage'],
        r['company_code_spend_percentage_bin'],
      ]),
    ).toEqual([
      ['1000', 'A', 1, 78.6517, 78.6517, 'Top 80%'],
      ['1000', 'B', 2, 16.8539, 95.5056, 'Top 80%'],
      ['1000', 'D', 3, 4.4944, 100, 'Last 5%'],
      ['2000', 'C', 1, 54.5455, 54.5455, 'Top 80%'],
      ['2000', 'B', 2, 45.4545, 100, 'Top 80%'],
    ]);
  });

  it('keeps other systems apart', async () => {
    expect(
      (await publishedRows(db, tailSpend, [], 2)).map((r) => [
        r['vendor_id'],
        r['cumulative_spend_percentage'],
      ]),
    ).toEqual([['W', 100]]);
  });
});
