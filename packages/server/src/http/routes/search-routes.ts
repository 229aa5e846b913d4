import { vendorSearchTextSchema } from '@spendlens/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPrefix, userOf } from '../access';
import type { AppServices } from '../services';

const params = z.object({
  system: z.coerce.number().int().positive(),
  searchText: vendorSearchTextSchema,
});

export function searchRoutes(services: AppServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${apiPrefix}/search/:system/:searchText`,
      { config: { access: 'view' }, schema: { params } },
      async (request, reply) => {
        const rows = await services.vendorSearch.search(
          userOf(request),
          request.params.system,
          request.params.searchText,
        );
        if (rows.length === 0) return reply.status(204).send();
        return rows;
      },
    );
  };
}
