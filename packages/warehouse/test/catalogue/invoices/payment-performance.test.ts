import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DuckDbExecutor } from '../../../src/index';
import { paymentPerformance } from '../../../src/catalogue/invoices';
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
  await insertCanon(db, 'payments', [
    {
      company_code: '1000',
      vendor_id: 'V1',
      clearing_document_no: 'P1',
      fiscal_year: 2024,
      clearing_date: '2024-03-29',
      payment_date: '2024-04-01',
      item_count: 3,
      common_amount: 240,
      common_currency: 'EUR',
    },
    {
      company_code: '2000',
      vendor_id: 'V2',
      clearing_document_no: 'P2',
      fiscal_year: 2024,
      clearing_date: '2024-05-07',
      item_count: 1,
      common_amount: -5,
      is_voided: true,
    },
  ]);
  const paidBy = (id: string, doc: string, date: string, amount: number, fields = {}) =>
    invoice(id, {
      is_cleared: true,
      clearing_document_no: doc,
      clearing_date: date,
      common_amount: amount,
      ...fields,
    });
  await insertCanon(db, 'invoices', [
    paidBy('a', 'P1', '2024-03-29', 100),
    paidBy('b', 'P1', '2024-03-29', 150, { derived_document_type: 'NON-PO-INVOICE' }),
    // A credit netted in P1: not an invoice (P1 pays 100 + 150 − 10 = 240 over 3 items).
    paidBy('c', 'P1', '2024-03-29', -10, { derived_document_type: 'VENDOR-CREDIT' }),
    // Same document number, other vendor: not P1.
    paidBy('d', 'P1', '2024-03-29', 999, { vendor_id: 'V2' }),
    // P2 cleared only a credit: 0 invoices.
    paidBy('e', 'P2', '2024-05-07', -5, {
      company_code: '2000',
      vendor_id: 'V2',
      derived_document_type: 'VENDOR-CREDIT',
    }),
  ]);
  await insertCanon(
    db,
    'payments',
    [{ company_code: '1000', vendor_id: 'V1', clearing_document_no: 'PX', clearing_date: '2024-01-01' }],
    2,
  );
  await publishAnalyses(db);
});
afterAll(() => db.close());

describe('payment performance', () => {
  it('publishes each payment with the invoices it paid and its period columns', async () => {
    expect(await publishedRows(db, paymentPerformance, ['payment_id'])).toEqual([
      {
        company_code: '1000',
        company_name: 'Alpha GmbH',
        region: 'EMEA',
        vendor_id: 'V1',
        vendor_name: 'Acme',
        account_group: 'KRED',
        payment_id: '1000-P1-2024',
        clearing_document_no: 'P1',
        fiscal_year: 2024,
        clearing_date: '2024-03-29',
        // PAYR's cheque date decides the period: April, Q2, although cleared in March.
        payment_date: '2024-04-01',
        payment_method: null,
        is_voided: false,
        number_of_invoices: 2,
        value_of_invoices: 250, // a 100 + b 150
        item_count: 3,
        common_currency: 'EUR',
        common_amount: 240,
        year_month: '2024-04',
        quarter: '2024-Q2',
        year: 2024,
      },
      {
        company_code: '2000',
        company_name: 'Beta Inc',
        region: 'AMER',
        vendor_id: 'V2',
        vendor_name: 'Bolt',
        account_group: 'LIEF',
        payment_id: '2000-P2-2024',
        clearing_document_no: 'P2',
        fiscal_year: 2024,
        clearing_date: '2024-05-07',
        payment_date: '2024-05-07',
        payment_method: null,
        is_voided: true,
        number_of_invoices: 0,
        value_of_invoices: 0,
        item_count: 1,
        common_currency: null,
        common_amount: -5,
        year_month: '2024-05',
        quarter: '2024-Q2',
        year: 2024,
      },
    ]);
  });

  it('keeps other systems apart', async () => {
    await publishAnalyses(db, 2);
    expect(await publishedRows(db, paymentPerformance, [], 2)).toMatchObject([
      { clearing_document_no: 'PX', number_of_invoices: 0, payment_id: null },
    ]);
  });
});
