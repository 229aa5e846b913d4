/**
 * The hand-made system of the ranking tests (system 1, a little of system 2). The expected figures
 * in ranking-analyses.test.ts are worked out from these rows.
 */
import type { DuckDbExecutor } from '../../../src/index';
import { insertCanon, type FixtureRow } from '../../support/fixture-warehouse';
import { createFakePublished, latePayments, masterIssues } from './ranking-fixtures';

const inv = (
  vendor_id: string | null,
  company_code: string,
  derived_document_type: string,
  common_amount: number,
) => ({
  vendor_id,
  company_code,
  derived_document_type,
  common_amount,
  common_currency: 'EUR',
});
const po = (vendor_id: string, company_code: string, po_status: string | null, common_amount: number) => ({
  vendor_id,
  company_code,
  po_status,
  common_amount,
  common_currency: 'EUR',
});

/** late_payments (weight 3): exception when is_late; NULL is not an exception. */
const lateRows: FixtureRow[] = [
  { vendor_id: 'V1', company_code: '1000', posting_date: '2024-01-05', is_late: true },
  { vendor_id: 'V1', company_code: '1000', posting_date: '2024-01-20', is_late: false },
  { vendor_id: 'V1', company_code: '1000', posting_date: '2024-02-03', is_late: true },
  { vendor_id: 'V2', company_code: '1000', posting_date: '2024-01-10', is_late: false },
  { vendor_id: 'V2', company_code: '1000', posting_date: '2024-01-11', is_late: null },
  { vendor_id: 'V3', company_code: '2000', posting_date: '2024-03-01', is_late: true },
  { system_id: 2, vendor_id: 'V1', company_code: '1000', posting_date: '2024-01-05', is_late: true },
];

/** master_issues (weight 1): every row an exception; one row has no vendor. */
const masterRows: FixtureRow[] = [
  { vendor_id: 'V1', company_code: '1000', created_date: '2023-12-01', note: 'a' },
  { vendor_id: 'V3', company_code: '2000', created_date: '2023-12-15', note: 'b' },
  { vendor_id: 'V3', company_code: '2000', created_date: '2023-12-20', note: 'c' },
  { vendor_id: 'V5', company_code: '1000', created_date: '2023-11-30', note: 'd' },
  { vendor_id: null, company_code: '1000', created_date: '2023-12-01', note: 'e' },
];

/** The base analyses' published rows (both systems). */
export async function insertFakePublished(db: DuckDbExecutor): Promise<void> {
  await createFakePublished(
    db,
    latePayments,
    { vendor_id: 'VARCHAR', company_code: 'VARCHAR', posting_date: 'DATE', is_late: 'BOOLEAN' },
    lateRows,
  );
  await createFakePublished(
    db,
    masterIssues,
    { vendor_id: 'VARCHAR', company_code: 'VARCHAR', created_date: 'DATE', note: 'VARCHAR' },
    masterRows,
  );
}

/** Masters, invoices and purchase orders of system 1 (and one invoice of system 2). */
export async function insertCanonRows(db: DuckDbExecutor): Promise<void> {
  await insertCanon(db, 'company_codes', [
    { company_code: '1000', company_name: 'Alpha GmbH', country: 'DE', region: 'EMEA' },
    { company_code: '2000', company_name: 'Beta Inc', country: 'US', region: 'AMER' },
    { company_code: '3000', company_name: 'Gamma Pte', country: 'SG', region: 'APAC' },
  ]);
  await insertCanon(db, 'vendors', [
    { vendor_id: 'V1', vendor_name: 'Acme', account_group: 'KRED' },
    { vendor_id: 'V2', vendor_name: 'Bolt', account_group: 'KRED' },
    { vendor_id: 'V3', vendor_name: 'Cargo', account_group: 'ZLIE' },
    { vendor_id: 'V4', vendor_name: 'Dune', account_group: 'KRED' },
    { vendor_id: 'V5', vendor_name: 'Echo', account_group: 'ZLIE' },
  ]);
  await insertCanon(db, 'invoices', [
    inv('V1', '1000', 'PO-INVOICE', 100),
    inv('V1', '1000', 'NON-PO-INVOICE', 50),
    inv('V1', '1000', 'VENDOR-CREDIT', -20),
    inv('V1', '1000', 'REVERSAL', -100),
    inv('V1', '2000', 'PO-INVOICE', 5),
    inv('V2', '1000', 'PO-INVOICE', 10),
    inv('V3', '2000', 'PO-INVOICE', 500),
    inv('V3', '2000', 'NON-PO-INVOICE', 700),
    inv(null, '1000', 'NON-PO-INVOICE', 999),
  ]);
  await insertCanon(db, 'purchase_orders', [
    po('V1', '1000', 'OPEN', 200),
    po('V1', '1000', 'DELETED', 300),
    po('V2', '1000', null, 40),
    po('V4', '1000', 'OPEN', 25),
  ]);
  await insertCanon(db, 'invoices', [inv('V1', '1000', 'PO-INVOICE', 7777)], 2);
}
