import fs from 'node:fs';
import { Readable } from 'node:stream';
import {
  DomainError,
  messages,
  statementEditQuerySchema,
  statementFilenameSchema,
  statementSearchQuerySchema,
  statementUploadQuerySchema,
  vendorRequestBodySchema,
  vendorRequestQuerySchema,
  type StatementFileExt,
  type VendorStatement,
} from '@spendlens/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPrefix, userOf } from '../access';
import { parseFields } from '../parse-fields';
import { MultipartFileStream, multipartBoundary } from '../multipart-file';
import type { AppServices } from '../services';

const contentTypes: Record<StatementFileExt, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** The raw file bodies an upload may have (read as a stream, after the access and query checks). */
const fileBodyTypes = ['application/octet-stream', 'multipart/form-data', ...Object.values(contentTypes)];

const filenameParams = z.object({ filename: statementFilenameSchema });

/** The name a downloaded statement is saved as: vendor, statement date and type; nothing of a client's path. */
function downloadName(statement: VendorStatement): string {
  const safe = (text: string) => text.replace(/[^A-Za-z0-9._-]+/g, '_');
  return `vendor_statement_${safe(statement.vendor_id)}_${statement.statement_date}.${statement.file_ext}`;
}

function declaredLength(request: FastifyRequest): number | undefined {
  const header = request.headers['content-length'];
  return header === undefined ? undefined : Number(header);
}

/** The file stream of an upload, unwrapped from multipart/form-data when it is one; none for an empty or non-file body. */
function fileBody(request: FastifyRequest) {
  if (!(request.body instanceof Readable) || declaredLength(request) === 0) return undefined;
  const contentType = request.headers['content-type'] ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/')) return { stream: request.body };
  const boundary = multipartBoundary(contentType);
  if (!boundary) throw new DomainError('bad_request', 'The multipart body has no boundary');
  return { stream: request.body, unwrap: new MultipartFileStream(boundary) };
}

/**
 * The statement calls of spec 03 §7. Every one needs the view role (spec 03 §6 shows no other role
 * check for statement requests and uploads; reading them is data, and changes need the same role as
 * the other writes, PUT display_config): the statement service scopes each to the user's grant.
 */
export function statementRoutes(services: AppServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.addContentTypeParser(fileBodyTypes, (_request, payload, done) => done(null, payload));
    app.addContentTypeParser(['text/csv', 'text/plain'], { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );

    app.post(
      `${apiPrefix}/statement/vendor_request`,
      {
        config: { access: 'view' },
        schema: {
          description:
            'action=upsert marks the vendors of `data` as requested now (statement_request_date), action=delete removes their requests — only when every one has one (409 otherwise). Every vendor must be one of the system’s that the user may see (400 naming the others; nothing is changed). validate=true takes a CSV body (text/csv) with a header row naming vendor_id and system_id (a system id or name) and answers `result`: each line with exists.',
          querystring: vendorRequestQuerySchema,
          body: z.union([vendorRequestBodySchema, z.string().max(1_048_576)]),
        },
      },
      async (request) => {
        const user = userOf(request);
        const { action, validate } = request.query;
        if (validate) {
          if (typeof request.body !== 'string' || request.body.trim() === '')
            throw new DomainError('bad_request', messages.statementFileRequired, { key: 'file' });
          return { result: await services.statements.validateRequests(user, request.body) };
        }
        if (!action)
          throw new DomainError('bad_request', 'action must be upsert or delete (or validate=true)');
        if (typeof request.body === 'string')
          throw new DomainError(
            'bad_request',
            'The body must be JSON: {"data": [{"vendor_id", "system_id"}]}',
          );
        const items = Array.isArray(request.body) ? request.body : request.body.data;
        return { data: await services.statements.requestVendors(user, action, items) };
      },
    );

    app.get(
      `${apiPrefix}/statement/search`,
      {
        config: { access: 'view' },
        schema: {
          description:
            'The vendor’s statements in the user’s systems (or system_id), newest first (created_date).',
          querystring: statementSearchQuerySchema,
        },
      },
      async (request) => ({
        data: await services.statements.search(
          userOf(request),
          request.query.vendor_id,
          request.query.system_id,
        ),
      }),
    );

    // POST statement/ and statement: the query's fields and the file as the body (raw, or multipart/form-data)
    for (const url of [`${apiPrefix}/statement`, `${apiPrefix}/statement/`]) {
      app.post(
        url,
        {
          config: { access: 'view' },
          attachValidation: true,
          schema: {
            description:
              'Uploads a vendor statement: the file is the body (raw with its content type or application/octet-stream, or one file part of multipart/form-data), at most STATEMENT_MAX_BYTES (413 above); its first bytes must match file_ext (a PDF, or an Office Open XML workbook or document). The server names the file. 400 messages are the spec’s (03 §5), with `key` and every field in `fields`.',
            querystring: statementUploadQuerySchema,
          },
        },
        async (request, reply) => {
          const body = fileBody(request);
          const missingFile = body ? [] : [{ key: 'file', message: messages.statementFileRequired }];
          const upload = parseFields(statementUploadQuerySchema, request.query, missingFile);
          const statement = await services.statements.upload(userOf(request), upload, {
            ...body!,
            declaredBytes: declaredLength(request),
          });
          return reply.status(201).send({ data: statement });
        },
      );
    }

    app.patch(
      `${apiPrefix}/statement/:filename`,
      {
        config: { access: 'view' },
        attachValidation: true,
        schema: {
          description:
            'Changes one or more fields of a statement (spec 03 §5): the sender’s name, e-mail and company code/country cannot be emptied; comments may.',
          params: filenameParams,
          querystring: statementEditQuerySchema,
        },
      },
      async (request) => {
        const { filename } = parseFields(filenameParams, request.params);
        const edit = parseFields(statementEditQuerySchema, request.query);
        return { data: await services.statements.edit(userOf(request), filename, edit) };
      },
    );

    app.get(
      `${apiPrefix}/statement/:filename`,
      {
        config: { access: 'view' },
        schema: {
          description: 'The statement’s file, as an attachment with its type.',
          params: filenameParams,
        },
      },
      async (request, reply) => {
        const { statement, path } = await services.statements.open(userOf(request), request.params.filename);
        const stat = await fs.promises.stat(path).catch(() => undefined);
        if (!stat) {
          request.log.error({ filename: statement.filename }, 'statement file missing');
          throw new DomainError('not_found', 'The statement’s file is missing');
        }
        return reply
          .type(contentTypes[statement.file_ext])
          .header('Content-Length', String(stat.size))
          .header('Content-Disposition', `attachment; filename="${downloadName(statement)}"`)
          .header('Cache-Control', 'private, no-store')
          .send(fs.createReadStream(path));
      },
    );

    app.delete(
      `${apiPrefix}/statement/:filename`,
      {
        config: { access: 'view' },
        schema: { description: 'Deletes a statement and its file.', params: filenameParams },
      },
      async (request) => {
        await services.statements.remove(userOf(request), request.params.filename);
        return { ok: true };
      },
    );
  };
}
