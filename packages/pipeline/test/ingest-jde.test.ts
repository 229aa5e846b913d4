import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DuckDbExecutor } from '@spendlens/warehouse';
import { ingestExtract } from '../src/index';
import { jdeTablesFixture, writeJdeExtract } from './helpers/jde-fixture';
import { problemsOf } from './helpers/extract-folder';
import { openWarehouse } from './helpers/warehouse';

let db: DuckDbExecutor;
const dirs: string[] = [];
const extract = async (...args: Parameters<typeof writeJdeExtract>) => {
  const dir = await writeJdeExtract(...args);
  dirs.push(dir);
  return dir;
};

beforeAll(async () => {
  db = await openWarehouse();
});
afterAll(async () => {
  await db.close();
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

const rows = (sql: string, systemId: number) => db.query({ sql, params: [systemId] });

describe('ingest of a hand-made JD Edwards extract', () => {
  beforeAll(async () => {
    await ingestExtract({
      warehouse: db,
      systemId: 1,
      systemType: 'jde',
      source: await extract(jdeTablesFixture),
      commonCurrency: 'EUR',
    });
  });

  it('maps vouchers as invoices: pay items summed, a void as a reversal pair, the prepayment left out', async () => {
    const invoices = await rows(
      `SELECT accounting_document_no AS no, internal_invoice_id, vendor_id, derived_document_type, posting_date,
         due_date, is_cleared, clearing_date, clearing_document_no, document_currency, document_amount,
         local_currency, local_amount, common_amount, payment_block, is_reversed, reversal_document_no, created_by,
         po_number, payee_name, payee_country, payee_vat_id
       FROM canon.invoices WHERE system_id = $1 ORDER BY no`,
      1,
    );
    expect(invoices.map((r) => r['no'])).toEqual([
      'PD1003',
      'PV1001',
      'PV1002',
      'PV1002V',
      'PV1005',
      'PV2001',
    ]);
    const pick = (no: string) => invoices.find((r) => r['no'] === no);
    expect(pick('PV1001')).toMatchObject({
      internal_invoice_id: '00001-PV1001-2024',
      vendor_id: '5001',
      derived_document_type: 'PO-INVOICE',
      po_number: '4001',
      document_amount: 500,
      posting_date: '2024-03-16',
      // the net due date is RPDDNJ; RPDDJ holds the discount date
      due_date: '2024-04-14',
      // payment 7001 was voided; 7002 paid it
      is_cleared: true,
      clearing_date: '2024-04-05',
      clearing_document_no: '7002',
      created_by: 'JSMITH',
    });
    expect(pick('PV1002')).toMatchObject({
      document_amount: 300,
      is_reversed: true,
      reversal_document_no: 'PV1002V',
    });
    expect(pick('PV1002V')).toMatchObject({
      derived_document_type: 'REVERSAL',
      document_amount: -300,
      posting_date: '2024-03-20',
      is_cleared: true,
      reversal_document_no: 'PV1002',
    });
    expect(pick('PD1003')).toMatchObject({
      derived_document_type: 'VENDOR-CREDIT',
      document_amount: -100,
      is_cleared: false,
    });
    // foreign voucher: USD 200.00 in RPACR, EUR 183.62 in RPAG; held; its payee is address 5004
    expect(pick('PV1005')).toMatchObject({
      document_currency: 'USD',
      document_amount: 200,
      local_currency: 'EUR',
      local_amount: 183.62,
      common_amount: 183.62,
      payment_block: 'H',
      payee_name: 'Pat Payee',
      payee_country: 'IE',
      payee_vat_id: 'IE1234567T',
    });
    // JPY has no decimals (F0013): 150,000 yen at 162.03 per euro on 2024-03-15
    expect(pick('PV2001')).toMatchObject({
      local_currency: 'JPY',
      local_amount: 150000,
      common_amount: 925.75,
    });
  });

  it('maps pay items as lines net of tax, with their PO line', async () => {
    const lines = await rows(
      `SELECT accounting_document_no AS no, invoice_line_item_number AS n, line_item_signed_amount AS amount,
         line_item_signed_common_amount AS common, po_number, po_line_item_number AS po_line, quantity
       FROM canon.invoice_lines WHERE system_id = $1 ORDER BY no, n`,
      1,
    );
    expect(lines).toEqual([
      { no: 'PD1003', n: 1, amount: -100, common: -100, po_number: null, po_line: null, quantity: null },
      { no: 'PV1001', n: 1, amount: 450, common: 450, po_number: '4001', po_line: '1', quantity: 9 },
      { no: 'PV1001', n: 2, amount: 50, common: 50, po_number: null, po_line: null, quantity: null },
      { no: 'PV1002', n: 1, amount: 300, common: 300, po_number: null, po_line: null, quantity: null },
      { no: 'PV1002V', n: 1, amount: -300, common: -300, po_number: null, po_line: null, quantity: null },
      { no: 'PV1005', n: 1, amount: 200, common: 183.62, po_number: null, po_line: null, quantity: null },
      // 150,000 gross less 15,000 tax; its share of 925.75
      { no: 'PV2001', n: 1, amount: 135000, common: 833.18, po_number: null, po_line: null, quantity: null },
    ]);
  });

  it("takes a PO-matched line's material from its PO line (RPITM is JDE's short item number)", async () => {
    expect(
      await rows(
        `SELECT material_number FROM canon.invoice_lines WHERE system_id = $1 AND accounting_document_no = 'PV1001' ORDER BY invoice_line_item_number`,
        1,
      ),
    ).toEqual([{ material_number: 'ITEM-1' }, { material_number: null }]);
  });

  it('maps payments per company from their detail rows; a voided payment is marked', async () => {
    expect(
      await rows(
        `SELECT clearing_document_no AS id, company_code, clearing_date, item_count, local_amount, common_amount, is_voided
         FROM canon.payments WHERE system_id = $1 ORDER BY id`,
        1,
      ),
    ).toEqual([
      {
        id: '7001',
        company_code: '00001',
        clearing_date: '2024-03-30',
        item_count: 2,
        local_amount: 500,
        common_amount: 500,
        is_voided: true,
      },
      {
        id: '7002',
        company_code: '00001',
        clearing_date: '2024-04-05',
        item_count: 2,
        local_amount: 500,
        common_amount: 500,
        is_voided: false,
      },
      {
        id: '7003',
        company_code: '00002',
        clearing_date: '2024-04-05',
        item_count: 1,
        local_amount: 150000,
        common_amount: 914.08,
        is_voided: false,
      },
    ]);
  });

  it('maps master data: current addresses, supplier types, holds, banks and e-mails', async () => {
    expect(
      await rows(
        `SELECT company_code, company_name, city, country, currency, region FROM canon.company_codes WHERE system_id = $1 ORDER BY 1`,
        1,
      ),
    ).toEqual([
      {
        company_code: '00001',
        company_name: 'Vision Operations',
        city: 'Berlin',
        country: 'DE',
        currency: 'EUR',
        region: 'EMEA',
      },
      {
        company_code: '00002',
        company_name: 'Vision Japan',
        city: 'Tokyo',
        country: 'JP',
        currency: 'JPY',
        region: 'APAC',
      },
    ]);
    const vendors = await rows(
      `SELECT vendor_id, vendor_name, street, town, country, tax_id, vat_id, account_group, created_date,
         posting_block, purchasing_block, marked_for_deletion
       FROM canon.vendors WHERE system_id = $1 ORDER BY 1`,
      1,
    );
    // 5004 is only a payee (no supplier master); the address in force on the extraction day, not the future one
    expect(vendors.map((v) => v['vendor_id'])).toEqual(['5001', '5002', '5003', '5005']);
    expect(vendors[0]).toMatchObject({
      street: 'Hauptstr. 1',
      town: 'Berlin',
      country: 'DE',
      tax_id: '123456789',
      vat_id: 'DE123456789',
      account_group: 'VENDOR',
      created_date: null,
    });
    expect(vendors[1]).toMatchObject({ posting_block: true, purchasing_block: true });
    expect(vendors[3]).toMatchObject({ marked_for_deletion: true });
    // a supplier is listed under the companies it deals with; one without any under every company
    expect(
      await rows(
        `SELECT vendor_id, string_agg(company_code, ',' ORDER BY company_code) AS companies
         FROM canon.vendor_company_codes WHERE system_id = $1 GROUP BY 1 ORDER BY 1`,
        1,
      ),
    ).toEqual([
      { vendor_id: '5001', companies: '00001,00002' },
      { vendor_id: '5002', companies: '00001' },
      { vendor_id: '5003', companies: '00001' },
      { vendor_id: '5005', companies: '00001,00002' },
    ]);
    expect(
      await rows(
        `SELECT account_group, is_one_time FROM canon.account_groups WHERE system_id = $1 ORDER BY 1`,
        1,
      ),
    ).toEqual([
      { account_group: 'ONE TIME', is_one_time: true },
      { account_group: 'VENDOR', is_one_time: false },
    ]);
    expect(
      await rows(`SELECT vendor_id, iban FROM canon.vendor_bank_details WHERE system_id = $1`, 1),
    ).toEqual([{ vendor_id: '5001', iban: 'DE89370400440532013000' }]);
    expect(
      await rows(`SELECT vendor_id, email FROM canon.vendor_emails WHERE system_id = $1 ORDER BY 1`, 1),
    ).toEqual([
      { vendor_id: '5001', email: 'ap@alpha.example' },
      { vendor_id: '5002', email: 'billing@beta.example' },
    ]);
    expect(
      await rows(
        `SELECT payment_term, discount_percent_1, discount_days_1, net_days FROM canon.payment_terms WHERE system_id = $1`,
        1,
      ),
    ).toEqual([{ payment_term: 'N30', discount_percent_1: 2, discount_days_1: 10, net_days: 30 }]);
  });

  it('maps orders and receipts: text lines out, statuses, returns and a reversal in place', async () => {
    expect(
      await rows(
        `SELECT po_number, po_status, item_count, document_amount, has_pr FROM canon.purchase_orders WHERE system_id = $1 ORDER BY 1`,
        1,
      ),
    ).toEqual([
      { po_number: '4001', po_status: 'CLOSED', item_count: 1, document_amount: 500, has_pr: true },
      { po_number: '4002', po_status: 'BLOCKED', item_count: 1, document_amount: 250, has_pr: false },
      { po_number: '4003', po_status: 'DELETED', item_count: 1, document_amount: 0, has_pr: false },
    ]);
    expect(
      await rows(
        `SELECT document_number, movement_type, signed_local_amount AS amount, quantity, is_reversed
         FROM canon.goods_receipts WHERE system_id = $1 ORDER BY 1`,
        1,
      ),
    ).toEqual([
      { document_number: '9001', movement_type: 'RECEIPT', amount: 500, quantity: 10, is_reversed: false },
      { document_number: '9002', movement_type: 'RETURN', amount: -100, quantity: -2, is_reversed: false },
      { document_number: '9003', movement_type: 'RECEIPT', amount: 50, quantity: 1, is_reversed: true },
      {
        document_number: '9003R',
        movement_type: 'RECEIPT REVERSED',
        amount: -50,
        quantity: -1,
        is_reversed: false,
      },
    ]);
  });
});

describe('a refused JD Edwards extract', () => {
  const withRows = (table: string, replace: (lines: string[]) => string[]) => ({
    ...jdeTablesFixture,
    [table]: replace(jdeTablesFixture[table]!),
  });

  it('names file, line and field of bad dates, dangling references and duplicate keys', async () => {
    const source = await extract({
      ...withRows('F0411', (lines) => [
        ...lines.slice(0, 2),
        // 2023 has 365 days
        lines[2]!.replace('124075,124076,124076', '123366,124076,124076'),
        ...lines.slice(3),
        lines[1]!,
      ]),
      F0414: [...jdeTablesFixture['F0414']!, '7003,2,00001,9999,PV,001,PK,100,00001,5001'],
    });
    const problems = await problemsOf(
      ingestExtract({ warehouse: db, systemId: 2, systemType: 'jde', source, commonCurrency: 'EUR' }),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          file: 'F0411.csv',
          line: 3,
          field: 'RPDIVJ',
          message: expect.stringContaining('not a JD Edwards date (CYYDDD'),
        }),
        expect.objectContaining({
          file: 'F0411.csv',
          line: 10,
          field: 'RPKCO+RPDOC+RPDCT+RPSFX+RPSFXE',
          message: expect.stringContaining('duplicate key'),
        }),
      ]),
    );
    // the references are checked once the values are valid
    const dangling = await problemsOf(
      ingestExtract({
        warehouse: db,
        systemId: 2,
        systemType: 'jde',
        source: await extract({
          ...jdeTablesFixture,
          F0414: [...jdeTablesFixture['F0414']!, '7003,2,00001,9999,PV,001,PK,100,00001,5001'],
        }),
        commonCurrency: 'EUR',
      }),
    );
    expect(dangling).toEqual([
      {
        file: 'F0414.csv',
        line: 9,
        field: 'RNKCO+RNDOC+RNDCT+RNSFX',
        message: "unknown RPKCO+RPDOC+RPDCT+RPSFX (not in F0411.csv): '00001/9999/PV/001'",
      },
    ]);
    expect(await rows('SELECT count(*)::INTEGER AS n FROM canon.invoices WHERE system_id = $1', 2)).toEqual([
      { n: 0 },
    ]);
  });

  it('refuses a manifest with bad decimals or supplier-type field, and a domestic voucher in a foreign currency', async () => {
    const manifestProblems = await problemsOf(
      ingestExtract({
        warehouse: db,
        systemId: 2,
        systemType: 'jde',
        source: await extract(jdeTablesFixture, {
          manifest: { decimals: { EUR: 9 }, vendor_type_field: 'ABAC99' },
        }),
        commonCurrency: 'EUR',
      }),
    );
    expect(manifestProblems.map((p) => p.field)).toEqual(['decimals.EUR', 'vendor_type_field']);
    const currency = await problemsOf(
      ingestExtract({
        warehouse: db,
        systemId: 2,
        systemType: 'jde',
        source: await extract(
          withRows('F0411', (lines) => lines.map((l) => l.replace(',D,JPY,', ',D,USD,'))),
        ),
        commonCurrency: 'EUR',
      }),
    );
    expect(currency).toEqual([
      {
        file: 'F0411.csv',
        line: 9,
        field: 'RPCRCD',
        message: "a domestic voucher (RPCRRM not 'F') must be in its company's currency JPY, found USD",
      },
    ]);
  });

  it('refuses a JD Edwards extract for an Oracle system, and an Oracle type for this format', async () => {
    const problems = await problemsOf(
      ingestExtract({
        warehouse: db,
        systemId: 2,
        systemType: 'ora12',
        source: await extract(jdeTablesFixture),
        commonCurrency: 'EUR',
      }),
    );
    expect(problems[0]).toMatchObject({ file: 'manifest.json' });
  });
});
