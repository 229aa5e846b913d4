import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisDefinition, DuckDbExecutor } from '../../../src/index';
import { analysisSelectSql, catalogue, publishedTableName } from '../../../src/index';
import { percentileSql, rankingAnalyses, ruledAnalyses } from '../../../src/catalogue/ranking';
import {
  insertCanon,
  openFixtureWarehouse,
  publishAnalyses,
  publishedRows,
} from '../../support/fixture-warehouse';
import { latePayments, publishDefinitions } from './ranking-fixtures';
import { insertCanonRows } from './ranking-test-data';

let db: DuckDbExecutor;
beforeAll(async () => {
  db = await openFixtureWarehouse();
});
afterAll(() => db.close());

const describeSelect = async (def: AnalysisDefinition): Promise<string[]> => {
  const sql = analysisSelectSql(def).replaceAll('$1', 'CAST(NULL AS INTEGER)');
  const rows = await db.query({ sql: `SELECT column_name, column_type FROM (DESCRIBE ${sql})`, params: [] });
  return rows.map((r) => `${String(r['column_name'])} ${String(r['column_type'])}`);
};

describe('percentile rank', () => {
  it('is 100·(rank − 1)/(n − 1) over the non-NULL values: ties share the lower one, NULL gets none', async () => {
    const rows = await db.query({
      sql: `SELECT k, round(${percentileSql('v')}, 3) AS p FROM (VALUES ('a', 5), ('b', 5), ('c', 7), ('d', NULL), ('e', 9)) t(k, v) ORDER BY k`,
      params: [],
    });
    // n = 4 values: 5, 5 rank 1 → 0; 7 rank 3 → 100·2/3; 9 rank 4 → 100.
    expect(rows.map((r) => [r['k'], r['p']])).toEqual([
      ['a', 0],
      ['b', 0],
      ['c', 66.667],
      ['d', null],
      ['e', 100],
    ]);
    const single = await db.query({
      sql: `SELECT ${percentileSql('v')} AS p FROM (VALUES (42)) t(v)`,
      params: [],
    });
    expect(single).toEqual([{ p: 0 }]);
  });
});

describe('an empty base', () => {
  const [fact, vendorDetails, vendorRanking] = rankingAnalyses([]);

  it('still has a typed, empty exceptions fact', async () => {
    expect(await describeSelect(fact as AnalysisDefinition)).toEqual([
      'system_id INTEGER',
      'module VARCHAR',
      'analysis VARCHAR',
      'analysis_display_name VARCHAR',
      'vendor_id VARCHAR',
      'account_group VARCHAR',
      'company_code VARCHAR',
      'year_month VARCHAR',
      'month_start DATE',
      'weight DOUBLE',
      'exception_count INTEGER',
      'transaction_count INTEGER',
    ]);
  });

  it('ranks volume only: no exceptions, no exception rank', async () => {
    await insertCanonRows(db);
    const defs = rankingAnalyses([]);
    await publishDefinitions(db, defs, 1);
    expect(await publishedRows(db, fact as AnalysisDefinition)).toEqual([]);
    expect(await publishedRows(db, vendorDetails as AnalysisDefinition)).toEqual([]);
    const rows = await publishedRows(db, vendorRanking as AnalysisDefinition, ['vendor_id', 'company_code']);
    // The five vendor accounts with POs or invoices (see ranking-analyses.test.ts), V5 has none.
    expect(
      rows.map((r) => [r['vendor_id'], r['company_code'], r['sum_transactions'], r['rank_sum_transactions']]),
    ).toEqual([
      ['V1', '1000', 4, 100],
      ['V1', '2000', 1, 0],
      ['V2', '1000', 2, 50],
      ['V3', '2000', 2, 50],
      ['V4', '1000', 1, 0],
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({
        total_exceptions: 0,
        total_weighted_exceptions: 0,
        weighted_average_exceptions: null,
        rank_weighted_average_exceptions: null,
        rank_weighted_average_and_sum_transactions: null,
      });
    }
  });
});

describe('exception rules the ranking refuses', () => {
  it('needs a date column, vendor_id and company-code columns, and a positive weight', () => {
    expect(() => ruledAnalyses([{ ...latePayments, dateColumn: null }])).toThrow(
      'exception rule of fake/late_payments: the analysis has no dateColumn',
    );
    expect(() => ruledAnalyses([{ ...latePayments, columns: latePayments.columns.slice(1) }])).toThrow(
      'no column vendor_id',
    );
    expect(() => ruledAnalyses([{ ...latePayments, companyCodeColumn: 'bukrs' }])).toThrow('no column bukrs');
    expect(() => ruledAnalyses([{ ...latePayments, exception: { condition: 'true', weight: 0 } }])).toThrow(
      'weight 0 is not a positive number',
    );
    expect(ruledAnalyses([latePayments])).toHaveLength(1);
  });
});

describe('the real catalogue', () => {
  it('reads every analysis with an exception rule and publishes without error', async () => {
    const ruled = catalogue.filter((def) => def.exception);
    const fact = catalogue.find(
      (def) => def.module === 'weighted_exceptions' && def.analysis === 'exceptions',
    );
    expect(fact).toBeDefined();
    for (const def of ruled) expect(fact?.sql).toContain(`pub."${publishedTableName(def)}"`);
    // The ranking analyses come last, after every table they read.
    expect(catalogue.slice(-5).map((d) => d.analysis)).toEqual([
      'exceptions',
      'vendor_ranking_details',
      'vendor_ranking',
      'company_code_ranking_details',
      'company_code_ranking',
    ]);
    await insertCanon(
      db,
      'invoices',
      [
        {
          company_code: '1000',
          vendor_id: 'V1',
          internal_invoice_id: 'x',
          derived_document_type: 'PO-INVOICE',
          posting_date: '2024-01-31',
          invoice_date: '2024-01-31',
          common_amount: 10,
        },
      ],
      7,
    );
    await publishAnalyses(db, 7);
    const vendorRanking = catalogue.find((def) => def.analysis === 'vendor_ranking') as AnalysisDefinition;
    expect(await publishedRows(db, vendorRanking, [], 7)).toMatchObject([
      { vendor_id: 'V1', company_code: '1000', sum_transactions: 1, rank_sum_transactions: 0 },
    ]);
  });
});
