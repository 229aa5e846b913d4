import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DuckDbExecutor } from '../../../src/index';
import { riskWeights, vendorRiskRank } from '../../../src/catalogue/vendors';
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
  await insertCanon(db, 'account_groups', masterData.account_groups);
  await insertCanon(db, 'vendors', [
    { vendor_id: 'V1', vendor_name: 'Acme', account_group: 'KRED', created_date: '2020-01-01' },
    // Created 2024-11-15, within 90 days of the as-of date 2024-12-31 (from 2024-10-02).
    { vendor_id: 'V2', vendor_name: 'Bolt', account_group: 'LIEF', created_date: '2024-11-15' },
    { vendor_id: 'V3', vendor_name: 'One-time vendor DE 1', account_group: 'CPD' },
  ]);
  await insertCanon(db, 'vendor_company_codes', [
    { vendor_id: 'V1', company_code: '1000' },
    { vendor_id: 'V2', company_code: '1000', payment_block: 'A' },
    { vendor_id: 'V3', company_code: '1000' },
  ]);
  await insertCanon(db, 'vendor_bank_details', [
    { vendor_id: 'V1', bank_account: '1' },
    { vendor_id: 'V3', bank_account: '3' },
  ]);
  await insertCanon(db, 'duplicate_vendors', [
    { vendor_id: 'V3', tax_id_cluster_id: 'T1' },
    { vendor_id: 'V1' }, // no cluster: not a duplicate
  ]);
  await insertCanon(db, 'sanction_hits', [{ vendor_id: 'V3', score: 91 }]);
  await insertCanon(db, 'invoices', [
    document('a', { common_amount: 600, invoice_date: '2024-12-31' }),
    document('b', { company_code: '2000', common_amount: 400 }), // V1 has no LFB1 record in 2000
    document('c', { vendor_id: 'V2', common_amount: 100 }),
    document('d', { vendor_id: 'V2', common_amount: -50, derived_document_type: 'VENDOR-CREDIT' }),
  ]);
  // System 2: no bank details at all (unknown, not missing), one vendor.
  await insertCanon(db, 'vendor_company_codes', [{ vendor_id: 'W1', company_code: '1000' }], 2);
  await publishAnalyses(db);
  await publishAnalyses(db, 2);
});
afterAll(() => db.close());

describe('vendor risk ranking', () => {
  it('scores and ranks vendors by the documented formula', async () => {
    expect(Object.values(riskWeights).reduce((a, b) => a + b, 0)).toBe(100);
    const rows = await publishedRows(db, vendorRiskRank, ['rank', 'company_code']);
    // Spend V1 600 + 400 = 1000, V2 100, V3 0 → spend percentiles (percent_rank) 1, 0.5, 0, published
    // in percent (100, 50, 0); the credit share a fraction.
    // V2: 30 × 0.5 + 10 blocked + 15 no bank details + 10 created recently + 10 × (50 / 100) = 55.
    // V1: 30 × 1 = 30. V3: 10 one-time + 10 duplicate + 5 sanctions = 25.
    expect(
      rows.map((r) => [
        r['vendor_id'],
        r['company_code'],
        r['spend_value'],
        r['vendor_spend_value'],
        r['spend_percentile'],
        r['credit_share'],
        r['risk_factors'],
        r['score'],
        r['rank'],
      ]),
    ).toEqual([
      ['V2', '1000', 100, 100, 50, 0.5, 'blocked; no bank details; created recently; credits', 55, 1],
      ['V1', '1000', 600, 1000, 100, 0, null, 30, 2],
      ['V1', '2000', 400, 1000, 100, 0, null, 30, 2],
      ['V3', '1000', 0, 0, 0, 0, 'one-time account group; duplicate vendor; sanctions match', 25, 3],
    ]);
    expect(rows[0]).toMatchObject({
      credit_value: -50,
      vendor_credit_value: -50,
      is_blocked: true,
      has_no_bank_details: true,
      is_created_recently: true,
      is_one_time_account_group: false,
      is_duplicate_vendor: false,
      has_sanction_match: false,
    });
  });

  it('does not count missing bank details when the system has none at all, and keeps systems apart', async () => {
    expect(await publishedRows(db, vendorRiskRank, [], 2)).toMatchObject([
      { vendor_id: 'W1', has_no_bank_details: false, score: 0, rank: 1, spend_value: 0 },
    ]);
  });
});
