import {
  translateRequestSchema,
  translateResponseSchema,
  vatCheckAnswerSchema,
  vatNumberParamsSchema,
} from '@spendlens/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPrefix, userOf } from '../access';
import type { AppServices } from '../services';

/**
 * The calls to outside services (spec 01 §7, spec 03 §7): POST external/translate, the tooltip of a
 * hovered text cell or vendor name; GET external/vat/:vatNumber, the vendor VAT number check. Both
 * serve the data pages, so they need the view role, as the data calls do.
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
    app.get(
      `${apiPrefix}/external/vat/:vatNumber`,
      {
        config: { access: 'view' },
        schema: { params: vatNumberParamsSchema, response: { 200: vatCheckAnswerSchema } },
      },
      async (request) => services.vatCheck.check(userOf(request), request.params.vatNumber, services.clock()),
    );
  };
}
