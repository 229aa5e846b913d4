import { randomUUID } from 'node:crypto';

/** The sentence of an ingest that failed before anything of it was published. */
const notPublished = (reference: string) =>
  `The ingest failed with an internal error (reference ${reference}); nothing of this extract was published and the previous data stays online.`;

/**
 * An ingest that failed for a reason that is not a problem of the extract (an engine error, a full
 * disk, a bug). Its message is the one sentence a caller sees — a reference to look it up by, never
 * the engine's text or SQL; the original error is its `cause`, which only the server's log (or the
 * CLI's log file) records, under the same reference. The sentence says what holds: by default that
 * nothing was published; a failure after the publish (the copy to PostgreSQL, the system's dates)
 * gives its own.
 */
export class IngestInternalError extends Error {
  readonly correlationId: string;

  constructor(
    cause: unknown,
    sentence: (reference: string) => string = notPublished,
    correlationId: string = randomUUID(),
  ) {
    super(sentence(correlationId), { cause });
    this.name = 'IngestInternalError';
    this.correlationId = correlationId;
  }

  /** The error as it is, or wrapped: what a caller of an ingest is given for a failure that is not a DomainError. */
  static of(error: unknown): IngestInternalError {
    return error instanceof IngestInternalError ? error : new IngestInternalError(error);
  }
}
