import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '@spendlens/domain';
import type { DuckDbExecutor } from '@spendlens/warehouse';
import { ingestSapExtract, type IngestProblem, type IngestStatus } from '../src/index';
import { baseTables, TempDirs, writeFixture, type FixtureOptions } from './helpers/sap-fixture';
import { openWarehouse, snapshot } from './helpers/warehouse';

const temp = new TempDirs();
let db: DuckDbExecutor;
let published: Record<string, unknown[]>;

beforeAll(async () => {
  // two threads: the CSV reader splits a large file among them (the test of the lines it names)
  db = await openWarehouse({ threads: 2 });
  await ingestSapExtract({
    warehouse: db,
    systemId: 1,
    source: temp.track(await writeFixture()),
    commonCurrency: 'EUR',
  });
  published = await snapshot(db, 1);
  expect(published['canon.invoices']).toHaveLength(8);
});
afterAll(async () => {
  await db.close();
  await temp.removeAll();
});

/** Replaces line `line` (1 = header) of a base table. */
function withLine(table: keyof typeof baseTables, line: number, text: string): string[] {
  const lines = [...baseTables[table]];
  lines[line - 1] = text;
  return lines;
}

/** Ingests a broken fixture over system 1; answers the problems and checks nothing changed. */
async function rejected(options: FixtureOptions): Promise<{ message: string; problems: IngestProblem[] }> {
  const statuses: [IngestStatus, string | undefined][] = [];
  const source = temp.track(await writeFixture(options));
  const error = await ingestSapExtract({
    warehouse: db,
    systemId: 1,
    source,
    commonCurrency: 'EUR',
    onStatus: (s, d) => statuses.push([s, d]),
  }).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  const domainError = error as DomainError;
  expect(domainError.code).toBe('ingest_failed');
  expect(statuses.map(([s]) => s)).toEqual(['received', 'failed']);
  expect(statuses[1]?.[1]).toBe(domainError.message);
  expect(domainError.message).not.toMatch(/SELECT|staging\./);
  expect(await snapshot(db, 1)).toEqual(published);
  const tables = await db.query({
    sql: "SELECT count(*) AS n FROM information_schema.tables WHERE table_catalog = 'spendlens_staging'",
    params: [],
  });
  expect(tables).toEqual([{ n: 0 }]);
  return {
    message: domainError.message,
    problems: (domainError.details as { problems: IngestProblem[] }).problems,
  };
}

describe('a rejected extract publishes nothing and names file, line and field', () => {
  it('missing file', async () => {
    const { problems, message } = await rejected({ omit: ['LFA1'] });
    expect(problems).toEqual([{ file: 'LFA1.csv', line: null, field: null, message: 'the file is missing' }]);
    expect(message).toContain('LFA1.csv');
  });

  it('a 10 MB vendor name and a NUL byte, before anything reaches the warehouse (issue 34)', async () => {
    const name = 'N'.repeat(10 * 2 ** 20);
    const long = await rejected({
      tables: { LFA1: withLine('LFA1', 2, `0000100001,${name},Berlin,DE,LIEF,`) },
    });
    expect(long.problems).toEqual([
      {
        file: 'LFA1.csv',
        line: 2,
        field: 'NAME1',
        message: `the value is ${name.length} bytes long, longer than the limit of 64 KiB`,
      },
    ]);
    expect(long.message).toContain('LFA1.csv, line 2, field NAME1');
    const nul = await rejected({
      tables: { LFA1: withLine('LFA1', 3, '0000100002,"Beta,\u0000 Ltd",London,GB,KRED,X') },
    });
    expect(nul.problems).toEqual([
      { file: 'LFA1.csv', line: 3, field: 'NAME1', message: 'the value holds a NUL byte (0x00)' },
    ]);
  });

  it('missing required column', async () => {
    const header = baseTables.BKPF[0]!.replace('BLDAT,', '');
    const rows = baseTables.BKPF.slice(1).map((r) =>
      r
        .split(',')
        .filter((_, i) => i !== 4)
        .join(','),
    );
    const { problems } = await rejected({ tables: { BKPF: [header, ...rows] } });
    expect(problems).toEqual([
      { file: 'BKPF.csv', line: 1, field: 'BLDAT', message: 'a required column is missing from the header' },
    ]);
  });

  it('bad date', async () => {
    const { problems } = await rejected({
      tables: {
        BKPF: withLine('BKPF', 3, baseTables.BKPF[2]!.replace('20240316,20240318', '20241345,20240318')),
      },
    });
    expect(problems).toEqual([
      {
        file: 'BKPF.csv',
        line: 3,
        field: 'BLDAT',
        message: "not a date (YYYYMMDD, or 00000000 for none): '20241345'",
      },
    ]);
  });

  it('names the right lines in a file the CSV reader splits among threads', async () => {
    // ~70 MB: DuckDB reads a file this big in parallel chunks; without insertion order the staged
    // rows (and so the lines of their problems) came out shuffled
    const filler = Array.from({ length: 3_400_000 }, (_, i) => `${10_000_000 + i},F,B,DE,LIEF,`);
    filler[1_699_999] = ',No id one,Berlin,DE,LIEF,';
    filler[3_399_999] = ',No id two,Berlin,DE,LIEF,';
    const { problems } = await rejected({ tables: { LFA1: [...baseTables.LFA1, ...filler] } });
    const first = baseTables.LFA1.length + 1; // the line of filler[0]
    expect(problems).toEqual(
      [1_699_999, 3_399_999].map((i) => ({
        file: 'LFA1.csv',
        line: first + i,
        field: 'LIFNR',
        message: 'a value is required',
      })),
    );
  });

  it('bad amount', async () => {
    const { problems } = await rejected({
      tables: { BSIK: withLine('BSIK', 2, baseTables.BSIK[1]!.replace('H,499.99,', 'H,499.999,')) },
    });
    expect(problems).toEqual([
      {
        file: 'BSIK.csv',
        line: 2,
        field: 'DMBTR',
        message: "not an amount (digits, '.' and at most 2 decimals): '499.999'",
      },
    ]);
  });

  it('item number that is not a number', async () => {
    const { problems } = await rejected({
      tables: { RSEG: withLine('RSEG', 3, baseTables.RSEG[2]!.replace(',000002,', ',0000A2,')) },
    });
    expect(problems).toEqual([
      { file: 'RSEG.csv', line: 3, field: 'BUZEI', message: "not a number (digits only): '0000A2'" },
    ]);
  });

  it('record count that disagrees with the manifest', async () => {
    const { problems } = await rejected({ editManifest: (m) => void (m.tables['BSAK']!.rows += 1) });
    expect(problems).toEqual([
      { file: 'BSAK.csv', line: null, field: null, message: 'the file holds 4 records, the manifest says 5' },
    ]);
  });

  it('hash that disagrees with the manifest', async () => {
    const { problems } = await rejected({
      editManifest: (m) => void (m.tables['T001']!.sha256 = '0'.repeat(64)),
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'T001.csv', line: null, field: null });
    expect(problems[0]!.message).toMatch(
      /^the file's sha256 [0-9a-f]{64} differs from the manifest's 0{64}$/,
    );
  });

  it('duplicate key, after vendor id normalisation', async () => {
    const { problems } = await rejected({
      tables: { LFA1: [...baseTables.LFA1, '100001,Alpha again,Berlin,DE,LIEF,'] },
    });
    expect(problems).toEqual([
      { file: 'LFA1.csv', line: 5, field: 'LIFNR', message: 'duplicate key 100001 (first on line 2)' },
    ]);
  });

  it('unknown currency', async () => {
    const { problems } = await rejected({
      tables: { T001: withLine('T001', 4, 'US01,Demo Inc.,Chicago,US,XYZ') },
    });
    expect(problems).toEqual([
      {
        file: 'T001.csv',
        line: 4,
        field: 'WAERS',
        message: "the company code currency 'XYZ' has no ECB euro reference rate (unknown currency)",
      },
    ]);
  });

  it('invoice date before the first ECB rates', async () => {
    const { problems } = await rejected({
      tables: {
        BKPF: withLine(
          'BKPF',
          2,
          baseTables.BKPF[1]!.replace('20240315,20240315,20240315', '19981231,20240315,20240315'),
        ),
      },
    });
    expect(problems).toEqual([
      {
        file: 'BKPF.csv',
        line: 2,
        field: 'BLDAT',
        message: 'the invoice date 1998-12-31 is before the first ECB reference rates (1999-01-04)',
      },
    ]);
  });

  it('wrong manifest format', async () => {
    const { problems } = await rejected({ editManifest: (m) => void (m.format = 'sap-extract/2') });
    expect(problems).toEqual([
      {
        file: 'manifest.json',
        line: null,
        field: 'format',
        message: `format must be 'sap-extract/1', 'oracle-ebs-extract/1', 'jde-extract/1', 'netsuite-extract/1' or 'docuware-extract/1', found "sap-extract/2"`,
      },
    ]);
  });

  it('a vendor line item without its document header, and an unknown vendor', async () => {
    const { problems } = await rejected({
      tables: {
        BSIK: [...baseTables.BSIK, 'DE01,0000100009,2024,1900000099,001,H,1.00,1.00,20240315,NT30,30,0,0,,'],
      },
    });
    expect(problems).toEqual([
      {
        file: 'BSIK.csv',
        line: 7,
        field: 'BELNR',
        message: 'no BKPF.csv header for document DE01/1900000099/2024',
      },
      { file: 'BSIK.csv', line: 7, field: 'LIFNR', message: "unknown vendor (not in LFA1.csv): '100009'" },
    ]);
  });

  it('lists at most 20 problems per file and counts them all', async () => {
    const bad = Array.from(
      { length: 30 },
      (_, i) =>
        `DE01,0000100001,2024,19000010${String(i).padStart(2, '0')},001,X,1.00,1.00,20240315,NT30,30,0,0,,`,
    );
    const error = await ingestSapExtract({
      warehouse: db,
      systemId: 1,
      source: temp.track(await writeFixture({ tables: { BSIK: [...baseTables.BSIK, ...bad] } })),
      commonCurrency: 'EUR',
    }).catch((e: DomainError) => e);
    const details = (error as DomainError).details as {
      problems: IngestProblem[];
      problemCounts: Record<string, number>;
    };
    expect(details.problems).toHaveLength(20);
    expect(details.problems[0]).toEqual({
      file: 'BSIK.csv',
      line: 7,
      field: 'SHKZG',
      message: "not a debit/credit indicator ('S' or 'H'): 'X'",
    });
    expect(details.problemCounts).toEqual({ 'BSIK.csv': 30 });
    expect((error as DomainError).message).toMatch(
      /^The extract was rejected: 30 problems in 1 file\. First: BSIK\.csv, line 7, field SHKZG/,
    );
  });

  it('rejects a system id or common currency it cannot use before reading anything', async () => {
    const source = temp.track(await writeFixture());
    await expect(
      ingestSapExtract({ warehouse: db, systemId: 0, source, commonCurrency: 'EUR' }),
    ).rejects.toMatchObject({ code: 'bad_request' });
    await expect(
      ingestSapExtract({ warehouse: db, systemId: 1, source, commonCurrency: 'XYZ' }),
    ).rejects.toMatchObject({ code: 'bad_request' });
    expect(await snapshot(db, 1)).toEqual(published);
  });
});

describe('CSV tolerance', () => {
  const quotedNewline = (lines: string[]): string[] =>
    lines.map((l, i) => (i === 1 ? l.replace('INV-1', '"INV\r\n1, first"') : l));

  it('accepts a UTF-8 BOM, CRLF line ends, lower-case headers and quoted fields with commas and line breaks', async () => {
    const source = temp.track(
      await writeFixture({
        bom: true,
        eol: '\r\n',
        tables: {
          BKPF: quotedNewline(baseTables.BKPF),
          T001: ['bukrs,butxt,ort01,land1,waers', ...baseTables.T001.slice(1)],
        },
      }),
    );
    await ingestSapExtract({ warehouse: db, systemId: 5, source, commonCurrency: 'EUR' });
    const [row] = await db.query({
      sql: "SELECT external_invoice_id FROM canon.invoices WHERE system_id = 5 AND accounting_document_no = '1900000001' AND company_code = 'DE01'",
      params: [],
    });
    expect(row).toEqual({ external_invoice_id: 'INV\r\n1, first' });
  });

  it('names the right line for a bad value after a quoted line break', async () => {
    const lines = quotedNewline(baseTables.BKPF);
    // record 3 (the third data row) starts on line 5: the first data row spans lines 2–3
    lines[3] = lines[3]!.replace('20240316,20240405', '2024-03-16,20240405');
    const { problems } = await rejected({ bom: true, eol: '\r\n', tables: { BKPF: lines } });
    expect(problems).toEqual([
      {
        file: 'BKPF.csv',
        line: 5,
        field: 'BLDAT',
        message: "not a date (YYYYMMDD, or 00000000 for none): '2024-03-16'",
      },
    ]);
  });

  it('reports a row with the wrong number of fields on its line', async () => {
    const lines = [...baseTables.LFB1];
    lines[1] = '0000100001,DE01,"NT\n30"'; // lines 2–3
    lines.push('0000100002,DE01,NT30,extra'); // the 4th data row: line 6
    const { problems } = await rejected({ tables: { LFB1: lines } });
    expect(problems).toEqual([
      { file: 'LFB1.csv', line: 6, field: null, message: 'expected 3 fields as in the header, found 4' },
    ]);
  });
});
