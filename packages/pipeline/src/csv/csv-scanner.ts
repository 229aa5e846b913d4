import { LineMap } from './line-map';

export interface CsvStructureProblem {
  line: number;
  /** The column the problem is in, when it is one value's (its header name, or `column <n>`). */
  field?: string;
  message: string;
}

/** The longest value a field may hold by default, in bytes as written (EXTRACT_MAX_FIELD_BYTES). */
export const defaultMaxFieldBytes = 64 * 1024;

/** Header bytes kept for its names (1 MiB); a longer header line is a problem (no ERP writes one). */
const maxHeaderBytes = 1024 * 1024;

const kib = (bytes: number): string => `${+(bytes / 1024).toFixed(1)} KiB`;

const NUL = 0x00;
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
 * data records, remembers the line each starts on, captures the header and reports structural faults,
 * a value longer than `maxFieldBytes` (as written, quotes included) and NUL bytes, naming the column.
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
  private headerLength = 0;
  /** Bytes of the current field in the chunks before this one. */
  private fieldBytes = 0;
  private nulsReported = 0;

  private readonly separator: number;

  constructor(
    private readonly maxProblems: number,
    private readonly delimiter: ',' | ';' = ',',
    private readonly maxFieldBytes = defaultMaxFieldBytes,
  ) {
    this.separator = delimiter.charCodeAt(0);
  }

  problem(line: number, message: string, field?: string): void {
    this.problemCount += 1;
    if (this.problems.length < this.maxProblems)
      this.problems.push(field === undefined ? { line, message } : { line, field, message });
  }

  /** The name of column `index` (0-based): the header's, or `column <n>` on the header line and past it. */
  private fieldName(index: number): string {
    const named = this.headerFields < 0 ? '' : (this.header[index]?.trim() ?? '');
    return named || `column ${index + 1}`;
  }

  /** A field of `length` bytes (more than the cap) ended. */
  private fieldTooLong(index: number, length: number, line: number): void {
    this.problem(
      line,
      `the value is ${length} bytes long, longer than the limit of ${kib(this.maxFieldBytes)}`,
      this.fieldName(index),
    );
  }

  /** A record ended (fields = separators seen + 1); blank lines never get here. */
  private record(fields: number, start: number): void {
    if (this.headerFields < 0) {
      this.headerFields = fields;
      this.header = splitHeader(Buffer.concat(this.headerBytes).toString('utf8'), this.delimiter);
      this.headerBytes.length = 0;
      if (this.headerLength > maxHeaderBytes) this.problem(1, 'the header line is longer than 1 MiB');
      return;
    }
    if (fields !== this.headerFields)
      this.problem(start, `expected ${this.headerFields} fields as in the header, found ${fields}`);
    this.lines.add(this.records, start);
    this.records += 1;
  }

  /** Scans the next chunk of the file from `start`; NUL bytes are reported, then read as text. */
  feed(chunk: Uint8Array, start = 0): void {
    let from = start;
    for (
      let nul = chunk.indexOf(NUL, from);
      nul !== -1 && this.nulsReported < this.maxProblems;
      nul = chunk.indexOf(NUL, nul + 1)
    ) {
      this.scan(chunk.subarray(from, nul));
      this.nulsReported += 1;
      this.problem(this.line, 'the value holds a NUL byte (0x00)', this.fieldName(this.fields));
      from = nul;
    }
    this.scan(from === 0 ? chunk : chunk.subarray(from));
  }

  private keepHeader(bytes: Uint8Array): void {
    this.headerLength += bytes.length;
    if (this.headerLength <= maxHeaderBytes) this.headerBytes.push(bytes);
  }

  private scan(chunk: Uint8Array): void {
    let state = this.state;
    let pendingCr = this.pendingCr;
    let line = this.line;
    let recordStart = this.recordStart;
    let fields = this.fields;
    let content = this.content;
    let headerFrom = 0;
    let fieldFrom = 0;
    let carried = this.fieldBytes;
    const maxField = this.maxFieldBytes;
    const SEPARATOR = this.separator;
    const length = chunk.length;
    let i = 0;
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
        if (carried + i - fieldFrom > maxField)
          this.fieldTooLong(fields, carried + i - fieldFrom, recordStart);
        carried = 0;
        fieldFrom = i + 1;
        fields += 1;
        content = true;
        state = FIELD_START;
      } else if (b === LF) {
        // after a CR the field ended there, and this is 0
        if (carried + i - fieldFrom > maxField)
          this.fieldTooLong(fields, carried + i - fieldFrom, recordStart);
        carried = 0;
        fieldFrom = i + 1;
        if (this.headerFields < 0) this.keepHeader(chunk.subarray(headerFrom, i));
        if (content || fields > 0) this.record(fields + 1, recordStart);
        line += 1;
        recordStart = line;
        state = FIELD_START;
        fields = 0;
        content = false;
        headerFrom = i + 1;
      } else if (b === CR) {
        if (carried + i - fieldFrom > maxField)
          this.fieldTooLong(fields, carried + i - fieldFrom, recordStart);
        carried = 0;
        fieldFrom = i + 1;
        pendingCr = true;
      } else if (b === QUOTE) {
        content = true;
        if (state === FIELD_START) state = QUOTED;
        else this.problem(line, 'a quote inside an unquoted field');
      }
      i += 1;
    }
    if (this.headerFields < 0 && headerFrom < length)
      this.keepHeader(Buffer.from(chunk.subarray(headerFrom)));
    this.fieldBytes = carried + length - fieldFrom;
    this.state = state;
    this.pendingCr = pendingCr;
    this.line = line;
    this.recordStart = recordStart;
    this.fields = fields;
    this.content = content;
  }

  /** The end of the file: a last record without a line end, an open quote, or no header at all. */
  finish(): void {
    if (this.fieldBytes > this.maxFieldBytes)
      this.fieldTooLong(this.fields, this.fieldBytes, this.recordStart);
    if (this.state === QUOTED) this.problem(this.recordStart, 'a quoted field is not closed');
    else if (this.content || this.fields > 0) this.record(this.fields + 1, this.recordStart);
    if (this.headerFields < 0) this.problem(1, 'the file is empty (no header line)');
  }
}
