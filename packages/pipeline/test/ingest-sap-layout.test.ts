import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '@spendlens/domain';
import type { DuckDbExecutor } from '@spendlens/warehouse';
import { ingestSapExtract, type IngestProblem } from '../src/index';
import { allSapTables, loadedFields, sapTables } from '../src/sap/sap-tables';
import { TempDirs, writeFixture, type FixtureOptions } from './helpers/sap-fixture';
import { openWarehouse } from './helpers/warehouse';

/**
 * Every optional table of the SAP format written in SAP's own layout: MANDT first, every key field
 * (ADRC's DATE_FROM and NATION, ADR6's DATE_FROM, EKBE's ZEKKN …), as an SAP table download writes
 * them. The rows fit the base fixture (helpers/sap-fixture.ts).
 */
const sapLayoutTables: FixtureOptions['tables'] = {
  LFA1: [
    'MANDT,LIFNR,NAME1,ORT01,LAND1,KTOKK,SPERR,ADRNR',
    '100,0000100001,Alpha GmbH,Berlin,DE,LIEF,,0000022001',
    '100,0000100002,"Beta, Ltd",London,GB,KRED,X,0000022002',
    '100,V-EMP1,"Doe, Jane",Chicago,US,EMPL,,',
  ],
  // two versions of one address (the international version NATION blank, the 'I' version) share
  // ADDRNUMBER and DATE_FROM: not a duplicate
  ADRC: [
    'MANDT,ADDRNUMBER,DATE_FROM,NATION,DATE_TO,NAME1,CITY1,POST_CODE1,STREET,HOUSE_NUM1,REGION,COUNTRY,TEL_NUMBER',
    '100,0000022001,00010101,,99991231,Alpha GmbH,Berlin,10115,Hauptstr.,1,BE,DE,+49301234',
    '100,0000022001,00010101,I,99991231,Alpha International,Berlin,10115,Main Street,1,BE,DE,+49301234',
    '100,0000022002,00010101,,99991231,"Beta, Ltd",London,EC1A 1BB,High St,2,,GB,',
  ],
  ADR6: [
    'MANDT,ADDRNUMBER,PERSNUMBER,DATE_FROM,CONSNUMBER,FLGDEFAULT,FLG_NOUSE,HOME_FLAG,SMTP_ADDR,SMTP_SRCH',
    '100,0000022001,,00010101,001,X,,X,ap@alpha.example,AP@ALPHA.EXAMP',
    '100,0000022001,,00010101,002,,,X,sales@alpha.example,SALES@ALPHA.E',
  ],
  // the GR and the invoice of one PO item, and a second account assignment (ZEKKN 02) of the same
  // document line: four rows, no duplicate key
  EKBE: [
    'MANDT,EBELN,EBELP,ZEKKN,VGABE,GJAHR,BELNR,BUZEI,BEWTP,BWART,BUDAT,MENGE,DMBTR,WRBTR,WAERS,SHKZG',
    '100,4500000001,00010,00,1,2024,5000000001,0001,E,101,20240320,10.000,6000.00,6000.00,EUR,S',
    '100,4500000001,00010,00,2,2024,5105600001,0001,Q,,20240328,10.000,6000.00,6000.00,EUR,S',
    '100,4500000001,00020,01,2,2024,5105600001,0002,Q,,20240328,0.500,2000.00,2000.00,EUR,S',
    '100,4500000001,00020,02,2,2024,5105600001,0002,Q,,20240328,0.500,2000.00,2000.00,EUR,S',
  ],
  LFBK: [
    'MANDT,LIFNR,BANKS,BANKL,BANKN,BKONT,BVTYP,XEZER,BKREF,KOINH',
    '100,0000100001,DE,10020030,1234567,,0001,,,Alpha GmbH',
    '100,0000100002,GB,200000,55779911,,,,,Beta Ltd',
  ],
  TIBAN: [
    'MANDT,BANKS,BANKL,BANKN,BKONT,REFTYP,REFKEY,IBAN,VALID_FROM',
    '100,DE,10020030,1234567,,BP,0000100001,DE89 3704 0044 0532 0130 00,20200101',
  ],
  LFM1: [
    'MANDT,LIFNR,EKORG,ERDAT,ERNAM,SPERM,LOEVM,WAERS,ZTERM,MINBW,WEBRE,XERSY',
    '100,0000100001,DE00,20200101,ADMIN,,,EUR,NT30,100.00,X,',
  ],
  T052U: ['MANDT,SPRAS,ZTERM,ZTAGG,TEXT1', '100,E,NT30,00,Net 30 days', '100,D,NT30,00,30 Tage netto'],
  T077Y: ['MANDT,SPRAS,KTOKK,TXT30', '100,E,LIEF,Suppliers', '100,D,LIEF,Lieferanten'],
  PAYR: [
    'MANDT,ZBUKR,HBKID,HKTID,RZAWE,CHECT,CHECV,LIFNR,VBLNR,GJAHR,ZALDT,WAERS,RWBTR,VOIDD,VOIDR',
    '100,DE01,DEUBA,GIRO1,C,100045,,0000100001,1500000001,2024,20240418,EUR,-50.00,00000000,',
  ],
  BSEG: [
    'MANDT,BUKRS,BELNR,GJAHR,BUZEI,BUZID,AUGDT,AUGBL,BSCHL,KOART,SHKZG,DMBTR,WRBTR,SGTXT,KOSTL,HKONT,LIFNR,EBELN,EBELP,ZLSCH',
    '100,DE01,1900000001,2024,001,,00000000,,31,K,H,499.99,499.99,Invoice,,160000,0000100001,,,T',
    '100,DE01,1900000001,2024,002,,00000000,,40,S,S,499.99,499.99,Invoice,1000,400000,,,,',
  ],
  BSEC: [
    'MANDT,BUKRS,BELNR,GJAHR,BUZEI,EMPFG,ANRED,NAME1,NAME2,NAME3,NAME4,PSTLZ,ORT01,LAND1,STRAS,PFACH,STCD1,STCD2,STCEG,BANKN,BANKL,BANKS',
    '100,DE01,1900000001,2024,001,,Herr,Hans Meier,,,,10115,Berlin,de,Hauptstr. 5,,12/345/67890,,DE811907980,1234567,10020030,DE',
  ],
};

const temp = new TempDirs();
let db: DuckDbExecutor;

beforeAll(async () => {
  db = await openWarehouse();
});
afterAll(async () => {
  await db.close();
  await temp.removeAll();
});

describe('the SAP table definitions', () => {
  it.each(allSapTables)('%s: every key field is a field of the table and is loaded', (name) => {
    const table = sapTables[name];
    const fields = table.fields.map((f) => f.name);
    const loaded = loadedFields(table).map((f) => f.name);
    for (const key of table.key) {
      expect(fields, `${name}: key field ${key}`).toContain(key);
      expect(loaded, `${name}: key field ${key} is read by the duplicate-key check`).toContain(key);
    }
    for (const mapped of table.mapped ?? [])
      expect(fields, `${name}: mapped field ${mapped}`).toContain(mapped);
    // a field whose value is required must be a required column too
    for (const f of table.fields) if (f.value) expect(f.column, `${name}.${f.name}`).toBe(true);
  });
});

describe('an extract with every optional table in SAP’s own layout', () => {
  it('ingests and publishes, with the optional tables mapped', async () => {
    const result = await ingestSapExtract({
      warehouse: db,
      systemId: 1,
      source: temp.track(await writeFixture({ tables: sapLayoutTables })),
      commonCurrency: 'EUR',
    });
    for (const name of Object.keys(sapLayoutTables!)) expect(result.counts[name], name).toBeGreaterThan(0);
    const count = async (table: string) =>
      Number(
        (
          await db.query({
            sql: `SELECT count(*) AS n FROM canon.${table} WHERE system_id = 1`,
            params: [],
          })
        )[0]?.['n'],
      );
    expect(await count('vendor_emails')).toBe(2);
    expect(await count('vendor_bank_details')).toBe(2);
    expect(await count('vendor_purchasing_orgs')).toBe(1);
    const [iban] = await db.query({
      sql: `SELECT iban FROM canon.vendor_bank_details WHERE system_id = 1 AND vendor_id = '100001'`,
      params: [],
    });
    expect(iban?.['iban']).toBe('DE89370400440532013000');
    // the one-time account data of invoice DE01-1900000001-2024 names its payee
    const [payee] = await db.query({
      sql: `SELECT payee_name, payee_street, payee_town, payee_postcode, payee_country, payee_tax_id, payee_vat_id
            FROM canon.invoices WHERE system_id = 1 AND internal_invoice_id = 'DE01-1900000001-2024'`,
      params: [],
    });
    expect(payee).toEqual({
      payee_name: 'Hans Meier',
      payee_street: 'Hauptstr. 5',
      payee_town: 'Berlin',
      payee_postcode: '10115',
      payee_country: 'DE',
      payee_tax_id: '12/345/67890',
      payee_vat_id: 'DE811907980',
    });
  });

  it.each([
    [
      'a document the extract does not hold',
      '100,DE01,1900000099,2024,001,,,Nobody,,,,,Berlin,DE,,,,,,,,',
      'BELNR',
    ],
    ['an unreadable year', '100,DE01,1900000001,20X4,002,,,Hans Meier,,,,,Berlin,DE,,,,,,,,', 'GJAHR'],
  ])('names the file, line and field of one-time account data of %s', async (_, line, field) => {
    const failure = await ingestSapExtract({
      warehouse: db,
      systemId: 4,
      source: temp.track(
        await writeFixture({
          tables: { ...sapLayoutTables, BSEC: [...sapLayoutTables!.BSEC!, line] },
        }),
      ),
      commonCurrency: 'EUR',
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DomainError);
    const problems = ((failure as DomainError).details as { problems: IngestProblem[] }).problems;
    expect(problems.map((p) => [p.file, p.line, p.field])).toEqual([['BSEC.csv', 3, field]]);
  });

  it('still names a true duplicate whose optional key part is empty (the same ADRC version twice) by file and line', async () => {
    const tables = {
      ...sapLayoutTables,
      ADRC: [...sapLayoutTables!.ADRC!, sapLayoutTables!.ADRC![1]!],
    };
    const failure = await ingestSapExtract({
      warehouse: db,
      systemId: 2,
      source: temp.track(await writeFixture({ tables })),
      commonCurrency: 'EUR',
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DomainError);
    const problems = ((failure as DomainError).details as { problems: IngestProblem[] }).problems;
    expect(problems).toEqual([
      {
        file: 'ADRC.csv',
        line: 5,
        field: 'ADDRNUMBER+DATE_FROM+NATION',
        message: 'duplicate key 0000022001/00010101/ (first on line 2)',
      },
    ]);
  });

  it('reads a key part the file leaves out (ADRC without NATION) as empty', async () => {
    const withoutNation = sapLayoutTables!
      .ADRC!.filter((_, i) => i !== 2)
      .map((line) =>
        line
          .split(',')
          .filter((_, i) => i !== 3)
          .join(','),
      );
    const result = await ingestSapExtract({
      warehouse: db,
      systemId: 3,
      source: temp.track(await writeFixture({ tables: { ...sapLayoutTables, ADRC: withoutNation } })),
      commonCurrency: 'EUR',
    });
    expect(result.counts['ADRC']).toBe(2);
  });
});
