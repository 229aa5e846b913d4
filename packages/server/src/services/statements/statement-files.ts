import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough, Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DomainError, messages, type StatementFileExt } from '@spendlens/domain';
import { unzipSync } from 'fflate';

/** A statement file received into the incoming folder, not yet a statement. */
export interface ReceivedFile {
  path: string;
  size: number;
}

export interface StatementFiles {
  /**
   * Streams `body` to a new file under the incoming folder, never holding it whole in memory: more
   * than the cap is payload_too_large, an empty body 'You must choose a file', a file whose content
   * is not of type `ext` (its magic bytes; for xlsx and docx the zip's entries) a bad_request. On
   * any refusal nothing is left on disk. `unwrap` (a multipart parser) sits between body and file.
   */
  receive(
    body: Readable,
    declaredBytes: number | undefined,
    ext: StatementFileExt,
    unwrap?: Transform,
  ): Promise<ReceivedFile>;
  /** Moves a received file to its place as statement `filename`. */
  keep(received: ReceivedFile, filename: string): Promise<void>;
  /** Removes a received file (a refused upload). */
  discard(received: ReceivedFile): Promise<void>;
  /** Where statement `filename` lives. */
  pathOf(filename: string): string;
  /** Removes the file of statement `filename`, if it is there. */
  remove(filename: string): Promise<void>;
  /** Empties the incoming folder (at start: what is there was an interrupted upload's). */
  clearIncoming(): Promise<void>;
}

const pdfMagic = Buffer.from('%PDF-');
const zipMagic = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** The entry an Office Open XML file of each type must hold (ECMA-376 part 2 and the main part's usual name). */
const officeMainPart: Record<Exclude<StatementFileExt, 'pdf'>, { entry: string; what: string }> = {
  xlsx: { entry: 'xl/workbook.xml', what: 'an Excel workbook (.xlsx)' },
  docx: { entry: 'word/document.xml', what: 'a Word document (.docx)' },
};

/** Whether the file at `file` (with first bytes `head`) is of type `ext`; a message naming the problem when not. */
export async function statementFileProblem(
  file: string,
  head: Buffer,
  ext: StatementFileExt,
): Promise<string | undefined> {
  if (ext === 'pdf') {
    return head.subarray(0, pdfMagic.length).equals(pdfMagic) ? undefined : 'The file is not a PDF document';
  }
  const { entry, what } = officeMainPart[ext];
  const problem = `The file is not ${what}`;
  if (!head.subarray(0, zipMagic.length).equals(zipMagic)) return problem;
  // the zip's directory only: no entry is inflated (a zip bomb costs nothing)
  const names = new Set<string>();
  try {
    unzipSync(await fs.promises.readFile(file), {
      filter: (info) => {
        names.add(info.name);
        return false;
      },
    });
  } catch {
    return problem;
  }
  return names.has('[Content_Types].xml') && names.has(entry) ? undefined : problem;
}

/**
 * Statement files under `dir` (DATA_DIR/statements): each statement's file is `dir/<filename>`,
 * files being received are under `dir/incoming` with random names. Files are mode 0600.
 */
export function createStatementFiles(deps: { dir: string; maxBytes: number }): StatementFiles {
  const { dir, maxBytes } = deps;
  const incoming = path.join(dir, 'incoming');
  const tooLarge = () =>
    new DomainError('payload_too_large', `The statement file is larger than the limit of ${maxBytes} bytes`);
  const noFile = () => new DomainError('bad_request', messages.statementFileRequired, { key: 'file' });

  return {
    async receive(body, declaredBytes, ext, unwrap) {
      // a multipart body holds a little more than its file
      if (declaredBytes !== undefined && declaredBytes > maxBytes + (unwrap ? 64 * 1024 : 0))
        throw tooLarge();
      await fs.promises.mkdir(incoming, { recursive: true, mode: 0o700 });
      const file = path.join(incoming, `${randomUUID()}.part`);
      let size = 0;
      let head = Buffer.alloc(0);
      // counts the file's own bytes (after any multipart wrapping)
      const limit = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          if (size > maxBytes) return done(tooLarge());
          if (head.length < 8) head = Buffer.concat([head, chunk.subarray(0, 8)]);
          done(null, chunk);
        },
      });
      const out = fs.createWriteStream(file, { mode: 0o600 });
      try {
        await pipeline(body, unwrap ?? new PassThrough(), limit, out);
        if (size === 0) throw noFile();
        const problem = await statementFileProblem(file, head, ext);
        if (problem) throw new DomainError('bad_request', problem, { key: 'file' });
        return { path: file, size };
      } catch (error) {
        // a refused body destroys the file stream, whose open may still be under way: removing the
        // file before the stream has closed could leave it behind
        if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
        await fs.promises.rm(file, { force: true });
        throw error;
      }
    },

    async keep(received, filename) {
      await fs.promises.rename(received.path, path.join(dir, filename));
    },

    async discard(received) {
      await fs.promises.rm(received.path, { force: true });
    },

    pathOf(filename) {
      return path.join(dir, path.basename(filename));
    },

    async remove(filename) {
      await fs.promises.rm(path.join(dir, path.basename(filename)), { force: true });
    },

    async clearIncoming() {
      await fs.promises.rm(incoming, { recursive: true, force: true });
    },
  };
}
