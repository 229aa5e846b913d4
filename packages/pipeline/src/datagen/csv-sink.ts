import { createHash, type Hash } from 'node:crypto';
import { open, type FileHandle } from 'node:fs/promises';

const needsQuotes = /[",\r\n]/;

/** A CSV field: quoted (RFC 4180) only when it holds a comma, a quote or a line break. */
export function csvField(value: string): string {
  return needsQuotes.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

export interface WrittenTable {
  rows: number;
  sha256: string;
}

const bufferSize = 1 << 20;

/**
 * Streams one CSV table to disk: lines are encoded straight into 1 MiB buffers; a full buffer is
 * hashed and queued, and `flushIfFull` writes the queue out. Memory stays bounded whatever the
 * table's size (no big strings are built). Lines end with LF.
 */
export class CsvSink {
  private buffer = Buffer.allocUnsafe(bufferSize);
  private offset = 0;
  private readonly ready: Buffer[] = [];
  private rows = 0;
  private readonly hash: Hash = createHash('sha256');

  private constructor(private readonly file: FileHandle) {}

  static async create(path: string, header: readonly string[]): Promise<CsvSink> {
    const sink = new CsvSink(await open(path, 'w'));
    sink.append(header.map(csvField).join(',') + '\n');
    return sink;
  }

  private append(text: string): void {
    // UTF-8 needs at most 3 bytes per UTF-16 unit
    if (this.offset + text.length * 3 > this.buffer.length) {
      this.seal();
      if (text.length * 3 > this.buffer.length) this.buffer = Buffer.allocUnsafe(text.length * 3);
    }
    this.offset += this.buffer.write(text, this.offset, 'utf8');
  }

  private seal(): void {
    if (this.offset === 0) return;
    const full = this.buffer.subarray(0, this.offset);
    this.hash.update(full);
    this.ready.push(full);
    this.buffer = Buffer.allocUnsafe(bufferSize);
    this.offset = 0;
  }

  /** Appends one data row: fields already CSV-encoded (see `csvField`), joined by commas. */
  line(encoded: string): void {
    this.append(encoded + '\n');
    this.rows += 1;
  }

  /** Writes the full buffers out (call it often; it is cheap when there is nothing to write). */
  async flushIfFull(): Promise<void> {
    while (this.ready.length > 0) await this.file.write(this.ready.shift()!);
  }

  async close(): Promise<WrittenTable> {
    this.seal();
    await this.flushIfFull();
    await this.file.close();
    return { rows: this.rows, sha256: this.hash.digest('hex') };
  }
}
