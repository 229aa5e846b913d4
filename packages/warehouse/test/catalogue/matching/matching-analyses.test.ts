import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  duplicateInvoices,
  duplicateVendors,
  sanctionsMatches,
  similarVendorNames,
  vendorDataQuality,
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

describe('duplicate invoices', () => {
  it('publishes cluster members with their evidence and one column per hide option', async () => {
    await insertCanon(db, 'company_codes', [{ company_code: '1000', company_name: 'Acme Holding' }]);
    await insertCanon(db, 'vendors', [
      { vendor_id: 'V1', vendor_name: 'Bolt Supplies', account_group: 'KRED' },
      { vendor_id: 'V2', vendor_name: 'ACME HOLDING ', account_group: 'KRED' },
      { vendor_id: 'V3', vendor_name: 'Bolt Supplies Ltd', account_group: 'ONE' },
    ]);
    const inv = (
      id: string,
      vendor: string,
      ref: string,
      date: string,
      amount: number,
      more: Record<string, string | number | boolean | null> = {},
    ) => ({
      company_code: '1000',
      internal_invoice_id: id,
      vendor_id: vendor,
      external_invoice_id: ref,
      invoice_date: date,
      posting_date: date,
      document_amount: amount,
      common_amount: amount,
      derived_document_type: 'NON-PO-INVOICE',
      ...more,
    });
    await insertCanon(db, 'invoices', [
      // c1: exact pair, one cleared, the other blocked for payment
      inv('a1', 'V1', 'INV-0042', '2024-03-01', 100, { is_cleared: true }),
      inv('a2', 'V1', 'INV0042', '2024-03-01', 100, { is_cleared: false, payment_block: 'A' }),
      // c2: a monthly standing charge numbered by date (30 and 31 days apart), from a vendor named like a company code
      inv('b1', 'V2', '01.01.2024', '2024-01-01', 50, { is_cleared: true }),
      inv('b2', 'V2', '31.01.2024', '2024-01-31', 50, { is_cleared: true }),
      inv('b3', 'V2', '2024-03-02', '2024-03-02', 50, { is_cleared: true, tcode: 'MRRL' }),
      // c3: across two account groups, one a zero-value reversal
      inv('c1', 'V1', 'X1', '2024-05-01', 0, { derived_document_type: 'REVERSAL' }),
      inv('c2', 'V3', 'X1', '2024-05-01', 0),
    ]);
    const member = (id: string, cluster: string, size: number, kind = 'fuzzy') => ({
      internal_invoice_id: id,
      cluster_id: cluster,
      cluster_size: size,
      match_kind: kind,
      rule: 'reference-normalised',
      normalised_reference: 'INV42',
      reference_similarity: 1,
      amount_difference: 0,
      day_difference: 0,
      score: 97.5,
      threshold: 90,
      evidence: 'same reference after normalisation',
    });
    await insertCanon(db, 'duplicate_invoices', [
      member('a1', 'c1', 2, 'exact'),
      member('a2', 'c1', 2, 'exact'),
      member('b1', 'c2', 3),
      member('b2', 'c2', 3),
      member('b3', 'c2', 3),
      member('c1', 'c3', 2),
      member('c2', 'c3', 2),
    ]);
    // another system's findings never leak
    await insertCanon(db, 'duplicate_invoices', [member('a1', 'c1', 2)], 2);
    await publishAnalyses(db);
    const rows = await publishedRows(db, duplicateInvoices, ['internal_invoice_id']);
    const pick = (r: Record<string, unknown>) => [
      r['internal_invoice_id'],
      r['cluster_id'],
      r['different_account_groups'],
      r['cluster_cleared'],
      r['cluster_blocked'],
      r['is_recurring'],
      r['invoice_id_is_date'],
      r['is_intercompany'],
      r['is_zero_value'],
      r['is_eri'],
      r['is_reversed_or_reversal'],
    ];
    expect(rows.map(pick)).toEqual([
      //  id    cl    diffAG  cleared blocked recur  isDate  interco zero   eri    rev
      ['a1', 'c1', false, false, true, false, false, false, false, false, false],
      ['a2', 'c1', false, false, true, false, false, false, false, false, false],
      // gaps 30 and 31 days: recurring; '01.01.2024', '31.01.2024' and '2024-03-02' read as dates
      ['b1', 'c2', false, true, false, true, true, true, false, false, false],
      ['b2', 'c2', false, true, false, true, true, true, false, false, false],
      ['b3', 'c2', false, true, false, true, true, true, false, true, false],
      // KRED and ONE: different account groups; amount 0
      ['c1', 'c3', true, false, false, false, false, false, true, false, true],
      ['c2', 'c3', true, false, false, false, false, false, true, false, false],
    ]);
    expect(rows[0]).toMatchObject({
      vendor_name: 'Bolt Supplies',
      rule: 'reference-normalised',
      normalised_reference: 'INV42',
      score: 97.5,
      threshold: 90,
      match_kind: 'exact',
      cluster_size: 2,
    });
  });
});

describe('duplicate invoices: the newer rules', () => {
  it('flags clusters across vendor records, of re-keyed numbers only and of sequential numbers only, with the link', async () => {
    await insertCanon(db, 'vendors', [
      { vendor_id: 'V1', vendor_name: 'Bolt Supplies', account_group: 'KRED' },
      { vendor_id: 'V9', vendor_name: 'Bolt Supplies GmbH', account_group: 'KRED' },
    ]);
    const inv = (id: string, vendor: string, ref: string) => ({
      company_code: '1000',
      internal_invoice_id: id,
      vendor_id: vendor,
      external_invoice_id: ref,
      invoice_date: '2024-03-01',
      posting_date: '2024-03-01',
      document_amount: 100,
      common_amount: 100,
      derived_document_type: 'NON-PO-INVOICE',
    });
    await insertCanon(db, 'invoices', [
      inv('x1', 'V1', 'INV-7'),
      inv('x2', 'V9', 'INV-7'),
      inv('r1', 'V1', 'A-1'),
      inv('r2', 'V1', 'ZZ-99'),
      inv('s1', 'V1', 'S-100'),
      inv('s2', 'V1', 'S-101'),
    ]);
    const member = (
      id: string,
      cluster: string,
      rule: string,
      matched: string,
      vendor: string,
      link: string | null,
    ) => ({
      internal_invoice_id: id,
      cluster_id: cluster,
      cluster_size: 2,
      match_kind: 'fuzzy',
      rule,
      normalised_reference: 'X',
      reference_similarity: 1,
      amount_difference: 0,
      day_difference: 0,
      score: 75,
      threshold: 50,
      evidence: rule,
      matched_invoice_id: matched,
      matched_vendor_id: vendor,
      vendor_link: link,
    });
    const link = 'vendors V1 and V9 share VAT id DE123456789';
    await insertCanon(db, 'duplicate_invoices', [
      member('x1', 'DI:x1', 'cross-vendor', 'x2', 'V9', link),
      member('x2', 'DI:x1', 'cross-vendor', 'x1', 'V1', link),
      member('r1', 'DI:r1', 'same-amount-date', 'r2', 'V1', null),
      member('r2', 'DI:r1', 'same-amount-date', 'r1', 'V1', null),
      member('s1', 'DI:s1', 'sequential-reference', 's2', 'V1', null),
      member('s2', 'DI:s1', 'sequential-reference', 's1', 'V1', null),
    ]);
    await publishAnalyses(db);
    const rows = await publishedRows(db, duplicateInvoices, ['internal_invoice_id']);
    expect(
      rows.map((r) => [
        r['internal_invoice_id'],
        r['is_cross_vendor'],
        r['is_same_amount_date'],
        r['is_sequential_reference'],
        r['matched_vendor_id'],
        r['vendor_link'],
      ]),
    ).toEqual([
      ['r1', false, true, false, 'V1', null],
      ['r2', false, true, false, 'V1', null],
      ['s1', false, false, true, 'V1', null],
      ['s2', false, false, true, 'V1', null],
      ['x1', true, false, false, 'V9', link],
      ['x2', true, false, false, 'V1', link],
    ]);
  });
});

describe('similar vendor names', () => {
  it('lists both directions of each pair with the activity level of each vendor’s related group', async () => {
    // as-of date: the latest invoice date, 2024-06-30; active = activity after 2023-07-01 (365 days before)
    await insertCanon(db, 'invoices', [
      { company_code: '1000', internal_invoice_id: 'i', vendor_id: 'A', invoice_date: '2024-06-30' },
    ]);
    await insertCanon(db, 'vendors', [
      { vendor_id: 'A', vendor_name: 'Nordic Steel AB', account_group: 'KRED' },
      { vendor_id: 'B', vendor_name: 'Nordik Steel', account_group: 'KRED', posting_block: true },
      { vendor_id: 'C', vendor_name: 'Nordic Steels', account_group: 'KRED', marked_for_deletion: true },
    ]);
    await insertCanon(
      db,
      'vendor_company_codes',
      ['A', 'B', 'C'].map((v) => ({ vendor_id: v, company_code: '1000' })),
    );
    await insertCanon(db, 'vendor_last_activity', [
      { vendor_id: 'A', last_invoice_date: '2024-06-30' },
      { vendor_id: 'B', last_payment_date: '2023-07-02' },
      { vendor_id: 'C', last_po_date: '2022-01-01' },
    ]);
    await insertCanon(db, 'similar_vendor_names', [
      {
        vendor_id_lhs: 'A',
        vendor_id_rhs: 'B',
        normalised_name_lhs: 'nordic steel',
        normalised_name_rhs: 'nordik steel',
        score: 95,
        rule: 'jaro-winkler',
        threshold: 90,
      },
      {
        vendor_id_lhs: 'A',
        vendor_id_rhs: 'C',
        normalised_name_lhs: 'nordic steel',
        normalised_name_rhs: 'nordic steels',
        score: 98,
        rule: 'jaro-winkler',
        threshold: 90,
      },
    ]);
    await publishAnalyses(db);
    const rows = await publishedRows(db, similarVendorNames, ['vendor_id_lhs', 'vendor_id_rhs']);
    // groups: A+{B,C}: A, B active, C not → 2 active, 1 inactive; B+{A}: 2 active; C+{A}: 1 active, 1 inactive
    expect(
      rows.map((r) => [
        r['pair_id'],
        r['number_of_active_related_vendors'],
        r['number_of_inactive_related_vendors'],
        r['total_number_of_related_vendors'],
        r['activity_level'],
      ]),
    ).toEqual([
      ['A|B', 2, 1, 3, 'More than one vendor has activity'],
      ['A|C', 2, 1, 3, 'More than one vendor has activity'],
      ['B|A', 2, 0, 2, 'More than one vendor has activity'],
      ['C|A', 1, 1, 2, 'Only one vendor has activity'],
    ]);
    expect(rows[0]).toMatchObject({
      vendor_name_lhs: 'Nordic Steel AB',
      vendor_name_rhs: 'Nordik Steel',
      blocked_lhs: false,
      blocked_rhs: true,
      last_activity_date_rhs: '2023-07-02',
      normalised_name_rhs: 'nordik steel',
      score: 95,
      threshold: 90,
    });
    expect(rows[3]).toMatchObject({
      marked_for_deletion_lhs: true,
      last_activity_date_lhs: '2022-01-01',
      normalised_name_lhs: 'nordic steels',
    });
  });

  it('shows a pair of vendors of different company codes under the lhs vendor’s code, with both vendors’ codes', async () => {
    await insertCanon(db, 'invoices', [
      { company_code: 'US01', internal_invoice_id: 'i', vendor_id: 'E1', invoice_date: '2024-06-30' },
    ]);
    await insertCanon(db, 'vendors', [
      { vendor_id: 'E1', vendor_name: 'Eastgate Traders', account_group: 'KRED' },
      { vendor_id: 'E2', vendor_name: 'East Gate Traders GmbH', account_group: 'KRED' },
    ]);
    await insertCanon(db, 'vendor_company_codes', [
      { vendor_id: 'E1', company_code: 'US01' },
      { vendor_id: 'E2', company_code: 'DE01' },
      { vendor_id: 'E2', company_code: 'AT01' },
    ]);
    await insertCanon(db, 'similar_vendor_names', [
      {
        vendor_id_lhs: 'E1',
        vendor_id_rhs: 'E2',
        normalised_name_lhs: 'eastgate traders',
        normalised_name_rhs: 'east gate traders gmbh',
        score: 100,
        rule: 'exact-normalised',
        threshold: 80,
      },
    ]);
    await publishAnalyses(db);
    const rows = await publishedRows(db, similarVendorNames, ['vendor_id_lhs', 'company_code']);
    expect(
      rows.map((r) => [
        r['company_code'],
        r['vendor_id_lhs'],
        r['company_codes_lhs'],
        r['company_codes_rhs'],
      ]),
    ).toEqual([
      ['US01', 'E1', 'US01', 'AT01, DE01'],
      ['AT01', 'E2', 'AT01, DE01', 'US01'],
      ['DE01', 'E2', 'AT01, DE01', 'US01'],
    ]);
  });
});

describe('vendor findings per company code', () => {
  beforeEach(async () => {
    await insertCanon(db, 'vendors', [
      { vendor_id: 'V1', vendor_name: 'Kalashnikov Concern', account_group: 'KRED', country: 'DE' },
      {
        vendor_id: 'V2',
        vendor_name: 'Clean Ltd',
        account_group: 'KRED',
        country: 'GB',
        posting_block: true,
      },
      { vendor_id: 'V3', vendor_name: 'Orphan', account_group: 'KRED' },
    ]);
    await insertCanon(db, 'vendor_company_codes', [
      { vendor_id: 'V1', company_code: '1000' },
      { vendor_id: 'V1', company_code: '2000', payment_block: 'A' },
      { vendor_id: 'V2', company_code: '1000' },
    ]);
  });

  it('sanctions: one row per hit and company code of the vendor, with the evidence', async () => {
    await insertCanon(db, 'sanction_hits', [
      {
        vendor_id: 'V1',
        vendor_name: 'Kalashnikov Concern',
        normalised_vendor_name: 'kalashnikov concern',
        sdn_uid: '12345',
        sdn_name: 'KALASHNIKOV CONCERN',
        sdn_type: 'Entity',
        sdn_programs: 'UKRAINE-EO13662',
        normalised_sdn_name: 'kalashnikov concern',
        score: 100,
        rule: 'exact-normalised',
        score_details: 'jaro_winkler=1.000',
        threshold: 75,
      },
      // V3 is in no company code: no user can be granted it
      { vendor_id: 'V3', vendor_name: 'Orphan', sdn_uid: '1', score: 80, threshold: 75 },
    ]);
    await publishAnalyses(db);
    const rows = await publishedRows(db, sanctionsMatches, ['company_code']);
    expect(
      rows.map((r) => [
        r['company_code'],
        r['vendor_id'],
        r['is_vendor_company_code_blocked'],
        r['score'],
        r['rule'],
      ]),
    ).toEqual([
      ['1000', 'V1', false, 100, 'exact-normalised'],
      ['2000', 'V1', true, 100, 'exact-normalised'],
    ]);
    expect(rows[0]).toMatchObject({
      sdn_name: 'KALASHNIKOV CONCERN',
      normalised_sdn_name: 'kalashnikov concern',
      threshold: 75,
      country: 'DE',
    });
  });

  it('data quality: every vendor per company code, checks or not', async () => {
    await insertCanon(db, 'vendor_checks', [
      {
        vendor_id: 'V1',
        email_count: 2,
        valid_email_format: false,
        email_issues: 'sales@@kc.ru: two @',
        client_domain_match: false,
        issue_mask: 1024,
        vat_id_is_empty: true,
      },
    ]);
    await publishAnalyses(db);
    const rows = await publishedRows(db, vendorDataQuality, ['vendor_id', 'company_code']);
    expect(
      rows.map((r) => [
        r['vendor_id'],
        r['company_code'],
        r['email_count'],
        r['valid_email_format'],
        r['issue_mask'],
        r['vat_id_is_empty'],
        r['is_vendor_company_code_blocked'],
      ]),
    ).toEqual([
      ['V1', '1000', 2, false, 1024, true, false],
      ['V1', '2000', 2, false, 1024, true, true], // payment block in 2000
      // no checks row: nothing failed, nothing known
      ['V2', '1000', 0, null, 0, null, true], // central posting block
    ]);
  });

  it('duplicate vendors: vendors in at least one cluster', async () => {
    await insertCanon(db, 'duplicate_vendors', [
      {
        vendor_id: 'V1',
        tax_id_cluster_id: 'T1',
        tax_id_cluster_id_score: 100,
        tax_id_cluster_id_same_account_groups: true,
        tax_id_normalised: 'DE123',
        evidence: 'same tax id',
      },
      { vendor_id: 'V2', normalised_name: 'clean' },
    ]);
    await publishAnalyses(db);
    const rows = await publishedRows(db, duplicateVendors, ['company_code']);
    expect(
      rows.map((r) => [
        r['vendor_id'],
        r['company_code'],
        r['tax_id_cluster_id'],
        r['tax_id_cluster_id_score'],
        r['evidence'],
      ]),
    ).toEqual([
      ['V1', '1000', 'T1', 100, 'same tax id'],
      ['V1', '2000', 'T1', 100, 'same tax id'],
    ]);
  });
});
