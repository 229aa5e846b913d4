import type { Readable } from 'node:stream';
import { PassThrough } from 'node:stream';
import { DomainError, type ErrorBody } from '@spendlens/domain';
import { IngestInternalError } from '@spendlens/pipeline';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { handoffHeader, tokenMatches } from '../../handoff/handoff-file';
import { apiPrefix, userOf } from '../access';
import { MultipartFileStream, multipartBoundary } from '../multipart-file';
import type { AppServices } from '../services';
import { findSystemByName } from '../../services/find-system-by-name';

const systemParams = z.object({ system: z.coerce.number().int().positive() });
const handoffQuery = z.object({ system: z.string().min(1), client: z.string().min(1).optional() });
const referenceParams = z.object({ reference: z.string().min(1).max(100) });

function declaredLength(request: FastifyRequest): number | undefined {
  const header = request.headers['content-length'];
  return header === undefined ? undefined : Number(header);
}

/** The multipart parser a multipart/form-data request needs; none for a raw .zip body. */
function unwrapOf(request: FastifyRequest): MultipartFileStream | undefined {
  const contentType = request.headers['content-type'];
  if (!contentType?.toLowerCase().startsWith('multipart/')) return undefined;
  const boundary = multipartBoundary(contentType);
  if (!boundary) throw new DomainError('bad_request', 'The multipart body has no boundary');
  return new MultipartFileStream(boundary);
}

/**
 * Extract uploads: a raw .zip body (Content-Type application/zip or application/octet-stream) or
 * multipart/form-data with one file part. The parsers hand the request stream through untouched, so
 * the body is read only after access and tenancy are checked, and then straight into a file.
 */
export function extractRoutes(services: AppServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.addContentTypeParser(
      ['application/zip', 'application/octet-stream', 'multipart/form-data'],
      (_request, payload, done) => done(null, payload),
    );

    app.post(
      `${apiPrefix}/extracts/:system`,
      { config: { access: { anyRole: ['upload', 'data_browser'] } }, schema: { params: systemParams } },
      async (request) => {
        const grant = await services.tenancy.grantFor(userOf(request), request.params.system);
        const file = await services.extracts.saveUpload(
          request.body as Readable,
          declaredLength(request),
          unwrapOf(request),
        );
        return services.extracts.ingestUpload(grant.system.id, file);
      },
    );

    const checkHandoffToken = (request: FastifyRequest) => {
      const presented = request.headers[handoffHeader];
      if (!tokenMatches(typeof presented === 'string' ? presented : undefined, services.handoff.token)) {
        throw new DomainError('unauthorised', 'The handoff token is missing or wrong');
      }
    };

    // The CLI's handoff (docs/loading-data.md). Public at the route level because the CLI holds
    // no user session: the caller proves it can read DATA_DIR/server.json (mode 0600) — the same trust
    // as opening the stores directly — by presenting its per-process token, compared in constant time.
    app.get(`${apiPrefix}/extracts/handoff`, { config: { access: 'public' } }, async (request) => {
      checkHandoffToken(request);
      return { ok: true };
    });

    // `admin error <reference>` while the server holds the embedded app store: the same trust as the
    // hand-off (whoever reads server.json can open the stores directly)
    app.get(
      `${apiPrefix}/extracts/handoff/errors/:reference`,
      { config: { access: 'public' }, schema: { params: referenceParams } },
      async (request) => {
        checkHandoffToken(request);
        const entry = await services.internalErrors.find(request.params.reference);
        if (!entry)
          throw new DomainError(
            'not_found',
            `No internal error is kept under the reference ${request.params.reference}`,
          );
        return entry;
      },
    );

    app.post(
      `${apiPrefix}/extracts/handoff`,
      { config: { access: 'public' }, schema: { querystring: handoffQuery } },
      async (request, reply) => {
        checkHandoffToken(request);
        const systemId = await findSystemByName(services.store, request.query.system, request.query.client);
        const file = await services.extracts.saveUpload(request.body as Readable, declaredLength(request));
        // the stages are streamed as NDJSON lines, the last one the result or the error
        const out = new PassThrough();
        const line = (value: unknown) => `${JSON.stringify(value)}\n`;
        services.extracts
          .ingestUpload(systemId, file, {
            onStatus: (status, detail) => out.write(line({ status, detail })),
          })
          .then(
            (result) => out.end(line({ result })),
            (error: unknown) => {
              if (error instanceof DomainError) {
                out.end(
                  line({ error: { error: error.code, message: error.message, details: error.details } }),
                );
              } else {
                const failure = IngestInternalError.of(error);
                request.log.error(
                  { err: failure.cause ?? failure, correlationId: failure.correlationId },
                  'handoff ingest failed',
                );
                out.end(
                  line({
                    error: {
                      error: 'internal',
                      message: failure.message,
                      correlation_id: failure.correlationId,
                    } satisfies ErrorBody,
                  }),
                );
              }
            },
          );
        return reply.type('application/x-ndjson').send(out);
      },
    );
  };
}
