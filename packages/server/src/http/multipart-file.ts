import { Transform, type TransformCallback } from 'node:stream';
import { DomainError } from '@spendlens/domain';

const maxHeaderBytes = 16 * 1024;

/** The boundary of a multipart/form-data Content-Type; undefined when it is not one. */
export function multipartBoundary(contentType: string | undefined): string | undefined {
  if (!contentType || !/^multipart\/form-data\b/i.test(contentType)) return undefined;
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

/**
 * A streaming multipart/form-data parser (RFC 7578) that passes on the content of the first part
 * carrying a file name and discards every other part; only the delimiter's length is ever held back.
 * A body without such a part, or that ends before its closing delimiter, is a bad_request.
 */
export class MultipartFileStream extends Transform {
  private readonly delimiter: Buffer;
  private buffer: Buffer = Buffer.alloc(0);
  private state: 'preamble' | 'headers' | 'file' | 'skip' | 'done' = 'preamble';
  private fileSeen = false;

  constructor(boundary: string) {
    super();
    this.delimiter = Buffer.from(`\r\n--${boundary}`);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    try {
      this.advance();
      done();
    } catch (error) {
      done(error as Error);
    }
  }

  override _flush(done: TransformCallback): void {
    if (this.state !== 'done')
      return done(new DomainError('bad_request', 'The multipart body ends before its closing boundary'));
    if (!this.fileSeen) return done(new DomainError('bad_request', 'The multipart body holds no file'));
    done();
  }

  private advance(): void {
    for (;;) {
      if (this.state === 'done') {
        this.buffer = Buffer.alloc(0);
        return;
      }
      if (this.state === 'preamble') {
        // the first delimiter may start the body without the leading CRLF
        const first = this.delimiter.subarray(2);
        const at = this.buffer.subarray(0, first.length).equals(first)
          ? 0
          : this.buffer.indexOf(this.delimiter);
        if (at < 0) {
          this.buffer = this.buffer.subarray(Math.max(0, this.buffer.length - this.delimiter.length));
          return;
        }
        const withoutCrlf = at === 0 && this.buffer[0] !== 0x0d;
        this.buffer = this.buffer.subarray(at);
        if (!this.afterDelimiter(withoutCrlf ? first.length : this.delimiter.length)) return;
        continue;
      }
      if (this.state === 'headers') {
        const end = this.buffer.indexOf('\r\n\r\n');
        if (end < 0) {
          if (this.buffer.length > maxHeaderBytes)
            throw new DomainError('bad_request', 'A multipart part header is too long');
          return;
        }
        const headers = this.buffer.subarray(0, end).toString('utf8');
        const disposition = /^content-disposition:(.*)$/im.exec(headers)?.[1] ?? '';
        const isFile = /\bfilename\*?=/i.test(disposition);
        this.state = isFile && !this.fileSeen ? 'file' : 'skip';
        if (this.state === 'file') this.fileSeen = true;
        this.buffer = this.buffer.subarray(end + 4);
        continue;
      }
      // 'file' or 'skip': everything up to the next delimiter
      const at = this.buffer.indexOf(this.delimiter);
      if (at < 0) {
        const keep = Math.min(this.buffer.length, this.delimiter.length - 1);
        if (this.state === 'file' && this.buffer.length > keep)
          this.push(this.buffer.subarray(0, this.buffer.length - keep));
        this.buffer = this.buffer.subarray(this.buffer.length - keep);
        return;
      }
      if (this.state === 'file' && at > 0) this.push(this.buffer.subarray(0, at));
      this.buffer = this.buffer.subarray(at);
      if (!this.afterDelimiter(this.delimiter.length)) return;
    }
  }

  /** After the delimiter at the buffer's start (`end` bytes): `--` closes the body, CRLF opens the next part. */
  private afterDelimiter(end: number): boolean {
    // too few bytes yet: the buffer still starts with the delimiter, found again with more bytes
    if (this.buffer.length < end + 2) return false;
    const next = this.buffer.subarray(end, end + 2).toString('latin1');
    if (next === '--') this.state = 'done';
    else if (next === '\r\n') this.state = 'headers';
    else throw new DomainError('bad_request', 'The multipart body is malformed');
    this.buffer = this.buffer.subarray(end + 2);
    return true;
  }
}
