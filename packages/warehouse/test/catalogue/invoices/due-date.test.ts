import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DuckDbExecutor } from '../../../src/index';
import { dueDate, dueDateBinSql, dueDateBins } from '../../../src/catalogue/invoices';
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
  // As-of date = latest invoice date = 2024-06-30.
  const open = (id: string, due: string | null, fields = {}) =>
    invoice(id, {
      invoice_date: '2024-06-01',
      posting_date: '2024-06-01',
      due_date: due,
      common_amount: 10,
      ...fields,
    });
  await insertCanon(db, 'invoices', [
    open('m181', '2024-01-01'), // 2024-01-01 − 2024-06-30 = −(30+31+30+31+30+29) = −181 → '< -180'
    open('m180', '2024-01-02'), // −180 → '-91 to -180'
    open('m8', '2024-06-22'), // −8 → '-8 to -15'
    open('m1', '2024-06-29', { invoice_date: '2024-06-30' }), // −1 → '-1 to -7'
    open('z0', '2024-06-30', { company_code: '2000', vendor_id: 'V2' }), // 0 → 'Due Today'
    open('p7', '2024-07-07'), // +7 → '1 to 7' (Near)
    open('p8', '2024-07-08'), // +8 → '8 to 15' (Future)
    open('p181', '2024-12-28'), // see the arithmetic in the test
    open('nul', null), // no due date → 'Unclear'
    // Not open on 2024-06-30: cleared on it; posted after it; a credit; a reversed invoice.
    open('clr', '2024-06-01', { is_cleared: true, clearing_date: '2024-06-30' }),
    open('late', '2024-06-01', { posting_date: '2024-07-01' }),
    open('cr', '2024-06-01', { derived_document_type: 'VENDOR-CREDIT', common_amount: -3 }),
    open('rev', '2024-06-01', { is_reversed: true }),
    // Cleared after the as-of date: still open on it (−29 → '-16 to -30').
    open('clr2', '2024-06-01', { is_cleared: true, clearing_date: '2024-07-02' }),
  ]);
  await insertCanon(db, 'invoices', [open('other', '2024-06-01')], 2);
  await publishAnalyses(db);
});
afterAll(() => db.close());

describe('due date analysis', () => {
  it('bins the days from the as-of date to the due date of every open invoice', async () => {
    const rows = await publishedRows(db, dueDate, ['days_to_due_date_bin_order', 'internal_invoice_id']);
    // p181: 2024-12-28 − 2024-06-30 = 31 (Jul) + 31 (Aug) + 30 (Sep) + 31 (Oct) + 30 (Nov) + 28 = 181 → '> 180'.
    expect(
      rows.map((r) => [
        r['internal_invoice_id'],
        r['days_to_due_date'],
        r['days_to_due_date_bin'],
        r['days_to_due_date_bin_order'],
        r['due_date_bin_view'],
      ]),
    ).toEqual([
      ['nul', null, 'Unclear', 1, 'Overdue + Unclear Payment Terms'],
      ['m181', -181, '< -180', 2, 'Overdue + Unclear Payment Terms'],
      ['m180', -180, '-91 to -180', 3, 'Overdue + Unclear Payment Terms'],
      ['clr2', -29, '-16 to -30', 6, 'Overdue + Unclear Payment Terms'],
      ['m8', -8, '-8 to -15', 7, 'Overdue + Unclear Payment Terms'],
      ['m1', -1, '-1 to -7', 8, 'Overdue + Unclear Payment Terms'],
      ['z0', 0, 'Due Today', 9, 'Near'],
      ['p7', 7, '1 to 7', 10, 'Near'],
      ['p8', 8, '8 to 15', 11, 'Future'],
      ['p181', 181, '> 180', 16, 'Future'],
    ]);
    expect(rows.find((r) => r['internal_invoice_id'] === 'z0')).toMatchObject({
      company_code: '2000',
      company_name: 'Beta Inc',
      vendor_name: 'Bolt',
      account_group: 'LIEF',
      as_of_date: '2024-06-30',
      generic_status: 'Due within 7 Days',
      common_amount: 10,
    });
    expect(rows.find((r) => r['internal_invoice_id'] === 'm1')).toMatchObject({ generic_status: 'Overdue' });
    expect(rows.find((r) => r['internal_invoice_id'] === 'nul')).toMatchObject({
      generic_status: 'Unclear Payment Terms',
    });
  });

  it('puts every bin edge of spec 02 §9 in the right bin', async () => {
    const cases: [number | null, string][] = [
      [null, 'Unclear'],
      [-100000, '< -180'],
      [-9999, '< -180'],
      [-181, '< -180'],
      [-180, '-91 to -180'],
      [-91, '-91 to -180'],
      [-90, '-61 to -90'],
      [-61, '-61 to -90'],
      [-60, '-31 to -60'],
      [-31, '-31 to -60'],
      [-30, '-16 to -30'],
      [-16, '-16 to -30'],
      [-15, '-8 to -15'],
      [-8, '-8 to -15'],
      [-7, '-1 to -7'],
      [-1, '-1 to -7'],
      [0, 'Due Today'],
      [1, '1 to 7'],
      [7, '1 to 7'],
      [8, '8 to 15'],
      [15, '8 to 15'],
      [16, '16 to 30'],
      [30, '16 to 30'],
      [31, '31 to 60'],
      [60, '31 to 60'],
      [61, '61 to 90'],
      [90, '61 to 90'],
      [91, '91 to 180'],
      [180, '91 to 180'],
      [181, '> 180'],
      [9999, '> 180'],
      [10000, '> 180'],
    ];
    const values = cases.map(([d]) => `(${d ?? 'NULL'}::INTEGER)`).join(', ');
    const rows = await db.query({
      sql: `SELECT d, ${dueDateBinSql('d', 'label')} AS bin FROM (VALUES ${values}) t(d)`,
      params: [],
    });
    expect(rows.map((r) => [r['d'], r['bin']])).toEqual(cases);
    expect(dueDateBins.filter((b) => b.view === 'Overdue + Unclear Payment Terms')).toHaveLength(8);
    expect(dueDateBins.filter((b) => b.view === 'Near').map((b) => b.label)).toEqual(['Due Today', '1 to 7']);
  });

  it('keeps other systems apart and marks overdue invoices as exceptions', async () => {
    await publishAnalyses(db, 2);
    // System 2's as-of date is its own latest invoice date, 2024-06-01: due that day → 0.
    expect(await publishedRows(db, dueDate, [], 2)).toEqual([
      expect.objectContaining({ internal_invoice_id: 'other', days_to_due_date: 0 }),
    ]);
    expect(dueDate.exception).toEqual({ condition: 'days_to_due_date < 0', weight: 3 });
  });
});
