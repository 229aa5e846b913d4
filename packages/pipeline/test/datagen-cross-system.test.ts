import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DuckDbExecutor } from '@spendlens/warehouse';
import type { CrossSystemAnswers, CrossSystemConflict } from '../src/datagen/cross-system';
import { generateNetsuiteExtract, generateSapExtract, ingestExtract } from '../src/index';
import { TempDirs } from './helpers/sap-fixture';
import { openWarehouse } from './helpers/warehouse';

/**
 * Planted cross-system anomalies: three systems of one group (the same groupSeed) — a SAP system
 * (member 0), a NetSuite system (member 1) and another SAP system (member 2, for the bank details
 * NetSuite has none of) — carry the shared vendors and the invoice paid in every system, with the
 * planted differences, as their answers.json say.
 */
const temp = new TempDirs();
const groupSeed = 4711;
const systems = { sap: 1, netsuite: 2, sap2: 3 } as const;
type System = keyof typeof systems;
let db: DuckDbExecutor;
const answers = {} as Record<System, CrossSystemAnswers>;

beforeAll(async () => {
  db = await openWarehouse();
  const options = { invoiceLines: 400, systemName: 'GROUP' };
  const sap = await generateSapExtract({
    ...options,
    outDir: await temp.make('spendlens-cross-'),
    seed: 31,
    crossSystem: { groupSeed, member: 0 },
  });
  const netsuite = await generateNetsuiteExtract({
    ...options,
    outDir: await temp.make('spendlens-cross-'),
    seed: 32,
    crossSystem: { groupSeed, member: 1 },
  });
  const sap2 = await generateSapExtract({
    ...options,
    outDir: await temp.make('spendlens-cross-'),
    seed: 33,
    crossSystem: { groupSeed, member: 2 },
  });
  for (const [system, generated, type] of [
    ['sap', sap, 'sap'],
    ['netsuite', netsuite, 'netsuite'],
    ['sap2', sap2, 'sap'],
  ] as const) {
    answers[system] = generated.answers.crossSystem!;
    await ingestExtract({
      warehouse: db,
      systemId: systems[system],
      systemType: type,
      source: generated.dir,
      commonCurrency: 'EUR',
    });
  }
}, 120_000);

afterAll(async () => {
  await db.close();
  await temp.removeAll();
});

const query = (sql: string, params: unknown[] = []) => db.query({ sql, params });

/** The shared vendor of `conflict` in `system`, as its answers name it. */
const shared = (system: System, conflict: CrossSystemConflict) =>
  answers[system].vendors.find((v) => v.conflict === conflict)!;

/** A shared vendor's canonical record in `system`: master data, its company code's term and blocks, its IBANs. */
async function canonical(system: System, conflict: CrossSystemConflict) {
  const rows = await query(
    `SELECT v.vendor_name, v.country, v.vat_id, v.tax_id, v.street, v.postcode, v.town, v.posting_block,
       c.company_code, c.payment_term, t.net_days, c.posting_block AS company_posting_block,
       (SELECT string_agg(b.iban, ',' ORDER BY b.iban) FROM canon.vendor_bank_details b
        WHERE b.system_id = v.system_id AND b.vendor_id = v.vendor_id) AS ibans
     FROM canon.vendors v
     JOIN canon.vendor_company_codes c ON c.system_id = v.system_id AND c.vendor_id = v.vendor_id
     LEFT JOIN canon.payment_terms t ON t.system_id = c.system_id AND t.payment_term = c.payment_term
     WHERE v.system_id = $1 AND v.vendor_id = $2`,
    [systems[system], shared(system, conflict).vendorId],
  );
  expect(rows, `${system} ${conflict}`).toHaveLength(1);
  return rows[0]!;
}

/** What the answers say of a shared vendor, in the canonical record's terms. */
function answered(system: System, conflict: CrossSystemConflict) {
  const v = shared(system, conflict);
  return {
    vendor_name: v.name,
    country: v.country,
    vat_id: v.vatId || null,
    tax_id: v.taxId || null,
    street: v.street,
    postcode: v.postcode,
    town: v.town,
    posting_block: v.postingBlock,
    company_posting_block: v.postingBlock,
    company_code: v.companyCode,
    payment_term: v.paymentTerm,
    net_days: v.netDays,
    ibans: v.iban || null,
  };
}

/** A vendor name as the name rule (answers' nameRule) normalises it. */
const normalisedName = (column: string) =>
  `trim(regexp_replace(regexp_replace(upper(${column}), '[^\\p{L}\\p{N} ]', '', 'g'), ' +', ' ', 'g'))`;

describe('planted cross-system anomalies (SAP member 0, NetSuite member 1, SAP member 2)', () => {
  it('answers six shared vendors with the same identities in every member, each in the member range', () => {
    for (const system of Object.keys(systems) as System[]) {
      const a = answers[system];
      expect(a.groupSeed).toBe(groupSeed);
      expect(a.vendors.map((v) => v.conflict).sort()).toEqual(
        ['address', 'bank', 'block', 'name_only', 'none', 'payment_terms'].sort(),
      );
      for (const v of a.vendors) expect(Number(v.vendorId) - 5_000_000 - 10_000 * a.member).toBeLessThan(100);
    }
    const identity = (system: System) =>
      answers[system].vendors
        .filter((v) => v.conflict !== 'name_only')
        .map((v) => [v.conflict, v.name, v.country, v.vatId, v.taxId, v.town]);
    expect(identity('netsuite')).toEqual(identity('sap'));
    expect(identity('sap2')).toEqual(identity('sap'));
    for (const v of answers.sap.vendors)
      if (v.conflict !== 'name_only') expect(v.vatId).toMatch(/^(DE|GB)\d{9}$/);
    expect(answers.netsuite.notShown.map((n) => n.split(':')[0])).toEqual(['bank', 'block']);
    expect(answers.sap.notShown).toEqual([]);
  });

  it('ingests every shared vendor as the answers say, in every member', async () => {
    for (const system of Object.keys(systems) as System[])
      for (const v of answers[system].vendors)
        expect(await canonical(system, v.conflict)).toEqual(answered(system, v.conflict));
  });

  it('matches the shared vendors across systems by VAT id, and the name_only one only by normalised name and country', async () => {
    const pairs = await query(
      `SELECT a.vendor_id AS a, b.vendor_id AS b FROM canon.vendors a JOIN canon.vendors b ON b.vat_id = a.vat_id
       WHERE a.system_id = $1 AND b.system_id = $2 AND a.vat_id IS NOT NULL ORDER BY a.vendor_id`,
      [systems.sap, systems.netsuite],
    );
    const planted = (system: System) =>
      answers[system].vendors.filter((v) => v.conflict !== 'name_only').map((v) => v.vendorId);
    expect(pairs.map((r) => [r['a'], r['b']])).toEqual(
      planted('sap').map((id, i) => [id, planted('netsuite')[i]]),
    );
    const [a, b] = [shared('sap', 'name_only'), shared('netsuite', 'name_only')];
    expect(a.name).not.toBe(b.name);
    const byName = await query(
      `SELECT b.vendor_id FROM canon.vendors a JOIN canon.vendors b
         ON ${normalisedName('b.vendor_name')} = ${normalisedName('a.vendor_name')} AND b.country = a.country
       WHERE a.system_id = $1 AND a.vendor_id = $2 AND b.system_id = $3`,
      [systems.sap, a.vendorId, systems.netsuite],
    );
    expect(byName.map((r) => r['vendor_id'])).toEqual([b.vendorId]);
    // nothing else links the name_only vendors: no VAT id, tax id or bank details in any member
    for (const system of Object.keys(systems) as System[])
      expect(await canonical(system, 'name_only')).toMatchObject({ vat_id: null, tax_id: null, ibans: null });
  });

  it('plants each conflict between the members, and none for the clean vendor', async () => {
    const [sap, netsuite, sap2] = await Promise.all(
      (['sap', 'netsuite', 'sap2'] as const).map(async (s) => ({
        bank: await canonical(s, 'bank'),
        terms: await canonical(s, 'payment_terms'),
        address: await canonical(s, 'address'),
        block: await canonical(s, 'block'),
        none: await canonical(s, 'none'),
      })),
    );
    // bank details: another IBAN per SAP member; NetSuite has no bank details
    expect(sap!.bank['ibans']).toMatch(/^GB\d\d[A-Z]{4}\d{14}$/);
    expect(sap2!.bank['ibans']).toMatch(/^GB\d\d[A-Z]{4}\d{14}$/);
    expect(sap2!.bank['ibans']).not.toBe(sap!.bank['ibans']);
    expect(netsuite!.bank['ibans']).toBeNull();
    // payment terms: other net days in every member (NetSuite's term ids are not SAP's codes)
    expect(new Set([sap!, netsuite!, sap2!].map((s) => s.terms['net_days'])).size).toBe(3);
    // address: another street and postcode in every member, same town and country
    for (const field of ['street', 'postcode'])
      expect(new Set([sap!, netsuite!, sap2!].map((s) => s.address[field])).size).toBe(3);
    expect(new Set([sap!, netsuite!, sap2!].map((s) => s.address['town'])).size).toBe(1);
    // block: blocked for posting in member 0 only (vendor and company code)
    expect([sap!, netsuite!, sap2!].map((s) => s.block['posting_block'])).toEqual([true, false, false]);
    expect([sap!, netsuite!, sap2!].map((s) => s.block['company_posting_block'])).toEqual([
      true,
      false,
      false,
    ]);
    // the clean vendor: the same in every member (but for NetSuite's term ids and missing bank details)
    const clean = ({ company_code: _c, payment_term: _t, ibans: _i, ...rest }: Record<string, unknown>) =>
      rest;
    expect(clean(netsuite!.none)).toEqual(clean(sap!.none));
    expect(clean(sap2!.none)).toEqual(clean(sap!.none));
    expect(sap2!.none['ibans']).toEqual(sap!.none['ibans']);
    expect(sap2!.none['payment_term']).toBe(sap!.none['payment_term']);
  });

  it('has the duplicate invoice paid in every member: same reference, date, amount and currency', async () => {
    const rows = await Promise.all(
      (Object.keys(systems) as System[]).map(async (system) => {
        const d = answers[system].duplicateInvoice;
        const found = await query(
          `SELECT vendor_id, external_invoice_id, CAST(invoice_date AS VARCHAR) AS invoice_date,
             document_amount::DOUBLE AS amount, document_currency, is_cleared, derived_document_type
           FROM canon.invoices WHERE system_id = $1 AND internal_invoice_id = $2`,
          [systems[system], d.invoiceId],
        );
        expect(found).toEqual([
          {
            vendor_id: shared(system, 'none').vendorId,
            external_invoice_id: d.reference,
            invoice_date: d.date,
            amount: d.amount,
            document_currency: d.currency,
            is_cleared: true,
            derived_document_type: 'NON-PO-INVOICE',
          },
        ]);
        return d;
      }),
    );
    const same = ({ reference, date, amount, currency }: CrossSystemAnswers['duplicateInvoice']) => ({
      reference,
      date,
      amount,
      currency,
    });
    expect(same(rows[1]!)).toEqual(same(rows[0]!));
    expect(same(rows[2]!)).toEqual(same(rows[0]!));
    // across SAP and NetSuite, of the vendors matched by VAT id, it is the one invoice with the same
    // reference, date, amount and currency
    const across = await query(
      `SELECT a.internal_invoice_id AS a, b.internal_invoice_id AS b
       FROM canon.invoices a
       JOIN canon.vendors va ON va.system_id = a.system_id AND va.vendor_id = a.vendor_id
       JOIN canon.vendors vb ON vb.vat_id = va.vat_id
       JOIN canon.invoices b ON b.system_id = vb.system_id AND b.vendor_id = vb.vendor_id
         AND b.external_invoice_id = a.external_invoice_id AND b.invoice_date = a.invoice_date
         AND b.document_amount = a.document_amount AND b.document_currency = a.document_currency
       WHERE a.system_id = $1 AND vb.system_id = $2 AND a.derived_document_type <> 'REVERSAL'
         AND b.derived_document_type <> 'REVERSAL'`,
      [systems.sap, systems.netsuite],
    );
    expect(across).toEqual([
      { a: answers.sap.duplicateInvoice.invoiceId, b: answers.netsuite.duplicateInvoice.invoiceId },
    ]);
  });

  it('leaves the within-system findings alone: no shared vendor is a duplicate, similar, sanctioned or duplicate-invoice case', async () => {
    for (const system of Object.keys(systems) as System[]) {
      const ids = answers[system].vendors.map((v) => v.vendorId);
      const hits = await query(
        `SELECT 'duplicate vendor' AS kind, vendor_id AS id FROM canon.duplicate_vendors
           WHERE system_id = $1 AND ven_dup_match_type IS NOT NULL
         UNION ALL SELECT 'similar name', vendor_id_lhs FROM canon.similar_vendor_names WHERE system_id = $1
         UNION ALL SELECT 'similar name', vendor_id_rhs FROM canon.similar_vendor_names WHERE system_id = $1
         UNION ALL SELECT 'sanctioned', vendor_id FROM canon.sanction_hits WHERE system_id = $1
         UNION ALL SELECT 'duplicate invoice', i.vendor_id FROM canon.duplicate_invoices d
           JOIN canon.invoices i ON i.system_id = d.system_id AND i.internal_invoice_id = d.internal_invoice_id
           WHERE d.system_id = $1`,
        [systems[system]],
      );
      expect(
        hits.filter((h) => ids.includes(String(h['id']))),
        system,
      ).toEqual([]);
    }
  });
});
