import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStatementFiles, statementFileProblem } from '../src/services/statements/statement-files';
import { parseCsv } from '../src/services/statements/parse-csv';

describe('parseCsv', () => {
  it('reads RFC 4180 records: quotes, doubled quotes, commas and line breaks in quotes, CRLF or LF, BOM', () => {
    expect(parseCsv('\uFEFFa,b\r\n"x, y","say ""hi"""\n"two\nlines",\n\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
      ['two\nlines', ''],
    ]);
    expect(parseCsv('a,b')).toEqual([['a', 'b']]);
    expect(parseCsv('')).toEqual([]);
    expect(() => parseCsv('a,"b\n')).toThrow(/not closed/);
  });
});

describe('statement files', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'spendlens-statements-'));
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  const write = async (name: string, bytes: Uint8Array) => {
    const file = path.join(dir, name);
    await fs.writeFile(file, bytes);
    return file;
  };
  const office = (entries: string[]) => zipSync(Object.fromEntries(entries.map((e) => [e, strToU8('<x/>')])));

  it('tells a file’s type by its bytes: %PDF-, or a zip holding the workbook or document part', async () => {
    const pdf = Buffer.from('%PDF-1.4\n...');
    const xlsx = office(['[Content_Types].xml', 'xl/workbook.xml']);
    const docx = office(['[Content_Types].xml', 'word/document.xml']);
    const bare = office(['xl/workbook.xml']);
    const check = async (bytes: Uint8Array, ext: 'pdf' | 'xlsx' | 'docx') =>
      statementFileProblem(await write(`f-${ext}`, bytes), Buffer.from(bytes.subarray(0, 8)), ext);
    expect(await check(pdf, 'pdf')).toBeUndefined();
    expect(await check(xlsx, 'xlsx')).toBeUndefined();
    expect(await check(docx, 'docx')).toBeUndefined();
    expect(await check(xlsx, 'pdf')).toBe('The file is not a PDF document');
    expect(await check(docx, 'xlsx')).toBe('The file is not an Excel workbook (.xlsx)');
    expect(await check(bare, 'xlsx')).toBe('The file is not an Excel workbook (.xlsx)');
    expect(await check(pdf, 'docx')).toBe('The file is not a Word document (.docx)');
    expect(await check(Buffer.from('PK\x03\x04garbage'), 'docx')).toBe(
      'The file is not a Word document (.docx)',
    );
  });

  it('streams a body into incoming, refuses one over the cap or empty, and leaves nothing behind', async () => {
    const files = createStatementFiles({ dir, maxBytes: 1000 });
    const incoming = path.join(dir, 'incoming');
    const received = await files.receive(
      Readable.from([Buffer.from('%PDF-'), Buffer.alloc(500)]),
      undefined,
      'pdf',
    );
    expect(received.size).toBe(505);
    await files.keep(received, 'a.pdf');
    expect((await fs.stat(files.pathOf('a.pdf'))).size).toBe(505);
    await expect(
      files.receive(Readable.from([Buffer.from('%PDF-'), Buffer.alloc(996)]), undefined, 'pdf'),
    ).rejects.toMatchObject({ code: 'payload_too_large' });
    await expect(files.receive(Readable.from([]), undefined, 'pdf')).rejects.toMatchObject({
      message: 'You must choose a file',
    });
    await expect(files.receive(Readable.from([Buffer.from('x')]), 2000, 'pdf')).rejects.toMatchObject({
      code: 'payload_too_large',
    });
    expect(await fs.readdir(incoming)).toEqual([]);
    expect(files.pathOf('../../etc/passwd')).toBe(path.join(dir, 'passwd'));
    await files.remove('a.pdf');
    await files.clearIncoming();
    const left = await fs.readdir(dir);
    expect(left).not.toContain('a.pdf');
    expect(left).not.toContain('incoming');
  });
});
