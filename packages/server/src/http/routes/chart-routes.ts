import { columnNameSchema } from '@spendlens/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPrefix, userOf } from '../access';
import type { AppServices } from '../services';

const system = z.coerce.number().int().positive();
const chartName = z.string().min(1).max(100);
/** Filters of the material-pricing charts: column=value (==). */
const equals = z.record(columnNameSchema, z.string().max(1000));
const dynamic = z.object({
  system,
  chartName,
  module: z.string().min(1).max(128).describe('The module, or -1.'),
  page: z.string().min(1).max(128).describe('The page, or -1.'),
  companyCode: z.string().min(1).max(40).describe('A company code, a region or -1 for all.'),
  dateRange: z.string().min(1).max(24).describe('-1: the processing charts cover all dates.'),
});

export function chartRoutes(services: AppServices): FastifyPluginAsyncZod {
  return async (app) => {
    const today = () => services.clock().toISOString().slice(0, 10);
    app.get(
      `${apiPrefix}/chart/:system/:chartName`,
      {
        config: { access: 'view' },
        schema: { params: z.object({ system, chartName }), querystring: equals },
      },
      async (request) =>
        services.charts.chart(
          userOf(request),
          { ...request.params, companyCode: '-1', equals: request.query },
          today(),
        ),
    );
    app.get(
      `${apiPrefix}/chart/:system/:chartName/:module/:page/:companyCode/:dateRange`,
      { config: { access: 'view' }, schema: { params: dynamic } },
      async (request) => {
        const { system: s, chartName: name, companyCode } = request.params;
        return services.charts.chart(userOf(request), { system: s, chartName: name, companyCode }, today());
      },
    );
  };
}
