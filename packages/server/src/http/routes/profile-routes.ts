import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPrefix, userOf } from '../access';
import type { AppServices } from '../services';

const params = z.object({
  system: z.coerce.number().int().positive(),
  vendor_id: z.string().min(1).max(40).describe('The vendor’s id (LIFNR without leading zeros).'),
});

export function profileRoutes(services: AppServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${apiPrefix}/profile/vendor/:system/:vendor_id`,
      { config: { access: 'view' }, schema: { params } },
      async (request) =>
        services.vendorProfile.profile(userOf(request), request.params.system, request.params.vendor_id),
    );
  };
}
