import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  catalogue,
  duplicateInvoices,
  publishedTableName,
  recoveredValue,
  type DuckDbExecutor,
} from '../../../src/index';
import {
  clearWarehouse,
  insertCanon,
  openFixtureWarehouse,
  publishAnalyses,
  publishedRows,
} from '../../support/fixture-warehouse';

let db: DuckDbExecutor;
beforeAll(async () => {
  db = await openFixtureWarehouse();
});
afterAll(() => db.close());
beforeEach(() => clearWarehouse(db));

const inv = (
  id: string,
  companyCode: string,
  vendor: string,
  date: string,
  amount: number,
  more: Record<string, string | number | boolean | null> = {},
) => ({
  company_code: companyCode,
  internal_invoice_id: id,
  vendor_id: vendor,
  external_invoice_id: `R-${id}`,
  invoice_date: date,
  posting_date: date,
  document_amount: amount,
  common_amount: amount,
  common_currency: 'EUR',
  derived_document_type: 'NON-PO-INVOICE',
  ...more,
});
const member = (id: string, cluster: string, size: number) => ({
  internal_invoice_id: id,
  cluster_id: cluster,
  cluster_size: size,
  match_kind: 'exact',
  rule: 'reference-normalised',
  score: 99,
  threshold: 90,
});

/** The finding key of each cluster, as the duplicate-invoice analysis published it. */
async function keysByCluster(): Promise<Record<string, string>> {
  const rows = await db.query({
    sql: `SELECT cluster_id, min(finding_key) AS k FROM pub.${publishedTableName(duplicateInvoices)}
          WHERE system_id = 1 GROUP BY 1`,
    params: [],
  });
  return Object.fromEntries(rows.map((r) => [String(r['cluster_id']), String(r['k'])]));
}

describe('invoice_duplicates/recovered_value', () => {
  it('is published after the duplicate invoices it reads, with no page, scoped by company code, account group and month', () => {
    const names = catalogue.map((d) => `${d.module}/${d.analysis}`);
    expect(names.indexOf('invoice_duplicates/recovered_value')).toBeGreaterThan(
      names.indexOf('invoice_duplicates/duplicate_invoices'),
    );
    expect(recoveredValue).toMatchObject({
      page: null,
      dateColumn: 'month_start',
      companyCodeColumn: 'company_code',
      accountGroupColumn: 'account_group',
    });
  });

  it('counts each cluster once, worth its members but the earliest, in the month of its latest; recovered only of confirmed cases', async () => {
    await insertCanon(db, 'company_codes', [
      { company_code: '1000', company_name: 'Acme Holding' },
      { company_code: '2000', company_name: 'Acme Trading' },
    ]);
    await insertCanon(db, 'vendors', [
      { vendor_id: 'V1', vendor_name: 'Bolt Supplies', account_group: 'KRED' },
      { vendor_id: 'V2', vendor_name: 'Nut Traders', account_group: 'ONE' },
    ]);
    await insertCanon(db, 'invoices', [
      // c1: earliest a1 (the genuine one); a2 and a3 paid twice = 220; latest a3: 2000, KRED, April
      inv('a1', '1000', 'V1', '2024-03-01', 100),
      inv('a2', '1000', 'V1', '2024-03-05', 100),
      inv('a3', '2000', 'V1', '2024-04-02', 120),
      // c2: one posting date, so internal_invoice_id orders: b1 earliest, b2 latest; 80 at risk
      inv('b2', '1000', 'V2', '2024-04-10', 80),
      inv('b1', '1000', 'V2', '2024-04-10', 80),
      // c3: a reversal and a reversed invoice are no part of the finding: c2 alone, 0 at risk, May
      inv('c1', '1000', 'V1', '2024-05-01', -50, { derived_document_type: 'REVERSAL' }),
      inv('c2', '1000', 'V1', '2024-05-03', 50),
      inv('c3', '1000', 'V1', '2024-06-01', 50, { is_reversed: true }),
      // c4: 30 at risk, 2000, KRED, April, under investigation
      inv('d1', '2000', 'V1', '2024-04-20', 30),
      inv('d2', '2000', 'V1', '2024-04-25', 30),
    ]);
    await insertCanon(db, 'duplicate_invoices', [
      member('a1', 'c1', 3),
      member('a2', 'c1', 3),
      member('a3', 'c1', 3),
      member('b1', 'c2', 2),
      member('b2', 'c2', 2),
      member('c1', 'c3', 3),
      member('c2', 'c3', 3),
      member('c3', 'c3', 3),
      member('d1', 'c4', 2),
      member('d2', 'c4', 2),
    ]);
    // another system's findings and cases never leak
    await insertCanon(db, 'invoices', [inv('a1', '1000', 'V1', '2024-03-01', 100)], 2);
    await insertCanon(db, 'duplicate_invoices', [member('a1', 'c1', 2)], 2);
    await publishAnalyses(db);
    const keys = await keysByCluster();
    expect(Object.keys(keys).sort()).toEqual(['c1', 'c2', 'c3', 'c4']);
    await insertCanon(db, 'finding_cases', [
      { finding_key: keys['c1']!, status: 'confirmed', amount_recovered: 150 },
      // an amount on a case no longer confirmed is not recovered
      { finding_key: keys['c2']!, status: 'dismissed', amount_recovered: 999 },
      { finding_key: keys['c4']!, status: 'investigating' },
      // the case of a finding gone at the last ingest is not counted
      { finding_key: 'duplicate_invoice:00000000000000aa', status: 'confirmed', amount_recovered: 500 },
    ]);
    await insertCanon(
      db,
      'finding_cases',
      [{ finding_key: keys['c1']!, status: 'confirmed', amount_recovered: 7 }],
      2,
    );
    await publishAnalyses(db);

    const rows = await publishedRows(db, recoveredValue, ['company_code', 'account_group', 'month_start']);
    const base = { common_currency: 'EUR', recovered_findings: 0, recovered_value: 0 };
    expect(rows).toEqual([
      {
        ...base,
        company_code: '1000',
        company_name: 'Acme Holding',
        account_group: 'KRED',
        month_start: '2024-05-01',
        year_month: '2024-05',
        found_findings: 1,
        found_value: 0,
        confirmed_findings: 0,
        confirmed_value: 0,
        dismissed_findings: 0,
        dismissed_value: 0,
      },
      {
        ...base,
        company_code: '1000',
        company_name: 'Acme Holding',
        account_group: 'ONE',
        month_start: '2024-04-01',
        year_month: '2024-04',
        found_findings: 1,
        found_value: 80,
        confirmed_findings: 0,
        confirmed_value: 0,
        dismissed_findings: 1,
        dismissed_value: 80,
      },
      {
        ...base,
        company_code: '2000',
        company_name: 'Acme Trading',
        account_group: 'KRED',
        month_start: '2024-04-01',
        year_month: '2024-04',
        found_findings: 2,
        found_value: 250,
        confirmed_findings: 1,
        confirmed_value: 220,
        dismissed_findings: 0,
        dismissed_value: 0,
        recovered_findings: 1,
        recovered_value: 150,
      },
    ]);
  });

  it('publishes no rows for a system without duplicate invoices', async () => {
    await publishAnalyses(db);
    expect(await publishedRows(db, recoveredValue)).toEqual([]);
  });
});
