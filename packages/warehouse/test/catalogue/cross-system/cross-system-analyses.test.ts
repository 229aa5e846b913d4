import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  crossSystemDataQuality,
  crossSystemDuplicateInvoices,
  crossSystemVendorSummary,
  vendorMatches,
  type DuckDbExecutor,
} from '../../../src/index';
import {
  insertCanon,
  openFixtureWarehouse,
  publishAnalyses,
  publishedRows,
} from '../../support/fixture-warehouse';

// systems 1 (an SAP) and 2 (a NetSuite) are members of multi-system 9
const sap = 1;
const ns = 2;
const multi = 9;

let db: DuckDbExecutor;
beforeAll(async () => {
  db = await openFixtureWarehouse();
  await insertCanon(
    db,
    'system_members',
    [
      { member_system_id: sap, member_name: 'SAP-DEMO', member_type: 'sap' },
      { member_system_id: ns, member_name: 'NS-DEMO', member_type: 'netsuite' },
    ],
    multi,
  );
  await insertCanon(
    db,
    'account_groups',
    [
      { account_group: 'KRED', is_one_time: false },
      { account_group: 'CPD', is_one_time: true },
    ],
    sap,
  );
  await insertCanon(
    db,
    'vendors',
    [
      // matched by VAT id with another IBAN: a bank-detail difference
      {
        vendor_id: '100',
        vendor_name: 'Acme GmbH',
        country: 'DE',
        vat_id: 'DE123456789',
        account_group: 'KRED',
        street: 'Hauptstr. 1',
        postcode: '10115',
        town: 'Berlin',
      },
      // matched by name and country only; blocked here, not there; another street
      {
        vendor_id: '200',
        vendor_name: 'Nordlicht Logistik GmbH',
        country: 'DE',
        account_group: 'KRED',
        posting_block: true,
        street: 'Am Hafen 3',
        town: 'Kiel',
      },
      // one-time: never matched, though the name is the same as a NetSuite vendor's
      { vendor_id: '900', vendor_name: 'Cash Vendor', country: 'DE', account_group: 'CPD' },
      // the same name in another country: no match
      { vendor_id: '300', vendor_name: 'Borealis AB', country: 'SE', account_group: 'KRED' },
    ],
    sap,
  );
  await insertCanon(
    db,
    'vendors',
    [
      {
        vendor_id: 'V-7',
        vendor_name: 'ACME GMBH',
        country: 'DE',
        vat_id: 'de 123 456 789',
        account_group: 'Supplier',
        street: 'Hauptstrasse 1',
        postcode: '10115',
        town: 'Berlin',
      },
      {
        vendor_id: 'V-8',
        vendor_name: 'NORDLICHT LOGISTIK GMBH.',
        country: 'DE',
        account_group: 'Supplier',
        street: 'Kaistr. 9',
        town: 'Kiel',
      },
      { vendor_id: 'V-9', vendor_name: 'Cash Vendor', country: 'DE', account_group: 'Supplier' },
      { vendor_id: 'V-10', vendor_name: 'Borealis AB', country: 'NO', account_group: 'Supplier' },
    ],
    ns,
  );
  await insertCanon(
    db,
    'vendor_bank_details',
    [{ vendor_id: '100', iban: 'DE89 3704 0044 0532 0130 00' }],
    sap,
  );
  await insertCanon(db, 'vendor_bank_details', [{ vendor_id: 'V-7', iban: 'DE89370400440532013001' }], ns);
  await insertCanon(db, 'payment_terms', [{ payment_term: 'ZB30', net_days: 30 }], sap);
  await insertCanon(
    db,
    'payment_terms',
    [
      { payment_term: '2', net_days: 30 },
      { payment_term: '3', net_days: 14, discount_percent_1: 2, discount_days_1: 7 },
    ],
    ns,
  );
  await insertCanon(
    db,
    'vendor_company_codes',
    [
      { vendor_id: '100', company_code: '1000', payment_term: 'ZB30' },
      { vendor_id: '200', company_code: '1000', payment_term: 'ZB30' },
    ],
    sap,
  );
  await insertCanon(
    db,
    'vendor_company_codes',
    [
      { vendor_id: 'V-7', company_code: '1', payment_term: '2' },
      { vendor_id: 'V-8', company_code: '1', payment_term: '3' },
    ],
    ns,
  );
  const inv = (
    id: string,
    vendor: string,
    cc: string,
    ref: string,
    date: string,
    amount: number,
    cleared: boolean,
  ) => ({
    company_code: cc,
    internal_invoice_id: id,
    vendor_id: vendor,
    external_invoice_id: ref,
    invoice_date: date,
    posting_date: date,
    document_currency: 'EUR',
    document_amount: amount,
    common_currency: 'EUR',
    common_amount: amount,
    derived_document_type: 'NON-PO-INVOICE',
    is_cleared: cleared,
  });
  await insertCanon(
    db,
    'invoices',
    [
      inv('1000-1-2024', '100', '1000', 'INV-0042', '2024-03-01', 1190, true),
      inv('1000-2-2024', '100', '1000', 'INV-0043', '2024-03-02', 500, true),
      inv('1000-3-2024', '900', '1000', 'C-1', '2024-03-02', 80, true),
    ],
    sap,
  );
  await insertCanon(
    db,
    'invoices',
    [
      // the same invoice keyed in NetSuite five days later and paid again
      inv('1-77-2024', 'V-7', '1', 'inv 42', '2024-03-06', 1190, true),
      // the same number, another amount: not a duplicate
      inv('1-78-2024', 'V-7', '1', 'INV-0043', '2024-03-02', 501, false),
      inv('1-79-2024', 'V-9', '1', 'C-1', '2024-03-02', 80, true),
    ],
    ns,
  );
  for (const system of [sap, ns, multi]) await publishAnalyses(db, system);
});
afterAll(() => db.close());

describe('cross-system analyses', () => {
  it('matches vendors of two member systems by the strongest key they share, with what differs', async () => {
    const rows = await publishedRows(db, vendorMatches, ['vendor_id_a'], multi);
    expect(
      rows.map((r) => [r['vendor_id_a'], r['vendor_id_b'], r['match_basis'], r['match_evidence']]),
    ).toEqual([
      ['100', 'V-7', 'VAT id', 'DE123456789'],
      ['200', 'V-8', 'Name and country', 'NORDLICHT LOGISTIK GMBH / DE'],
    ]);
    const [acme, nordlicht] = rows;
    expect(acme).toMatchObject({
      member_a: sap,
      system_name_a: 'SAP-DEMO',
      member_b: ns,
      system_name_b: 'NS-DEMO',
      match_bases: 'VAT id, Name and country',
      ibans_a: 'DE89370400440532013000',
      ibans_b: 'DE89370400440532013001',
      different_bank_details: true,
      // ZB30 and NetSuite's term 2 are both 30 days net
      payment_terms_a: '30 days net',
      payment_terms_b: '30 days net',
      different_payment_terms: false,
      different_block: false,
      number_of_conflicts: 2,
    });
    // 'Hauptstr. 1' against 'Hauptstrasse 1': an address difference as written
    expect(acme?.['different_address']).toBe(true);
    expect(nordlicht).toMatchObject({
      payment_terms_b: '2% 7 days, 14 days net',
      different_payment_terms: true,
      is_blocked_a: true,
      is_blocked_b: false,
      different_block: true,
      different_bank_details: false,
      different_address: true,
      number_of_conflicts: 3,
    });
  });

  it('publishes nothing for a system that is not a multi-system', async () => {
    expect(await publishedRows(db, vendorMatches, [], sap)).toEqual([]);
    expect(await publishedRows(db, crossSystemVendorSummary, [], ns)).toEqual([]);
  });

  it('lists the pairs with a difference on the cross-system data quality page', async () => {
    const rows = await publishedRows(db, crossSystemDataQuality, ['vendor_id_a'], multi);
    expect(rows.map((r) => r['vendor_id_a'])).toEqual(['100', '200']);
  });

  it('finds the same invoice booked and paid in two systems', async () => {
    const rows = await publishedRows(db, crossSystemDuplicateInvoices, [], multi);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      internal_invoice_id_a: '1000-1-2024',
      internal_invoice_id_b: '1-77-2024',
      external_invoice_id_a: 'INV-0042',
      external_invoice_id_b: 'inv 42',
      document_amount: 1190,
      days_apart: 5,
      paid_in_both: true,
      vendor_match_basis: 'VAT id',
    });
  });

  it('gives the records of one vendor in several systems one cross-system vendor id', async () => {
    const rows = await publishedRows(db, crossSystemVendorSummary, ['member_system', 'vendor_id'], multi);
    const idOf = (system: number, vendor: string) =>
      rows.find((r) => r['member_system'] === system && r['vendor_id'] === vendor)?.['cross_vendor_id'];
    expect(idOf(sap, '100')).toMatch(/^XV-[0-9A-F]{10}$/);
    expect(idOf(sap, '100')).toBe(idOf(ns, 'V-7'));
    expect(idOf(sap, '900')).not.toBe(idOf(ns, 'V-9'));
    const acme = rows.filter((r) => r['cross_vendor_id'] === idOf(sap, '100'));
    expect(acme.reduce((sum, r) => sum + Number(r['net_value']), 0)).toBe(1190 + 500 + 1190 + 501);
  });
});
