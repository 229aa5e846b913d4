import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LineMap } from '../src/csv/line-map';
import { scanCsvFile } from '../src/csv/scan-csv';
import { firstInvalidUtf8, Utf8Validator } from '../src/csv/utf8';
import { TempDirs } from './helpers/sap-fixture';

const temp = new TempDirs();
afterAll(() => temp.removeAll());

async function scan(content: string | Buffer, maxFieldBytes?: number) {
  const path = join(await temp.make(), 'T.csv');
  await writeFile(path, content);
  return scanCsvFile(path, 20, ',', maxFieldBytes);
}

describe('scanCsvFile', () => {
  it('counts records and maps them to lines across quoted line breaks, CRLF and blank lines', async () => {
    const s = await scan('\uFEFFA,B\r\n1,"x\r\ny"\r\n2,"a ""q"", b"\r\n\r\n3,"p\nq\nr"\n4,z');
    expect(s.header).toEqual(['A', 'B']);
    expect(s.records).toBe(4);
    expect(s.problems).toEqual([]);
    expect([0, 1, 2, 3].map((i) => s.lines.lineOf(i))).toEqual([2, 4, 6, 9]);
  });

  it('reports structural faults on their lines', async () => {
    const s = await scan('A,B\n1,2\n3\n4,5"x\n"6"x,7\n8,"open\n');
    expect(s.problems).toEqual([
      { line: 3, message: 'expected 2 fields as in the header, found 1' },
      { line: 4, message: 'a quote inside an unquoted field' },
      { line: 5, message: 'unexpected character after a closing quote' },
      { line: 6, message: 'a quoted field is not closed' },
    ]);
  });

  it('reports a carriage return without a line feed', async () => {
    const s = await scan('A,B\r\n1,2\rx\r\n3,4\r\n');
    expect(s.problems).toEqual([{ line: 2, message: 'carriage return not followed by a line feed' }]);
    expect(s.records).toBe(2);
  });

  it('reports invalid UTF-8 and an empty file, and hashes the bytes as they are', async () => {
    const bad = await scan(
      Buffer.concat([Buffer.from('A,B\n1,2\n3,'), Buffer.from([0xc3, 0x28]), Buffer.from('\n')]),
    );
    expect(bad.problems).toEqual([{ line: 3, message: 'the file is not valid UTF-8' }]);
    const empty = await scan('');
    expect(empty.problems).toEqual([{ line: 1, message: 'the file is empty (no header line)' }]);
    expect(empty.sha256).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('handles a multi-byte character split between read chunks', () => {
    const bytes = Buffer.from('aé€😀b', 'utf8');
    for (let cut = 0; cut <= bytes.length; cut++) {
      const v = new Utf8Validator();
      expect([
        v.check(bytes.subarray(0, cut)),
        v.check(bytes.subarray(cut)),
        v.check(new Uint8Array(0), true),
      ]).toEqual([-1, -1, -1]);
    }
    expect(firstInvalidUtf8(Buffer.from([0x41, 0xe2, 0x82]))).toBe(1);
  });
});

describe('scanCsvFile: value length and NUL bytes (issue 34)', () => {
  it('reports a value longer than the cap by line and column, quoted or not, across read chunks', async () => {
    const long = 'x'.repeat(3 * 2 ** 20); // spans the 1 MiB read chunks
    const s = await scan(
      `A,NAME,C\n1,${'y'.repeat(1024)},3\n2,${long},3\n3,"${'z'.repeat(1100)}"\r\n4,b,${'w'.repeat(1025)}`,
      1024,
    );
    expect(s.problems).toEqual([
      {
        line: 3,
        field: 'NAME',
        message: `the value is ${long.length} bytes long, longer than the limit of 1 KiB`,
      },
      { line: 4, field: 'NAME', message: 'the value is 1102 bytes long, longer than the limit of 1 KiB' },
      { line: 4, message: 'expected 3 fields as in the header, found 2' },
      { line: 5, field: 'C', message: 'the value is 1025 bytes long, longer than the limit of 1 KiB' },
    ]);
    expect(s.records).toBe(4);
    // the default cap is 64 KiB, the header's names count too
    const header = await scan(`A,${'H'.repeat(65 * 1024)}\n1,2\n`);
    expect(header.problems).toEqual([
      {
        line: 1,
        field: 'column 2',
        message: 'the value is 66560 bytes long, longer than the limit of 64 KiB',
      },
    ]);
  });

  it('keeps at most 1 MiB of the header line in memory, and says when it is longer', async () => {
    const s = await scan(`${'A,'.repeat(600_000)}B\n`);
    expect(s.problems).toEqual([{ line: 1, message: 'the header line is longer than 1 MiB' }]);
    expect(s.header.length).toBeLessThan(600_001);
  });

  it('reports NUL bytes by line and column, and reads on', async () => {
    const s = await scan(Buffer.from('A,B\n1,a\u0000b\n"2\n\u0000",x\n\u00003,y\n'));
    expect(s.problems).toEqual([
      { line: 2, field: 'B', message: 'the value holds a NUL byte (0x00)' },
      { line: 4, field: 'A', message: 'the value holds a NUL byte (0x00)' },
      { line: 5, field: 'A', message: 'the value holds a NUL byte (0x00)' },
    ]);
    expect(s.records).toBe(3);
    expect([0, 1, 2].map((i) => s.lines.lineOf(i))).toEqual([2, 3, 5]);
  });
});

describe('LineMap', () => {
  it('answers lines from sparse anchors', () => {
    const map = new LineMap();
    [2, 3, 5, 6, 7, 10].forEach((line, i) => map.add(i, line));
    expect([0, 1, 2, 3, 4, 5].map((i) => map.lineOf(i))).toEqual([2, 3, 5, 6, 7, 10]);
    expect(new LineMap().lineOf(4)).toBe(6);
  });
});
