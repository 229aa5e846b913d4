import { describe, expect, it } from 'vitest';
import {
  findDuplicateInvoices,
  invoiceParty,
  normaliseReference,
  sequenceStep,
  VendorLinks,
  type InvoiceRecord,
} from '../src/index';

const invoice = (
  id: string,
  vendor: string,
  reference: string,
  date: string,
  amount: number,
  extra: Partial<InvoiceRecord> = {},
): InvoiceRecord => ({
  internal_invoice_id: id,
  company_code: 'DE01',
  vendor_id: vendor,
  external_invoice_id: reference,
  invoice_date: date,
  document_amount: amount,
  document_currency: 'EUR',
  derived_document_type: 'NON-PO-INVOICE',
  is_reversed: false,
  ...extra,
});

describe('normaliseReference', () => {
  it('drops punctuation and case, reads look-alike letters as digits', () => {
    expect(normaliseReference('inv 2024-OO12')).toBe('1NV20240012');
    expect(normaliseReference('INV-2024-00012')).toBe('1NV202400012');
    expect(normaliseReference(null)).toBe('');
  });
});

describe('findDuplicateInvoices', () => {
  const rows = [
    invoice('A', 'V1', 'INV-2024-00012', '2024-03-01', 1000),
    invoice('B', 'V1', 'INV-2024-00012', '2024-03-01', 1000),
    invoice('C', 'V1', 'INV-2024-OOO12', '2024-03-01', 1000),
    invoice('D', 'V1', 'INV 2024-12', '2024-03-04', 1005),
    // a reversal pair: same reference, amount and date, never a duplicate
    invoice('E', 'V1', 'INV-2024-00099', '2024-03-01', 500, { is_reversed: true }),
    invoice('F', 'V1', 'INV-2024-00099', '2024-03-01', 500, { derived_document_type: 'REVERSAL' }),
    // another vendor, and the same vendor 19 days later
    invoice('G', 'V2', 'INV-2024-00012', '2024-03-01', 1000),
    invoice('I', 'V1', 'INV-2024-00012', '2024-03-20', 1000),
    // a swap of two digits, same amount and date
    invoice('J', 'V3', '2024-00013', '2024-05-02', 250),
    invoice('K', 'V3', '2024-00031', '2024-05-02', 250),
  ];
  const result = findDuplicateInvoices(rows);
  const byId = new Map(result.map((m) => [m.internal_invoice_id, m]));

  it('clusters exact and fuzzy copies of one invoice', () => {
    expect(result.filter((m) => m.cluster_id === 'DI:A').map((m) => m.internal_invoice_id)).toEqual([
      'A',
      'B',
      'C',
      'D',
    ]);
    expect(byId.get('A')).toMatchObject({ match_kind: 'exact', rule: 'exact', score: 100, cluster_size: 4 });
    expect(byId.get('C')).toMatchObject({ match_kind: 'fuzzy', rule: 'reference-lookalike', score: 100 });
  });
  it('scores a leading-zeros reference with near amount and date by the formula', () => {
    // 100 − 40 × (1 − 0.95) − 2 × 3 days − 1000 × 5/1005 = 87.0
    expect(byId.get('D')).toMatchObject({
      rule: 'near-amount-and-date',
      matched_invoice_id: 'A',
      normalised_reference: '1NV202412',
      reference_similarity: 0.95,
      amount_difference: 5,
      day_difference: 3,
      score: 87,
      threshold: 70,
    });
  });
  it('leaves out reversals, other vendors and copies too far apart', () => {
    for (const id of ['E', 'F', 'G', 'I']) expect(byId.has(id)).toBe(false);
  });
  it('finds a transposed reference of the same amount and date', () => {
    // OSA distance 1 over 9 characters: similarity 0.889, score 100 − 40 × 0.111 = 95.6
    expect(byId.get('K')).toMatchObject({ rule: 'reference-typo', reference_similarity: 0.889, score: 95.6 });
  });
});

describe('sequenceStep', () => {
  it('reads the next number of one series, not a typo', () => {
    expect(sequenceStep('48021850 - 2', '48021850 - 3')).toBe(1);
    expect(sequenceStep('46294968 - 1', '46294969 - 1')).toBe(1);
    expect(sequenceStep('INV-0099', 'INV-0100')).toBe(1);
    expect(sequenceStep('INV-1001', 'INV-1006')).toBe(5);
    // a step of 6, an O/0 swap, a transposition (a multiple of 9), a dropped digit, two numbers changed
    expect(sequenceStep('INV-1001', 'INV-1007')).toBeNull();
    expect(sequenceStep('INV-1001', 'INV-1OO1')).toBeNull();
    expect(sequenceStep('INV-1012', 'INV-1021')).toBeNull();
    expect(sequenceStep('INV-1001', 'INV-101')).toBeNull();
    expect(sequenceStep('2024-0001', '2025-0002')).toBeNull();
    expect(sequenceStep('INV-1', 'INV-1')).toBeNull();
  });
});

describe('findDuplicateInvoices: re-keyed, sequential and across vendor records', () => {
  it('pairs another reference of the same vendor, amount and date (same-amount-date, 75), not 30 days apart', () => {
    const result = findDuplicateInvoices([
      invoice('A', 'V1', 'RE-778812', '2024-03-01', 1234.5),
      invoice('B', 'V1', 'X-99', '2024-03-01', 1234.5),
      // monthly rent: the same amount, other references, a month apart
      invoice('R1', 'V2', 'RENT-MAR', '2024-03-01', 2000),
      invoice('R2', 'V2', 'RENT-APR', '2024-03-31', 2000),
      invoice('R3', 'V2', 'RENT-MAY', '2024-04-30', 2000),
    ]);
    expect(result.map((m) => [m.internal_invoice_id, m.rule, m.score])).toEqual([
      ['A', 'same-amount-date', 75],
      ['B', 'same-amount-date', 75],
    ]);
  });

  it('scores the next number of one series under the threshold: not reported, and never as a typo', () => {
    const rows = [
      invoice('S1', 'V1', '48021850 - 2', '2024-03-01', 80),
      invoice('S2', 'V1', '48021850 - 3', '2024-03-01', 80),
      invoice('S3', 'V1', '46294968 - 1', '2024-03-05', 45),
      invoice('S4', 'V1', '46294969 - 1', '2024-03-06', 45),
      // a real typo (transposed digits) of the same amount and date stays a typo
      invoice('T1', 'V1', 'INV-2024-00013', '2024-04-02', 250),
      invoice('T2', 'V1', 'INV-2024-00031', '2024-04-02', 250),
    ];
    expect(findDuplicateInvoices(rows).map((m) => [m.internal_invoice_id, m.rule])).toEqual([
      ['T1', 'reference-typo'],
      ['T2', 'reference-typo'],
    ]);
    const low = findDuplicateInvoices(rows, { threshold: 50 });
    expect(
      low.filter((m) => m.rule === 'sequential-reference').map((m) => [m.internal_invoice_id, m.score]),
    ).toEqual([
      ['S1', 55],
      ['S2', 55],
      ['S3', 55],
      ['S4', 55],
    ]);
  });

  it('pairs the same invoice under two linked vendor records (cross-vendor), naming both and the link; not unrelated vendors', () => {
    const links = new VendorLinks([
      { vendor_id: 'V1', keys: ['VAT id DE123456789'] },
      { vendor_id: 'V9', keys: ['VAT id DE123456789'] },
      { vendor_id: 'V5', keys: ['IBAN DE89370400440532013000'] },
    ]);
    const rows = [
      invoice('A', 'V1', 'INV-5512', '2024-03-01', 990),
      invoice('B', 'V9', 'inv 5512', '2024-03-02', 990),
      // unrelated vendors sharing a reference, amount and date by chance
      invoice('C', 'V5', 'INV-7000', '2024-03-01', 100),
      invoice('D', 'V6', 'INV-7000', '2024-03-01', 100),
    ];
    const result = findDuplicateInvoices(rows, { vendorLinks: links });
    expect(result.map((m) => m.internal_invoice_id)).toEqual(['A', 'B']);
    expect(result[0]).toMatchObject({
      rule: 'cross-vendor',
      matched_invoice_id: 'B',
      matched_vendor_id: 'V9',
      vendor_link: 'vendors V1 and V9 share VAT id DE123456789',
      score: 98,
    });
    expect(result[0]!.evidence).toContain('vendors V1 and V9 share VAT id DE123456789');
    // without the links, no pair
    expect(findDuplicateInvoices(rows)).toEqual([]);
  });
});

describe('findDuplicateInvoices: one-time vendor accounts compared by payee', () => {
  const oneTime = (
    id: string,
    payee: string | null,
    town: string | null,
    extra: Partial<InvoiceRecord> = {},
  ) =>
    invoice(id, 'CPD1', 'R-4471', '2024-06-03', 312.4, {
      is_one_time_vendor: true,
      payee_name: payee,
      payee_town: town,
      ...extra,
    });

  it('pairs one payee twice under the account, never two payees, and says so in the evidence', () => {
    const result = findDuplicateInvoices([
      oneTime('P1', 'Hans Meier', 'Berlin'),
      oneTime('P2', 'HANS MEIER', 'Berlin'),
      // another payee with the same reference, amount and date: a different person
      oneTime('Q1', 'Erika Muster', 'Hamburg'),
    ]);
    expect(result.map((m) => m.internal_invoice_id)).toEqual(['P1', 'P2']);
    expect(result[0]!.evidence).toContain("one-time account CPD1, payee 'Hans Meier', Berlin");
  });

  it('compares a one-time invoice without payee data by account, and says so', () => {
    const result = findDuplicateInvoices([oneTime('N1', null, null), oneTime('N2', null, null)]);
    expect(result.map((m) => m.internal_invoice_id)).toEqual(['N1', 'N2']);
    expect(result[0]!.evidence).toContain('one-time account CPD1, no payee data');
  });

  it('reads an ordinary vendor by its account whatever payee columns it carries', () => {
    expect(invoiceParty(invoice('X', 'V1', 'A', '2024-01-01', 1, { payee_name: 'Someone' }))).toEqual({
      key: 'V1',
      label: null,
    });
  });
});
