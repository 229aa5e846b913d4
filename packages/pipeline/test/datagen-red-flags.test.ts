import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benfordMinInvoices, type DuckDbExecutor } from '@spendlens/warehouse';
import type { AnomalyCase } from '../src/datagen/anomalies';
import { generateSapExtract, ingestSapExtract, type DatagenAnswers } from '../src/index';
import { TempDirs } from './helpers/sap-fixture';
import { openWarehouse } from './helpers/warehouse';

/**
 * The red flags planted by datagen (red-flag-anomalies.ts) are exactly what the red-flag analyses
 * flag after an ingest, at 30,000 invoice lines (the Benford cases need 2 × 2,500 invoices).
 */
const temp = new TempDirs();
let db: DuckDbExecutor;
let answers: DatagenAnswers;

beforeAll(async () => {
  db = await openWarehouse();
  const generated = await generateSapExtract({
    outDir: await temp.make(),
    seed: 7,
    invoiceLines: 30_000,
    systemName: 'demo',
  });
  answers = generated.answers;
  await ingestSapExtract({ warehouse: db, systemId: 1, source: generated.dir, commonCurrency: 'EUR' });
});
afterAll(async () => {
  await db?.close();
  await temp.removeAll();
});

const strings = async (sql: string): Promise<string[]> =>
  (await db.query({ sql, params: [] })).map((r) => String(Object.values(r)[0])).sort();
const ids = (cases: readonly AnomalyCase[], field = 'invoiceId'): string[] =>
  cases.map((c) => String(c[field])).sort();
/** Every invoice of every planted case (any kind). */
const plantedInvoices = (): Set<string> =>
  new Set(
    Object.values(answers.anomalies)
      .flat()
      .flatMap((c) => [c['invoiceId'], ...((c['invoiceIds'] as string[] | undefined) ?? [])])
      .map(String),
  );

describe('datagen red flags against the red-flag analyses (30,000 invoice lines)', () => {
  it('round amounts: the planted invoices, and no other', async () => {
    const a = answers.anomalies.round_amount_invoices;
    expect(a.length).toBeGreaterThanOrEqual(10);
    expect(await strings('SELECT internal_invoice_id FROM pub.red_flags__round_amount_invoices')).toEqual(
      ids(a),
    );
  });

  it('weekend and holiday postings: the planted invoices, and no other (the baseline posts on working days)', async () => {
    const a = answers.anomalies.weekend_holiday_postings;
    expect(new Set(a.map((c) => c.variant.replace(/-[A-Z]{2}$/, ''))).size).toBe(4);
    expect(await strings('SELECT internal_invoice_id FROM pub.red_flags__weekend_holiday_postings')).toEqual(
      ids(a),
    );
    const holiday = (await db.query({
      sql: `SELECT internal_invoice_id, posting_day_kind FROM pub.red_flags__weekend_holiday_postings WHERE posting_day_kind LIKE 'Holiday:%'`,
      params: [],
    })) as { internal_invoice_id: string }[];
    expect(holiday.map((r) => r.internal_invoice_id).sort()).toEqual(
      ids(a.filter((c) => c.variant.startsWith('posted-on-holiday'))),
    );
  });

  it('split invoices: each planted group is one flagged group; the controls are not flagged; any other group is made of other planted invoices', async () => {
    const groups = (await db.query({
      sql: `SELECT split_group, string_agg(internal_invoice_id, ',' ORDER BY internal_invoice_id) AS members
            FROM pub.red_flags__split_invoices GROUP BY split_group`,
      params: [],
    })) as { split_group: string; members: string }[];
    const flagged = new Set(groups.map((g) => g.members));
    const planted = answers.anomalies.split_invoices;
    expect(planted.length).toBeGreaterThanOrEqual(3);
    for (const c of planted) expect(flagged).toContain([...(c['invoiceIds'] as string[])].sort().join(','));
    const flaggedInvoices = new Set(groups.flatMap((g) => g.members.split(',')));
    for (const c of answers.anomalies.split_invoice_controls)
      for (const id of c['invoiceIds'] as string[])
        expect({ id, flagged: flaggedInvoices.has(id) }).toEqual({ id, flagged: false });
    // the rest: runs of planted duplicate invoices (non-PO, same vendor, days apart), none of the baseline
    const splitIds = new Set(planted.map((c) => [...(c['invoiceIds'] as string[])].sort().join(',')));
    const others = plantedInvoices();
    for (const g of groups.filter((g) => !splitIds.has(g.members)))
      for (const id of g.members.split(','))
        expect({ group: g.split_group, id, planted: others.has(id) }).toEqual({
          group: g.split_group,
          id,
          planted: true,
        });
  });

  it('Benford: the vendor whose amounts start with 48 and its company code nonconform; the log-uniform control and every other group do not', async () => {
    const vendors = (await db.query({
      sql: `SELECT DISTINCT vendor_id, company_code, invoice_count, conformity FROM pub.red_flags__benford_vendor WHERE is_nonconforming`,
      params: [],
    })) as { vendor_id: string; company_code: string; invoice_count: number }[];
    const planted = answers.anomalies.benford_vendors;
    expect(planted).toHaveLength(1);
    expect(vendors.map((v) => `${v.vendor_id} ${v.company_code}`)).toEqual(
      planted.map((c) => `${String(c['vendorId'])} ${String(c['companyCode'])}`),
    );
    expect(Number(vendors[0]!.invoice_count)).toBe(Number(planted[0]!['invoices']));
    expect(
      await strings(
        'SELECT DISTINCT company_code FROM pub.red_flags__benford_company_code WHERE is_nonconforming',
      ),
    ).toEqual(ids(answers.anomalies.benford_company_codes, 'companyCode'));
    const [control] = answers.anomalies.benford_controls;
    const controlRows = (await db.query({
      sql: `SELECT DISTINCT invoice_count, conformity FROM pub.red_flags__benford_vendor WHERE vendor_id = $1`,
      params: [String(control!['vendorId'])],
    })) as { invoice_count: number; conformity: string }[];
    expect(controlRows).toEqual([{ invoice_count: benfordMinInvoices, conformity: 'Close conformity' }]);
  });
});
