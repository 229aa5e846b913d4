import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue, rankingModule, type DuckDbExecutor } from '../../../src/index';
import {
  invoiceNumberAnalyses,
  invoiceNumberOutlierPlot,
  invoicesOutOfSequence,
} from '../../../src/catalogue/invoice-numbers';
import {
  insertCanon,
  openFixtureWarehouse,
  publishAnalyses,
  publishedRows,
} from '../../support/fixture-warehouse';
import { invoice, masterData } from '../invoices/invoice-fixtures';

let db: DuckDbExecutor;
const day = (d: number) => `2024-01-${String(d + 1).padStart(2, '0')}`;

/**
 * Series A (V1, 1000, 2024): numbers 100 + 2x on day x (x = 0…9) except 90 on day 4 and 5118 on
 * day 9. Numbers: median 108, MAD 6, σ = 1.4826 × 6 = 8.8956: 5118 is a gross outlier (5010 > 3.5σ),
 * 90 is not (18). The least-squares line of the other nine is 98 + 2x (slope 120 / 60 = 2, mean 106
 * at x = 4); residuals 2 everywhere but −16 on day 4 and 5002 on day 9; their median over the nine
 * is 2 with MAD 0, so σ = 1 (the floor): day 4 scores −18 (Late), day 9 5000 (Early).
 */
const seriesA = [100, 102, 104, 106, 90, 110, 112, 114, 116, 5118].map((n, x) =>
  invoice(`a${x}`, { invoice_date: day(x), external_invoice_id: `INV-${n}`, common_amount: 10 }),
);

beforeAll(async () => {
  db = await openFixtureWarehouse();
  await insertCanon(db, 'company_codes', masterData.company_codes);
  await insertCanon(db, 'vendors', masterData.vendors);
  await insertCanon(db, 'invoices', [
    ...seriesA,
    // Not points of series A: no digits, more than 15 digits, reversed, a credit, no invoice date.
    invoice('a-text', { invoice_date: day(3), external_invoice_id: 'INV-ABC' }),
    invoice('a-long', { invoice_date: day(3), external_invoice_id: '1234567890123456' }),
    invoice('a-rev', { invoice_date: day(3), external_invoice_id: '9', is_reversed: true }),
    invoice('a-credit', {
      invoice_date: day(3),
      external_invoice_id: '9',
      derived_document_type: 'VENDOR-CREDIT',
    }),
    invoice('a-nodate', { external_invoice_id: '9' }),
    // V1 in 1000 dated 2023: eight invoices on one day, no line (fewer than 2 dates).
    ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) =>
      invoice(`c${n}`, { invoice_date: '2023-06-01', external_invoice_id: String(n) }),
    ),
    // V2 in 2000: seven invoices, too few to check.
    ...[1, 2, 3, 4, 5, 6, 7].map((n) =>
      invoice(`b${n}`, {
        company_code: '2000',
        vendor_id: 'V2',
        invoice_date: day(n),
        external_invoice_id: String(n),
      }),
    ),
    // V1 in 1000, 2024 too, in another numbering format: monthly rents 'RENT 2024-0n', read as n, are
    // a series of their own ('RENT #-#'): next to series A's 100…116 they would read as outliers
    ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) =>
      invoice(`r${n}`, { invoice_date: day(3 * n), external_invoice_id: `RENT 2024-0${n}` }),
    ),
    // V2 in 1000: eight in sequence, the last digits of 'X-2024/000n' read as n; no outlier.
    ...[0, 1, 2, 3, 4, 5, 6, 7].map((n) =>
      invoice(`d${n}`, {
        vendor_id: 'V2',
        invoice_date: day(3 * n),
        external_invoice_id: `X-2024/000${n}`,
      }),
    ),
  ]);
  await insertCanon(db, 'invoices', seriesA, 2);
  await publishAnalyses(db);
  await publishAnalyses(db, 2);
});
afterAll(() => db.close());

describe('invoice number outlier plot', () => {
  it('publishes the checked series only, each point with its number, line, scaled values and position', async () => {
    const rows = await publishedRows(db, invoiceNumberOutlierPlot, ['series_id', 'point_index']);
    expect(rows.map((r) => r['invoice_id'])).toEqual([
      ...seriesA.map((r) => r['internal_invoice_id']),
      ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `r${n}`),
      'd0',
      'd1',
      'd2',
      'd3',
      'd4',
      'd5',
      'd6',
      'd7',
    ]);
    const a = rows.filter((r) => r['series_id'] === 'V1 | 1000 | 2024 | INV-#');
    expect(a.map((r) => r['invoice_numbers'])).toEqual([100, 102, 104, 106, 90, 110, 112, 114, 116, 5118]);
    a.forEach((r, x) => {
      expect(r['point_index']).toBe(x);
      expect(r['dates']).toBe(day(x));
      expect(r['epoch_dates']).toBe(Date.UTC(2024, 0, x + 1) / 1000);
      expect(r['fit_line'] as number).toBeCloseTo(98 + 2 * x, 6);
      expect(r['scaled_invoice_numbers'] as number).toBeCloseTo(
        ((r['invoice_numbers'] as number) - 90) / 26,
        9,
      );
      expect(r['scaled_fit_line'] as number).toBeCloseTo((98 + 2 * x - 90) / 26, 6);
      expect(r['series_size']).toBe(10);
      expect(r['fiscal_year']).toBe(2024);
      expect(r['vendor_name']).toBe('Acme');
    });
    expect(a.map((r) => Math.round((r['robust_z_score'] as number) * 1e6) / 1e6)).toEqual([
      0, 0, 0, 0, -18, 0, 0, 0, 0, 5000,
    ]);
    expect(a.map((r) => [r['is_outlier'], r['outlier_index'], r['late_early']])).toEqual([
      ...[0, 1, 2, 3].map(() => [false, null, null]),
      [true, 4, 'Late'],
      ...[5, 6, 7, 8].map(() => [false, null, null]),
      [true, 9, 'Early'],
    ]);
    const d = rows.filter((r) => r['series_id'] === 'V2 | 1000 | 2024 | X-#/#');
    expect(d.map((r) => r['invoice_numbers'])).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(d.every((r) => r['is_outlier'] === false)).toBe(true);
    const rents = rows.filter((r) => r['series_id'] === 'V1 | 1000 | 2024 | RENT #-#');
    expect(rents.map((r) => r['invoice_numbers'])).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(rents.every((r) => r['is_outlier'] === false)).toBe(true);
  });

  it('lists the outliers as Invoice Numbers out of Sequence, each an exception', async () => {
    const rows = await publishedRows(db, invoicesOutOfSequence, ['internal_invoice_id']);
    expect(
      rows.map((r) => [
        r['internal_invoice_id'],
        r['external_invoice_id'],
        r['late_early'],
        r['point_index'],
      ]),
    ).toEqual([
      ['a4', 'INV-90', 'Late', 4],
      ['a9', 'INV-5118', 'Early', 9],
    ]);
    expect(rows[0]!['expected_invoice_number'] as number).toBeCloseTo(106, 6);
    expect(rows[0]!['deviation'] as number).toBeCloseTo(-16, 6);
    expect(rows[0]).toMatchObject({
      vendor_id: 'V1',
      company_code: '1000',
      invoice_date: day(4),
      invoice_number: 90,
    });
    const fact = await db.query({
      sql: `select sum(exception_count)::integer as e, sum(transaction_count)::integer as t
            from pub.${rankingModule}__exceptions where system_id = 1 and analysis = 'late_early_id'`,
      params: [],
    });
    expect(fact[0]).toEqual({ e: 2, t: 2 });
    expect((await publishedRows(db, invoicesOutOfSequence, [], 2)).length).toBe(2);
  });

  it('are in the catalogue, the plot before the list that reads it', () => {
    const at = invoiceNumberAnalyses.map((def) =>
      catalogue.findIndex((d) => d.module === def.module && d.analysis === def.analysis),
    );
    expect(at.every((i) => i >= 0)).toBe(true);
    expect(at[0]).toBeLessThan(at[1]!);
  });
});
