import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DuckDbExecutor } from '../../../src/index';
import { kpiPaidOnTime, paymentOnTime } from '../../../src/catalogue/invoices';
import {
  insertCanon,
  openFixtureWarehouse,
  publishAnalyses,
  publishedRows,
} from '../../support/fixture-warehouse';
import { invoice, masterData } from './invoice-fixtures';

let db: DuckDbExecutor;
const cleared = (id: string, due: string | null, clearing: string, doc: string, fields = {}) =>
  invoice(id, {
    invoice_date: '2024-01-02',
    posting_date: '2024-01-02',
    due_date: due,
    is_cleared: true,
    clearing_date: clearing,
    clearing_document_no: doc,
    common_amount: 100,
    ...fields,
  });

beforeAll(async () => {
  db = await openFixtureWarehouse();
  await insertCanon(db, 'company_codes', masterData.company_codes);
  await insertCanon(db, 'vendors', masterData.vendors);
  await insertCanon(db, 'payments', [
    {
      company_code: '1000',
      vendor_id: 'V1',
      clearing_document_no: 'P1',
      clearing_date: '2024-02-01',
      payment_date: '2024-02-02',
    },
    { company_code: '1000', vendor_id: 'V1', clearing_document_no: 'P2', clearing_date: '2024-03-05' },
    { company_code: '2000', vendor_id: 'V2', clearing_document_no: 'P3', clearing_date: '2024-02-10' },
  ]);
  await insertCanon(db, 'invoices', [
    cleared('early', '2024-02-05', '2024-02-01', 'P1'), // 2024-02-01 − 2024-02-05 = −4: on time
    cleared('ontime', '2024-02-01', '2024-02-01', 'P1', { common_amount: 50 }), // 0: on time (edge)
    cleared('late', '2024-03-04', '2024-03-05', 'P2'), // +1: late → exception
    cleared('nodue', null, '2024-03-05', 'P2'), // delta NULL; not in the KPI
    // Cleared by a credit memo (no payment P9): not cleared for payment, not an exception.
    cleared('bycredit', '2024-01-01', '2024-02-01', 'P9'),
    // Clearing date matches no payment of P1 (2024-02-02 ≠ 2024-02-01): not cleared for payment.
    cleared('wrongdate', '2024-01-01', '2024-02-02', 'P1'),
    // 2000/V2: late by 2024-02-10 − 2024-01-31 = 10 days.
    cleared('v2', '2024-01-31', '2024-02-10', 'P3', {
      company_code: '2000',
      vendor_id: 'V2',
      common_amount: 7,
    }),
    // Left out: open, reversed, a credit, cleared without a clearing date.
    invoice('open', { due_date: '2024-01-01' }),
    cleared('rev', '2024-01-01', '2024-02-01', 'P1', { is_reversed: true }),
    cleared('cr', '2024-01-01', '2024-02-01', 'P1', { derived_document_type: 'VENDOR-CREDIT' }),
    invoice('nodate', { is_cleared: true }),
  ]);
  await insertCanon(db, 'invoices', [cleared('other', '2024-01-01', '2024-02-01', 'P1')], 2);
  await publishAnalyses(db);
});
afterAll(() => db.close());

describe('invoices paid on time and not in time', () => {
  it('publishes every cleared invoice with due_clearing_date_delta and whether a payment cleared it', async () => {
    const rows = await publishedRows(db, paymentOnTime, ['internal_invoice_id']);
    expect(
      rows.map((r) => [
        r['internal_invoice_id'],
        r['due_clearing_date_delta'],
        r['is_cleared_for_payment'],
        r['payment_date'],
        r['year_month'],
      ]),
    ).toEqual([
      ['bycredit', 31, false, null, '2024-02'],
      ['early', -4, true, '2024-02-02', '2024-02'],
      ['late', 1, true, '2024-03-05', '2024-03'],
      ['nodue', null, true, '2024-03-05', '2024-03'],
      ['ontime', 0, true, '2024-02-02', '2024-02'],
      ['v2', 10, true, '2024-02-10', '2024-02'],
      ['wrongdate', 32, false, null, '2024-02'],
    ]);
    expect(rows.find((r) => r['internal_invoice_id'] === 'v2')).toMatchObject({
      company_name: 'Beta Inc',
      account_group: 'LIEF',
      quarter: '2024-Q1',
      year: 2024,
    });
  });

  it('marks invoices paid by a payment after their due date as exceptions', async () => {
    const rule = paymentOnTime.exception!.condition;
    const rows = await db.query({
      sql: `SELECT internal_invoice_id FROM pub.invoices__payment_on_time_not_in_time WHERE system_id = 1 AND (${rule}) ORDER BY 1`,
      params: [],
    });
    expect(rows.map((r) => r['internal_invoice_id'])).toEqual(['late', 'v2']);
  });

  it('counts paid and on-time invoices per company code and clearing month for the KPI', async () => {
    // 1000 2024-02: early (−4) and ontime (0) paid, both on time; 100 + 50 = 150.
    // 1000 2024-03: late (+1) paid, not on time; nodue has no due date and is left out.
    // 2000 2024-02: v2 (+10) paid, not on time.
    expect(await publishedRows(db, kpiPaidOnTime, ['company_code', 'year_month'])).toEqual([
      {
        company_code: '1000',
        company_name: 'Alpha GmbH',
        account_group: 'KRED',
        year_month: '2024-02',
        month_start: '2024-02-01',
        number_of_paid_invoices: 2,
        number_paid_on_time: 2,
        percentage_paid_on_time: 100,
        value_of_paid_invoices: 150,
        value_paid_on_time: 150,
      },
      {
        company_code: '1000',
        company_name: 'Alpha GmbH',
        account_group: 'KRED',
        year_month: '2024-03',
        month_start: '2024-03-01',
        number_of_paid_invoices: 1,
        number_paid_on_time: 0,
        percentage_paid_on_time: 0,
        value_of_paid_invoices: 100,
        value_paid_on_time: null,
      },
      {
        company_code: '2000',
        company_name: 'Beta Inc',
        account_group: 'LIEF',
        year_month: '2024-02',
        month_start: '2024-02-01',
        number_of_paid_invoices: 1,
        number_paid_on_time: 0,
        percentage_paid_on_time: 0,
        value_of_paid_invoices: 7,
        value_paid_on_time: null,
      },
    ]);
  });

  it('keeps other systems apart', async () => {
    await publishAnalyses(db, 2);
    // System 2 has no payments: its invoice is cleared, but not for payment; no KPI row.
    expect(await publishedRows(db, paymentOnTime, [], 2)).toMatchObject([
      { internal_invoice_id: 'other', is_cleared_for_payment: false },
    ]);
    expect(await publishedRows(db, kpiPaidOnTime, [], 2)).toEqual([]);
  });
});
