import { randomUUID } from 'node:crypto';
import { DomainError, type ErrorBody, type ErrorCode } from '@spendlens/domain';
import { IngestInternalError } from '@spendlens/pipeline';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { InternalErrorLog } from '../services/internal-error-log';
import { redactUrl } from './redact-url';

const statusOf: Record<ErrorCode, number> = {
  bad_request: 400,
  unknown_column: 400,
  unsupported: 400,
  too_much_data: 400,
  unknown_source: 404,
  not_found: 404,
  unauthorised: 401,
  invalid_credentials: 401,
  account_expired: 402,
  forbidden: 403,
  account_disabled: 409,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  ingest_failed: 422,
  account_locked: 423,
  rate_limited: 429,
  query_timeout: 503,
};

function isFieldDetail(details: unknown): details is { key: string } {
  return (
    typeof details === 'object' && details !== null && typeof (details as { key?: unknown }).key === 'string'
  );
}

function hasFieldList(details: unknown): details is { fields: { key: string; message: string }[] } {
  return (
    typeof details === 'object' && details !== null && Array.isArray((details as { fields?: unknown }).fields)
  );
}

/**
 * One error handler (STYLE rule 7): domain errors by their code, validation errors as 400 naming the
 * fields, Fastify's own client errors by their status; anything else a generic 500 with a correlation
 * id. SQL text and stack traces never reach a client.
 */
export function registerErrorHandler(app: FastifyInstance, internalErrors?: InternalErrorLog): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      const body: ErrorBody = { error: error.code, message: error.message };
      if (error.details && error.code === 'ingest_failed') Object.assign(body, { details: error.details });
      if (isFieldDetail(error.details)) body.key = error.details.key;
      if (hasFieldList(error.details)) body.fields = error.details.fields;
      const wait = (error.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
      if (typeof wait === 'number') reply.header('Retry-After', String(wait));
      return reply.status(statusOf[error.code]).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const problems = error.validation.map((v) => {
        const where = `${error.validationContext ?? 'body'}${v.instancePath ? v.instancePath.replaceAll('/', '.') : ''}`;
        return `${where}: ${v.message}`;
      });
      return reply
        .status(400)
        .send({ error: 'bad_request', message: problems.join('; ') } satisfies ErrorBody);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.name === 'SyntaxError'
          ? 'The body is not valid JSON'
          : error.message;
      return reply
        .status(status)
        .send({ error: status === 413 ? 'payload_too_large' : 'bad_request', message } satisfies ErrorBody);
    }
    // a failed ingest has its reference already (in its extraction-log row too) and says what holds
    const ingest = error instanceof IngestInternalError;
    const correlationId = ingest ? error.correlationId : randomUUID();
    const cause = ingest ? (error.cause ?? error) : error;
    const message = ingest ? error.message : 'Internal error';
    request.log.error({ err: cause, correlationId }, 'unhandled error');
    // kept under its reference for `npm run cli -- admin error <reference>` (an ingest's is kept already)
    await internalErrors?.record({
      reference: correlationId,
      context: `${request.method} ${redactUrl(request.url.split('?')[0] ?? '')}`,
      message,
      cause,
    });
    return reply.status(500).send({
      error: 'internal',
      message,
      correlation_id: correlationId,
    } satisfies ErrorBody);
  });
}
