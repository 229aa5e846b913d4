import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DuckDbExecutor } from '@spendlens/warehouse';
import { ingestExtract } from '../src/index';
import { oracle11iTables, oracleR12Tables, writeOracleExtract } from './helpers/oracle-fixture';
import { problemsOf } from './helpers/extract-folder';
import { openWarehouse } from './helpers/warehouse';

let db: DuckDbExecutor;
const dirs: string[] = [];
const extract = async (...args: Parameters<typeof writeOracleExtract>) => {
  const dir = await writeOracleExtract(...args);
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

describe('ingest of a hand-made Oracle R12 extract', () => {
  beforeAll(async () => {
    await ingestExtract({
      warehouse: db,
      systemId: 1,
      systemType: 'ora12',
      source: await extract(oracleR12Tables),
      commonCurrency: 'EUR',
    });
  });

  it('maps spend invoices, a cancellation as a reversal pair, and leaves the prepayment out', async () => {
    const invoices = await rows(
      `SELECT accounting_document_no AS no, internal_invoice_id, vendor_id, document_type, tcode, derived_document_type,
         invoice_date, posting_date, due_date, is_cleared, clearing_date, clearing_document_no, document_currency,
         document_amount, local_currency, local_amount, common_amount, payment_term, payment_method, payment_block,
         is_reversed, reversal_document_no, created_by, po_number
       FROM canon.invoices WHERE system_id = $1 ORDER BY no`,
      1,
    );
    expect(invoices.map((r) => r['no'])).toEqual(['1001', '1002', '1002C', '1003', '1005']);
    const pick = (no: string) => invoices.find((r) => r['no'] === no);
    expect(pick('1001')).toMatchObject({
      internal_invoice_id: '101-1001-2024',
      vendor_id: '5001',
      derived_document_type: 'PO-INVOICE',
      po_number: 'PO-4001',
      document_amount: 500,
      due_date: '2024-04-14',
      // the voided check 7001 and the spoiled 7004 paid nothing; the reissued 7002 did
      is_cleared: true,
      clearing_date: '2024-04-05',
      clearing_document_no: '7002',
      payment_term: '10',
      payment_block: null, // its PRICE hold was released
      created_by: 'JSMITH',
    });
    expect(pick('1002')).toMatchObject({
      derived_document_type: 'NON-PO-INVOICE',
      document_amount: 300,
      is_reversed: true,
      reversal_document_no: '1002C',
      is_cleared: true,
      clearing_date: '2024-03-20',
    });
    expect(pick('1002C')).toMatchObject({
      derived_document_type: 'REVERSAL',
      document_amount: -300,
      posting_date: '2024-03-20',
      invoice_date: '2024-03-15',
      reversal_document_no: '1002',
      is_reversed: false,
    });
    expect(pick('1003')).toMatchObject({
      derived_document_type: 'VENDOR-CREDIT',
      document_amount: -100,
      vendor_id: '5002',
    });
    expect(pick('1005')).toMatchObject({
      derived_document_type: 'NON-PO-INVOICE',
      document_currency: 'USD',
      document_amount: 200,
      local_currency: 'EUR',
      local_amount: 183.62,
      common_amount: 183.62,
      tcode: 'ERS',
      payment_method: 'WIRE',
      payment_block: 'QTY REC',
      created_by: 'AP_CLERK',
    });
  });

  it('has the lines that make each invoice amount, without prepayment applications', async () => {
    const lines = await rows(
      `SELECT accounting_document_no AS no, invoice_line_item_number AS line, line_item_signed_amount AS amount,
         line_item_signed_common_amount AS common, po_number, po_line_item_number, material_number
       FROM canon.invoice_lines WHERE system_id = $1 ORDER BY no, line`,
      1,
    );
    expect(lines.map((l) => [l['no'], l['line'], l['amount']])).toEqual([
      ['1001', 1, 450],
      ['1001', 2, 50],
      ['1002', 1, 300],
      ['1002C', 1, -300],
      ['1003', 1, -100],
      ['1005', 1, 200],
    ]);
    expect(lines[0]).toMatchObject({
      po_number: 'PO-4001',
      po_line_item_number: '1',
      material_number: '555',
    });
    expect(lines.at(-1)).toMatchObject({ common: 183.62 });
  });

  it('counts receipts net of returns and corrections, never the deliveries inside the site', async () => {
    const receipts = await rows(
      `SELECT document_number, movement_type, is_counted, debit_credit, signed_local_amount, quantity, po_number,
         po_line_item_number, vendor_id, company_code, reversal_document_no
       FROM canon.goods_receipts WHERE system_id = $1 ORDER BY document_number`,
      1,
    );
    expect(
      receipts.map((r) => [r['movement_type'], r['is_counted'], r['debit_credit'], r['signed_local_amount']]),
    ).toEqual([
      ['RECEIVE', true, 'S', 500],
      ['DELIVER', false, 'S', 500],
      ['RETURN TO VENDOR', true, 'H', -100],
      ['CORRECT:RECEIVE', true, 'H', -50],
    ]);
    expect(receipts[2]).toMatchObject({
      po_number: 'PO-4001',
      po_line_item_number: '1',
      vendor_id: '5001',
      company_code: '101',
      reversal_document_no: '9001',
    });
  });

  it('has the checks that paid, the voided one marked', async () => {
    const payments = await rows(
      `SELECT clearing_document_no AS no, item_count, local_amount, is_voided, payment_method, check_number
       FROM canon.payments WHERE system_id = $1 ORDER BY no`,
      1,
    );
    expect(payments).toEqual([
      {
        no: '7001',
        item_count: 1,
        local_amount: 500,
        is_voided: true,
        payment_method: 'CHECK',
        check_number: '100',
      },
      {
        no: '7002',
        item_count: 1,
        local_amount: 500,
        is_voided: false,
        payment_method: 'CHECK',
        check_number: '101',
      },
      {
        no: '7003',
        item_count: 1,
        local_amount: 1000,
        is_voided: false,
        payment_method: 'EFT',
        check_number: '102',
      },
    ]);
  });

  it('maps suppliers from their representative site, e-mails, bank accounts, terms and POs', async () => {
    const vendors = await rows(
      `SELECT vendor_id, vendor_name, town, country, tax_id, vat_id, account_group, created_by, purchasing_block,
         marked_for_deletion FROM canon.vendors WHERE system_id = $1 ORDER BY vendor_id`,
      1,
    );
    expect(vendors).toEqual([
      {
        vendor_id: '5001',
        vendor_name: 'Alpha Supplies',
        town: 'Berlin',
        country: 'DE',
        tax_id: '123456789',
        vat_id: 'DE123456789',
        account_group: 'VENDOR',
        created_by: 'JSMITH',
        purchasing_block: false,
        marked_for_deletion: false,
      },
      {
        vendor_id: '5002',
        vendor_name: 'Beta, Inc.',
        town: 'Boston',
        country: 'US',
        tax_id: null,
        vat_id: null,
        account_group: 'VENDOR',
        created_by: 'JSMITH',
        purchasing_block: true,
        marked_for_deletion: true,
      },
      {
        vendor_id: '5003',
        vendor_name: 'Gamma LLC',
        town: 'Austin',
        country: 'US',
        tax_id: '987654321',
        vat_id: null,
        account_group: 'CONTRACTOR',
        created_by: 'AP_CLERK',
        purchasing_block: false,
        marked_for_deletion: false,
      },
    ]);
    const emails = await rows(
      `SELECT vendor_id, email, is_default FROM canon.vendor_emails WHERE system_id = $1 ORDER BY email`,
      1,
    );
    expect(emails).toEqual([
      { vendor_id: '5001', email: 'ap@alpha.example', is_default: true },
      { vendor_id: '5002', email: 'billing@beta.example', is_default: true },
      { vendor_id: '5001', email: 'not-an-email', is_default: false },
    ]);
    const banks = await rows(
      `SELECT vendor_id, bank_country, iban FROM canon.vendor_bank_details WHERE system_id = $1`,
      1,
    );
    expect(banks).toEqual([{ vendor_id: '5001', bank_country: 'DE', iban: 'DE89370400440532013000' }]);
    const terms = await rows(
      `SELECT payment_term, description, discount_days_1, discount_percent_1, net_days FROM canon.payment_terms WHERE system_id = $1`,
      1,
    );
    expect(terms).toEqual([
      { payment_term: '10', description: 'Net 30', discount_days_1: 10, discount_percent_1: 2, net_days: 30 },
    ]);
    const pos = await rows(
      `SELECT po_number, po_status, item_count, document_amount, document_date FROM canon.purchase_orders WHERE system_id = $1 ORDER BY po_number`,
      1,
    );
    expect(pos).toEqual([
      {
        po_number: 'PO-4001',
        po_status: 'OPEN',
        item_count: 1,
        document_amount: 500,
        document_date: '2024-03-01',
      },
      {
        po_number: 'PO-4002',
        po_status: 'BLOCKED',
        item_count: 1,
        document_amount: 502,
        document_date: '2024-03-02',
      },
    ]);
    const companies = await rows(
      `SELECT company_code, company_name, currency FROM canon.company_codes WHERE system_id = $1 ORDER BY 1`,
      1,
    );
    expect(companies).toEqual([
      { company_code: '101', company_name: 'Vision Operations', currency: 'EUR' },
      { company_code: '102', company_name: 'Vision Services', currency: 'EUR' },
    ]);
    // a supplier is a pay site in an operating unit where one of its sites is (Oracle's "Y" marker)
    const paySites = await rows(
      `SELECT vendor_id, company_code, is_pay_site FROM canon.vendor_company_codes WHERE system_id = $1
       ORDER BY vendor_id, company_code`,
      1,
    );
    expect(paySites).toEqual([
      { vendor_id: '5001', company_code: '101', is_pay_site: true },
      { vendor_id: '5002', company_code: '101', is_pay_site: true },
      { vendor_id: '5003', company_code: '101', is_pay_site: true },
      { vendor_id: '5003', company_code: '102', is_pay_site: false },
    ]);
    const dataQuality = await rows(
      `SELECT vendor_id, company_code, is_pay_site FROM pub.vendor_data_quality__sap
       WHERE system_id = $1 AND vendor_id = '5003' ORDER BY company_code`,
      1,
    );
    expect(dataQuality).toEqual([
      { vendor_id: '5003', company_code: '101', is_pay_site: true },
      { vendor_id: '5003', company_code: '102', is_pay_site: false },
    ]);
  });

  it('publishes the analyses over the canonical rows', async () => {
    const [distribution] = await rows(
      `SELECT count(*)::INTEGER AS n, sum(common_amount)::DOUBLE AS total
       FROM pub.accounting_docs_po_nonpo_credit_reversal__invoice_distribution WHERE system_id = $1`,
      1,
    );
    expect(distribution).toEqual({ n: 5, total: 583.62 });
  });
});

describe('ingest of the same business as an Oracle 11i extract', () => {
  it('answers what the R12 extract answers: distributions for lines, PO through PO_DISTRIBUTIONS_ALL', async () => {
    await ingestExtract({
      warehouse: db,
      systemId: 3,
      systemType: 'ora11i',
      source: await extract(oracle11iTables(), { release: '11i' }),
      commonCurrency: 'EUR',
    });
    const compared = [
      `SELECT accounting_document_no, derived_document_type, document_amount, local_amount, common_amount, is_cleared,
         clearing_date, is_reversed, reversal_document_no, payment_method, payment_block, po_number
       FROM canon.invoices WHERE system_id = $1 ORDER BY ALL`,
      `SELECT accounting_document_no, line_item_signed_amount, po_number, po_line_item_number
       FROM canon.invoice_lines WHERE system_id = $1 ORDER BY ALL`,
      `SELECT clearing_document_no, local_amount, is_voided FROM canon.payments WHERE system_id = $1 ORDER BY ALL`,
      `SELECT document_number, movement_type, signed_local_amount FROM canon.goods_receipts WHERE system_id = $1 ORDER BY ALL`,
      `SELECT vendor_id, iban FROM canon.vendor_bank_details WHERE system_id = $1 ORDER BY ALL`,
    ];
    for (const sql of compared) expect(await rows(sql, 3)).toEqual(await rows(sql, 1));
    // line numbers are the distributions' own; the requisition behind PO-4001 is known in 11i
    const [po] = await rows(
      `SELECT has_pr FROM canon.purchase_orders WHERE system_id = $1 AND po_number = 'PO-4001'`,
      3,
    );
    expect(po).toEqual({ has_pr: true });
  });
});

describe('refusals of Oracle extracts', () => {
  it('names file, line and field of a value that does not parse, and publishes nothing', async () => {
    const tables = { ...oracleR12Tables, AP_INVOICES_ALL: [...oracleR12Tables['AP_INVOICES_ALL']!] };
    tables['AP_INVOICES_ALL'][3] = tables['AP_INVOICES_ALL'][3]!.replace(
      '2024-03-15,2024-03-15,EUR,-100.00',
      '2024-02-30,2024-03-15,EUR,-1OO',
    );
    const problems = await problemsOf(
      ingestExtract({
        warehouse: db,
        systemId: 2,
        systemType: 'ora12',
        source: await extract(tables),
        commonCurrency: 'EUR',
      }),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: 'AP_INVOICES_ALL.csv', line: 4, field: 'INVOICE_DATE' }),
        expect.objectContaining({ file: 'AP_INVOICES_ALL.csv', line: 4, field: 'INVOICE_AMOUNT' }),
      ]),
    );
    expect(await rows('SELECT * FROM canon.invoices WHERE system_id = $1', 2)).toEqual([]);
  });

  it('names a dangling reference and a duplicate key', async () => {
    const lines = oracleR12Tables['AP_INVOICE_LINES_ALL']!;
    const dangling = await problemsOf(
      ingestExtract({
        warehouse: db,
        systemId: 2,
        systemType: 'ora12',
        source: await extract({
          ...oracleR12Tables,
          AP_INVOICE_LINES_ALL: [...lines, '1999,1,ITEM,1.00,,,,'],
        }),
        commonCurrency: 'EUR',
      }),
    );
    expect(dangling).toEqual([
      {
        file: 'AP_INVOICE_LINES_ALL.csv',
        line: 9,
        field: 'INVOICE_ID',
        message: "unknown INVOICE_ID (not in AP_INVOICES_ALL.csv): '1999'",
      },
    ]);
    const duplicate = await problemsOf(
      ingestExtract({
        warehouse: db,
        systemId: 2,
        systemType: 'ora12',
        source: await extract({
          ...oracleR12Tables,
          AP_INVOICE_LINES_ALL: [...lines, '1001,1,ITEM,1.00,,,,'],
        }),
        commonCurrency: 'EUR',
      }),
    );
    expect(duplicate).toEqual([
      expect.objectContaining({ file: 'AP_INVOICE_LINES_ALL.csv', line: 9, field: 'INVOICE_ID+LINE_NUMBER' }),
    ]);
  });

  it('names amounts that cannot be converted into the common currency', async () => {
    const invoices = [...oracleR12Tables['AP_INVOICES_ALL']!];
    invoices[1] = invoices[1]!.replace('2024-03-15,2024-03-16', '1998-12-31,2024-03-16');
    const ingest = async (tables: Record<string, string[]>) =>
      problemsOf(
        ingestExtract({
          warehouse: db,
          systemId: 2,
          systemType: 'ora12',
          source: await extract({ ...oracleR12Tables, ...tables }),
          commonCurrency: 'EUR',
        }),
      );
    expect(await ingest({ AP_INVOICES_ALL: invoices })).toEqual([
      {
        file: 'AP_INVOICES_ALL.csv',
        line: 2,
        field: 'INVOICE_DATE',
        message: 'the date 1998-12-31 is before the first ECB reference rates',
      },
    ]);
    const pos = oracleR12Tables['PO_HEADERS_ALL']!.map((l) => l.replace(',STANDARD,EUR,', ',STANDARD,XYZ,'));
    expect(await ingest({ PO_HEADERS_ALL: pos })).toEqual([
      {
        file: 'PO_HEADERS_ALL.csv',
        line: 2,
        field: 'CURRENCY_CODE',
        message: "the currency 'XYZ' has no ECB euro reference rate (unknown currency)",
      },
      {
        file: 'PO_HEADERS_ALL.csv',
        line: 3,
        field: 'CURRENCY_CODE',
        message: "the currency 'XYZ' has no ECB euro reference rate (unknown currency)",
      },
    ]);
    expect(await rows('SELECT * FROM canon.invoices WHERE system_id = $1', 2)).toEqual([]);
  });

  it('refuses a missing required table and column, a bad release, and an extract of another system type', async () => {
    const { AP_CHECKS_ALL: _checks, ...withoutChecks } = oracleR12Tables;
    const missing = await problemsOf(
      ingestExtract({
        warehouse: db,
        systemId: 2,
        systemType: 'ora12',
        source: await extract(withoutChecks),
        commonCurrency: 'EUR',
      }),
    );
    expect(missing).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: 'manifest.json', field: 'tables.AP_CHECKS_ALL' }),
      ]),
    );

    const noColumn = {
      ...oracleR12Tables,
      GL_LEDGERS: ['LEDGER_ID,NAME', '1,Vision EUR'],
    };
    const column = await problemsOf(
      ingestExtract({
        warehouse: db,
        systemId: 2,
        systemType: 'ora12',
        source: await extract(noColumn),
        commonCurrency: 'EUR',
      }),
    );
    expect(column).toEqual([
      expect.objectContaining({ file: 'GL_LEDGERS.csv', line: 1, field: 'CURRENCY_CODE' }),
    ]);

    const release = await problemsOf(
      ingestExtract({
        warehouse: db,
        systemId: 2,
        source: await extract(oracleR12Tables, { manifest: { release: '11i' } }),
        commonCurrency: 'EUR',
      }),
    );
    expect(release).toEqual([expect.objectContaining({ file: 'manifest.json', field: 'release' })]);

    const wrongType = await problemsOf(
      ingestExtract({
        warehouse: db,
        systemId: 2,
        systemType: 'sap',
        source: await extract(oracleR12Tables),
        commonCurrency: 'EUR',
      }),
    );
    expect(wrongType).toEqual([
      {
        file: 'manifest.json',
        line: null,
        field: 'erp',
        message:
          'the extract is of a ora12 system (oracle-ebs-extract/1); this system is of type sap, which takes sap-extract/1 extracts',
      },
    ]);
    const r11 = await problemsOf(
      ingestExtract({
        warehouse: db,
        systemId: 2,
        systemType: 'ora11i',
        source: await extract(oracleR12Tables),
        commonCurrency: 'EUR',
      }),
    );
    expect(r11[0]!.message).toContain('this system is of type ora11i');
    expect(await rows('SELECT * FROM canon.invoices WHERE system_id = $1', 2)).toEqual([]);
  });
});
