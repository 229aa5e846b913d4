import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anomalyKinds, type AnomalyCase } from '../src/datagen/anomalies';
import { largeExtractKinds } from '../src/datagen/red-flag-anomalies';
import { ibanValid } from '../src/datagen/contacts';
import { generateSapExtract, type GeneratedExtract } from '../src/index';
import { TempDirs } from './helpers/sap-fixture';

type Row = Record<string, string>;
const temp = new TempDirs();
let gen: GeneratedExtract;
const tables = new Map<string, Row[]>();

async function table(name: string): Promise<Row[]> {
  let rows = tables.get(name);
  if (!rows) {
    rows = parse(await readFile(join(gen.dir, `${name}.csv`), 'utf8'), { columns: true }) as Row[];
    tables.set(name, rows);
  }
  return rows;
}
const vid = (lifnr: string): string => (/^\d+$/.test(lifnr) ? String(Number(lifnr)) : lifnr);
const unpad = (n: string): string => (/^\d+$/.test(n) ? String(Number(n)) : n);
const dayOf = (d: string): number =>
  Date.UTC(+d.slice(0, 4), +d.slice(4, 6) - 1, +d.slice(6, 8)) / 86_400_000;
const cases = (kind: (typeof anomalyKinds)[number]): AnomalyCase[] => gen.answers.anomalies[kind];
const list = (v: unknown): string[] => v as string[];

function levenshtein(a: string, b: string): number {
  const d = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = d[0]!;
    d[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = d[j]!;
      d[j] = Math.min(d[j]! + 1, d[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return d[b.length]!;
}

async function vendorsById(): Promise<Map<string, Row>> {
  return new Map((await table('LFA1')).map((r) => [vid(r['LIFNR']!), r]));
}
/** Vendor invoice documents by internal id: header and vendor line. */
async function documents(): Promise<Map<string, { head: Row; line: Row }>> {
  const lines = new Map<string, Row>();
  for (const r of [...(await table('BSIK')), ...(await table('BSAK'))])
    lines.set(`${r['BUKRS']}-${r['BELNR']}-${r['GJAHR']}`, r);
  const result = new Map<string, { head: Row; line: Row }>();
  for (const h of await table('BKPF')) {
    const id = `${h['BUKRS']}-${h['BELNR']}-${h['GJAHR']}`;
    result.set(id, { head: h, line: lines.get(id)! });
  }
  return result;
}
/** PO items invoiced: RSEG items and vendor lines with EBELN, as EBELN|EBELP; with the invoice date. */
async function invoicedPoItems(): Promise<Map<string, number>> {
  const rbkp = new Map((await table('RBKP')).map((r) => [`${r['BELNR']}|${r['GJAHR']}`, r]));
  const result = new Map<string, number>();
  for (const r of await table('RSEG'))
    result.set(
      `${r['EBELN']}|${unpad(r['EBELP']!)}`,
      dayOf(rbkp.get(`${r['BELNR']}|${r['GJAHR']}`)!['BLDAT']!),
    );
  for (const r of [...(await table('BSIK')), ...(await table('BSAK'))])
    if (r['EBELN']) result.set(`${r['EBELN']}|${unpad(r['EBELP']!)}`, dayOf(r['BLDAT']!));
  return result;
}

beforeAll(async () => {
  gen = await generateSapExtract({
    outDir: await temp.make('spendlens-anomalies-'),
    seed: 7,
    invoiceLines: 3000,
    systemName: 'demo',
  });
});
afterAll(() => temp.removeAll());

describe('datagen planted anomalies (3,000 invoice lines)', () => {
  it('plants a few cases of every kind, a small minority, the same for the same seed', async () => {
    expect(Object.keys(gen.answers.anomalies).sort()).toEqual([...anomalyKinds].sort());
    // the Benford cases need thousands of invoices each: none at this size (datagen-red-flags.test.ts)
    const large = new Set<string>(largeExtractKinds);
    for (const kind of anomalyKinds)
      expect({ kind, n: large.has(kind) ? cases(kind).length === 0 : cases(kind).length >= 3 }).toEqual({
        kind,
        n: true,
      });
    for (const kind of anomalyKinds) for (const c of cases(kind)) expect(c.variant).toBeTruthy();
    const again = await generateSapExtract({
      outDir: await temp.make('spendlens-anomalies-'),
      seed: 7,
      invoiceLines: 3000,
      systemName: 'demo',
    });
    expect(again.answers.anomalies).toEqual(gen.answers.anomalies);
    const invoices = (await documents()).size;
    expect(cases('duplicate_invoices_exact').length + cases('duplicate_invoices_fuzzy').length).toBeLessThan(
      invoices * 0.03,
    );
  });

  it('exact duplicate invoices share vendor, reference, amount and date', async () => {
    const docs = await documents();
    for (const c of cases('duplicate_invoices_exact')) {
      const [a, b] = list(c['invoiceIds']).map((id) => docs.get(id)!);
      expect(list(c['invoiceIds'])[0]).not.toBe(list(c['invoiceIds'])[1]);
      for (const f of ['XBLNR', 'BLDAT', 'WAERS']) expect(b!.head[f]).toBe(a!.head[f]);
      expect(b!.line['WRBTR']).toBe(a!.line['WRBTR']);
      expect(vid(a!.line['LIFNR']!)).toBe(c['vendorId']);
      expect(vid(b!.line['LIFNR']!)).toBe(c['vendorId']);
    }
  });

  it('fuzzy duplicate invoices: look-alike references, amounts within 1 %, dates within 7 days', async () => {
    const docs = await documents();
    // upper case, look-alikes mapped, separators and zeros (also leading ones) dropped
    const norm = (x: string): string =>
      x
        .toUpperCase()
        .replace(/^INV/, '')
        .replace(/O/g, '0')
        .replace(/[IL]/g, '1')
        .replace(/S/g, '5')
        .replace(/[^A-Z0-9]|0/g, '');
    const variants = new Set<string>();
    for (const c of cases('duplicate_invoices_fuzzy')) {
      variants.add(c.variant);
      const [a, b] = list(c['invoiceIds']).map((id) => docs.get(id)!);
      expect(vid(a!.line['LIFNR']!)).toBe(vid(b!.line['LIFNR']!));
      expect(norm(b!.head['XBLNR']!)).toBe(norm(a!.head['XBLNR']!));
      const [x, y] = [Number(a!.line['WRBTR']), Number(b!.line['WRBTR'])];
      expect(Math.abs(x - y) / x).toBeLessThanOrEqual(0.01);
      expect(Math.abs(dayOf(a!.head['BLDAT']!) - dayOf(b!.head['BLDAT']!))).toBeLessThanOrEqual(7);
      const same = a!.head['XBLNR'] === b!.head['XBLNR'] && x === y && a!.head['BLDAT'] === b!.head['BLDAT'];
      expect(same).toBe(false);
    }
    expect(variants.size).toBeGreaterThanOrEqual(8);
  });

  it('duplicate vendors share STCD1, STCEG, or name (up to legal form, case, punctuation) and town', async () => {
    const lfa1 = await vendorsById();
    for (const c of cases('duplicate_vendors_tax_id')) {
      const [a, b] = list(c['vendorIds']).map((id) => lfa1.get(id)!);
      expect(a!['STCD1']).toBeTruthy();
      expect(b!['STCD1']).toBe(a!['STCD1']);
    }
    for (const c of cases('duplicate_vendors_vat_id')) {
      const [a, b] = list(c['vendorIds']).map((id) => lfa1.get(id)!);
      expect(a!['STCEG']).toBeTruthy();
      expect(b!['STCEG']).toBe(a!['STCEG']);
    }
    const forms = /(gmbhcokg|gmbh|ag|ltd|limited|plc|llp|inc|incorporated|llc|corp|corporation|pteltd)$/;
    const key = (n: string): string =>
      n
        .toLowerCase()
        .replace(/[^a-z0-9]/g, '')
        .replace(forms, '');
    for (const c of cases('duplicate_vendors_name_town')) {
      const [a, b] = list(c['vendorIds']).map((id) => lfa1.get(id)!);
      expect(b!['NAME1']).not.toBe(a!['NAME1']);
      expect(key(b!['NAME1']!)).toBe(key(a!['NAME1']!));
      expect(b!['ORT01']).toBe(a!['ORT01']);
    }
    // no other vendor pair shares a tax number or a VAT number
    for (const field of ['STCD1', 'STCEG']) {
      const planted =
        field === 'STCD1' ? cases('duplicate_vendors_tax_id') : cases('duplicate_vendors_vat_id');
      const values = [...lfa1.values()].map((r) => r[field]).filter(Boolean);
      expect(values.length - new Set(values).size).toBe(planted.length);
    }
  });

  it('similar vendor names differ by one or two characters, in different towns', async () => {
    const lfa1 = await vendorsById();
    for (const c of cases('similar_vendor_names')) {
      const [a, b] = list(c['vendorIds']).map((id) => lfa1.get(id)!);
      const d = levenshtein(a!['NAME1']!.toLowerCase(), b!['NAME1']!.toLowerCase());
      expect(d).toBeGreaterThanOrEqual(1);
      expect(d).toBeLessThanOrEqual(2);
      expect(b!['ORT01']).not.toBe(a!['ORT01']);
    }
  });

  it('sanctioned vendors are named exactly or nearly like an SDN entity', async () => {
    const lfa1 = await vendorsById();
    const sdn = (await readFile(new URL('../reference/ofac/sdn.csv', import.meta.url), 'latin1')).split(
      '\r\n',
    );
    const key = (n: string): string => n.toUpperCase().replace(/[^A-Z0-9]/g, '');
    for (const c of cases('sanctioned_vendors')) {
      const line = sdn.find((l) => l.startsWith(`${c['entNum']},"`))!;
      expect(line).toContain(`"${String(c['sdnName'])}",-0-`);
      const name = lfa1.get(String(c['vendorId']))!['NAME1']!;
      expect(name).toBe(c['nameUsed']);
      expect(levenshtein(key(name), key(String(c['sdnName'])))).toBeLessThanOrEqual(1);
    }
  });

  it('invalid e-mail addresses are malformed in ADR6, and only they', async () => {
    const lfa1 = await vendorsById();
    const adr6 = new Map((await table('ADR6')).map((r) => [r['ADDRNUMBER']!, r['SMTP_ADDR']!]));
    const valid = (e: string): boolean =>
      /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/.test(e);
    const planted = new Set<string>();
    for (const c of cases('invalid_emails')) {
      const email = adr6.get(lfa1.get(String(c['vendorId']))!['ADRNR']!)!;
      expect(email).toBe(c['email']);
      expect(valid(email)).toBe(false);
      planted.add(email);
    }
    for (const email of adr6.values())
      expect({ email, ok: valid(email) }).toEqual({ email, ok: !planted.has(email) });
  });

  it('invalid bank details: IBANs failing mod 97 or an all-zero account, and only those', async () => {
    const lfbk = new Map((await table('LFBK')).map((r) => [vid(r['LIFNR']!), r]));
    const tiban = new Map(
      (await table('TIBAN')).map((r) => [`${r['BANKS']}|${r['BANKL']}|${r['BANKN']}`, r['IBAN']!]),
    );
    const bad = new Set<string>();
    for (const c of cases('invalid_bank_details')) {
      const bank = lfbk.get(String(c['vendorId']))!;
      bad.add(String(c['vendorId']));
      if (c.variant === 'account-all-zeros') expect(bank['BANKN']).toMatch(/^0+$/);
      else expect(ibanValid(tiban.get(`${bank['BANKS']}|${bank['BANKL']}|${bank['BANKN']}`)!)).toBe(false);
    }
    for (const [id, bank] of lfbk) {
      if (bad.has(id)) continue;
      expect(bank['BANKN']).not.toMatch(/^0+$/);
      const iban = tiban.get(`${bank['BANKS']}|${bank['BANKL']}|${bank['BANKN']}`);
      if (iban) expect({ id, ok: ibanValid(iban) }).toEqual({ id, ok: true });
    }
    expect(tiban.size).toBeGreaterThan(10);
  });

  it('POs created after their invoice: EKKO AEDAT after BLDAT, and only the planted ones', async () => {
    const ekko = new Map((await table('EKKO')).map((r) => [r['EBELN']!, dayOf(r['AEDAT']!)]));
    const docs = await documents();
    for (const c of cases('pos_after_invoice')) {
      const bldat = dayOf(docs.get(String(c['invoiceId']))!.head['BLDAT']!);
      expect(ekko.get(String(c['poNumber']))!).toBeGreaterThan(bldat);
    }
    const after = new Set<string>();
    for (const [key, bldat] of await invoicedPoItems()) {
      const ebeln = key.split('|')[0]!;
      if (ekko.get(ebeln)! > bldat) after.add(ebeln);
    }
    expect([...after].sort()).toEqual(
      cases('pos_after_invoice')
        .map((c) => String(c['poNumber']))
        .sort(),
    );
  });

  it('POs without a payment term (EKKO ZTERM empty) are exactly the planted ones, each invoiced with a term', async () => {
    const noTerm = (await table('EKKO'))
      .filter((r) => (r['ZTERM'] ?? '').trim() === '')
      .map((r) => r['EBELN']!);
    expect(noTerm.sort()).toEqual(
      cases('pos_without_payment_term')
        .map((c) => String(c['poNumber']))
        .sort(),
    );
    const docs = await documents();
    for (const c of cases('pos_without_payment_term'))
      expect(docs.get(String(c['invoiceId']))!.line['ZTERM']).toBe(String(c['variant']).split('-with-')[1]);
  });

  it('invoices without GR and GRs without invoice are exactly the planted ones', async () => {
    const received = new Set((await table('MSEG')).map((r) => `${r['EBELN']}|${unpad(r['EBELP']!)}`));
    const expected = new Set(
      (await table('EKPO'))
        .filter((r) => r['WEPOS'] === 'X')
        .map((r) => `${r['EBELN']}|${unpad(r['EBELP']!)}`),
    );
    const invoiced = await invoicedPoItems();
    const withoutGr = new Set([...invoiced.keys()].filter((k) => expected.has(k) && !received.has(k)));
    const plantedWithout = cases('invoices_without_gr').flatMap((c) =>
      list(c['poItems']).map((p) => `${c['poNumber']}|${p}`),
    );
    expect([...withoutGr].sort()).toEqual(plantedWithout.sort());
    const notInvoiced = new Set([...received].filter((k) => !invoiced.has(k)));
    const plantedNot = cases('gr_not_invoiced').flatMap((c) =>
      list(c['poItems']).map((p) => `${c['poNumber']}|${p}`),
    );
    expect([...notInvoiced].sort()).toEqual(plantedNot.sort());
  });

  it('dormant vendors have no activity in the last 12 months; every other vendor has', async () => {
    const extracted = Date.parse(gen.answers.extractedAt) / 86_400_000;
    const last = new Map<string, number>();
    const touch = (lifnr: string, d: string): void => {
      const day = dayOf(d);
      if (d !== '00000000' && day > (last.get(vid(lifnr)) ?? -Infinity)) last.set(vid(lifnr), day);
    };
    for (const r of [...(await table('BSIK')), ...(await table('BSAK'))]) {
      touch(r['LIFNR']!, r['BUDAT']!);
      touch(r['LIFNR']!, r['AUGDT']!);
    }
    for (const r of await table('EKKO')) touch(r['LIFNR']!, r['AEDAT']!);
    const dormant = new Set(cases('dormant_vendors').map((c) => String(c['vendorId'])));
    for (const r of await table('LFA1')) {
      const id = vid(r['LIFNR']!);
      const idle = extracted - (last.get(id) ?? -Infinity) > 365;
      expect({ id, idle }).toEqual({ id, idle: dormant.has(id) });
    }
  });

  it('low-value vendors: most invoices under 1000 USD; no other supplier so', async () => {
    const usd: Record<string, number> = { DE01: 1.08, GB01: 1.27, US01: 1, SG01: 0.74 };
    const stats = new Map<string, [number, number]>();
    for (const r of [...(await table('BSIK')), ...(await table('BSAK'))]) {
      if (!['KR', 'RE'].includes(r['BLART']!)) continue;
      const s = stats.get(vid(r['LIFNR']!)) ?? [0, 0];
      s[0] += 1;
      if (Number(r['DMBTR']) * usd[r['BUKRS']!]! < 1000) s[1] += 1;
      stats.set(vid(r['LIFNR']!), s);
    }
    const planted = new Set(cases('low_value_invoice_vendors').map((c) => String(c['vendorId'])));
    for (const r of await table('LFA1')) {
      const id = vid(r['LIFNR']!);
      const [n, low] = stats.get(id) ?? [0, 0];
      if (planted.has(id)) expect(low / n).toBeGreaterThan(0.8);
      else if (['LIEF', 'KRED'].includes(r['KTOKK']!) && n >= 10)
        expect({ id, mostlyLow: low / n > 0.5 }).toEqual({ id, mostlyLow: false });
    }
  });

  it('price increases: NETPR of the material rises more than 5 %; other materials keep their price', async () => {
    const ekko = new Map((await table('EKKO')).map((r) => [r['EBELN']!, r]));
    const byMaterial = new Map<string, { day: number; price: number }[]>();
    for (const r of await table('EKPO')) {
      if (!r['MATNR']) continue;
      const head = ekko.get(r['EBELN']!)!;
      const key = `${vid(head['LIFNR']!)}|${unpad(r['MATNR'])}`;
      const list = byMaterial.get(key) ?? [];
      list.push({ day: dayOf(head['AEDAT']!), price: Number(r['NETPR']) });
      byMaterial.set(key, list);
    }
    const planted = new Set<string>();
    for (const c of cases('price_increases')) {
      const key = `${c['vendorId']}|${c['material']}`;
      planted.add(key);
      const series = byMaterial.get(key)!.sort((a, b) => a.day - b.day);
      expect(series.length).toBeGreaterThanOrEqual(3);
      expect(series[series.length - 1]!.price / series[0]!.price).toBeGreaterThan(1.05);
      for (let i = 1; i < series.length; i++) expect(series[i]!.price).toBeGreaterThan(series[i - 1]!.price);
    }
    for (const [key, series] of byMaterial) {
      if (planted.has(key)) continue;
      expect({ key, prices: new Set(series.map((s) => s.price)).size }).toEqual({ key, prices: 1 });
    }
  });
});
