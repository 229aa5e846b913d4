import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { MultipartFileStream, multipartBoundary } from '../src/http/multipart-file';

function body(boundary: string, file: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="extract"; filename="x.zip"\r\nContent-Type: application/zip\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

async function parse(input: Buffer, boundary: string, pieceSize: number): Promise<Buffer> {
  const pieces: Buffer[] = [];
  for (let i = 0; i < input.length; i += pieceSize) pieces.push(input.subarray(i, i + pieceSize));
  return buffer(Readable.from(pieces).pipe(new MultipartFileStream(boundary)));
}

describe('MultipartFileStream', () => {
  const boundary = '----spendlens7d1f';
  // file content with CRLFs and partial delimiters inside
  const file = Buffer.concat([
    Buffer.from('PK\x03\x04'),
    Buffer.from(`\r\n--${boundary.slice(0, 8)}\r\n`),
    Buffer.alloc(5000, 1),
    Buffer.from('\r\n-'),
  ]);

  it('passes on the file part exactly, whatever the piece sizes', async () => {
    for (const size of [1, 2, 7, 64, 1000, 100_000])
      expect((await parse(body(boundary, file), boundary, size)).equals(file)).toBe(true);
  });

  it('refuses a truncated body and one without a file', async () => {
    const whole = body(boundary, file);
    await expect(parse(whole.subarray(0, whole.length - 10), boundary, 100)).rejects.toThrow(
      /closing boundary/,
    );
    const noFile = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\nx\r\n--${boundary}--\r\n`,
    );
    await expect(parse(noFile, boundary, 5)).rejects.toThrow(/no file/);
  });

  it('reads the boundary of a multipart Content-Type', () => {
    expect(multipartBoundary('multipart/form-data; boundary=abc')).toBe('abc');
    expect(multipartBoundary('multipart/form-data; boundary="a b"')).toBe('a b');
    expect(multipartBoundary('application/zip')).toBeUndefined();
  });
});
