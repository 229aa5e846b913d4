import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogue,
  invoiceDistribution,
  invoiceValueBinOf,
  invoiceValueBins,
  publishedTableName,
  type DuckDbExecutor,
} from '@spendlens/warehouse';
import {
  derivedDocumentTypes,
  generateSapExtract,
  ingestSapExtract,
  type DatagenAnswers,
  type IngestResult,
} from '../src/index';
import { findDuplicateInvoices, findDuplicateVendors } from '@spendlens/matching';
import { vendorLinks, type FindingsVendor } from '../src/findings/compute-findings';
import { TempDirs } from './helpers/sap-fixture';
import { openWarehouse } from './helpers/warehouse';

const temp = new TempDirs();
const pub = `pub.${publishedTableName(invoiceDistribution)}`;
let db: DuckDbExecutor;
let answers: DatagenAnswers;
let result: IngestResult;

beforeAll(async () => {
  db = await openWarehouse();
  const generated = await generateSapExtract({
    outDir: await temp.make(),
    seed: 7,
    invoiceLines: 3000,
    systemName: 'demo',
  });
  answers = generated.answers;
  result = await ingestSapExtract({
    warehouse: db,
    systemId: 3,
    source: generated.dir,
    commonCurrency: 'EUR',
  });
});
afterAll(async () => {
  await db.close();
  await temp.removeAll();
});

/** Per company code and derived type: count and signed sums, as the answers shape them. */
async function totals(
  systemId: number,
): Promise<Record<string, Record<string, { count: number; localAmount: number; commonAmount: number }>>> {
  const rows = await db.query({
    sql: `SELECT company_code, derived_document_type AS type, count(*) AS n, sum(local_amount) AS local, sum(common_amount) AS common
          FROM canon.invoices WHERE system_id = $1 GROUP BY ALL`,
    params: [systemId],
  });
  const result: Record<
    string,
    Record<string, { count: number; localAmount: number; commonAmount: number }>
  > = {};
  for (const r of rows) {
    const cc = (result[String(r['company_code'])] ??= {});
    cc[String(r['type'])] = {
      count: Number(r['n']),
      localAmount: Number(r['local']),
      commonAmount: Number(r['common']),
    };
  }
  return result;
}

describe('ingest of a datagen extract reconciles with its answers', () => {
  it('counts and signed sums per company code and derived document type, exactly', async () => {
    const actual = await totals(3);
    for (const [code, expected] of Object.entries(answers.companyCodes)) {
      for (const type of derivedDocumentTypes) {
        const want = expected.byType[type];
        expect({
          code,
          type,
          ...(actual[code]?.[type] ?? { count: 0, localAmount: 0, commonAmount: 0 }),
        }).toEqual({ code, type, ...want });
      }
    }
    expect(Object.keys(actual).sort()).toEqual(Object.keys(answers.companyCodes));
  });

  it('answers the invoice date range, the invoice line count and the table counts', () => {
    expect(result.minDate).toBe(answers.invoiceDates.min);
    expect(result.maxDate).toBe(answers.invoiceDates.max);
    expect(result.counts['canon.invoice_lines']).toBe(answers.invoiceLines);
    expect(result.counts['canon.vendors']).toBe(answers.vendors);
    for (const [table, rows] of Object.entries(answers.tables)) expect(result.counts[table]).toBe(rows);
    const invoices = Object.values(answers.companyCodes).reduce(
      (n, cc) => n + Object.values(cc.byType).reduce((m, t) => m + t.count, 0),
      0,
    );
    expect(result.counts['canon.invoices']).toBe(invoices);
    expect(result.counts[pub]).toBe(invoices);
  });

  it('publishes the invoice distribution: bins per company code as datagen counted them and as a hand check gives', async () => {
    const published = await db.query({
      sql: `SELECT company_code, invoice_value_bin AS bin, count(*) AS n FROM ${pub} WHERE system_id = 3 GROUP BY ALL`,
      params: [],
    });
    const byCc: Record<string, Record<string, number>> = {};
    for (const r of published)
      (byCc[String(r['company_code'])] ??= Object.fromEntries(invoiceValueBins.map((b) => [b.label, 0])))[
        String(r['bin'])
      ] = Number(r['n']);
    expect(byCc).toEqual(
      Object.fromEntries(Object.entries(answers.companyCodes).map(([cc, a]) => [cc, a.bins])),
    );
    // hand check: the bin of every published row from its own common amount
    const rows = await db.query({
      sql: `SELECT common_amount, invoice_value_bin FROM ${pub} WHERE system_id = 3`,
      params: [],
    });
    const counted = new Map<string, number>();
    for (const r of rows) {
      expect(r['invoice_value_bin']).toBe(invoiceValueBinOf(Number(r['common_amount'])));
      counted.set(String(r['invoice_value_bin']), (counted.get(String(r['invoice_value_bin'])) ?? 0) + 1);
    }
    for (const bin of invoiceValueBins) expect(counted.get(bin.label)).toBeGreaterThan(0);
  });

  it('reconciles in another common currency too', async () => {
    const generated = await generateSapExtract({
      outDir: await temp.make(),
      seed: 8,
      invoiceLines: 800,
      systemName: 'demo-usd',
      commonCurrency: 'USD',
    });
    await ingestSapExtract({ warehouse: db, systemId: 4, source: generated.dir, commonCurrency: 'USD' });
    const actual = await totals(4);
    for (const [code, expected] of Object.entries(generated.answers.companyCodes)) {
      for (const type of derivedDocumentTypes) {
        expect(actual[code]?.[type]?.commonAmount ?? 0).toBe(expected.byType[type].commonAmount);
        expect(actual[code]?.[type]?.count ?? 0).toBe(expected.byType[type].count);
      }
    }
    // system 3 is untouched by system 4's ingest
    expect(Object.keys(await totals(3)).sort()).toEqual(Object.keys(answers.companyCodes));
  });

  it('publishes findings that contain every planted duplicate invoice, sanctioned vendor, invalid e-mail and similar name', async () => {
    const ids = async (sql: string): Promise<Set<string>> =>
      new Set((await db.query({ sql, params: [3] })).map((r) => String(r['id'])));
    const duplicates = await ids(
      'SELECT internal_invoice_id AS id FROM pub.invoice_duplicates__duplicate_invoices WHERE system_id = $1',
    );
    const planted = [
      ...answers.anomalies.duplicate_invoices_exact,
      ...answers.anomalies.duplicate_invoices_fuzzy,
      ...answers.anomalies.duplicate_invoices_cross_vendor,
      ...answers.anomalies.duplicate_invoices_same_amount_date,
      ...answers.anomalies.duplicate_invoices_one_time_payee,
    ];
    expect(planted.length).toBeGreaterThan(0);
    for (const c of planted) for (const id of c['invoiceIds'] as string[]) expect(duplicates).toContain(id);
    // the newer kinds by their own rule; the controls in no cluster
    const ruleOf = new Map(
      (
        await db.query({
          sql: `SELECT internal_invoice_id, rule, matched_vendor_id, vendor_link
                FROM pub.invoice_duplicates__duplicate_invoices WHERE system_id = $1`,
          params: [3],
        })
      ).map((r) => [String(r['internal_invoice_id']), r]),
    );
    // every kind of link between vendor records: tax id, VAT id, name and town, a bank account
    const linkText: Record<string, RegExp> = {
      'same-stcd1-vendor-record': /^vendors \S+ and \S+ share tax id /,
      'same-stceg-vendor-record': /^vendors \S+ and \S+ share VAT id /,
      'same-name-town-vendor-record': /^vendors \S+ and \S+ share name and town /,
      'same-bank-account-vendor-record': /^vendors \S+ and \S+ share (IBAN|bank account) /,
    };
    expect(new Set(answers.anomalies.duplicate_invoices_cross_vendor.map((c) => c.variant))).toEqual(
      new Set(Object.keys(linkText)),
    );
    for (const c of answers.anomalies.duplicate_invoices_cross_vendor) {
      const [a, b] = c['invoiceIds'] as string[];
      expect(ruleOf.get(a!), c.variant).toMatchObject({
        rule: 'cross-vendor',
        matched_vendor_id: (c['vendorIds'] as string[])[1],
        vendor_link: expect.stringMatching(linkText[c.variant]!),
      });
      expect(ruleOf.get(b!)?.['rule']).toBe('cross-vendor');
    }
    for (const c of answers.anomalies.duplicate_invoices_same_amount_date)
      for (const id of c['invoiceIds'] as string[]) expect(ruleOf.get(id)?.['rule']).toBe('same-amount-date');
    expect(answers.anomalies.duplicate_invoice_controls.map((c) => c.variant).sort()).toEqual(
      expect.arrayContaining([
        'monthly-rent',
        'sequential-references',
        'unrelated-vendors-same-reference',
        'one-time-account-two-payees',
      ]),
    );
    for (const c of answers.anomalies.duplicate_invoice_controls)
      for (const id of c['invoiceIds'] as string[])
        expect(duplicates, `${c.variant} ${id}`).not.toContain(id);
    const sanctioned = await ids(
      'SELECT vendor_id AS id FROM pub.vendor_sanctions__ofac_matches WHERE system_id = $1',
    );
    for (const c of answers.anomalies.sanctioned_vendors) expect(sanctioned).toContain(c['vendorId']);
    const badEmail = await ids(
      'SELECT vendor_id AS id FROM pub.vendor_data_quality__sap WHERE system_id = $1 AND (issue_mask & 1024) <> 0',
    );
    for (const c of answers.anomalies.invalid_emails) expect(badEmail).toContain(c['vendorId']);
    // similar names over the whole vendor master: a pair created in company codes of two countries
    // is published with both vendors' codes
    const similar = await db.query({
      sql: `SELECT DISTINCT vendor_id_lhs, vendor_id_rhs, company_codes_lhs, company_codes_rhs
            FROM pub.vendor_similar_names__similar_names WHERE system_id = $1`,
      params: [3],
    });
    const pairs = new Map(
      similar.map((r) => [`${String(r['vendor_id_lhs'])}|${String(r['vendor_id_rhs'])}`, r]),
    );
    const crossCodes = answers.anomalies.similar_vendor_names.filter(
      (c) => c.variant === 'cross-company-code',
    );
    expect(crossCodes.length).toBeGreaterThan(0);
    for (const c of answers.anomalies.similar_vendor_names) {
      const [a, b] = c['vendorIds'] as string[];
      expect(pairs.has(`${a}|${b}`) || pairs.has(`${b}|${a}`), `${a}|${b} (${c.variant})`).toBe(true);
    }
    for (const c of crossCodes) {
      const [a, b] = c['vendorIds'] as string[];
      const [codesA, codeB] = c['companyCodes'] as string[];
      expect(pairs.get(`${a}|${b}`)).toMatchObject({
        company_codes_lhs: codesA!.split(',').sort().join(', '),
        company_codes_rhs: codeB,
      });
    }
  });
  it('preselects duplicate-invoice candidates in SQL without losing a pair: the published members equal the matcher run over every invoice', async () => {
    const all = await db.query({
      sql: `SELECT internal_invoice_id, company_code, i.vendor_id, external_invoice_id, invoice_date::VARCHAR AS invoice_date,
              document_amount, document_currency, derived_document_type, is_reversed,
              coalesce(ag.is_one_time, false) AS is_one_time_vendor, payee_name, payee_town, payee_tax_id, payee_vat_id
            FROM canon.invoices i
            LEFT JOIN canon.vendors v USING (system_id, vendor_id)
            LEFT JOIN canon.account_groups ag ON ag.system_id = v.system_id AND ag.account_group = v.account_group
            WHERE i.system_id = $1`,
      params: [3],
    });
    // the vendor records of one party, from the published master data as the findings build them
    const text = (v: unknown) => (v === null || v === undefined ? null : String(v));
    const banks = await db.query({
      sql: 'SELECT vendor_id, bank_country, bank_key, bank_account, iban FROM canon.vendor_bank_details WHERE system_id = $1',
      params: [3],
    });
    const vendors: FindingsVendor[] = (
      await db.query({
        sql: 'SELECT vendor_id, vendor_name, street, town, postcode, country, tax_id, tax_id_2, vat_id, account_group FROM canon.vendors WHERE system_id = $1',
        params: [3],
      })
    ).map((r) => ({
      vendor_id: String(r['vendor_id']),
      vendor_name: text(r['vendor_name']),
      street: text(r['street']),
      town: text(r['town']),
      postcode: text(r['postcode']),
      country: text(r['country']),
      tax_id: text(r['tax_id']),
      tax_id_2: text(r['tax_id_2']),
      vat_id: text(r['vat_id']),
      account_group: text(r['account_group']),
      emails: [],
      bankDetails: banks
        .filter((b) => b['vendor_id'] === r['vendor_id'])
        .map((b) => ({
          bank_country: text(b['bank_country']),
          bank_key: text(b['bank_key']),
          bank_account: text(b['bank_account']),
          iban: text(b['iban']),
        })),
    }));
    const expected = findDuplicateInvoices(
      all.map((r) => ({
        internal_invoice_id: String(r['internal_invoice_id']),
        company_code: String(r['company_code']),
        vendor_id: String(r['vendor_id']),
        external_invoice_id: r['external_invoice_id'] === null ? null : String(r['external_invoice_id']),
        invoice_date: r['invoice_date'] === null ? null : String(r['invoice_date']),
        document_amount: Number(r['document_amount'] ?? 0),
        document_currency: String(r['document_currency'] ?? ''),
        derived_document_type: String(r['derived_document_type'] ?? ''),
        is_reversed: r['is_reversed'] === null ? null : Boolean(r['is_reversed']),
        is_one_time_vendor: r['is_one_time_vendor'] === true,
        payee_name: text(r['payee_name']),
        payee_town: text(r['payee_town']),
        payee_tax_id: text(r['payee_tax_id']),
        payee_vat_id: text(r['payee_vat_id']),
      })),
      { vendorLinks: vendorLinks(vendors, findDuplicateVendors(vendors)) },
    ).map((m) => `${m.cluster_id} ${m.internal_invoice_id} ${m.rule} ${m.score}`);
    const published = (
      await db.query({
        sql: `SELECT cluster_id, internal_invoice_id, rule, score FROM canon.duplicate_invoices WHERE system_id = $1
              ORDER BY cluster_id, internal_invoice_id`,
        params: [3],
      })
    ).map((r) => `${r['cluster_id']} ${r['internal_invoice_id']} ${r['rule']} ${Number(r['score'])}`);
    expect(expected.length).toBeGreaterThan(answers.anomalies.duplicate_invoices_exact.length);
    expect(published).toEqual(expected);
  });
});

/**
 * The unit convention of packages/domain's data types, held over every column of the catalogue and
 * what the demo ingest publishes in it: a '%100' column holds fractions of one, a '%' or percentile
 * column percent units, a year or numeric document number has the format 'code' (shown as written,
 * never summed), an identifier is text, and a summary aggregate of a column keeps its type.
 */
describe('every published column against its declared type', () => {
  const columns = catalogue.flatMap((def) => def.columns.map((column) => ({ def, column })));
  const where = (def: (typeof catalogue)[number]) => `pub.${publishedTableName(def)} WHERE system_id = 3`;
  const quote = (name: string) => `"${name}"`;

  it('a %100 column holds fractions (0.125 is 12.5 %), a % or percentile column percent units', async () => {
    const wrong: string[] = [];
    let percentColumnsWithData = 0;
    for (const { def, column } of columns) {
      if (!['%100', '%', 'percentile'].includes(column.dataType)) continue;
      const [row] = await db.query({
        sql: `SELECT max(abs(${quote(column.name)}))::DOUBLE AS m FROM ${where(def)}`,
        params: [],
      });
      const max = Number(row?.['m'] ?? 0);
      if (max === 0) continue;
      if (column.dataType === '%100' && max > 1 + 1e-9) wrong.push(`${def.analysis}.${column.name} ${max}`);
      if (column.dataType !== '%100') {
        percentColumnsWithData++;
        // a share in percent units: some value of the demo data is above one percent
        if (max <= 1)
          wrong.push(`${def.analysis}.${column.name} max ${max}: a fraction declared ${column.dataType}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(percentColumnsWithData).toBeGreaterThan(5);
  });

  it('a year or numeric document number has the format code and holds whole numbers; identifiers are text', async () => {
    const wrong: string[] = [];
    for (const { def, column } of columns) {
      const name = column.name;
      if (/(^|_)year$/.test(name) && column.format !== 'code')
        wrong.push(`${def.analysis}.${name} not a code`);
      if (/(_id|_no)$/.test(name) && ['number', 'currency'].includes(column.dataType))
        wrong.push(`${def.analysis}.${name} an identifier typed ${column.dataType}`);
      if (column.format !== 'code') continue;
      if (column.dataType !== 'number')
        wrong.push(`${def.analysis}.${name} a code of type ${column.dataType}`);
      const [row] = await db.query({
        sql: `SELECT count(*) FILTER (WHERE ${quote(name)} <> round(${quote(name)}))::INTEGER AS fractional,
                     min(${quote(name)})::DOUBLE AS lo, max(${quote(name)})::DOUBLE AS hi
              FROM ${where(def)}`,
        params: [],
      });
      if (Number(row?.['fractional'])) wrong.push(`${def.analysis}.${name} has fractions`);
      if (
        /year$/.test(name) &&
        row?.['lo'] !== null &&
        (Number(row?.['lo']) < 1900 || Number(row?.['hi']) > 2100)
      )
        wrong.push(`${def.analysis}.${name} ${row?.['lo']}–${row?.['hi']} is no year`);
    }
    expect(wrong).toEqual([]);
  });

  it('a column named as a percentage is typed as one, and a summary aggregate keeps its column’s type', () => {
    const wrong: string[] = [];
    for (const { def, column } of columns)
      if (/(pct|percent|percentage)(_|$)/.test(column.name) && !column.name.endsWith('_bin'))
        if (!['%', '%100'].includes(column.dataType)) wrong.push(`${def.analysis}.${column.name}`);
    for (const def of catalogue)
      for (const a of def.display?.summaryTable?.aggregate ?? []) {
        const source = def.columns.find((c) => c.name === a.col);
        if (!source) continue;
        // the mean of a 0/1 flag is a share: a fraction of one
        const share = a.fn === 'mean' && source.dataType === 'number' && a.dataType === '%100';
        if (['min', 'max', 'mean', 'median'].includes(a.fn) && a.dataType !== source.dataType && !share)
          wrong.push(`${def.analysis} ${a.fn}(${a.col}) ${a.dataType} ≠ ${source.dataType}`);
      }
    expect(wrong).toEqual([]);
  });
});
