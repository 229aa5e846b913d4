import { describe, expect, it } from 'vitest';
import { findDuplicateInvoices, normaliseReference, type InvoiceRecord } from '../src/index';

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
