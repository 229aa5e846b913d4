/**
 * Shorthands for the invoices analyses' fixtures: an invoice row with the columns most analyses read
 * (a PO invoice of vendor V1 in company code 1000, in EUR), overridable per test.
 */
import type { FixtureRow } from '../../support/fixture-warehouse';

let counter = 0;

export function invoice(id: string, fields: FixtureRow = {}): FixtureRow {
  counter += 1;
  return {
    company_code: '1000',
    fiscal_year: 2024,
    accounting_document_no: String(5100000000 + counter),
    internal_invoice_id: id,
    external_invoice_id: `INV-${id}`,
    vendor_id: 'V1',
    derived_document_type: 'PO-INVOICE',
    is_cleared: false,
    is_reversed: false,
    common_currency: 'EUR',
    ...fields,
  };
}

/** Company codes 1000 and 2000, vendors V1 (KRED) and V2 (LIEF). */
export const masterData = {
  company_codes: [
    { company_code: '1000', company_name: 'Alpha GmbH', region: 'EMEA' },
    { company_code: '2000', company_name: 'Beta Inc', region: 'AMER' },
  ],
  vendors: [
    { vendor_id: 'V1', vendor_name: 'Acme', account_group: 'KRED' },
    { vendor_id: 'V2', vendor_name: 'Bolt', account_group: 'LIEF' },
  ],
};
