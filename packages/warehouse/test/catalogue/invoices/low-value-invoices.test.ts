import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DuckDbExecutor } from '../../../src/index';
import { lowValueInvoices, vendorLowValueInvoices } from '../../../src/catalogue/invoices';
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
  // ECB rates (units per EUR): USD 1.1 from 2024-01-05 (a Friday), 1.25 from 2024-02-01; GBP 0.8.
  await db.run(`INSERT INTO ref.fx_rates VALUES
    ('USD', '2024-01-05', 1.1, 1100000), ('USD', '2024-02-01', 1.25, 1250000), ('GBP', '2024-01-05', 0.8, 800000)`);
  await insertCanon(db, 'company_codes', masterData.company_codes);
  await insertCanon(db, 'vendors', masterData.vendors);
  const at = (id: string, date: string, amount: number, fields = {}) =>
    invoice(id, { invoice_date: date, posting_date: date, common_amount: amount, ...fields });
  await insertCanon(db, 'invoices', [
    // EUR system. 909.08 × 1.1 = 999.988 → 999.99 USD: low. Saturday 2024-01-06 uses Friday's rate.
    at('lo', '2024-01-06', 909.08),
    // 909.09 × 1.1 = 999.999 → 1000.00 USD: not low (under 1000 only), mid.
    at('edge', '2024-01-05', 909.09),
    // 4000 × 1.25 = 5000.00 USD: not mid.
    at('big', '2024-02-01', 4000),
    // 3999.99 × 1.25 = 4999.9875 → 4999.99: mid.
    at('mid', '2024-02-29', 3999.99, { derived_document_type: 'NON-PO-INVOICE' }),
    // Before the first quote: no USD amount, neither low nor mid (NULL).
    at('noq', '2024-01-04', 10),
    // V2 in 2000: one low invoice.
    at('v2', '2024-02-02', 100, { company_code: '2000', vendor_id: 'V2' }),
    // Not invoices: credits, reversed invoices.
    at('cr', '2024-02-02', -100, { derived_document_type: 'VENDOR-CREDIT' }),
    at('rev', '2024-02-02', 100, { is_reversed: true }),
  ]);
  // System 2 in GBP: 80 GBP = 80 × 1.1 / 0.8 = 110.00 USD. System 3 in USD: taken as it is.
  await insertCanon(db, 'invoices', [at('gbp', '2024-01-10', 80, { common_currency: 'GBP' })], 2);
  await insertCanon(db, 'invoices', [at('usd', '2023-01-10', 1000, { common_currency: 'USD' })], 3);
  for (const system of [1, 2, 3]) await publishAnalyses(db, system);
});
afterAll(() => db.close());

describe('low value invoices', () => {
  it('converts the common amount to USD at the ECB rate of the invoice date and flags low and mid value', async () => {
    const rows = await publishedRows(db, lowValueInvoices, ['internal_invoice_id']);
    expect(
      rows.map((r) => [r['internal_invoice_id'], r['amount_usd'], r['is_low_value'], r['is_mid_value']]),
    ).toEqual([
      ['big', 5000, false, false],
      ['edge', 1000, false, true],
      ['lo', 999.99, true, true],
      ['mid', 4999.99, false, true],
      ['noq', null, null, null],
      ['v2', 125, true, true],
    ]);
    expect(rows.find((r) => r['internal_invoice_id'] === 'v2')).toMatchObject({
      vendor_name: 'Bolt',
      company_name: 'Beta Inc',
      invoice_value_bin: '0 - 500',
    });
    expect(
      (await publishedRows(db, lowValueInvoices, [], 2)).map((r) => [
        r['internal_invoice_id'],
        r['amount_usd'],
        r['is_low_value'],
      ]),
    ).toEqual([['gbp', 110, true]]);
    expect(
      (await publishedRows(db, lowValueInvoices, [], 3)).map((r) => [
        r['amount_usd'],
        r['is_low_value'],
        r['is_mid_value'],
      ]),
    ).toEqual([[1000, false, true]]);
  });

  it('sums low and mid value invoices per vendor and company code with heatmap cells', async () => {
    // V1/1000: 5 invoices (lo, edge, big, mid, noq) = 909.08 + 909.09 + 4000 + 3999.99 + 10 = 9828.16.
    // Low: lo (1, 909.08) → 1/5 = 20 %; mid: lo, edge, mid (3, 909.08 + 909.09 + 3999.99 = 5818.16) → 60 %.
    // Heatmap: max volume 5 → interval ceil(5 / 10) = 1 → V1 row 5 ('5 - 5'); column of 20 % = 20.
    // V2/2000: 1 invoice, low → 100 % and 100 %; row 1 ('1 - 1'), column 100.
    expect(await publishedRows(db, vendorLowValueInvoices, ['vendor_id'])).toEqual([
      {
        company_code: '1000',
        company_name: 'Alpha GmbH',
        vendor_id: 'V1',
        vendor_name: 'Acme',
        account_group: 'KRED',
        common_currency: 'EUR',
        number_of_invoices: 5,
        value_of_invoices: 9828.16,
        c_1000: 1,
        c_5000: 3,
        s_1000: 909.08,
        s_5000: 5818.16,
        pc_1000: 20,
        pc_5000: 60,
        heatmap_column: 20,
        heatmap_row_order: 5,
        heatmap_row: '5 - 5',
      },
      {
        company_code: '2000',
        company_name: 'Beta Inc',
        vendor_id: 'V2',
        vendor_name: 'Bolt',
        account_group: 'LIEF',
        common_currency: 'EUR',
        number_of_invoices: 1,
        value_of_invoices: 100,
        c_1000: 1,
        c_5000: 1,
        s_1000: 100,
        s_5000: 100,
        pc_1000: 100,
        pc_5000: 100,
        heatmap_column: 100,
        heatmap_row_order: 1,
        heatmap_row: '1 - 1',
      },
    ]);
  });

  it('bins invoice volumes into 10 rows rounded to multiples of 10, and shares into columns of 10', async () => {
    // System 4: vendor A 0 of 3 low (0 % → column 10), B 1 of 3 (33.33 % → column 40), C 123 invoices,
    // all low (100 %). Max 123 → ceil(12.3) = 13 > 10 → interval 20: A and B row 1 '1 - 20',
    // C row ceil(123 / 20) = 7 → '121 - 140'.
    await db.run(`INSERT INTO ref.fx_rates VALUES ('USD', '2020-01-01', 1.0, 1000000)`);
    const rows = [
      ...[1, 2, 3].map((n) =>
        invoice(`a${n}`, { vendor_id: 'A', invoice_date: '2024-01-05', common_amount: 2000 }),
      ),
      ...[1, 2].map((n) =>
        invoice(`b${n}`, { vendor_id: 'B', invoice_date: '2024-01-05', common_amount: 2000 }),
      ),
      invoice('b3', { vendor_id: 'B', invoice_date: '2024-01-05', common_amount: 1 }),
      ...Array.from({ length: 123 }, (_, n) =>
        invoice(`c${n}`, { vendor_id: 'C', invoice_date: '2024-01-05', common_amount: 1 }),
      ),
    ];
    await insertCanon(db, 'invoices', rows, 4);
    await publishAnalyses(db, 4);
    const published = await publishedRows(db, vendorLowValueInvoices, ['vendor_id'], 4);
    expect(
      published.map((r) => [
        r['vendor_id'],
        r['number_of_invoices'],
        r['pc_1000'],
        r['heatmap_column'],
        r['heatmap_row_order'],
        r['heatmap_row'],
      ]),
    ).toEqual([
      ['A', 3, 0, 10, 1, '1 - 20'],
      ['B', 3, 33.33, 40, 1, '1 - 20'],
      ['C', 123, 100, 100, 7, '121 - 140'],
    ]);
  });
});
