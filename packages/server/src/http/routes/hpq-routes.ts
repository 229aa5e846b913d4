import { hpqRequestSchema } from '@spendlens/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPrefix, userOf } from '../access';
import type { AppServices } from '../services';

const params = z.object({ system: z.coerce.number().int().positive() });

export function hpqRoutes(services: AppServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      `${apiPrefix}/hpq/:system`,
      { config: { access: 'view' }, schema: { params, body: hpqRequestSchema } },
      async (request) => {
        const today = services.clock().toISOString().slice(0, 10);
        return services.hpq.query(userOf(request), request.params.system, request.body, today);
      },
    );
  };
}
