/**
 * A hand-made base for the ranking tests: fake analyses with exception rules whose published tables
 * the test creates and fills itself, so the ranking is tested apart from the real analyses.
 */
import type { AnalysisDefinition, DuckDbExecutor } from '../../../src/index';
import { analysisSelectSql, publishedTableName, quoteIdentifier } from '../../../src/index';
import type { FixtureRow } from '../../support/fixture-warehouse';

const fake = (
  analysis: string,
  dateColumn: string,
  extraColumn: { name: string; type: string },
  exception: AnalysisDefinition['exception'],
): AnalysisDefinition => ({
  module: 'fake',
  analysis,
  displayName: `Fake ${analysis}`,
  description: 'test',
  sql: 'SELECT 1',
  columns: [
    { name: 'vendor_id', displayName: 'Vendor ID', dataType: 'string' },
    { name: 'company_code', displayName: 'Company Code', dataType: 'string' },
    { name: dateColumn, displayName: 'Date', dataType: 'date' },
    { name: extraColumn.name, displayName: 'Flag', dataType: 'yesno' },
  ],
  dateColumn,
  accountGroupColumn: null,
  companyCodeColumn: 'company_code',
  page: null,
  ...(exception ? { exception } : {}),
});

/** Rule 'is_late', weight 3, dated by posting_date. */
export const latePayments = fake(
  'late_payments',
  'posting_date',
  { name: 'is_late', type: 'BOOLEAN' },
  {
    condition: 'is_late',
    weight: 3,
  },
);
/** Every row an exception, weight 1, dated by created_date. */
export const masterIssues = fake(
  'master_issues',
  'created_date',
  { name: 'note', type: 'VARCHAR' },
  {
    condition: 'true',
    weight: 1,
  },
);
/** No rule: never read (its published table does not even exist). */
export const noRule = fake('no_rule', 'posting_date', { name: 'x', type: 'VARCHAR' }, undefined);

export const fakeBase: readonly AnalysisDefinition[] = [latePayments, masterIssues, noRule];

/** Creates the published table of a fake analysis and inserts rows (`system_id` defaults to 1). */
export async function createFakePublished(
  db: DuckDbExecutor,
  def: AnalysisDefinition,
  types: Record<string, string>,
  rows: readonly FixtureRow[],
): Promise<void> {
  const table = `pub.${quoteIdentifier(publishedTableName(def))}`;
  const names = ['system_id', ...Object.keys(types)];
  const columns = names.map((n) => `${quoteIdentifier(n)} ${n === 'system_id' ? 'INTEGER' : types[n]}`);
  await db.run(`CREATE OR REPLACE TABLE ${table} (${columns.join(', ')})`);
  for (const row of rows) {
    const params = names.map((n) => (n === 'system_id' ? (row[n] ?? 1) : (row[n] ?? null)));
    await db.run(`INSERT INTO ${table} VALUES (${params.map((_, i) => `$${i + 1}`).join(', ')})`, params);
  }
}

/**
 * Publishes `defs` for `systemId` as the pipeline does (published table from the DESCRIBE of the
 * SELECT, then delete the system's rows and insert the SELECT), in order.
 */
export async function publishDefinitions(
  db: DuckDbExecutor,
  defs: readonly AnalysisDefinition[],
  systemId = 1,
): Promise<void> {
  for (const def of defs) {
    const table = `pub.${quoteIdentifier(publishedTableName(def))}`;
    const empty = `SELECT * FROM (${analysisSelectSql(def).replaceAll('$1', 'CAST(NULL AS INTEGER)')}) LIMIT 0`;
    await db.run(`CREATE TABLE IF NOT EXISTS ${table} AS ${empty}`);
    await db.run(`DELETE FROM ${table} WHERE system_id = $1`, [systemId]);
    await db.run(`INSERT INTO ${table} BY NAME ${analysisSelectSql(def)}`, [systemId]);
  }
}
