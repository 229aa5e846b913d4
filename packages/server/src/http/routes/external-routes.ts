import { translateRequestSchema, translateResponseSchema } from '@spendlens/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPrefix, userOf } from '../access';
import type { AppServices } from '../services';

/**
 * POST external/translate (spec 01 §7): the tooltip of a hovered text cell or vendor name. The texts
 * are data, so the call needs the view role, as the data calls do.
 */
export function externalRoutes(services: AppServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      `${apiPrefix}/external/translate`,
      {
        config: { access: 'view' },
        schema: { body: translateRequestSchema, response: { 200: translateResponseSchema } },
      },
      async (request) => ({
        translation: await services.translation.translate(
          userOf(request),
          request.body.text,
          services.clock(),
        ),
      }),
    );
  };
}
