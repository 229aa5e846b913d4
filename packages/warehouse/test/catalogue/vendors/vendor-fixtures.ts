/**
 * Shorthands for the vendor and payment analyses' fixtures: a spend document (a PO invoice of vendor
 * V1 in company code 1000, in EUR) overridable per test, master data, and a check that an analysis's
 * exception condition runs on its published table.
 */
import { expect } from 'vitest';
import {
  publishedTableName,
  quoteIdentifier,
  type AnalysisDefinition,
  type DuckDbExecutor,
} from '../../../src/index';
import type { FixtureRow } from '../../support/fixture-warehouse';

let counter = 0;

export function document(id: string, fields: FixtureRow = {}): FixtureRow {
  counter += 1;
  return {
    company_code: '1000',
    fiscal_year: 2024,
    accounting_document_no: String(5100000000 + counter),
    internal_invoice_id: id,
    vendor_id: 'V1',
    derived_document_type: 'PO-INVOICE',
    invoice_date: '2024-01-10',
    posting_date: '2024-01-10',
    is_reversed: false,
    common_currency: 'EUR',
    ...fields,
  };
}

/** Company codes 1000 (DE) and 2000 (US); vendors V1 (KRED) and V2 (LIEF); account group texts. */
export const masterData = {
  company_codes: [
    { company_code: '1000', company_name: 'Alpha GmbH', region: 'EMEA', country: 'DE', currency: 'EUR' },
    { company_code: '2000', company_name: 'Beta Inc', region: 'AMER', country: 'US', currency: 'USD' },
  ],
  vendors: [
    { vendor_id: 'V1', vendor_name: 'Acme', account_group: 'KRED', country: 'DE' },
    { vendor_id: 'V2', vendor_name: 'Bolt', account_group: 'LIEF', country: 'US' },
  ],
  account_groups: [
    { account_group: 'KRED', description: 'Vendors', is_one_time: false },
    { account_group: 'LIEF', description: 'Suppliers', is_one_time: false },
    { account_group: 'CPD', description: 'One-time vendors', is_one_time: true },
  ],
};

/** The values of `column` of the published rows of system 1 where the exception condition holds. */
export async function exceptionRows(
  db: DuckDbExecutor,
  def: AnalysisDefinition,
  column: string,
): Promise<unknown[]> {
  expect(def.exception).toBeDefined();
  const rows = await db.query({
    sql: `SELECT ${quoteIdentifier(column)} AS k FROM pub.${quoteIdentifier(publishedTableName(def))} WHERE system_id = 1 AND (${def.exception?.condition ?? 'false'}) ORDER BY ALL`,
    params: [],
  });
  return rows.map((r) => r['k']);
}
