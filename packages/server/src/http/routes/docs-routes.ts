import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OpenAPIV3 } from 'openapi-types';
import { apiPrefix } from '../access';

const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

type Schema = OpenAPIV3.SchemaObject & { anyOf?: Schema[]; oneOf?: Schema[]; items?: Schema };

/** A one-line type of a JSON schema: 'string', 'number | -1', 'array of object'… */
function typeOf(schema: Schema | undefined): string {
  if (!schema) return 'any';
  if ('const' in schema) return JSON.stringify((schema as { const: unknown }).const);
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return [...new Set(union.map(typeOf))].join(' | ');
  if (schema.type === 'array') return `array of ${typeOf(schema.items)}`;
  return String(schema.type ?? 'object');
}

function fieldsTable(schema: Schema | undefined): string {
  const properties = Object.entries((schema?.properties ?? {}) as Record<string, Schema>);
  if (properties.length === 0) return '';
  const required = new Set(schema?.required ?? []);
  const rows = properties
    .map(
      ([name, s]) =>
        `<tr><td><code>${escape(name)}</code>${required.has(name) ? ' *' : ''}</td><td>${escape(typeOf(s))}</td><td>${escape(s.description ?? '')}</td></tr>`,
    )
    .join('');
  return `<table><tr><th>field</th><th>type</th><th>meaning</th></tr>${rows}</table>`;
}

/**
 * The fields of a 200 answer that has a schema: per variant of a union (a dashboard widget), its
 * description, its fields and the fields of its object-valued fields (the widget's data).
 */
function answerTables(op: OpenAPIV3.OperationObject): string {
  const ok = op.responses?.['200'] as OpenAPIV3.ResponseObject | undefined;
  const schema = ok?.content?.['application/json']?.schema as Schema | undefined;
  if (!schema) return '';
  const variants: Schema[] = schema.oneOf ?? schema.anyOf ?? [schema];
  return variants
    .map((variant) => {
      const nested = Object.entries((variant.properties ?? {}) as Record<string, Schema>)
        .filter(([, s]) => s.properties)
        .map(([name, s]) => `<p>${escape(name)}:</p>${fieldsTable(s)}`)
        .join('');
      return `<h3>Answer${variant.description ? `: ${escape(variant.description)}` : ''}</h3>${fieldsTable(variant)}${nested}`;
    })
    .join('');
}

/** The API reference as one HTML page, rendered from the OpenAPI document (no script). */
function referencePage(document: OpenAPIV3.Document): string {
  const sections = Object.entries(document.paths)
    .flatMap(([route, item]) =>
      (['get', 'post', 'put', 'delete'] as const)
        .filter((method) => item?.[method])
        .map((method) => {
          const op = item![method]!;
          const body = (op.requestBody as OpenAPIV3.RequestBodyObject | undefined)?.content?.[
            'application/json'
          ]?.schema as Schema | undefined;
          const params = ((op.parameters ?? []) as OpenAPIV3.ParameterObject[])
            .map((p) => `<li><code>${escape(p.name)}</code> (${escape(p.in)})</li>`)
            .join('');
          return `<section><h2><code>${method.toUpperCase()} ${escape(route)}</code></h2>${
            params ? `<ul>${params}</ul>` : ''
          }${fieldsTable(body)}${answerTables(op)}</section>`;
        }),
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Spendlens API reference</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:70rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.3rem .5rem;vertical-align:top;text-align:left}</style>
</head><body><h1>Spendlens API reference</h1><p>Generated from the zod schemas the server validates with. Machine-readable: <a href="${apiPrefix}/docs/openapi.json">openapi.json</a>. Fields marked * are required.</p>${sections}</body></html>`;
}

/** GET docs (the reference page) and GET docs/openapi.json, both public: they hold no data. */
export function docsRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${apiPrefix}/docs/openapi.json`,
      { config: { access: 'public', addressLimit: false }, schema: { hide: true } },
      async () => app.swagger(),
    );
    app.get(
      `${apiPrefix}/docs`,
      { config: { access: 'public', addressLimit: false }, schema: { hide: true } },
      async (_request, reply) =>
        reply.type('text/html').send(referencePage(app.swagger() as OpenAPIV3.Document)),
    );
  };
}
