import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataTypes } from '@spendlens/domain';
import {
  analysisSelectSql,
  catalogue,
  findAnalysis,
  invoiceDistribution,
  invoiceValueBinOf,
  invoiceValueBinSql,
  invoiceValueBins,
  publishedTableName,
  findingInternalColumns,
} from '../src/index';
import { ensureWarehouseSchema } from '../src/canonical';
import { DuckDbExecutor } from '../src/duckdb-executor';

let db: DuckDbExecutor;
beforeAll(async () => {
  db = await DuckDbExecutor.open(':memory:');
  await ensureWarehouseSchema(db);
});
afterAll(() => db.close());

describe('catalogue', () => {
  it('finds Invoice Distribution by module and analysis', () => {
    expect(findAnalysis('accounting_docs_po_nonpo_credit_reversal', 'invoice_distribution')).toBe(
      invoiceDistribution,
    );
    expect(findAnalysis('accounting_docs_po_nonpo_credit_reversal', 'nope')).toBeUndefined();
    expect(invoiceDistribution).toMatchObject({
      dateColumn: 'posting_date',
      accountGroupColumn: 'account_group',
      companyCodeColumn: 'company_code',
      page: {
        module: 'invoices',
        moduleDisplayName: 'Invoices',
        name: 'invoice_distribution',
        displayName: 'Invoice Distribution',
      },
    });
    expect(publishedTableName(invoiceDistribution)).toBe(
      'accounting_docs_po_nonpo_credit_reversal__invoice_distribution',
    );
  });

  it('creates the published table with exactly the specified columns and types', async () => {
    const columns = await db.query({
      sql: `SELECT column_name, data_type FROM information_schema.columns WHERE table_schema = 'pub' AND table_name = $1 ORDER BY ordinal_position`,
      params: [publishedTableName(invoiceDistribution)],
    });
    const v = 'VARCHAR';
    expect(columns.map((c) => `${c['column_name']} ${c['data_type']}`)).toEqual([
      'system_id INTEGER',
      `company_code ${v}`,
      `company_name ${v}`,
      `region ${v}`,
      `vendor_id ${v}`,
      `vendor_name ${v}`,
      `account_group ${v}`,
      'fiscal_year INTEGER',
      `accounting_document_no ${v}`,
      `internal_invoice_id ${v}`,
      `external_invoice_id ${v}`,
      `document_type ${v}`,
      `derived_document_type ${v}`,
      'invoice_date DATE',
      'posting_date DATE',
      `document_currency ${v}`,
      'document_amount DECIMAL(18,2)',
      `common_currency ${v}`,
      'common_amount DECIMAL(18,2)',
      `invoice_value_bin ${v}`,
      `po_number ${v}`,
    ]);
  });

  it('describes every published column but system_id with a domain data type and a display name', async () => {
    for (const def of catalogue) {
      const table = await db.query({
        sql: `SELECT column_name FROM information_schema.columns WHERE table_schema = 'pub' AND table_name = $1 ORDER BY ordinal_position`,
        params: [publishedTableName(def)],
      });
      // a finding analysis's evidence and label are read by the case service only (catalogue/findings.ts)
      const named = table
        .map((c) => String(c['column_name']))
        .filter((name) => !def.finding || !(findingInternalColumns as readonly string[]).includes(name));
      expect(['system_id', ...def.columns.map((c) => c.name)]).toEqual(named);
      for (const column of def.columns) {
        expect(dataTypes).toContain(column.dataType);
        expect(column.displayName.length).toBeGreaterThan(0);
      }
      expect(analysisSelectSql(def)).not.toContain('$system_id');
    }
    const types = Object.fromEntries(invoiceDistribution.columns.map((c) => [c.name, c.dataType]));
    expect(types).toMatchObject({
      document_amount: 'currency',
      common_amount: 'currency',
      invoice_date: 'date',
      posting_date: 'date',
      fiscal_year: 'number',
      vendor_id: 'string',
    });
  });
});

describe('invoice value bins', () => {
  const edges: [number, string][] = [
    [0, '0 - 500'],
    [499.99, '0 - 500'],
    [500, '500 - 1000'],
    [-500, '500 - 1000'],
    [999.99, '500 - 1000'],
    [1000, '1000 - 2000'],
    [2000, '2000 - 5000'],
    [4999.99, '2000 - 5000'],
    [5000, '5000 - 10000'],
    [9999.99, '5000 - 10000'],
    [10000, '> 10000'],
    [-1e9, '> 10000'],
  ];
  it('puts an amount in the bin of its absolute value, lower edge inclusive', () => {
    for (const [amount, label] of edges) expect([amount, invoiceValueBinOf(amount)]).toEqual([amount, label]);
    expect(invoiceValueBins.map((b) => b.label)).toEqual([
      '0 - 500',
      '500 - 1000',
      '1000 - 2000',
      '2000 - 5000',
      '5000 - 10000',
      '> 10000',
    ]);
  });

  it('has a SQL form that agrees with the TypeScript one', async () => {
    const values = edges.map(([a]) => `(${a}::DECIMAL(18,2))`).join(', ');
    const rows = await db.query({
      sql: `SELECT a, ${invoiceValueBinSql('a')} AS bin FROM (VALUES ${values}) t(a)`,
      params: [],
    });
    expect(rows.map((r) => [r['a'], r['bin']])).toEqual(edges);
  });
});
