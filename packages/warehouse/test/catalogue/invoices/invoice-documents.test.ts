import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DuckDbExecutor } from '../../../src/index';
import { invoiceDocuments, invoiceLineItems } from '../../../src/catalogue/invoices';
import {
  insertCanon,
  openFixtureWarehouse,
  publishAnalyses,
  publishedRows,
} from '../../support/fixture-warehouse';
import { invoice, masterData } from './invoice-fixtures';

let db: DuckDbExecutor;
beforeAll(async () => {
  db = await openFixtureWarehouse();
  await insertCanon(db, 'company_codes', masterData.company_codes);
  await insertCanon(db, 'vendors', masterData.vendors);
  await insertCanon(db, 'invoices', [
    invoice('ers', { tcode: 'MRRL', posting_date: '2024-03-01', common_amount: 10, payment_term: 'Z030' }),
    invoice('rev', {
      tcode: 'MIRO',
      is_reversed: true,
      reversal_document_no: '5100009999',
      common_amount: 20,
    }),
    invoice('revd', { derived_document_type: 'REVERSAL', common_amount: -20 }),
    invoice('cr', {
      derived_document_type: 'VENDOR-CREDIT',
      vendor_id: 'V2',
      company_code: '2000',
      common_amount: -5,
    }),
    invoice('nulls', { is_reversed: null, is_cleared: null }),
  ]);
  await insertCanon(db, 'invoices', [invoice('other-system')], 2);
  const line = (id: string, n: number, fields: Record<string, string | number | null> = {}) => ({
    company_code: '1000',
    internal_invoice_id: id,
    invoice_line_item_number: n,
    line_source: 'RSEG',
    vendor_id: 'V1',
    derived_document_type: 'PO-INVOICE',
    document_currency: 'EUR',
    line_item_signed_amount: 10 * n,
    common_currency: 'EUR',
    line_item_signed_common_amount: 10 * n,
    ...fields,
  });
  await insertCanon(db, 'invoice_lines', [
    line('ers', 1, { po_number: '4500000001', po_line_item_number: '00010', quantity: 2 }),
    line('ers', 2),
    line('cr', 1, {
      vendor_id: 'V2',
      company_code: '2000',
      derived_document_type: 'VENDOR-CREDIT',
      line_item_signed_amount: -5,
    }),
  ]);
  await publishAnalyses(db);
});
afterAll(() => db.close());

describe('invoice documents', () => {
  it('lists every invoice document of the system — reversals, reversed invoices and credits included — with its transaction code', async () => {
    const rows = await publishedRows(db, invoiceDocuments, ['internal_invoice_id']);
    expect(
      rows.map((r) => [
        r['internal_invoice_id'],
        r['derived_document_type'],
        r['tcode'],
        r['is_reversed'],
        r['common_amount'],
      ]),
    ).toEqual([
      ['cr', 'VENDOR-CREDIT', null, false, -5],
      ['ers', 'PO-INVOICE', 'MRRL', false, 10],
      ['nulls', 'PO-INVOICE', null, false, null],
      ['rev', 'PO-INVOICE', 'MIRO', true, 20],
      ['revd', 'REVERSAL', null, false, -20],
    ]);
    expect(rows[0]).toMatchObject({ company_name: 'Beta Inc', vendor_name: 'Bolt', account_group: 'LIEF' });
    expect(rows.find((r) => r['internal_invoice_id'] === 'ers')).toMatchObject({
      payment_term: 'Z030',
      posting_date: '2024-03-01',
      is_cleared: false,
    });
    expect(rows.find((r) => r['internal_invoice_id'] === 'rev')?.['reversal_document_no']).toBe('5100009999');
  });
});

describe('invoice line items', () => {
  it('lists every line of every invoice with its party, PO line and signed amounts; a credit memo says so', async () => {
    const rows = await publishedRows(db, invoiceLineItems, [
      'internal_invoice_id',
      'invoice_line_item_number',
    ]);
    expect(
      rows.map((r) => [
        r['internal_invoice_id'],
        r['invoice_line_item_number'],
        r['is_credit_memo'],
        r['line_item_signed_amount'],
      ]),
    ).toEqual([
      ['cr', 1, true, -5],
      ['ers', 1, false, 10],
      ['ers', 2, false, 20],
    ]);
    expect(rows[0]).toMatchObject({
      company_name: 'Beta Inc',
      vendor_name: 'Bolt',
      account_group: 'LIEF',
      currency: 'EUR',
    });
    expect(rows[1]).toMatchObject({ po_number: '4500000001', po_line_item_number: '00010', quantity: 2 });
  });
});
