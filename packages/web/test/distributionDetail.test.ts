import { filterSchema } from '@spendlens/domain';
import { describe, expect, it } from 'vitest';
import {
  distributionDetailFileName,
  distributionDetailFilter,
  distributionDetailTitle,
} from '../src/modules/invoice-distribution/utils/distributionDetail';

const typeColumn = 'derived_document_type';
const binColumn = 'invoice_value_bin';

describe('the detail behind a number of the Invoice Distribution table (spec 02 §2)', () => {
  it('filters a value-range row by its document type and range', () => {
    const filter = distributionDetailFilter({ type: 'PO-INVOICE', label: 'PO-INVOICE', bin: '0 - 500' });
    expect(filterSchema.safeParse(filter).success).toBe(true);
    expect(filter.map((g) => g.clauses)).toEqual([
      [{ col: typeColumn, op: '==', val: 'PO-INVOICE' }],
      [{ col: binColumn, op: '==', val: '0 - 500' }],
    ]);
  });

  it('reads ALL INVOICES as PO and non-PO invoices, and the Grand Total as every document', () => {
    const all = distributionDetailFilter({
      type: 'ALL',
      label: 'ALL INVOICES (PO + NON-PO)',
      bin: '> 10000',
    });
    expect(all.map((g) => g.clauses)).toEqual([
      [{ col: typeColumn, op: 'isin', val: ['PO-INVOICE', 'NON-PO-INVOICE'] }],
      [{ col: binColumn, op: '==', val: '> 10000' }],
    ]);
    const total = distributionDetailFilter({ type: 'TOTAL', label: 'Grand Total', bin: '500 - 1000' });
    expect(total.map((g) => g.clauses)).toEqual([[{ col: binColumn, op: '==', val: '500 - 1000' }]]);
  });

  it('takes every range for a document-type row, and none at all for the Grand Total row', () => {
    expect(distributionDetailFilter({ type: 'REVERSAL', label: 'REVERSAL' }).map((g) => g.clauses)).toEqual([
      [{ col: typeColumn, op: '==', val: 'REVERSAL' }],
    ]);
    expect(distributionDetailFilter({ type: 'TOTAL', label: 'Grand Total' })).toEqual([]);
  });

  it('reads the blank range as the documents without a range', () => {
    const [group] = distributionDetailFilter({ type: 'TOTAL', label: 'Grand Total', bin: '(blank)' });
    expect(group!.clause_connector).toBe('|');
    expect(group!.clauses).toEqual([
      { col: binColumn, op: 'isnull' },
      { col: binColumn, op: '==', val: '' },
    ]);
  });

  it('names the detail and its CSV file after the row and range', () => {
    expect(distributionDetailTitle({ type: 'PO-INVOICE', label: 'PO-INVOICE', bin: '0 - 500' })).toBe(
      'Details for: PO-INVOICE, value range 0 - 500',
    );
    expect(distributionDetailTitle({ type: 'ALL', label: 'ALL INVOICES (PO + NON-PO)' })).toBe(
      'Details for: ALL INVOICES (PO + NON-PO)',
    );
    expect(distributionDetailFileName({ type: 'ALL', label: '', bin: '> 10000' })).toBe(
      'invoice-distribution-ALL-over-10000.csv',
    );
    expect(distributionDetailFileName({ type: 'TOTAL', label: '' })).toBe('invoice-distribution-TOTAL.csv');
  });
});
