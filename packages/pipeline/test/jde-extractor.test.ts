import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'csv-parse/sync';
import { afterAll, describe, expect, it } from 'vitest';
import { ingestExtract } from '../src/index';
import { extractedTables, extractorScope, type ExtractorDialect } from '../src/jde/extractor-scope';
import { jdeOracleExtractorSql, jdeSqlServerExtractorSql } from '../src/jde/extractor-sql';
import { jdeTables, vendorTypeFields } from '../src/jde/jde-tables';
import { jdeExtractorDir, jdeExtractorFiles } from '../src/jde/write-extractor';
import { jdeTablesFixture } from './helpers/jde-fixture';
import { openWarehouse } from './helpers/warehouse';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

const makeManifest = path.join(jdeExtractorDir, '../make-manifest.sh');
const run = (cwd: string, ...args: string[]) => promisify(execFile)('bash', [makeManifest, ...args], { cwd });

/** True when `names` holds every one of `wanted` in the same order (others may come between). */
const inOrder = (names: readonly string[], wanted: readonly string[]) => {
  let at = 0;
  for (const name of names) if (name === wanted[at]) at += 1;
  return at === wanted.length;
};

/** The format's columns of `table` for each supplier-type field a manifest may choose. */
const formatColumns = (table: string) =>
  vendorTypeFields.map((field) => {
    const { required, optional } = jdeTables(field);
    return [...required, ...optional].find((t) => t.name === table)!.fields.map((f) => f.name);
  });

describe('the JD Edwards extractor', () => {
  it('is current: its scripts are what the format’s table list generates', async () => {
    for (const [file, sql] of Object.entries(jdeExtractorFiles))
      expect(await readFile(path.join(jdeExtractorDir, file), 'utf8')).toBe(sql());
  });

  it('writes every table of the format', () => {
    const { required, optional } = jdeTables();
    expect(extractedTables().map((t) => t.name)).toEqual([...required, ...optional].map((t) => t.name));
  });

  it('SQL*Plus: selects every column of every table in order, and counts each with the same scope', () => {
    const sql = jdeOracleExtractorSql();
    for (const table of extractedTables()) {
      const [, select, scope] = new RegExp(
        `SPOOL ${table.name}\\.csv\\nSELECT ([^\\n]+)\\n  (FROM [^;]+);`,
      ).exec(sql)!;
      const aliases = [...select!.matchAll(/ AS (\w+)(?:, |$)/g)].map((m) => m[1]!);
      expect(aliases).toEqual(table.columns.map((c) => c.name));
      for (const columns of formatColumns(table.name))
        expect(inOrder(aliases, columns), table.name).toBe(true);
      const count = `SELECT '${table.name}' AS TABLE_NAME, COUNT(*) AS ROW_COUNT ${scope}`;
      expect(sql.includes(`${count}\n`) || sql.includes(`${count};`), table.name).toBe(true);
    }
  });

  it('sqlcmd: writes the header and every column of every table in order, and counts each', () => {
    const sql = jdeSqlServerExtractorSql();
    for (const table of extractedTables()) {
      const [, header, line, scope] = new RegExp(
        `:OUT ${table.name}\\.csv\\nSELECT line FROM \\(\\n  SELECT 0 AS o, N'([^']+)' AS line\\n  UNION ALL\\n  SELECT 1, CAST\\(([^]+?) AS NVARCHAR\\(4000\\)\\)\\n  (FROM [^]+?)\\n\\) x ORDER BY o;\\nGO\\n`,
      ).exec(sql)!;
      const names = table.columns.map((c) => c.name);
      expect(header).toBe(names.map((n) => `"${n}"`).join(','));
      expect([...line!.matchAll(/\bt\.(\w+)/g)].map((m) => m[1])).toEqual(table.columns.map((c) => c.source));
      for (const columns of formatColumns(table.name)) expect(inOrder(names, columns), table.name).toBe(true);
      expect(sql.replace(/\n {4}/g, '\n  ')).toContain(
        `'${table.name},' + CONVERT(VARCHAR(20), (SELECT COUNT(*) ${scope}))\n`,
      );
    }
  });

  it('keeps JDE’s values: Julian dates and whole amounts as numbers, codes trimmed, PNDCP as a fraction', () => {
    const oracle = jdeOracleExtractorSql();
    expect(oracle).toContain("TO_CHAR(t.RPDGJ, 'TM9') AS RPDGJ, ");
    expect(oracle).toContain('TRIM(t.RPKCO) AS RPKCO, ');
    expect(oracle).toContain("TO_CHAR(t.PNDCP / 1000, 'TM9') AS PNDCP, ");
    expect(oracle).toContain('TRIM(t.CVCRCD) AS CVCD, ');
    const sqlServer = jdeSqlServerExtractorSql();
    expect(sqlServer).toContain('CONVERT(VARCHAR(40), CAST(t.RPAG AS DECIMAL(31,0)))');
    expect(sqlServer).toContain('CONVERT(VARCHAR(40), CAST(t.PNDCP / 1000.0 AS DECIMAL(18,6)))');
    expect(sqlServer).toContain('LTRIM(RTRIM(t.CVCRCD))');
  });

  it('scope: takes whole vouchers of the companies since the first date, their payments and orders', async () => {
    // the scope both scripts share, run on DuckDB with the fixture's tables (JDE's numbers as numbers)
    const duckDb: ExtractorDialect = {
      table: (name) => name,
      companies: "'00001'",
      fromJulian: '124076',
      sameNumber: (text, value) => `TRY_CAST(trim(${text}) AS BIGINT) = ${value}`,
      wholeNumber: (column) => column,
      fraction: (column) => column,
      trimmed: (column) => column,
    };
    const dir = await mkdtemp(path.join(tmpdir(), 'spendlens-jde-scope-'));
    dirs.push(dir);
    const db = await openWarehouse();
    try {
      for (const table of extractedTables()) {
        const file = path.join(dir, `${table.name}.csv`);
        await writeFile(file, jdeTablesFixture[table.name]!.join('\n'));
        const header = jdeTablesFixture[table.name]![0]!.split(',');
        const columns = header.map((name) => {
          const stored = table.columns.find((c) => c.name === name)!.stored;
          return stored === 'string'
            ? name
            : `TRY_CAST(${name} AS ${stored === 'number' ? 'BIGINT' : 'DOUBLE'}) AS ${name}`;
        });
        await db.run(
          `CREATE TABLE ${table.name} AS SELECT ${columns.join(', ')} FROM read_csv('${file}', header = true, all_varchar = true)`,
        );
      }
      const scope = extractorScope(duckDb);
      const counts: Record<string, number> = {};
      for (const table of extractedTables()) {
        const where = scope[table.name] ? ` WHERE ${scope[table.name]}` : '';
        const [row] = await db.query({
          sql: `SELECT COUNT(*) AS n FROM ${table.name} t${where}`,
          params: [],
        });
        counts[table.name] = Number(row!['n']);
      }
      expect(counts).toEqual({
        F0010: 1,
        // the suppliers, company 00001's address 100 and the payees; not company 00002's 101 nor 5004,
        // the payee of a voucher posted before the first date
        F0101: 5,
        F0116: 5,
        F0401: 4,
        // PV 1001 (posted on the first date) and PV 1002, posted before it but voided after: both its rows
        F0411: 4,
        F0413: 2,
        F0414: 6,
        F0014: 1,
        // PO 4001, entered before the first date, comes along as PV 1001 names it
        F4301: 1,
        F4311: 2,
        F43121: 4,
        F0013: 2,
        F0030: 1,
        F01151: 3,
      });
    } finally {
      await db.close();
    }
  });

  /** jdeTablesFixture as a script writes it: its columns, every value quoted (SQL*Plus: empty unquoted). */
  async function writeAsScripts(dir: string, style: 'sqlplus' | 'sqlcmd'): Promise<void> {
    const eol = style === 'sqlcmd' ? '\r\n' : '\n';
    const quote = (v: string) => (v === '' && style === 'sqlplus' ? '' : `"${v.replace(/"/g, '""')}"`);
    const counts = ['TABLE_NAME,ROW_COUNT'];
    for (const table of extractedTables()) {
      const [header, ...rows] = parse(jdeTablesFixture[table.name]!.join('\n')) as string[][];
      const lines = [
        table.columns.map((c) => `"${c.name}"`).join(','),
        ...rows.map((row) =>
          table.columns
            .map((c) => header!.indexOf(c.name))
            .map((i) => quote(i < 0 ? '' : row[i]!))
            .join(','),
        ),
      ];
      await writeFile(path.join(dir, `${table.name}.csv`), lines.map((l) => l + eol).join(''));
      counts.push(`${table.name},${rows.length}`);
    }
    await writeFile(path.join(dir, 'counts.csv'), counts.map((l) => l + eol).join(''));
  }

  it.each(['sqlplus', 'sqlcmd'] as const)(
    'make-manifest.sh jde writes a manifest the ingest accepts (%s output)',
    async (style) => {
      const dir = await mkdtemp(path.join(tmpdir(), 'spendlens-jde-extractor-'));
      dirs.push(dir);
      await writeAsScripts(dir, style);
      await run(dir, 'jde', 'JDE "prod"', '--vendor-type-field', 'ABAC01', '--decimals', 'EUR=2,USD=2');
      const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as Record<
        string,
        unknown
      >;
      expect(manifest).toMatchObject({
        format: 'jde-extract/1',
        erp: 'jde',
        system: 'JDE "prod"',
        vendor_type_field: 'ABAC01',
        decimals: { EUR: 2, USD: 2 },
        tables: { F0411: { rows: 8 }, F0013: { rows: 2 }, F01151: { rows: 3 } },
      });
      const db = await openWarehouse();
      try {
        const result = await ingestExtract({
          warehouse: db,
          systemId: 1,
          systemType: 'jde',
          source: dir,
          commonCurrency: 'EUR',
          checkOnly: true,
        });
        expect(result.counts).toMatchObject({ 'canon.invoices': 6, F0411: 8, F0101: 7 });
        // checked only: nothing published
        expect(await db.query({ sql: 'SELECT * FROM canon.invoices', params: [] })).toEqual([]);
      } finally {
        await db.close();
      }
    },
  );

  it('make-manifest.sh takes the JDE settings and refuses wrong ones', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'spendlens-jde-extractor-'));
    dirs.push(dir);
    await writeAsScripts(dir, 'sqlplus');
    await run(
      dir,
      'jde',
      'JDE',
      '--quantity-decimals',
      '2',
      '--unit-cost-decimals',
      '3',
      '--line-number-decimals',
      '0',
    );
    expect(JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8'))).toMatchObject({
      quantity_decimals: 2,
      unit_cost_decimals: 3,
      line_number_decimals: 0,
    });
    for (const args of [
      ['jde', 'JDE', '--decimals', 'EUR=9'],
      ['jde', 'JDE', '--decimals', 'eur=2'],
      ['jde', 'JDE', '--vendor-type-field', 'ABAC31'],
      ['jde', 'JDE', '--quantity-decimals'],
      ['jde', 'JDE', '--colour', 'blue'],
      ['ora12', 'VIS', '--decimals', 'EUR=2'],
    ])
      await expect(run(dir, ...args), args.join(' ')).rejects.toMatchObject({ code: 2 });
  });
});
