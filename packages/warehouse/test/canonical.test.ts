import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalTables, ensureWarehouseSchema, regionOfCountry, stagingSchema } from '../src/canonical';
import { DuckDbExecutor } from '../src/duckdb-executor';

let db: DuckDbExecutor;
beforeAll(async () => {
  db = await DuckDbExecutor.open(':memory:');
});
afterAll(() => db.close());

describe('ensureWarehouseSchema', () => {
  it('creates the schemas and tables, idempotently, keeping existing rows', async () => {
    await ensureWarehouseSchema(db);
    await db.run(`INSERT INTO canon.company_codes (system_id, company_code) VALUES (1, 'DE01')`);
    await db.run(
      `INSERT INTO pub.accounting_docs_po_nonpo_credit_reversal__invoice_distribution (system_id, company_code) VALUES (1, 'DE01')`,
    );
    await ensureWarehouseSchema(db);
    expect(
      await db.query({
        sql: 'SELECT count(*) AS n FROM pub.accounting_docs_po_nonpo_credit_reversal__invoice_distribution',
        params: [],
      }),
    ).toEqual([{ n: 1 }]);
    const schemas = await db.query({
      sql: `SELECT DISTINCT schema_name FROM information_schema.schemata WHERE schema_name IN ('canon','pub','staging','ref') ORDER BY 1`,
      params: [],
    });
    expect(schemas.map((s) => s['schema_name'])).toEqual(['canon', 'pub', 'ref', 'staging']);
    // the ingests' scratch space is in memory, attached to the instance
    expect(stagingSchema).toBe('spendlens_staging.staging');
    const staging = await db.query({
      sql: `SELECT catalog_name FROM information_schema.schemata WHERE schema_name = 'staging'`,
      params: [],
    });
    expect(staging).toEqual([{ catalog_name: 'spendlens_staging' }]);
    for (const table of canonicalTables) {
      const columns = await db.query({
        sql: `SELECT column_name, data_type FROM information_schema.columns WHERE table_schema = 'canon' AND table_name = $1 ORDER BY ordinal_position`,
        params: [table.name],
      });
      expect(columns.map((c) => c['column_name'])).toEqual(table.columns.map((c) => c.name));
      expect(columns[0]).toEqual({ column_name: 'system_id', data_type: 'INTEGER' });
    }
    expect(await db.query({ sql: 'SELECT count(*) AS n FROM canon.company_codes', params: [] })).toEqual([
      { n: 1 },
    ]);
    const regions = await db.query({
      sql: `SELECT region, count(*) AS n FROM ref.country_regions GROUP BY 1 ORDER BY 1`,
      params: [],
    });
    expect(regions.map((r) => r['region'])).toEqual(['AMER', 'APAC', 'EMEA']);
  });

  it('recreates a published table whose columns no longer match its analysis', async () => {
    const table = 'pub.accounting_docs_po_nonpo_credit_reversal__invoice_distribution';
    await db.run(`DROP TABLE ${table}`);
    await db.run(`CREATE TABLE ${table} (system_id INTEGER, company_code VARCHAR)`);
    await ensureWarehouseSchema(db);
    const columns = await db.query({
      sql: `SELECT count(*) AS n FROM information_schema.columns WHERE table_schema = 'pub' AND table_name = 'accounting_docs_po_nonpo_credit_reversal__invoice_distribution'`,
      params: [],
    });
    expect(columns).toEqual([{ n: 21 }]);
  });

  it('maps countries to regions', () => {
    expect([
      regionOfCountry('DE'),
      regionOfCountry('gb'),
      regionOfCountry('US'),
      regionOfCountry('SG'),
      regionOfCountry('AQ'),
      regionOfCountry(null),
    ]).toEqual(['EMEA', 'EMEA', 'AMER', 'APAC', null, null]);
  });
});

describe('ensureWarehouseSchema on an older warehouse', () => {
  it('adds the canonical columns a newer release defines, keeping rows, and reports recreated published tables', async () => {
    const old = await DuckDbExecutor.open(':memory:');
    try {
      const first = await ensureWarehouseSchema(old);
      // a fresh warehouse creates every published table
      expect(first.createdPublishedTables).toContain(
        'accounting_docs_po_nonpo_credit_reversal__invoice_distribution',
      );
      // an older release's payments had no common amount
      await old.run('ALTER TABLE canon.payments DROP COLUMN common_amount');
      await old.run(
        `INSERT INTO canon.payments (system_id, company_code, local_amount) VALUES (1, 'DE01', 12.5)`,
      );
      // and an older Invoice Distribution lacked po_number
      await old.run(
        'ALTER TABLE pub.accounting_docs_po_nonpo_credit_reversal__invoice_distribution DROP COLUMN po_number',
      );
      const second = await ensureWarehouseSchema(old);
      expect(second.createdPublishedTables).toEqual([
        'accounting_docs_po_nonpo_credit_reversal__invoice_distribution',
      ]);
      expect(
        await old.query({
          sql: 'SELECT company_code, local_amount, common_amount FROM canon.payments',
          params: [],
        }),
      ).toEqual([{ company_code: 'DE01', local_amount: 12.5, common_amount: null }]);
      expect((await ensureWarehouseSchema(old)).createdPublishedTables).toEqual([]);
    } finally {
      await old.close();
    }
  });
});
