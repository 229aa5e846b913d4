import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { ingestExtract } from '../src/index';
import { oracleExtractorSql } from '../src/oracle/extractor-sql';
import { oracleTables } from '../src/oracle/oracle-tables';
import { extractorDir, extractorFiles } from '../src/oracle/write-extractor';
import { oracleR12Tables } from './helpers/oracle-fixture';
import { openWarehouse } from './helpers/warehouse';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

describe('the Oracle extractor', () => {
  it('is current: its scripts are what the format’s table list generates', async () => {
    for (const [file, release] of Object.entries(extractorFiles))
      expect(await readFile(path.join(extractorDir, file), 'utf8')).toBe(oracleExtractorSql(release));
  });

  it('selects every column of every table of the format, and counts each', () => {
    for (const release of ['12', '11i'] as const) {
      const sql = oracleExtractorSql(release);
      const { required, optional } = oracleTables(release);
      for (const table of [...required, ...optional]) {
        expect(sql).toContain(`SPOOL ${table.name}.csv`);
        expect(sql).toContain(`SELECT '${table.name}' AS TABLE_NAME, COUNT(*)`);
        const select = new RegExp(`SPOOL ${table.name}\\.csv\\nSELECT ([^\\n]+)`).exec(sql)![1]!;
        for (const field of table.fields.filter((f) => f.column))
          expect(select.split(', '), `${release} ${table.name}`).toContain(field.name);
      }
    }
  });

  it('make-manifest.sh writes a manifest the ingest accepts', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'spendlens-extractor-'));
    dirs.push(dir);
    // what SQL*Plus spools: quoted CSV with a header, and counts.csv
    for (const [name, lines] of Object.entries(oracleR12Tables))
      await writeFile(path.join(dir, `${name}.csv`), `${lines.join('\n')}\n`);
    await writeFile(
      path.join(dir, 'counts.csv'),
      [
        '"TABLE_NAME","ROW_COUNT"',
        ...Object.entries(oracleR12Tables).map(([n, l]) => `${n},${l.length - 1}`),
      ].join('\n'),
    );
    await promisify(execFile)(
      'bash',
      [path.join(extractorDir, '../make-manifest.sh'), 'ora12', 'VIS "prod"'],
      {
        cwd: dir,
      },
    );
    const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(manifest).toMatchObject({
      format: 'oracle-ebs-extract/1',
      erp: 'ora12',
      release: '12',
      system: 'VIS "prod"',
    });
    const db = await openWarehouse();
    try {
      const result = await ingestExtract({
        warehouse: db,
        systemId: 1,
        systemType: 'ora12',
        source: dir,
        commonCurrency: 'EUR',
        checkOnly: true,
      });
      expect(result.counts).toMatchObject({ 'canon.invoices': 5, 'canon.payments': 3, AP_INVOICES_ALL: 5 });
      // checked only: nothing published
      expect(await db.query({ sql: 'SELECT * FROM canon.invoices', params: [] })).toEqual([]);
    } finally {
      await db.close();
    }
  });
});
