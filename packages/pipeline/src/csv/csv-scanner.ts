import { LineMap } from './line-map';

export interface CsvStructureProblem {
  line: number;
  message: string;
}

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;

const FIELD_START = 0;
const UNQUOTED = 1;
const QUOTED = 2;
const QUOTE_IN_QUOTED = 3;

/** RFC 4180 field splitting of the (decoded) header line. */
function splitHeader(text: string, delimiter: string): string[] {
  const out: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === delimiter) {
      out.push(field);
      field = '';
    } else if (ch !== '\r' && ch !== '\n') field += ch;
  }
  out.push(field);
  return out;
}

/**
 * The RFC 4180 state machine of `scanCsvFile`, fed chunk by chunk: comma-separated (or by `;`, as
 * spreadsheets in German locales write CSV), '"' quoting with
 * '""' escapes, LF or CRLF line ends, line breaks allowed inside quotes, blank lines skipped. It counts
 * data records, remembers the line each starts on, captures the header and reports structural faults.
 * The hot loop keeps its state in locals (written back per chunk) and runs through unquoted text in
 * a tight inner loop, since quotes are rare in ERP extracts.
 */
export class CsvScanner {
  readonly lines = new LineMap();
  readonly problems: CsvStructureProblem[] = [];
  problemCount = 0;
  records = 0;
  header: string[] = [];
  /** Line the next chunk starts on. */
  line = 1;

  private state = FIELD_START;
  private pendingCr = false;
  private recordStart = 1;
  private fields = 0;
  private content = false;
  private headerFields = -1;
  private readonly headerBytes: Uint8Array[] = [];

  private readonly separator: number;

  constructor(
    private readonly maxProblems: number,
    private readonly delimiter: ',' | ';' = ',',
  ) {
    this.separator = delimiter.charCodeAt(0);
  }

  problem(line: number, message: string): void {
    this.problemCount += 1;
    if (this.problems.length < this.maxProblems) this.problems.push({ line, message });
  }

  /** A record ended (fields = separators seen + 1); blank lines never get here. */
  private record(fields: number, start: number): void {
    if (this.headerFields < 0) {
      this.headerFields = fields;
      this.header = splitHeader(Buffer.concat(this.headerBytes).toString('utf8'), this.delimiter);
      this.headerBytes.length = 0;
      return;
    }
    if (fields !== this.headerFields)
      this.problem(start, `expected ${this.headerFields} fields as in the header, found ${fields}`);
    this.lines.add(this.records, start);
    this.records += 1;
  }

  feed(chunk: Uint8Array, start = 0): void {
    let state = this.state;
    let pendingCr = this.pendingCr;
    let line = this.line;
    let recordStart = this.recordStart;
    let fields = this.fields;
    let content = this.content;
    let headerFrom = start;
    const SEPARATOR = this.separator;
    const length = chunk.length;
    let i = start;
    while (i < length) {
      let b = chunk[i]!;
      if (state === QUOTED) {
        const close = chunk.indexOf(QUOTE, i);
        const end = close === -1 ? length : close;
        for (let j = chunk.indexOf(LF, i); j !== -1 && j < end; j = chunk.indexOf(LF, j + 1)) line += 1;
        if (close === -1) break;
        state = QUOTE_IN_QUOTED;
        i = close + 1;
        continue;
      }
      if (pendingCr) {
        pendingCr = false;
        if (b !== LF) this.problem(line, 'carriage return not followed by a line feed');
      }
      if (state === QUOTE_IN_QUOTED) {
        if (b === QUOTE) {
          state = QUOTED;
          i += 1;
          continue;
        }
        if (b !== SEPARATOR && b !== LF && b !== CR) {
          this.problem(line, 'unexpected character after a closing quote');
          state = UNQUOTED;
          i += 1;
          continue;
        }
      } else if (b !== SEPARATOR && b !== LF && b !== CR && b !== QUOTE) {
        // unquoted text: run to the next special byte
        let j = i + 1;
        while (j < length) {
          const c = chunk[j]!;
          if (c === SEPARATOR || c === LF || c === CR || c === QUOTE) break;
          j += 1;
        }
        content = true;
        state = UNQUOTED;
        i = j;
        if (i >= length) break;
        b = chunk[i]!;
      }
      if (b === SEPARATOR) {
        fields += 1;
        content = true;
        state = FIELD_START;
      } else if (b === LF) {
        if (this.headerFields < 0) this.headerBytes.push(chunk.subarray(headerFrom, i));
        if (content || fields > 0) this.record(fields + 1, recordStart);
        line += 1;
        recordStart = line;
        state = FIELD_START;
        fields = 0;
        content = false;
        headerFrom = i + 1;
      } else if (b === CR) {
        pendingCr = true;
      } else if (b === QUOTE) {
        content = true;
        if (state === FIELD_START) state = QUOTED;
        else this.problem(line, 'a quote inside an unquoted field');
      }
      i += 1;
    }
    if (this.headerFields < 0 && headerFrom < length)
      this.headerBytes.push(Buffer.from(chunk.subarray(headerFrom)));
    this.state = state;
    this.pendingCr = pendingCr;
    this.line = line;
    this.recordStart = recordStart;
    this.fields = fields;
    this.content = content;
  }

  /** The end of the file: a last record without a line end, an open quote, or no header at all. */
  finish(): void {
    if (this.state === QUOTED) this.problem(this.recordStart, 'a quoted field is not closed');
    else if (this.content || this.fields > 0) this.record(this.fields + 1, this.recordStart);
    if (this.headerFields < 0) this.problem(1, 'the file is empty (no header line)');
  }
}
