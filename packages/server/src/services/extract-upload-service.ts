import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough, Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DomainError } from '@spendlens/domain';
import { IngestInternalError, type IngestResult } from '@spendlens/pipeline';
import type { IngestService, IngestStatusListener } from './ingest-service';

export interface ExtractUploadService {
  /**
   * Streams an uploaded .zip body to a new file under the upload folder, never holding it whole in
   * memory; more than the cap is payload_too_large, a body that is not a zip ingest_failed, any
   * other failure an IngestInternalError (nothing was ingested). Answers the file, which
   * `ingestUpload` removes. `unwrap` (e.g. a multipart parser) sits between the body
   * and the file; the cap counts the body's bytes.
   */
  saveUpload(body: Readable, declaredBytes: number | undefined, unwrap?: Transform): Promise<string>;
  /** Ingests a saved upload through the ingest service and removes it, whatever the outcome. */
  ingestUpload(
    systemId: number,
    file: string,
    options?: { onStatus?: IngestStatusListener },
  ): Promise<IngestResult>;
}

const zipMagic = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

function notAZip(message: string): DomainError {
  return new DomainError('ingest_failed', `The extract was rejected: ${message}`, {
    problems: [{ file: '(upload)', line: 0, field: '', message }],
  });
}

function isClientError(error: unknown): boolean {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

export function createExtractUploadService(deps: {
  ingest: IngestService;
  uploadDir: string;
  maxBytes: number;
}): ExtractUploadService {
  const { ingest, uploadDir, maxBytes } = deps;
  const tooLarge = () =>
    new DomainError('payload_too_large', `The extract is larger than the limit of ${maxBytes} bytes`);

  return {
    async saveUpload(body, declaredBytes, unwrap) {
      if (declaredBytes !== undefined && declaredBytes > maxBytes) throw tooLarge();
      const file = path.join(uploadDir, `${randomUUID()}.zip`);
      let received = 0;
      let head = Buffer.alloc(0);
      const limit = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          received += chunk.length;
          if (received > maxBytes) return done(tooLarge());
          done(null, chunk);
        },
      });
      const sniff = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          if (head.length < zipMagic.length) head = Buffer.concat([head, chunk.subarray(0, zipMagic.length)]);
          done(null, chunk);
        },
      });
      try {
        await fs.promises.mkdir(uploadDir, { recursive: true });
        await pipeline(
          body,
          limit,
          unwrap ?? new PassThrough(),
          sniff,
          fs.createWriteStream(file, { mode: 0o600 }),
        );
        if (head.length === 0) throw notAZip('the body is empty');
        if (!head.subarray(0, zipMagic.length).equals(zipMagic)) throw notAZip('the body is not a .zip file');
        return file;
      } catch (error) {
        await fs.promises.rm(file, { force: true }).catch(() => undefined);
        // a full disk, a broken stream …: one sentence with a reference, like a failed ingest (a
        // client error Fastify raised with its 4xx status stays one)
        throw error instanceof DomainError || isClientError(error) ? error : IngestInternalError.of(error);
      }
    },

    async ingestUpload(systemId, file, options = {}) {
      try {
        return await ingest.ingest(systemId, file, options);
      } finally {
        await fs.promises.rm(file, { force: true });
      }
    },
  };
}
