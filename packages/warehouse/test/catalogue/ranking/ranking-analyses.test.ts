import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisDefinition, DuckDbExecutor } from '../../../src/index';
import { rankingAnalyses } from '../../../src/catalogue/ranking';
import { openFixtureWarehouse, publishedRows, type FixtureRow } from '../../support/fixture-warehouse';
import { fakeBase, publishDefinitions } from './ranking-fixtures';
import { insertCanonRows, insertFakePublished } from './ranking-test-data';

/** Numbers rounded to 3 decimals, so that percentages compare exactly. */
const rounded = (rows: FixtureRow[]): FixtureRow[] =>
  rows.map((r) =>
    Object.fromEntries(
      Object.entries(r).map(([k, v]) => [k, typeof v === 'number' ? Math.round(v * 1000) / 1000 : v]),
    ),
  );

const byName = (defs: readonly AnalysisDefinition[], analysis: string): AnalysisDefinition => {
  const def = defs.find((d) => d.analysis === analysis);
  if (!def) throw new Error(`no ${analysis}`);
  return def;
};

const ranking = rankingAnalyses(fakeBase);
const fact = byName(ranking, 'exceptions');
const vendorDetails = byName(ranking, 'vendor_ranking_details');
const vendorRanking = byName(ranking, 'vendor_ranking');
const companyDetails = byName(ranking, 'company_code_ranking_details');
const companyRanking = byName(ranking, 'company_code_ranking');

let db: DuckDbExecutor;
beforeAll(async () => {
  db = await openFixtureWarehouse();
  await insertCanonRows(db);
  await insertFakePublished(db);
  await publishDefinitions(db, ranking, 1);
  await publishDefinitions(db, ranking, 2);
});
afterAll(() => db.close());

describe('rankingAnalyses over a hand-made base', () => {
  it('lists the fact, then details before ranking per entity, all in module weighted_exceptions', () => {
    expect(ranking.map((d) => `${d.module}/${d.analysis}`)).toEqual([
      'weighted_exceptions/exceptions',
      'weighted_exceptions/vendor_ranking_details',
      'weighted_exceptions/vendor_ranking',
      'weighted_exceptions/company_code_ranking_details',
      'weighted_exceptions/company_code_ranking',
    ]);
    expect(vendorRanking.page).toEqual({
      module: 'ranking',
      moduleDisplayName: 'Ranking',
      name: 'vendor',
      displayName: 'Vendor Ranking',
    });
    expect(companyRanking.page).toMatchObject({ name: 'company_code', displayName: 'Company Code Ranking' });
    expect([fact.page, vendorDetails.page, companyDetails.page]).toEqual([null, null, null]);
    // The analysis without a rule is never read (its published table does not exist).
    expect(fact.sql).not.toContain('fake__no_rule');
  });

  it('counts exceptions and rows per analysis, vendor, company code and month, system 1 only', async () => {
    const rows = await publishedRows(db, fact, [
      'module',
      'analysis',
      'vendor_id',
      'company_code',
      'year_month',
    ]);
    const brief = rows.map((r) => [
      r['analysis'],
      r['vendor_id'],
      r['company_code'],
      r['year_month'],
      r['weight'],
      r['exception_count'],
      r['transaction_count'],
    ]);
    expect(brief).toEqual([
      // V1 January: 2024-01-05 late, 2024-01-20 not late → 1 of 2.
      ['late_payments', 'V1', '1000', '2024-01', 3, 1, 2],
      ['late_payments', 'V1', '1000', '2024-02', 3, 1, 1],
      // V2: one not late, one NULL (a NULL rule is no exception) → 0 of 2.
      ['late_payments', 'V2', '1000', '2024-01', 3, 0, 2],
      ['late_payments', 'V3', '2000', '2024-03', 3, 1, 1],
      ['master_issues', 'V1', '1000', '2023-12', 1, 1, 1],
      ['master_issues', 'V3', '2000', '2023-12', 1, 2, 2],
      ['master_issues', 'V5', '1000', '2023-11', 1, 1, 1],
      ['master_issues', null, '1000', '2023-12', 1, 1, 1],
    ]);
    expect(rows[0]).toMatchObject({
      module: 'fake',
      analysis_display_name: 'Fake late_payments',
      account_group: 'KRED',
      month_start: '2024-01-01',
    });
    // System 2 has its own single row: its late V1 invoice.
    const other = await publishedRows(db, fact, [], 2);
    expect(other).toMatchObject([
      { vendor_id: 'V1', year_month: '2024-01', exception_count: 1, transaction_count: 1 },
    ]);
  });

  it('breaks a vendor account down per analysis', async () => {
    const rows = rounded(await publishedRows(db, vendorDetails, ['vendor_id', 'company_code', 'analysis']));
    const brief = rows.map((r) => [
      r['vendor_id'],
      r['company_code'],
      r['analysis'],
      r['weight'],
      r['exception_sum'],
      r['transaction_sum'],
      r['exception_percentage'],
      r['weighted_exception_sum'],
      r['weighted_percentage'],
      r['scaled_weighted_exceptions'],
    ]);
    expect(brief).toEqual([
      // V1/1000: late w3 E2 T3, master w1 E1 T1 → Σw·E = 6 + 1 = 7, Σw·T = 9 + 1 = 10.
      // late: 100·2/3 = 66.667 %; weighted % 100·6/7 = 85.714; scaled 100·6/10 = 60.
      ['V1', '1000', 'late_payments', 3, 2, 3, 66.667, 6, 85.714, 60],
      // master: 100·1/1; 100·1/7 = 14.286; 100·1/10 = 10 (60 + 10 = 70, the weighted average).
      ['V1', '1000', 'master_issues', 1, 1, 1, 100, 1, 14.286, 10],
      // V2: no exceptions: Σw·E = 0 → weighted % undefined (NULL); scaled 0 / 6 = 0.
      ['V2', '1000', 'late_payments', 3, 0, 2, 0, 0, null, 0],
      // V3/2000: late w3 E1 T1, master w1 E2 T2 → Σw·E = 5 = Σw·T: 60 % and 40 %.
      ['V3', '2000', 'late_payments', 3, 1, 1, 100, 3, 60, 60],
      ['V3', '2000', 'master_issues', 1, 2, 2, 100, 2, 40, 40],
      ['V5', '1000', 'master_issues', 1, 1, 1, 100, 1, 100, 100],
    ]);
    expect(rows[0]).toMatchObject({
      vendor_name: 'Acme',
      account_group: 'KRED',
      company_name: 'Alpha GmbH',
      analysis_display_name: 'Fake late_payments',
      weighted_transaction_sum: 9,
    });
  });

  it('ranks vendor accounts with volume, exceptions and percentiles (ties share the lower one)', async () => {
    const rows = rounded(await publishedRows(db, vendorRanking, ['vendor_id', 'company_code']));
    const brief = rows.map((r) => [
      r['vendor_id'],
      r['company_code'],
      r['sum_transactions'],
      r['rank_sum_transactions'],
      r['total_exceptions'],
      r['total_weighted_exceptions'],
      r['weighted_average_exceptions'],
      r['rank_weighted_average_exceptions'],
      r['rank_weighted_average_and_sum_transactions'],
      r['vendor_value'],
    ]);
    // Volume (invoices not reversals + POs not deleted): V1/1000 3 + 1 = 4 (the reversal and the
    // deleted PO left out), V1/2000 1, V2/1000 1 + 1 (PO status NULL counts) = 2, V3/2000 2,
    // V4/1000 1 (a PO), V5/1000 0. Percentile over the 5 with volume, n − 1 = 4:
    // V1/2000 and V4 tie at rank 1 → 0; V2 and V3 tie at rank 3 → 100·2/4 = 50; V1/1000 rank 5 → 100.
    // Weighted average: V1/1000 100·7/10 = 70, V2 0/6 = 0, V3 5/5 = 100, V5 1/1 = 100, V1/2000 and
    // V4 none (no rows checked). Percentile over 4, n − 1 = 3: V2 0; V1/1000 rank 2 → 33.333;
    // V3 and V5 tie at rank 3 → 66.667.
    // Combined, where both exist: V1/1000 (100 + 33.333)/2 = 66.667, V2 (50 + 0)/2 = 25,
    // V3 (50 + 66.667)/2 = 58.333 → V2 0, V3 50, V1/1000 100.
    // Value: V1/1000 100 + 50 − 20 + 200 = 330; V2 10 + 40 = 50; V3 500 + 700 = 1200.
    expect(brief).toEqual([
      ['V1', '1000', 4, 100, 3, 7, 70, 33.333, 100, 330],
      ['V1', '2000', 1, 0, 0, 0, null, null, null, 5],
      // V2: transactions and checked rows but no exceptions.
      ['V2', '1000', 2, 50, 0, 0, 0, 0, 0, 50],
      ['V3', '2000', 2, 50, 3, 5, 100, 66.667, 50, 1200],
      ['V4', '1000', 1, 0, 0, 0, null, null, null, 25],
      // V5: exceptions but no POs or invoices: no volume percentile.
      ['V5', '1000', 0, null, 1, 1, 100, 66.667, null, 0],
    ]);
    expect(rows[0]).toMatchObject({
      vendor_name: 'Acme',
      account_group: 'KRED',
      company_name: 'Alpha GmbH',
      number_of_invoices: 3,
      number_of_pos: 1,
      total_transactions_checked: 4,
      total_weighted_transactions: 10,
      common_currency: 'EUR',
    });
    // System 2: one vendor account, one invoice, one exception: a single entity's percentile is 0.
    expect(rounded(await publishedRows(db, vendorRanking, [], 2))).toMatchObject([
      {
        vendor_id: 'V1',
        sum_transactions: 1,
        vendor_value: 7777,
        total_exceptions: 1,
        rank_sum_transactions: 0,
      },
    ]);
  });

  it('ranks company codes, counting rows without a vendor, and ties the combined rank', async () => {
    const details = rounded(await publishedRows(db, companyDetails, ['company_code', 'analysis']));
    expect(
      details.map((r) => [
        r['company_code'],
        r['analysis'],
        r['exception_sum'],
        r['transaction_sum'],
        r['weighted_percentage'],
        r['scaled_weighted_exceptions'],
      ]),
    ).toEqual([
      // 1000: late V1 2/3 + V2 0/2 = 2/5 (w3: 6 of 15); master V1, V5 and the vendor-less row 3/3
      // (w1: 3 of 3) → Σw·E = 9, Σw·T = 18: weighted % 66.667 and 33.333, scaled 33.333 and 16.667.
      ['1000', 'late_payments', 2, 5, 66.667, 33.333],
      ['1000', 'master_issues', 3, 3, 33.333, 16.667],
      ['2000', 'late_payments', 1, 1, 60, 60],
      ['2000', 'master_issues', 2, 2, 40, 40],
    ]);
    const rows = rounded(await publishedRows(db, companyRanking, ['company_code']));
    // 1000: volume V1 4 + V2 2 + V4 1 + the vendor-less invoice 1 = 8, value 330 + 50 + 25 + 999
    // = 1404; weighted average 100·9/18 = 50. 2000: volume 2 + 1 = 3, value 1205; 100·5/5 = 100.
    // Volume percentile 1000 → 100, 2000 → 0; exception rank 1000 → 0, 2000 → 100; both means are
    // 50, a tie: both combined ranks are 0. 3000 has no data and no row.
    expect(
      rows.map((r) => [
        r['company_code'],
        r['company_name'],
        r['region'],
        r['sum_transactions'],
        r['rank_sum_transactions'],
        r['total_exceptions'],
        r['total_weighted_exceptions'],
        r['weighted_average_exceptions'],
        r['rank_weighted_average_exceptions'],
        r['rank_weighted_average_and_sum_transactions'],
        r['company_code_value'],
      ]),
    ).toEqual([
      ['1000', 'Alpha GmbH', 'EMEA', 8, 100, 5, 9, 50, 0, 0, 1404],
      ['2000', 'Beta Inc', 'AMER', 3, 0, 3, 5, 100, 100, 0, 1205],
    ]);
  });

  it('publishes the page table columns first, with display names and types', () => {
    expect(vendorRanking.columns.slice(0, 9).map((c) => `${c.name}:${c.displayName}:${c.dataType}`)).toEqual([
      'vendor_id:Vendor ID:string',
      'vendor_name:Vendor Name:string',
      'account_group:Account Group:string',
      'company_code:Company Code:string',
      'company_name:Company Name:string',
      'rank_sum_transactions:Volume Percentile:percentile',
      'rank_weighted_average_exceptions:Exception Rank (Percentile):percentile',
      'total_exceptions:Total Exceptions:number',
      'sum_transactions:Total POs & Invoices:number',
    ]);
    expect(companyRanking.columns.slice(0, 3).map((c) => c.displayName)).toEqual([
      'Company Code',
      'Company Name',
      'Region',
    ]);
    expect(vendorRanking.display).toMatchObject({
      allDatesOnly: true,
      chart: {
        x: 'vendor_id',
        measures: [
          { alias: 'exception_count' },
          { alias: 'weighted_average' },
          { alias: 'weighted_exceptions' },
        ],
      },
      summaryTable: { sortField: 'total_exceptions' },
    });
    expect(vendorRanking.display?.helpAlert?.text).toContain('100 × Σ w×E / Σ w×T');
    expect([
      vendorRanking.dateColumn,
      vendorRanking.accountGroupColumn,
      companyRanking.accountGroupColumn,
    ]).toEqual([null, 'account_group', null]);
  });
});
