import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPrefix, userOf } from '../access';
import type { AppServices } from '../services';

const params = z.object({
  system: z.coerce.number().int().positive(),
  companyCode: z.string().min(1).max(40).describe('A company code, a region or -1 for all.'),
});

export function dashboardRoutes(services: AppServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${apiPrefix}/dashboard/:system/:companyCode/-1`,
      { config: { access: 'view' }, schema: { params } },
      async (request) =>
        services.dashboard.modules(
          userOf(request),
          request.params.system,
          request.params.companyCode,
          services.clock().toISOString().slice(0, 10),
        ),
    );
  };
}
