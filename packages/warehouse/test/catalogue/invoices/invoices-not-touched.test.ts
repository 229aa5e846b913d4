import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DuckDbExecutor } from '../../../src/index';
import { invoiceChannelSql, invoicesNotTouched } from '../../../src/catalogue/invoices';
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
  // As-of 2024-03-31; the window is 2024-03-02 … 2024-03-31 (as-of − 29 … as-of).
  await insertCanon(db, 'invoices', [
    invoice('ers', { invoice_date: '2024-03-31', tcode: 'MRRL', created_by: 'BATCH_ERS', common_amount: 10 }),
    invoice('edi', {
      invoice_date: '2024-03-02',
      tcode: 'MIRO',
      created_by: 'EDI_IN',
      company_code: '2000',
      vendor_id: 'V2',
      common_amount: 20,
    }),
    invoice('idoc', {
      invoice_date: '2024-03-15',
      tcode: 'bd87',
      created_by: 'JSMITH',
      derived_document_type: 'NON-PO-INVOICE',
    }),
    invoice('wf', { invoice_date: '2024-03-15', tcode: 'FB60', created_by: 'WF-BATCH' }),
    // Outside the window (as-of − 30), manual, a reversed ERS invoice, an ERS credit, no date.
    invoice('old', { invoice_date: '2024-03-01', tcode: 'MRRL' }),
    invoice('miro', { invoice_date: '2024-03-20', tcode: 'MIRO', created_by: 'EDITH' }),
    invoice('fb60', { invoice_date: '2024-03-20', tcode: 'FB60', created_by: 'AP_CLERK' }),
    invoice('rev', { invoice_date: '2024-03-20', tcode: 'MRRL', is_reversed: true }),
    invoice('cr', { invoice_date: '2024-03-20', tcode: 'MRRL', derived_document_type: 'VENDOR-CREDIT' }),
    invoice('nodate', { tcode: 'MRRL' }),
  ]);
  await insertCanon(db, 'invoices', [invoice('other', { invoice_date: '2024-03-31', tcode: 'MRRL' })], 2);
  await publishAnalyses(db);
});
afterAll(() => db.close());

describe('invoices not touched by accounting', () => {
  it('lists the ERS and EDI invoices of the last 30 days up to the as-of date', async () => {
    const rows = await publishedRows(db, invoicesNotTouched, ['internal_invoice_id']);
    expect(rows.map((r) => [r['internal_invoice_id'], r['invoice_channel']])).toEqual([
      ['edi', 'EDI'],
      ['ers', 'ERS'],
      ['idoc', 'EDI'],
      ['wf', 'EDI'],
    ]);
    expect(rows[0]).toMatchObject({
      company_code: '2000',
      company_name: 'Beta Inc',
      vendor_name: 'Bolt',
      created_by: 'EDI_IN',
      common_amount: 20,
    });
  });

  it('derives the channel from the transaction code, then the user', async () => {
    // [tcode, created_by, po_number, channel]
    const cases: [string | null, string | null, string | null, string][] = [
      ['MRRL', 'ANYONE', null, 'ERS'],
      ['MRKO', null, null, 'ERS'],
      ['MIRO', 'SAPSYS', null, 'EDI'],
      ['MIRO', 'IDOC-USER', null, 'EDI'],
      ['MIRO', 'EDITH', null, 'Manual PO'],
      ['MIR7', 'BOB', null, 'Manual PO'],
      ['FB60', 'X_RFC', null, 'EDI'],
      ['FB60', 'RFCUSER', null, 'Manual Non-PO'],
      ['F-43', 'BOB', null, 'Manual Non-PO'],
      ['FB08', 'BOB', null, 'Other'],
      [null, null, null, 'Other'],
      // Oracle: the invoice's SOURCE
      ['ERS', 'AP_CLERK', 'PO-1', 'ERS'],
      ['EDI Gateway', 'AP_CLERK', null, 'EDI'],
      ['Manual Invoice Entry', 'AP_CLERK', 'PO-1', 'Manual PO'],
      ['Manual Invoice Entry', 'AP_CLERK', null, 'Manual Non-PO'],
      ['RTS', 'AP_CLERK', 'PO-1', 'Other'],
    ];
    const text = (v: string | null) => (v ? `'${v}'` : 'NULL');
    const values = cases.map(([t, u, po]) => `(${text(t)}, ${text(u)}, ${text(po)})`).join(', ');
    const rows = await db.query({
      sql: `SELECT ${invoiceChannelSql('t')} AS channel FROM (VALUES ${values}) t(tcode, created_by, po_number)`,
      params: [],
    });
    expect(rows.map((r, i) => [...cases[i]!.slice(0, 3), r['channel']])).toEqual(cases);
  });

  it('keeps other systems apart', async () => {
    expect(await publishedRows(db, invoicesNotTouched, [], 3)).toEqual([]);
  });
});
