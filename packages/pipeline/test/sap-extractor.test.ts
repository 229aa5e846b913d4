import { execFile } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { Config, MemoryFile, Registry, Version } from '@abaplint/core';
import { afterAll, describe, expect, it } from 'vitest';
import { allSapTables, generateSapExtract, ingestExtract, sapTables, extractorsDir } from '../src/index';
import { components, fileHeaders, forms, rowTypeOf, selects, stripComments } from './helpers/abap-report';
import { TempDirs } from './helpers/sap-fixture';
import { openWarehouse } from './helpers/warehouse';

/**
 * Issue 22: the SAP extractor kit's ABAP report writes exactly the files of sap-extract/1. It cannot
 * run here, so its source is read: every table's CSV header, SELECT field lists and row type must be
 * the ingest's field list (sap-tables.ts) in order, amounts must be shifted into their currency's
 * decimals, and abaplint's syntax check must pass for the releases the README names.
 */
const reportFile = path.join(extractorsDir, 'sap', 'ZSPENDLENS_EXTRACT.abap');
const source = await readFile(reportFile, 'utf8');
const code = stripComments(source);
const byName = forms(code);
const temp = new TempDirs();
afterAll(() => temp.removeAll());

const formOf = (table: string) => byName.get(`extract_${table.toLowerCase()}`);
/** The FORM of a table and its row writer (write_<table>), when it has one. */
const codeOf = (table: string) =>
  `${formOf(table) ?? ''}\n${byName.get(`write_${table.toLowerCase()}`) ?? ''}`;

describe('the SAP extractor report (ZSPENDLENS_EXTRACT)', () => {
  it('has one FORM per table of the format, each run from START-OF-SELECTION, and nothing else writes a table', () => {
    const main = /START-OF-SELECTION\.([\s\S]*?)^FORM /m.exec(code)![1]!;
    for (const table of allSapTables) {
      expect(formOf(table), table).toBeDefined();
      expect(main, table).toContain(`PERFORM extract_${table.toLowerCase()}.`);
    }
    const written = [...byName.values()].flatMap((form) => fileHeaders(form).map((h) => h.table));
    expect([...written].sort()).toEqual([...allSapTables].sort());
  });

  it.each(allSapTables)(
    '%s: the CSV header, every SELECT from it and its row type list the ingest’s fields in order',
    (table) => {
      const expected = sapTables[table].fields.map((f) => f.name);
      const form = formOf(table)!;
      const headers = fileHeaders(form);
      expect(headers).toEqual([{ table, header: expected.join(',') }]);
      // an ABAP literal (and so a header joined with &) holds at most 255 characters
      expect(headers[0]!.header.length).toBeLessThanOrEqual(255);
      const reads = selects(form).filter((s) => s.table === table);
      expect(reads.length, 'SELECTs from the table').toBeGreaterThan(0);
      for (const read of reads) {
        expect(read.fields).toEqual(expected);
        const rowType = rowTypeOf(form, read.into!);
        expect(rowType, `row type of ${read.into}`).toBeDefined();
        expect(components(code, rowType!).map((c) => c.name)).toEqual(expected);
      }
    },
  );

  it.each(allSapTables)(
    '%s: every amount is typed ty_amount and shifted into its currency’s decimals; nothing else is',
    (table) => {
      const form = formOf(table)!;
      const read = selects(form).find((s) => s.table === table)!;
      const typed = components(code, rowTypeOf(form, read.into!)!);
      const amounts = sapTables[table].fields.filter((f) => f.kind === 'amount').map((f) => f.name);
      expect(typed.filter((c) => c.type === 'ty_amount').map((c) => c.name)).toEqual(amounts);
      const shifted = [
        ...codeOf(table).matchAll(/PERFORM to_external(?:_local)? USING [\w-]+ CHANGING \w+-(\w+)\./g),
      ].map((m) => m[1]!.toUpperCase());
      expect([...new Set(shifted)].sort()).toEqual([...amounts].sort());
    },
  );

  it('writes manifest.json with the format’s keys, and counts.csv for make-manifest.sh', () => {
    const manifest = byName.get('write_manifest')!;
    for (const key of [
      '"format": "sap-extract/1"',
      '"erp": "',
      '"system": "',
      '"extracted_at": "',
      '"tables": {',
    ])
      expect(manifest).toContain(key);
    expect(manifest).toContain('": { "rows": ');
    expect(manifest).toContain(', "sha256": "');
    expect(manifest).toContain("PERFORM write_text_file USING 'manifest.json'");
    expect(byName.get('write_counts')).toContain("'TABLE_NAME,ROW_COUNT'");
    // the SHA-256 is of the bytes written, UTF-8, in binary mode
    expect(byName.get('flush')).toMatch(/go_digest->update\( if_data = lv_bytes \)/);
    expect(byName.get('begin_file')).toContain('OPEN DATASET gv_file FOR OUTPUT IN BINARY MODE.');
    expect(byName.get('prepare_output')).toContain("cl_abap_conv_out_ce=>create( encoding = 'UTF-8' )");
  });

  it.each(['v700', 'v702', 'v750', 'v754'] as const)(
    'is classic ABAP without syntax errors for release %s (abaplint), no line over 255 characters',
    (version) => {
      const config = Config.getDefault(Version[version]).get();
      config.syntax.version = Version[version];
      // SAP's own tables, classes and function modules are not known to abaplint: not errors
      config.syntax.errorNamespace = '^(Z|Y|LCL_|TY_|LIF_)';
      config.rules = {
        parser_error: true,
        check_syntax: true,
        parser_missing_space: true,
        parser_702_chaining: true,
        line_length: { length: 255 },
      };
      const registry = new Registry(new Config(JSON.stringify(config)));
      registry.addFile(new MemoryFile('zspendlens_extract.prog.abap', source));
      registry.parse();
      const issues = registry
        .findIssues()
        .map((i) => `${i.getKey()} line ${i.getStart().getRow()}: ${i.getMessage()}`);
      expect(issues).toEqual([]);
    },
  );

  it('abaplint’s check does find an error: a 7.40 inline declaration and an unknown variable', () => {
    const broken = source.replace('  lv_year = sy-datum(4).', '  DATA(lv_x) = 1.\n  lv_unknown = 2.');
    const config = Config.getDefault(Version.v702).get();
    config.syntax.errorNamespace = '^(Z|Y|LCL_|TY_|LIF_)';
    config.rules = { parser_error: true, check_syntax: true };
    const registry = new Registry(new Config(JSON.stringify(config)));
    registry.addFile(new MemoryFile('zspendlens_extract.prog.abap', broken));
    registry.parse();
    expect(registry.findIssues().map((i) => i.getMessage())).toEqual(
      expect.arrayContaining([expect.stringMatching(/lv_unknown/)]),
    );
    expect(registry.findIssues().length).toBeGreaterThanOrEqual(2);
  });
});

describe('make-manifest.sh sap (the fallback when a copy changed the files)', () => {
  it('rewrites the manifest from counts.csv and the files as they are; the ingest accepts it', async () => {
    const { dir } = await generateSapExtract({
      outDir: await temp.make(),
      seed: 3,
      invoiceLines: 200,
      systemName: 'PRD-100',
    });
    const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as {
      tables: Record<string, { rows: number; sha256: string }>;
    };
    // counts.csv as the report writes it; then a text-mode copy turns LF into CRLF in LFA1.csv
    const counts = Object.entries(manifest.tables).map(([table, t]) => `${table},${t.rows}`);
    await writeFile(path.join(dir, 'counts.csv'), ['TABLE_NAME,ROW_COUNT', ...counts, ''].join('\n'));
    const lfa1 = path.join(dir, 'LFA1.csv');
    await writeFile(lfa1, (await readFile(lfa1, 'utf8')).replaceAll('\n', '\r\n'));
    await rm(path.join(dir, 'manifest.json'));

    const { stdout } = await promisify(execFile)(
      'bash',
      [path.join(extractorsDir, 'make-manifest.sh'), 'sap', 'PRD-100'],
      {
        cwd: dir,
      },
    );
    expect(stdout).toContain('Wrote manifest.json');
    const rewritten = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as {
      format: string;
      erp: string;
      system: string;
      tables: Record<string, { rows: number; sha256: string }>;
    };
    expect(rewritten).toMatchObject({ format: 'sap-extract/1', erp: 'sap', system: 'PRD-100' });
    expect(Object.keys(rewritten.tables).sort()).toEqual(Object.keys(manifest.tables).sort());
    expect(rewritten.tables['LFA1']!.sha256).not.toBe(manifest.tables['LFA1']!.sha256);
    expect(rewritten.tables['T001']).toEqual(manifest.tables['T001']);

    const db = await openWarehouse();
    try {
      const result = await ingestExtract({
        warehouse: db,
        systemId: 1,
        systemType: 'sap',
        source: dir,
        commonCurrency: 'EUR',
        checkOnly: true,
      });
      expect(result.counts['LFA1']).toBe(manifest.tables['LFA1']!.rows);
      expect(result.counts['canon.invoices']).toBeGreaterThan(0);
    } finally {
      await db.close();
    }
  }, 60_000);
});
