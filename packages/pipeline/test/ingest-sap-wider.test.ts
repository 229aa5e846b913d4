import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '@spendlens/domain';
import type { DuckDbExecutor } from '@spendlens/warehouse';
import { ingestSapExtract, type IngestProblem } from '../src/index';
import { baseTables, TempDirs, writeFixture, type FixtureOptions } from './helpers/sap-fixture';
import { openWarehouse, snapshot } from './helpers/warehouse';

/**
 * The purchasing, goods-movement, payment and optional master-data tables of the SAP extract, on
 * the hand-made fixture (helpers/sap-fixture.ts) plus the optional tables below. Every expected row
 * is worked out by hand; ECB rates: USD 2024-03-08 1.0932, GBP 2024-03-22 0.85795, 2024-03-26 0.85846.
 */
const optionalTables: FixtureOptions['tables'] = {
  LFA1: [
    'LIFNR,NAME1,ORT01,LAND1,KTOKK,SPERR,ADRNR',
    '0000100001,Alpha GmbH,Berlin,DE,LIEF,,0000022001',
    '0000100002,"Beta, Ltd",London,GB,KRED,X,0000022002',
    'V-EMP1,"Doe, Jane",Chicago,US,EMPL,,',
  ],
  T077Y: ['SPRAS,KTOKK,TXT30', 'D,LIEF,Lieferanten', 'E,LIEF,Suppliers', 'D,KRED,Kreditoren'],
  T052U: [
    'SPRAS,ZTERM,ZTAGG,TEXT1',
    'E,NT30,00,Net 30 days',
    'D,NT30,00,30 Tage netto',
    'D,Z214,00,14 Tage 3%',
  ],
  LFM1: [
    'LIFNR,EKORG,WAERS,ZTERM,MINBW,SPERM,LOEVM,WEBRE,XERSY',
    '0000100001,DE00,EUR,NT30,100.00,,,X,',
    '0000100002,GB00,USD,Z214,,X,,,X',
  ],
  LFBK: [
    'LIFNR,BANKS,BANKL,BANKN,BKONT,BVTYP,KOINH',
    '0000100001,DE,10020030,1234567,,0001,Alpha GmbH',
    '0000100002,GB,200000,55779911,,,Beta Ltd',
  ],
  TIBAN: ['BANKS,BANKL,BANKN,BKONT,IBAN', 'DE,10020030,1234567,,DE89 3704 0044 0532 0130 00'],
  ADR6: [
    'ADDRNUMBER,PERSNUMBER,CONSNUMBER,FLGDEFAULT,SMTP_ADDR',
    '0000022001,,001,X,ap@alpha.example',
    '0000022001,,002,,sales@alpha.example',
    '0000022002,,001,X,',
    '0000099999,,001,X,orphan@example.com',
  ],
  PAYR: [
    'ZBUKR,HBKID,HKTID,RZAWE,CHECT,LIFNR,VBLNR,GJAHR,ZALDT,WAERS,RWBTR,VOIDD',
    'DE01,DEUBA,GIRO1,C,100045,0000100001,1500000001,2024,20240418,EUR,-50.00,00000000',
  ],
};

const temp = new TempDirs();
let db: DuckDbExecutor;

async function rows(table: string, systemId: number, order = 'ALL'): Promise<Record<string, unknown>[]> {
  const found = await db.query({
    sql: `SELECT * EXCLUDE (system_id) FROM canon.${table} WHERE system_id = $1 ORDER BY ${order}`,
    params: [systemId],
  });
  return found.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, plain(v)])));
}
/** Dates as YYYY-MM-DD and big integers as numbers, whatever the executor answers. */
function plain(v: unknown): unknown {
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'bigint') return Number(v);
  return v;
}

beforeAll(async () => {
  db = await openWarehouse();
  await ingestSapExtract({
    warehouse: db,
    systemId: 1,
    source: temp.track(await writeFixture()),
    commonCurrency: 'EUR',
  });
  await ingestSapExtract({
    warehouse: db,
    systemId: 2,
    source: temp.track(await writeFixture({ tables: optionalTables })),
    commonCurrency: 'EUR',
  });
  await ingestSapExtract({
    warehouse: db,
    systemId: 3,
    source: temp.track(await writeFixture()),
    commonCurrency: 'USD',
  });
});
afterAll(async () => {
  await db.close();
  await temp.removeAll();
});

describe('purchasing and goods movements', () => {
  it('maps purchase orders: status, PR flag, amounts of the items not deleted, common amount at BEDAT', async () => {
    const pos = await rows('purchase_orders', 1, 'po_number');
    expect(
      pos.map((p) => [
        p['po_number'],
        p['company_code'],
        p['vendor_id'],
        p['document_date'],
        p['created_date'],
        p['created_by'],
        p['payment_term'],
        p['type'],
        p['category'],
        p['purchasing_org'],
        p['purchasing_group'],
        p['has_pr'],
        p['po_status'],
        p['item_count'],
        p['document_currency'],
        Number(p['document_amount']),
        p['common_currency'],
        Number(p['common_amount']),
      ]),
    ).toEqual([
      [
        '4500000001',
        'DE01',
        '100001',
        '2024-03-01',
        '2024-03-01',
        'BUYER01',
        'NT30',
        'NB',
        'F',
        'DE00',
        '001',
        true,
        'OPEN',
        2,
        'EUR',
        10000,
        'EUR',
        10000,
      ],
      // 1000.00 USD / 1.0932 = 914.7457… → 914.75
      [
        '4500000002',
        'GB01',
        '100002',
        '2024-03-08',
        '2024-03-11',
        'BUYER02',
        'Z214',
        'NB',
        'F',
        'GB00',
        '002',
        false,
        'OPEN',
        1,
        'USD',
        1000,
        'EUR',
        914.75,
      ],
      [
        '4500000003',
        'DE01',
        '100001',
        '2024-03-12',
        '2024-03-12',
        'BUYER01',
        'NT30',
        'NB',
        'F',
        'DE00',
        '001',
        false,
        'DELETED',
        1,
        'EUR',
        0,
        'EUR',
        0,
      ],
    ]);
  });

  it('maps purchase order items', async () => {
    const items = await rows('purchase_order_items', 1, 'po_number, po_line_item_number');
    // the fixture's EKPO has no WEPOS or WEBRE column: unknown, not 'no'
    expect(items.map((i) => [i['gr_expected'], i['gr_based_invoice_verification']])).toEqual(
      items.map(() => [null, null]),
    );
    expect(
      items.map((i) => [
        i['po_number'],
        i['po_line_item_number'],
        i['company_code'],
        i['vendor_id'],
        i['material_number'],
        i['plant'],
        Number(i['quantity']),
        i['is_deleted'],
        i['has_pr'],
        i['delivery_completed'],
        i['final_invoice'],
        i['document_currency'],
        Number(i['net_amount']),
        Number(i['net_common_amount']),
      ]),
    ).toEqual([
      ['4500000001', '10', 'DE01', '100001', '12345', 'DE10', 10, false, true, true, true, 'EUR', 6000, 6000],
      ['4500000001', '20', 'DE01', '100001', null, 'DE10', 1, false, false, false, false, 'EUR', 4000, 4000],
      [
        '4500000002',
        '10',
        'GB01',
        '100002',
        null,
        'GB10',
        5,
        false,
        false,
        false,
        false,
        'USD',
        1000,
        914.75,
      ],
      ['4500000003', '10', 'DE01', '100001', null, 'DE10', 1, true, false, false, false, 'EUR', 100, 100],
    ]);
  });

  it('maps goods movements at line level: counted types, signs, reversals, local and common amounts', async () => {
    const grs = await rows('goods_receipts', 1, 'document_number, line_number');
    expect(
      grs.map((g) => [
        g['document_number'],
        g['fiscal_year'],
        g['line_number'],
        g['document_date'],
        g['created_date'],
        g['posting_date'],
        g['movement_type'],
        g['is_counted'],
        g['debit_credit'],
        g['local_currency'],
        Number(g['signed_local_amount']),
        Number(g['signed_common_amount']),
        g['po_number'],
        g['po_line_item_number'],
        g['material_number'],
        g['vendor_id'],
        g['company_code'],
        g['is_reversed'],
        g['reversal_document_no'],
      ]),
    ).toEqual([
      [
        '5000000001',
        2024,
        1,
        '2024-03-19',
        '2024-03-20',
        '2024-03-20',
        '101',
        true,
        'S',
        'EUR',
        6000,
        6000,
        '4500000001',
        '10',
        '12345',
        '100001',
        'DE01',
        false,
        null,
      ],
      // 850.00 GBP / 0.85795 = 990.7337… → 990.73
      [
        '5000000002',
        2024,
        1,
        '2024-03-22',
        '2024-03-22',
        '2024-03-22',
        '101',
        true,
        'S',
        'GBP',
        850,
        990.73,
        '4500000002',
        '10',
        null,
        '100002',
        'GB01',
        true,
        '5000000003',
      ],
      // −850.00 GBP / 0.85846 = −990.1451… → −990.15
      [
        '5000000003',
        2024,
        1,
        '2024-03-25',
        '2024-03-26',
        '2024-03-26',
        '102',
        true,
        'H',
        'GBP',
        -850,
        -990.15,
        '4500000002',
        '10',
        null,
        '100002',
        'GB01',
        false,
        '5000000002',
      ],
      [
        '5000000003',
        2024,
        2,
        '2024-03-25',
        '2024-03-26',
        '2024-03-26',
        '311',
        false,
        'S',
        'EUR',
        10,
        10,
        null,
        null,
        null,
        null,
        'DE01',
        false,
        null,
      ],
    ]);
  });
});

describe('payments and last activity', () => {
  it('maps a payment clearing (KZ) without PAYR: amount of the cleared items, clearing date', async () => {
    expect(await rows('payments', 1)).toEqual([
      {
        company_code: 'DE01',
        vendor_id: '100001',
        clearing_document_no: '1500000001',
        fiscal_year: 2024,
        clearing_date: '2024-04-19',
        document_type: 'KZ',
        item_count: 1,
        local_currency: 'EUR',
        local_amount: expect.anything() as unknown,
        common_currency: 'EUR',
        common_amount: expect.anything() as unknown,
        payment_method: null,
        payment_date: '2024-04-19',
        check_number: null,
        is_voided: false,
      },
    ]);
    const [payment] = await rows('payments', 1);
    expect(Number(payment!['local_amount'])).toBe(-50);
    // EUR company code, EUR common currency: the common amount is the local one
    expect(Number(payment!['common_amount'])).toBe(-50);
  });

  it('converts a payment into the common currency at the ECB rate of its clearing date', async () => {
    // system 3 is system 1's extract with USD as the common currency:
    // −50.00 EUR × 1.0653 (USD per EUR on 2024-04-19) = −53.265 → −53.27 (half away from zero)
    const [payment] = await rows('payments', 3);
    expect([payment!['common_currency'], Number(payment!['common_amount'])]).toEqual(['USD', -53.27]);
  });

  it('takes payment date, check and method from PAYR when present', async () => {
    const [payment] = await rows('payments', 2);
    expect([payment!['payment_date'], payment!['check_number'], payment!['payment_method']]).toEqual([
      '2024-04-18',
      '100045',
      'C',
    ]);
  });

  it("finds each vendor's latest PO (not deleted), receipt (not reversed), invoice and payment", async () => {
    expect(await rows('vendor_last_activity', 1, 'vendor_id')).toEqual([
      {
        vendor_id: '100001',
        last_po_date: '2024-03-01',
        last_po_number: '4500000001',
        last_gr_date: '2024-03-20',
        last_gr_number: '5000000001',
        last_invoice_date: '2024-03-30',
        last_invoice_id: 'DE01-1700000001-2024',
        last_payment_date: '2024-04-19',
        last_payment_id: 'DE01-1500000001-2024',
      },
      {
        vendor_id: '100002',
        last_po_date: '2024-03-08',
        last_po_number: '4500000002',
        last_gr_date: null,
        last_gr_number: null,
        last_invoice_date: '2024-03-15',
        last_invoice_id: 'GB01-1900000001-2024',
        last_payment_date: null,
        last_payment_id: null,
      },
      {
        vendor_id: 'V-EMP1',
        last_po_date: null,
        last_po_number: null,
        last_gr_date: null,
        last_gr_number: null,
        last_invoice_date: '2024-03-15',
        last_invoice_id: 'US01-1900000001-2024',
        last_payment_date: null,
        last_payment_id: null,
      },
    ]);
  });
});

describe('reference and optional master data', () => {
  it('without the optional tables: texts NULL, optional canonical tables empty', async () => {
    expect(await rows('account_groups', 1)).toEqual([
      { account_group: 'EMPL', description: null, number_range: '03', is_one_time: false },
      { account_group: 'KRED', description: null, number_range: '02', is_one_time: false },
      { account_group: 'LIEF', description: null, number_range: '01', is_one_time: false },
    ]);
    for (const table of ['vendor_purchasing_orgs', 'vendor_bank_details', 'vendor_emails'])
      expect(await rows(table, 1)).toEqual([]);
    expect(await rows('payment_methods', 1)).toEqual([
      { country: 'DE', payment_method: 'T', description: 'Bank transfer' },
    ]);
  });

  it('account group texts (English first) and payment terms with T052U texts', async () => {
    expect((await rows('account_groups', 2)).map((g) => [g['account_group'], g['description']])).toEqual([
      ['EMPL', null],
      ['KRED', 'Kreditoren'],
      ['LIEF', 'Suppliers'],
    ]);
    const terms = await rows('payment_terms', 2, 'payment_term');
    expect(
      terms.map((t) => [
        t['payment_term'],
        t['day_limit'],
        t['description'],
        t['discount_days_1'],
        Number(t['discount_percent_1']),
        t['discount_days_2'],
        Number(t['discount_percent_2']),
        t['net_days'],
      ]),
    ).toEqual([
      ['0001', 0, null, 0, 0, 0, 0, 0],
      ['NT30', 0, 'Net 30 days', 30, 0, 0, 0, 30],
      ['Z214', 0, '14 Tage 3%', 14, 3, 30, 0, 30],
      ['Z310', 0, null, 10, 2.5, 20, 1, 45],
    ]);
  });

  it('vendor purchasing orgs, bank details with IBAN, e-mails through LFA1-ADRNR', async () => {
    const orgs = await rows('vendor_purchasing_orgs', 2);
    expect(
      orgs.map((o) => [
        o['vendor_id'],
        o['purchasing_org'],
        o['order_currency'],
        o['payment_term'],
        o['minimum_order_value'],
        o['purchasing_block'],
        o['deletion_flag'],
        o['gr_based_invoice_verification'],
        o['evaluated_receipt_settlement'],
      ]),
    ).toEqual([
      ['100001', 'DE00', 'EUR', 'NT30', 100, false, false, true, false],
      ['100002', 'GB00', 'USD', 'Z214', null, true, false, false, true],
    ]);
    expect(await rows('vendor_bank_details', 2)).toEqual([
      {
        vendor_id: '100001',
        bank_country: 'DE',
        bank_key: '10020030',
        bank_account: '1234567',
        bank_control_key: null,
        partner_bank_type: '0001',
        account_holder: 'Alpha GmbH',
        iban: 'DE89370400440532013000',
      },
      {
        vendor_id: '100002',
        bank_country: 'GB',
        bank_key: '200000',
        bank_account: '55779911',
        bank_control_key: null,
        partner_bank_type: null,
        account_holder: 'Beta Ltd',
        iban: null,
      },
    ]);
    expect(await rows('vendor_emails', 2)).toEqual([
      {
        vendor_id: '100001',
        address_number: '0000022001',
        sequence_number: 1,
        email: 'ap@alpha.example',
        is_default: true,
      },
      {
        vendor_id: '100001',
        address_number: '0000022001',
        sequence_number: 2,
        email: 'sales@alpha.example',
        is_default: false,
      },
    ]);
  });
});

/** Ingests a broken fixture over system 1; answers the problems and checks nothing changed. */
async function rejected(options: FixtureOptions): Promise<IngestProblem[]> {
  const before = await snapshot(db, 1);
  const beforeGr = await rows('goods_receipts', 1);
  const error = await ingestSapExtract({
    warehouse: db,
    systemId: 1,
    source: temp.track(await writeFixture(options)),
    commonCurrency: 'EUR',
  }).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  expect((error as DomainError).code).toBe('ingest_failed');
  expect(await snapshot(db, 1)).toEqual(before);
  expect(await rows('goods_receipts', 1)).toEqual(beforeGr);
  return (error as DomainError & { details: { problems: IngestProblem[] } }).details.problems;
}

/** A base table without one column. */
function without(table: keyof typeof baseTables, column: string): string[] {
  const header = baseTables[table][0]!.split(',');
  const i = header.indexOf(column);
  return baseTables[table].map((line) =>
    line
      .split(',')
      .filter((_, j) => j !== i)
      .join(','),
  );
}
function withLine(table: keyof typeof baseTables, line: number, from: string, to: string): string[] {
  const lines = [...baseTables[table]];
  lines[line - 1] = lines[line - 1]!.replace(from, to);
  return lines;
}
const missingColumn = (file: string, field: string): IngestProblem => ({
  file,
  line: 1,
  field,
  message: 'a required column is missing from the header',
});

describe('the newly validated tables reject with file, line and field and publish nothing', () => {
  it.each([
    ['EKKO', 'LIFNR'],
    ['EKPO', 'NETWR'],
    ['MKPF', 'BUDAT'],
    ['MSEG', 'BWART'],
    ['T052', 'ZTAG1'],
    ['T042Z', 'TEXT1'],
    ['T077K', 'XCPDS'],
  ] as const)('%s without the required column %s', async (table, column) => {
    expect(await rejected({ tables: { [table]: without(table, column) } })).toEqual([
      missingColumn(`${table}.csv`, column),
    ]);
  });

  it.each([
    ['EKKO', 3, '20240308', '20241308', 'BEDAT', "not a date (YYYYMMDD, or 00000000 for none): '20241308'"],
    ['EKPO', 4, '1000.00', '1,000.00', 'NETWR', undefined],
    [
      'MKPF',
      2,
      '20240320,20240320',
      '20240320,2024032',
      'CPUDT',
      "not a date (YYYYMMDD, or 00000000 for none): '2024032'",
    ],
    ['MSEG', 3, ',S,850.00', ',X,850.00', 'SHKZG', "not a debit/credit indicator ('S' or 'H'): 'X'"],
    ['T052', 3, '14,3.000', '14,3.0001', 'ZPRZ1', "not a percentage: '3.0001'"],
    ['T042Z', 2, 'DE,T', ',T', 'LAND1', 'a value is required'],
    ['T077K', 3, 'KRED', '', 'KTOKK', 'a value is required'],
  ] as const)('%s line %i with a bad value', async (table, line, from, to, field, message) => {
    const lines = withLine(table, line, from, to);
    if (table === 'EKPO') {
      // a grouped amount: quoted so that the CSV stays sound
      lines[line - 1] = baseTables.EKPO[line - 1]!.replace('1000.00', '"1,000.00"');
    }
    const problems = await rejected({ tables: { [table]: lines } });
    expect(problems).toEqual([
      {
        file: `${table}.csv`,
        line,
        field,
        message: message ?? "not an amount (digits, '.' and at most 2 decimals): '1,000.00'",
      },
    ]);
  });

  it('a PO item without its header, a material document item without its header', async () => {
    const problems = await rejected({
      tables: {
        EKPO: [...baseTables.EKPO, '4500000099,00010,,,DE10,1.000,5.00,,,'],
        MSEG: [...baseTables.MSEG, '5000000099,2024,0001,101,,0000100001,S,5.00,,,,DE01'],
      },
    });
    expect(problems).toEqual([
      { file: 'EKPO.csv', line: 6, field: 'EBELN', message: "unknown EBELN (not in EKKO.csv): '4500000099'" },
      {
        file: 'MSEG.csv',
        line: 6,
        field: 'MBLNR',
        message: 'no MKPF.csv header for material document 5000000099/2024',
      },
    ]);
  });

  it('a duplicate PO item key', async () => {
    const problems = await rejected({
      tables: { EKPO: [...baseTables.EKPO, '4500000001,10,,,DE10,1.000,5.00,,,'] },
    });
    expect(problems).toEqual([
      {
        file: 'EKPO.csv',
        line: 6,
        field: 'EBELN+EBELP',
        message: 'duplicate key 4500000001/10 (first on line 2)',
      },
    ]);
  });

  it('a PO currency without ECB rates', async () => {
    const problems = await rejected({ tables: { EKKO: withLine('EKKO', 3, ',USD,', ',XXX,') } });
    expect(problems).toEqual([
      {
        file: 'EKKO.csv',
        line: 3,
        field: 'WAERS',
        message: "the currency 'XXX' has no ECB euro reference rate (unknown currency)",
      },
    ]);
  });
});

describe('optional tables', () => {
  it.each([
    [
      'PAYR',
      ['ZBUKR,HBKID,HKTID,RZAWE,CHECT,LIFNR,VBLNR,GJAHR', 'DE01,DEUBA,GIRO1,C,1,,1500000001,2024'],
      missingColumn('PAYR.csv', 'ZALDT'),
    ],
    [
      'T052U',
      ['SPRAS,ZTERM,TEXT1', 'E,,Net 30'],
      { file: 'T052U.csv', line: 2, field: 'ZTERM', message: 'a value is required' },
    ],
    [
      'LFBK',
      ['LIFNR,BANKS,BANKL,BANKN,BKONT,KOINH', '0000100009,DE,1,2,,X'],
      { file: 'LFBK.csv', line: 2, field: 'LIFNR', message: "unknown LIFNR (not in LFA1.csv): '0000100009'" },
    ],
    [
      'TIBAN',
      ['BANKS,BANKL,BANKN,BKONT,IBAN,VALID_FROM', 'DE,1,2,,DE00,20241301'],
      {
        file: 'TIBAN.csv',
        line: 2,
        field: 'VALID_FROM',
        message: "not a date (YYYYMMDD, or 00000000 for none): '20241301'",
      },
    ],
  ] as const)('%s present and broken: rejected like a required table', async (table, lines, problem) => {
    expect(await rejected({ tables: { [table]: [...lines] } })).toEqual([problem]);
  });

  it('present but not in the manifest, or listed but missing', async () => {
    const problems = await rejected({
      tables: { TIBAN: optionalTables.TIBAN!, ADR6: optionalTables.ADR6! },
      omit: ['ADR6'],
      editManifest: (m) => {
        delete m.tables['TIBAN'];
      },
    });
    expect(problems).toEqual([
      { file: 'ADR6.csv', line: null, field: null, message: 'the file is missing' },
      {
        file: 'TIBAN.csv',
        line: null,
        field: null,
        message: 'the optional table TIBAN is present but the manifest does not list it',
      },
    ]);
  });
});
