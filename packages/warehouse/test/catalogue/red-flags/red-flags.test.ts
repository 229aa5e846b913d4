import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DuckDbExecutor } from '../../../src/index';
import {
  benfordCompanyCode,
  benfordMinInvoices,
  benfordVendor,
  isRoundAmountCents,
  roundAmountInvoices,
  splitInvoices,
  weekendHolidayPostings,
} from '../../../src/catalogue/red-flags';
import {
  insertCanon,
  openFixtureWarehouse,
  publishAnalyses,
  publishedRows,
  type FixtureRow,
} from '../../support/fixture-warehouse';
import { invoice } from '../invoices/invoice-fixtures';

let db: DuckDbExecutor;

/** Inserts many canon.invoices rows at once (multi-row VALUES), each with the same columns. */
async function insertInvoices(rows: readonly FixtureRow[], systemId = 1): Promise<void> {
  const names = Object.keys(rows[0]!);
  for (let i = 0; i < rows.length; i += 400) {
    const chunk = rows.slice(i, i + 400);
    const width = names.length + 1;
    const values = chunk
      .map((_, r) => `(${Array.from({ length: width }, (_, c) => `$${r * width + c + 1}`).join(', ')})`)
      .join(', ');
    await db.run(
      `INSERT INTO canon.invoices (system_id, ${names.join(', ')}) VALUES ${values}`,
      chunk.flatMap((row) => [systemId, ...names.map((n) => row[n] ?? null)]),
    );
  }
}

/** The first two digits of an amount ≥ 10, from the text of its integer part. */
const firstTwo = (amount: number): number => Number(String(Math.floor(amount)).slice(0, 2));

/** Nigrini's MAD of `amounts` against Benford's first-two digits, computed here independently. */
function mad(amounts: readonly number[]): number {
  const counts = new Map<number, number>();
  for (const a of amounts) counts.set(firstTwo(a), (counts.get(firstTwo(a)) ?? 0) + 1);
  let sum = 0;
  for (let d = 10; d <= 99; d++)
    sum += Math.abs((counts.get(d) ?? 0) / amounts.length - Math.log10(1 + 1 / d));
  return sum / 90;
}

// Benford fixture (system 2): vendor B1 log-uniform amounts over 10 … 100,000 (conforming), vendor
// B2 amounts 4,800 … 4,899 (nonconforming), vendor B3 too few; company code 1000 holds B1 and B2,
// 2000 holds B3. Not counted: credits, reversed invoices, amounts under 10.
const n = benfordMinInvoices;
const logUniform = Array.from(
  { length: n },
  (_, k) => Math.round(10 ** (1 + (4 * (k + 0.5)) / n) * 100) / 100,
);
const spiked = Array.from({ length: n }, (_, k) => 4800 + (k % 100) + 0.37);
const few = Array.from({ length: 40 }, (_, k) => 100 + 37 * k);
const benfordRows = (vendor: string, cc: string, amounts: readonly number[], prefix: string): FixtureRow[] =>
  amounts.map((a, k) =>
    invoice(`${prefix}${k}`, {
      vendor_id: vendor,
      company_code: cc,
      document_amount: a,
      common_amount: a,
      posting_date: `2024-0${1 + (k % 9)}-15`,
    }),
  );

beforeAll(async () => {
  db = await openFixtureWarehouse();
  const companyCodes = [
    { company_code: '1000', company_name: 'Alpha GmbH', country: 'DE', currency: 'EUR', region: 'EMEA' },
    { company_code: '2000', company_name: 'Beta Inc', country: 'US', currency: 'USD', region: 'AMER' },
  ];
  const vendors = [
    { vendor_id: 'V1', vendor_name: 'Acme', account_group: 'KRED' },
    { vendor_id: 'V2', vendor_name: 'Bolt', account_group: 'LIEF' },
  ];
  for (const system of [1, 2]) {
    await insertCanon(db, 'company_codes', companyCodes, system);
    await insertCanon(db, 'vendors', vendors, system);
  }
  const nonPo = (id: string, date: string, local: number, fields: FixtureRow = {}): FixtureRow =>
    invoice(id, {
      derived_document_type: 'NON-PO-INVOICE',
      invoice_date: date,
      posting_date: date,
      entry_date: date,
      local_amount: local,
      document_amount: local + 0.01,
      common_amount: local,
      ...fields,
    });
  await insertCanon(db, 'invoices', [
    // round amounts (document currency); all posted on a Wednesday, a working day
    ...[
      ['r1000', 1000],
      ['r999', 999],
      ['r2500', 2500],
      ['r12300', 12300],
      ['r12350', 12350],
      ['r5000c', 5000.01],
      ['r10000', 10000],
    ].map(([id, amount]) =>
      invoice(String(id), { document_amount: Number(amount), posting_date: '2024-01-10', entry_date: '2024-01-10' }),
    ),
    invoice('rcredit', {
      document_amount: -3000,
      derived_document_type: 'VENDOR-CREDIT',
      posting_date: '2024-01-10',
    }),
    invoice('rrev', { document_amount: 2000, is_reversed: true, posting_date: '2024-01-10' }),
    // splits, default limit 10,000 and window 7 in 1000: V1 6,000 + 5,000 four days apart: a group;
    // 4,000 fifteen days later alone; a PO invoice between them does not count
    nonPo('s1', '2024-03-04', 6000),
    nonPo('s2', '2024-03-08', 5000),
    nonPo('s3', '2024-03-22', 4000),
    invoice('spo', {
      invoice_date: '2024-03-06',
      posting_date: '2024-03-06',
      local_amount: 9000,
      document_amount: 9000.01,
    }),
    // V2: together under the limit; and one over the limit with a small one
    nonPo('c1', '2024-03-04', 4000, { vendor_id: 'V2' }),
    nonPo('c2', '2024-03-06', 5000, { vendor_id: 'V2' }),
    nonPo('c3', '2024-04-02', 12000, { vendor_id: 'V2' }),
    nonPo('c4', '2024-04-03', 3000, { vendor_id: 'V2' }),
    // 2000: limit 5,000, window 2 days: 3,000 + 2,500 two days apart (group), 3,000 + 3,000 three apart (none)
    nonPo('t1', '2024-05-01', 3000, { company_code: '2000' }),
    nonPo('t2', '2024-05-03', 2500, { company_code: '2000' }),
    nonPo('t3', '2024-05-14', 3000, { company_code: '2000' }),
    nonPo('t4', '2024-05-17', 3000, { company_code: '2000' }),
    // weekend and holidays: Saturday in DE; Easter Monday 2024-04-01 is a holiday in DE, not in the US;
    // 4 July in the US; entered on a Sunday, posted on the Friday before
    invoice('wsat', { posting_date: '2024-03-02', entry_date: '2024-03-04', document_amount: 10.5 }),
    invoice('weaster', { posting_date: '2024-04-01', entry_date: '2024-04-01', document_amount: 10.5 }),
    invoice('weasterus', {
      company_code: '2000',
      posting_date: '2024-04-01',
      entry_date: '2024-04-01',
      document_amount: 10.5,
    }),
    invoice('wjuly', {
      company_code: '2000',
      posting_date: '2024-07-04',
      entry_date: '2024-07-05',
      document_amount: 10.5,
    }),
    invoice('wsun', { posting_date: '2024-03-08', entry_date: '2024-03-10', document_amount: 10.5 }),
    invoice('wcredit', {
      derived_document_type: 'VENDOR-CREDIT',
      posting_date: '2024-03-02',
      document_amount: -10.5,
    }),
  ]);
  await insertCanon(db, 'approval_limits', [{ company_code: '2000', approval_limit: 5000, window_days: 2 }]);
  await insertInvoices(
    [
      ...benfordRows('V1', '1000', logUniform, 'b1-'),
      ...benfordRows('V2', '1000', spiked, 'b2-'),
      ...benfordRows('V1', '2000', few, 'b3-'),
      ...benfordRows('V1', '1000', [9.99, 5], 'small-'),
    ],
    2,
  );
  await insertCanon(
    db,
    'invoices',
    [invoice('bcredit', { vendor_id: 'V1', document_amount: -4800, derived_document_type: 'VENDOR-CREDIT' })],
    2,
  );
  for (const system of [1, 2]) await publishAnalyses(db, system);
});
afterAll(() => db.close());

describe("Benford's first-two digits", () => {
  it('per vendor in a company code: counts, expected counts, MAD and conformity as computed independently', async () => {
    const rows = await publishedRows(db, benfordVendor, ['vendor_id', 'company_code', 'first_two_digits'], 2);
    expect(rows).toHaveLength(3 * 90);
    const group = (vendor: string, cc: string) =>
      rows.filter((r) => r['vendor_id'] === vendor && r['company_code'] === cc);
    for (const [vendor, cc, amounts] of [
      ['V1', '1000', logUniform],
      ['V2', '1000', spiked],
      ['V1', '2000', few],
    ] as const) {
      const g = group(vendor, cc);
      expect(g.map((r) => r['first_two_digits'])).toEqual(Array.from({ length: 90 }, (_, i) => i + 10));
      expect(g.every((r) => r['invoice_count'] === amounts.length)).toBe(true);
      expect(g.reduce((s, r) => s + Number(r['actual_count']), 0)).toBe(amounts.length);
      expect(Number(g[0]!['mad'])).toBeCloseTo(mad(amounts), 12);
      const d48 = g.find((r) => r['first_two_digits'] === 48)!;
      expect(d48['actual_count']).toBe(amounts.filter((a) => firstTwo(a) === 48).length);
      expect(Number(d48['expected_count'])).toBeCloseTo(amounts.length * Math.log10(1 + 1 / 48), 2);
      expect(Number(d48['expected_proportion'])).toBeCloseTo(Math.log10(1 + 1 / 48), 12);
    }
    expect(mad(logUniform)).toBeLessThan(0.0012);
    expect(group('V1', '1000')[0]).toMatchObject({
      conformity: 'Close conformity',
      is_nonconforming: false,
      vendor_name: 'Acme',
    });
    expect(mad(spiked)).toBeGreaterThan(0.0022);
    expect(group('V2', '1000')[0]).toMatchObject({ conformity: 'Nonconformity', is_nonconforming: true });
    expect(group('V1', '2000')[0]).toMatchObject({ conformity: 'Too few invoices', is_nonconforming: false });
    // z of digit 48 for the spiked vendor: (|1 − p| − 1/(2n)) / √(p(1 − p)/n)
    const p = Math.log10(1 + 1 / 48);
    const z = (1 - p - 1 / (2 * n)) / Math.sqrt((p * (1 - p)) / n);
    expect(Number(group('V2', '1000').find((r) => r['first_two_digits'] === 48)!['z_statistic'])).toBeCloseTo(
      z,
      9,
    );
  });

  it('per company code: every vendor of it together', async () => {
    const rows = await publishedRows(db, benfordCompanyCode, ['company_code', 'first_two_digits'], 2);
    const all = [...logUniform, ...spiked];
    const g = rows.filter((r) => r['company_code'] === '1000');
    expect(g).toHaveLength(90);
    expect(g[0]).toMatchObject({ invoice_count: all.length, vendor_id: null });
    expect(Number(g[0]!['mad'])).toBeCloseTo(mad(all), 12);
    expect(g[0]!['conformity']).toBe(
      mad(all) > 0.0022 ? 'Nonconformity' : 'Marginally acceptable conformity',
    );
    expect(rows.filter((r) => r['company_code'] === '2000')[0]).toMatchObject({
      conformity: 'Too few invoices',
    });
  });

  it('feeds the exceptions fact: the significant digits of a nonconforming group', async () => {
    const [fact] = await db.query({
      sql: `SELECT sum(exception_count) AS e, sum(transaction_count) AS t FROM pub.weighted_exceptions__exceptions
            WHERE system_id = 2 AND module = 'red_flags' AND analysis = 'benford_vendor' AND vendor_id = 'V2'`,
      params: [],
    });
    const [significant] = await db.query({
      sql: `SELECT count(*) AS n FROM pub.red_flags__benford_vendor WHERE system_id = 2 AND vendor_id = 'V2' AND z_statistic > 1.96`,
      params: [],
    });
    expect(Number(fact!['t'])).toBe(90);
    expect(Number(fact!['e'])).toBe(Number(significant!['n']));
    expect(Number(fact!['e'])).toBeGreaterThan(0);
  });
});

describe('round-amount invoices', () => {
  it('flags multiples of 1,000, and of 100 from 10,000 on, without cents; invoices proper only', async () => {
    const rows = await publishedRows(db, roundAmountInvoices, ['internal_invoice_id']);
    expect(rows.map((r) => [r['internal_invoice_id'], r['document_amount'], r['round_unit']])).toEqual([
      ['r1000', 1000, 1000],
      ['r10000', 10000, 1000],
      ['r12300', 12300, 100],
    ]);
    expect([100000, 999900, 1230000, 1000000, 250000, 1235000, 500001].map(isRoundAmountCents)).toEqual([
      true,
      false,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('invoices split under the approval limit', () => {
  it('flags runs of non-PO invoices under the limit that together exceed it, with the limits of canon.approval_limits', async () => {
    const rows = await publishedRows(db, splitInvoices, ['internal_invoice_id']);
    expect(
      rows.map((r) => [
        r['internal_invoice_id'],
        r['split_group'],
        r['group_invoice_count'],
        r['group_local_amount'],
        r['approval_limit'],
        r['window_days'],
      ]),
    ).toEqual([
      ['s1', 'V1 1000 2024-03-04', 2, 11000, 10000, 7],
      ['s2', 'V1 1000 2024-03-04', 2, 11000, 10000, 7],
      ['t1', 'V1 2000 2024-05-01', 2, 5500, 5000, 2],
      ['t2', 'V1 2000 2024-05-01', 2, 5500, 5000, 2],
    ]);
  });
});

describe('weekend and holiday postings', () => {
  it("flags postings and entries on weekends and on the company code's country's holidays", async () => {
    const rows = await publishedRows(db, weekendHolidayPostings, ['internal_invoice_id']);
    expect(
      rows.map((r) => [
        r['internal_invoice_id'],
        r['posting_day_kind'],
        r['entry_day_kind'],
        r['flagged_on'],
      ]),
    ).toEqual([
      ['weaster', 'Holiday: Easter Monday', 'Holiday: Easter Monday', 'Posted and entered'],
      ['wjuly', 'Holiday: Independence Day', null, 'Posted'],
      ['wsat', 'Saturday', null, 'Posted'],
      ['wsun', null, 'Sunday', 'Entered'],
    ]);
  });
});
