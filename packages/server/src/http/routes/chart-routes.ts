import { columnNameSchema, parseDateRange } from '@spendlens/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPrefix, userOf } from '../access';
import type { AppServices } from '../services';

const system = z.coerce.number().int().positive();
const chartName = z.string().min(1).max(100);
/** Filters of the material-pricing charts (column=value, ==) and the outlier plot's id. */
const query = z
  .record(columnNameSchema, z.string().max(1000))
  .describe(
    'Material pricing: column=value filters (==). invoice_outlier_plot: id={internal_invoice_id}, the invoice whose series is plotted.',
  );
const dynamic = z.object({
  system,
  chartName,
  module: z.string().min(1).max(128).describe('The module, or -1.'),
  page: z.string().min(1).max(128).describe('The page, or -1.'),
  companyCode: z.string().min(1).max(40).describe('A company code, a region or -1 for all.'),
  dateRange: z
    .string()
    .min(1)
    .max(24)
    .describe(
      '-1, a year (2024), a year and any qualifier of spec 01 §3 (2024-Y, 2024-M3, 2024-Q1, 2024-L30, 2024-D7, 2024-R20240303, legacy 2024-202403 or 2024-7), or a year-less L{n}, D{n}, R{yyyymm}{nn}, legacy YYYYMM or day count (1, 3, 7, 10); checked (400 otherwise), but the charts cover all dates: the processing metrics are per company code over the whole extract, the outlier plot is the whole series.',
    ),
});

/** Splits the query string into the outlier plot's id and the column filters. */
function fromQuery(q: Record<string, string>): { id?: string; equals: Record<string, string> } {
  const { id, ...equals } = q;
  return id === undefined ? { equals } : { id, equals };
}

export function chartRoutes(services: AppServices): FastifyPluginAsyncZod {
  return async (app) => {
    const today = () => services.clock().toISOString().slice(0, 10);
    app.get(
      `${apiPrefix}/chart/:system/:chartName`,
      { config: { access: 'view' }, schema: { params: z.object({ system, chartName }), querystring: query } },
      async (request) =>
        services.charts.chart(
          userOf(request),
          { ...request.params, companyCode: '-1', ...fromQuery(request.query) },
          today(),
        ),
    );
    app.get(
      `${apiPrefix}/chart/:system/:chartName/:module/:page/:companyCode/:dateRange`,
      { config: { access: 'view' }, schema: { params: dynamic, querystring: query } },
      async (request) => {
        const { system: s, chartName: name, companyCode, dateRange } = request.params;
        parseDateRange(dateRange);
        return services.charts.chart(
          userOf(request),
          { system: s, chartName: name, companyCode, ...fromQuery(request.query) },
          today(),
        );
      },
    );
  };
}
