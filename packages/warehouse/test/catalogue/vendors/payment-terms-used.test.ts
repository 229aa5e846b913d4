import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DuckDbExecutor } from '../../../src/index';
import { paymentTermsUsed } from '../../../src/catalogue/vendors';
import {
  insertCanon,
  openFixtureWarehouse,
  publishAnalyses,
  publishedRows,
} from '../../support/fixture-warehouse';
import { document, exceptionRows, masterData } from './vendor-fixtures';

let db: DuckDbExecutor;
beforeAll(async () => {
  db = await openFixtureWarehouse();
  await insertCanon(db, 'company_codes', masterData.company_codes);
  await insertCanon(db, 'vendors', masterData.vendors);
  await insertCanon(db, 'account_groups', masterData.account_groups);
  await insertCanon(db, 'vendor_company_codes', [
    { vendor_id: 'V1', company_code: '1000', payment_term: 'Z030' },
    { vendor_id: 'V2', company_code: '1000', payment_term: ' ' },
  ]);
  // Z030: the text and net days of day limit 0. Z010: day limit 0 has no text, day limit 10 has.
  await insertCanon(db, 'payment_terms', [
    { payment_term: 'Z030', day_limit: 15, description: 'Net 45 after the 15th', net_days: 45 },
    { payment_term: 'Z030', day_limit: 0, description: '30 days net', net_days: 30 },
    { payment_term: 'Z010', day_limit: 0, description: null, net_days: 10 },
    { payment_term: 'Z010', day_limit: 10, description: 'Ten days', net_days: 12 },
  ]);
  await insertCanon(db, 'payments', [
    {
      company_code: '1000',
      vendor_id: 'V1',
      clearing_document_no: 'P1',
      clearing_date: '2024-02-15',
      payment_date: '2024-02-16',
    },
    {
      company_code: '1000',
      vendor_id: 'V1',
      clearing_document_no: 'P2',
      clearing_date: '2024-03-01',
      is_voided: true,
    },
  ]);
  const cleared = (doc: string, date: string) => ({
    is_cleared: true,
    clearing_document_no: doc,
    clearing_date: date,
  });
  await insertCanon(db, 'invoices', [
    // a: paid by P1; days to pay from the baseline date: 2024-01-10 → 2024-02-16 = 21 + 16 = 37.
    document('a', {
      payment_term: 'Z030',
      baseline_date: '2024-01-10',
      invoice_date: '2024-01-09',
      common_amount: 100,
      ...cleared('P1', '2024-02-15'),
    }),
    // b: cleared by a credit memo (no payment C9): not paid; Z010 ≠ the vendor's Z030.
    document('b', {
      derived_document_type: 'NON-PO-INVOICE',
      payment_term: 'Z010',
      invoice_date: '2024-01-20',
      common_amount: 50,
      ...cleared('C9', '2024-01-25'),
    }),
    // c: blank term → NULL, an exception; V2 has a blank vendor term too (not "different").
    document('c', { vendor_id: 'V2', payment_term: ' ', common_amount: 70 }),
    // d: cleared by a voided cheque: not paid.
    document('d', { payment_term: 'Z030', common_amount: 20, ...cleared('P2', '2024-03-01') }),
    // e: P1 is a payment of company code 1000, not 2000: not paid. No vendor record in 2000.
    document('e', {
      company_code: '2000',
      payment_term: 'Z030',
      common_amount: 30,
      ...cleared('P1', '2024-02-15'),
    }),
    // Not invoices proper: a credit, a reversal and the original it reverses.
    document('cr', { derived_document_type: 'VENDOR-CREDIT', payment_term: 'Z030', common_amount: -5 }),
    document('rv', { derived_document_type: 'REVERSAL', payment_term: 'Z030', common_amount: -9 }),
    document('ro', { is_reversed: true, payment_term: 'Z030', common_amount: 9 }),
  ]);
  await insertCanon(db, 'invoices', [document('other', { payment_term: 'Z030', common_amount: 1 })], 2);
  await publishAnalyses(db);
  await publishAnalyses(db, 2);
});
afterAll(() => db.close());

describe('payment terms used', () => {
  it('lists invoices proper with term text, vendor term and payment', async () => {
    const rows = await publishedRows(db, paymentTermsUsed, ['internal_invoice_id']);
    expect(
      rows.map((r) => [
        r['internal_invoice_id'],
        r['payment_term'],
        r['payment_term_description'],
        r['payment_term_net_days'],
        r['vendor_payment_term'],
        r['differs_from_vendor_payment_term'],
        r['is_paid'],
        r['payment_date'],
        r['actual_days_to_pay'],
        r['paid_common_amount'],
      ]),
    ).toEqual([
      ['a', 'Z030', '30 days net', 30, 'Z030', false, true, '2024-02-16', 37, 100],
      ['b', 'Z010', 'Ten days', 10, 'Z030', true, false, null, null, null],
      ['c', null, null, null, null, false, false, null, null, null],
      ['d', 'Z030', '30 days net', 30, 'Z030', false, false, null, null, null],
      ['e', 'Z030', '30 days net', 30, null, false, false, null, null, null],
    ]);
    expect(rows[0]).toMatchObject({
      company_name: 'Alpha GmbH',
      vendor_name: 'Acme',
      account_group_name: 'Vendors',
      vendor_country: 'DE',
      common_amount: 100,
    });
  });

  it('gives the payment term row of spec 02 §3 by count, sum and mean of published columns', async () => {
    // Z030: a, d, e → count 3, value 100 + 20 + 30 = 150, paid a only: 100, 1, mean days 37.
    const rows = await db.query({
      sql: `SELECT payment_term, count(internal_invoice_id) AS n, sum(common_amount)::DOUBLE AS value,
          avg(actual_days_to_pay) AS days, sum(paid_common_amount)::DOUBLE AS paid_value, count(paid_common_amount) AS paid_n
        FROM pub.payment_terms__payment_terms_used WHERE system_id = 1 GROUP BY ALL ORDER BY payment_term NULLS LAST`,
      params: [],
    });
    expect(rows.map((r) => Object.values(r).map((v) => (typeof v === 'bigint' ? Number(v) : v)))).toEqual([
      ['Z010', 1, 50, null, null, 0],
      ['Z030', 3, 150, 37, 100, 1],
      [null, 1, 70, null, null, 0],
    ]);
  });

  it('flags invoices without a payment term as exceptions', async () => {
    expect(await exceptionRows(db, paymentTermsUsed, 'internal_invoice_id')).toEqual(['c']);
  });

  it('keeps other systems apart', async () => {
    expect(await publishedRows(db, paymentTermsUsed, [], 2)).toMatchObject([
      { internal_invoice_id: 'other' },
    ]);
    expect(await publishedRows(db, paymentTermsUsed, [], 3)).toEqual([]);
  });
});
