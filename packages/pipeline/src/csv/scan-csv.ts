import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { CsvScanner, defaultMaxFieldBytes, type CsvStructureProblem } from './csv-scanner';
import type { LineMap } from './line-map';
import { Utf8Validator } from './utf8';

export { defaultMaxFieldBytes, type CsvStructureProblem } from './csv-scanner';

/** What one pass over a CSV file learns: its hash, its header and records, and structural faults. */
export interface CsvScan {
  /** sha256 of the file's bytes (BOM included), lower-case hex. */
  sha256: string;
  /** Header fields as written (BOM removed, not trimmed); empty for an empty file. */
  header: string[];
  /** Data records (the header and blank lines are not records). */
  records: number;
  /**
   * Structural problems (field count, quoting, encoding, a value longer than `maxFieldBytes`, a NUL
   * byte), at most `maxProblems` of them.
   */
  problems: CsvStructureProblem[];
  /** All structural problems found, including those past the cap. */
  problemCount: number;
  lines: LineMap;
}

const LF = 0x0a;

/**
 * Reads a CSV file once, streaming in 1 MiB pieces: hashes it, validates UTF-8 and the RFC 4180
 * structure (CsvScanner, fields separated by `delimiter`, values at most `maxFieldBytes` long and
 * free of NUL bytes), counts the records and remembers on which line each starts. A UTF-8 BOM is
 * skipped.
 */
export async function scanCsvFile(
  path: string,
  maxProblems = 20,
  delimiter: ',' | ';' = ',',
  maxFieldBytes = defaultMaxFieldBytes,
): Promise<CsvScan> {
  const hash = createHash('sha256');
  const utf8 = new Utf8Validator();
  const scanner = new CsvScanner(maxProblems, delimiter, maxFieldBytes);
  let first = true;
  let utf8Failed = false;
  for await (const raw of createReadStream(path, { highWaterMark: 1 << 20 })) {
    const chunk = raw as Buffer;
    hash.update(chunk);
    let start = 0;
    if (first) {
      first = false;
      if (chunk.length >= 3 && chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf) start = 3;
    }
    if (!utf8Failed) {
      const bad = utf8.check(chunk);
      if (bad >= 0) {
        utf8Failed = true;
        let line = scanner.line;
        for (let i = chunk.indexOf(LF); i !== -1 && i < bad; i = chunk.indexOf(LF, i + 1)) line += 1;
        scanner.problem(line, 'the file is not valid UTF-8');
      }
    }
    scanner.feed(chunk, start);
  }
  if (!utf8Failed && utf8.check(new Uint8Array(0), true) >= 0)
    scanner.problem(scanner.line, 'the file is not valid UTF-8');
  scanner.finish();
  return {
    sha256: hash.digest('hex'),
    header: scanner.header,
    records: scanner.records,
    problems: scanner.problems,
    problemCount: scanner.problemCount,
    lines: scanner.lines,
  };
}
