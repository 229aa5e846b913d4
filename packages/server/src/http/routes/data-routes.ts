import { columnNameSchema, filterSchema } from '@spendlens/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPrefix, userOf } from '../access';
import type { AppServices } from '../services';

const name = z.string().min(1).max(128);
const system = z.coerce.number().int().positive();
const dataParams = z.object({
  system,
  module: name.describe('The module, or the page’s apiModuleName.'),
  page: name.describe('The page (or analysis) name.'),
  companyCode: z.string().min(1).max(40).describe('A company code, a region or -1 for all.'),
  dateRange: z
    .string()
    .min(1)
    .max(24)
    .describe(
      '-1, a year (2024), a year and any qualifier of spec 01 §3 (2024-Y, 2024-M3, 2024-Q1, 2024-L30, 2024-D7, 2024-R20240303, legacy 2024-202403 or 2024-7), or a year-less L{n}, D{n}, R{yyyymm}{nn}, legacy YYYYMM or day count (1, 3, 7, 10); anything else 400.',
    ),
});
/** The click-through filters: each query parameter a column, each value compared with ==. */
const equalsQuery = z.record(columnNameSchema, z.string().max(1000)).describe('column=value filters (==).');
const documentParams = z.object({ system, module: name, analysis: name, id: z.string().min(1).max(200) });
const documentBody = z
  .object({
    system: system.describe('The system queried.'),
    module: name,
    analysis: name,
    filter: filterSchema.default([]).describe('As in POST /summary.'),
    columns: z
      .array(columnNameSchema)
      .max(200)
      .default([])
      .describe('The columns answered; default every column.'),
  })
  .strict();

/** GET data/…, GET document/…/:id and POST document: rows of one analysis, answered as {data}. */
export function dataRoutes(services: AppServices): FastifyPluginAsyncZod {
  return async (app) => {
    const today = () => services.clock().toISOString().slice(0, 10);
    app.get(
      `${apiPrefix}/data/:system/:module/:page/:companyCode/:dateRange`,
      { config: { access: 'view' }, schema: { params: dataParams, querystring: equalsQuery } },
      async (request) => ({
        data: await services.analysisRows.pageData(userOf(request), request.params, request.query, today()),
      }),
    );
    app.get(
      `${apiPrefix}/document/:system/:module/:analysis/:id`,
      { config: { access: 'view' }, schema: { params: documentParams } },
      async (request) => {
        const { system: s, module, analysis, id } = request.params;
        return {
          data: await services.analysisRows.documentById(userOf(request), s, module, analysis, id, today()),
        };
      },
    );
    app.post(
      `${apiPrefix}/document`,
      { config: { access: 'view' }, schema: { body: documentBody } },
      async (request) => ({
        data: await services.analysisRows.documents(userOf(request), request.body, today()),
      }),
    );
  };
}
