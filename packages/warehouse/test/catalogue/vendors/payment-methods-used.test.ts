import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DuckDbExecutor } from '../../../src/index';
import { paymentMethodsUsed } from '../../../src/catalogue/vendors';
import {
  insertCanon,
  openFixtureWarehouse,
  publishAnalyses,
  publishedRows,
} from '../../support/fixture-warehouse';
import { exceptionRows, masterData } from './vendor-fixtures';

let db: DuckDbExecutor;
beforeAll(async () => {
  db = await openFixtureWarehouse();
  await insertCanon(db, 'company_codes', masterData.company_codes);
  await insertCanon(db, 'vendors', masterData.vendors);
  // Method T exists in both countries with different texts; C only in the US.
  await insertCanon(db, 'payment_methods', [
    { country: 'DE', payment_method: 'T', description: 'Überweisung' },
    { country: 'US', payment_method: 'T', description: 'Wire transfer' },
    { country: 'US', payment_method: 'C', description: 'Check' },
  ]);
  await insertCanon(db, 'vendor_company_codes', [
    { vendor_id: 'V1', company_code: '1000', payment_methods: 'TU' },
    { vendor_id: 'V1', company_code: '2000', payment_methods: 'C' },
    { vendor_id: 'V2', company_code: '1000', payment_methods: ' ' },
  ]);
  const payment = (cc: string, vendor: string, doc: string, method: string | null, fields = {}) => ({
    company_code: cc,
    vendor_id: vendor,
    clearing_document_no: doc,
    fiscal_year: 2024,
    clearing_date: '2024-02-15',
    payment_method: method,
    common_currency: 'EUR',
    common_amount: 100,
    ...fields,
  });
  await insertCanon(db, 'payments', [
    // P1: no PAYR date → the clearing date; T allowed for V1 in 1000 (TU).
    payment('1000', 'V1', 'P1', 'T'),
    // P2: T in the US is 'Wire transfer', and V1 allows only C in 2000: an exception.
    payment('2000', 'V1', 'P2', 'T', { payment_date: '2024-02-17', common_amount: 250.5 }),
    // P3: C has no DE text; V2 lists no methods → allowed unknown (NULL).
    payment('1000', 'V2', 'P3', 'C', { is_voided: true, check_number: '000123' }),
    // P4: blank method → NULL, allowed unknown.
    payment('1000', 'V1', 'P4', ' ', { fiscal_year: 2023 }),
  ]);
  await insertCanon(db, 'payments', [payment('1000', 'V1', 'P9', 'Z')], 2);
  await publishAnalyses(db);
  await publishAnalyses(db, 2);
});
afterAll(() => db.close());

describe('payment methods used', () => {
  it('names each method in the company code country and checks it against the vendor methods', async () => {
    const rows = await publishedRows(db, paymentMethodsUsed, ['payment_id']);
    expect(
      rows.map((r) => [
        r['payment_id'],
        r['country'],
        r['payment_method'],
        r['payment_method_name_en'],
        r['payment_method_name'],
        r['vendor_payment_methods'],
        r['is_allowed_payment_method'],
        r['payment_date'],
        r['common_amount'],
      ]),
    ).toEqual([
      ['1000-P1-2024', 'DE', 'T', 'Überweisung', 'Überweisung', 'TU', true, '2024-02-15', 100],
      ['1000-P3-2024', 'DE', 'C', null, null, null, null, '2024-02-15', 100],
      ['1000-P4-2023', 'DE', null, null, null, 'TU', null, '2024-02-15', 100],
      ['2000-P2-2024', 'US', 'T', 'Wire transfer', 'Wire transfer', 'C', false, '2024-02-17', 250.5],
    ]);
    expect(rows[1]).toMatchObject({ is_voided: true, check_number: '000123', vendor_name: 'Bolt' });
    expect(rows[0]).toMatchObject({
      is_voided: false,
      company_name: 'Alpha GmbH',
      clearing_date: '2024-02-15',
    });
  });

  it('flags a payment by a method the vendor does not allow', async () => {
    expect(await exceptionRows(db, paymentMethodsUsed, 'payment_id')).toEqual(['2000-P2-2024']);
  });

  it('keeps other systems apart', async () => {
    expect((await publishedRows(db, paymentMethodsUsed, [], 2)).map((r) => r['payment_id'])).toEqual([
      '1000-P9-2024',
    ]);
  });
});
