import { contactRequestSchema, switchClientRequestSchema, uiEventRequestSchema } from '@spendlens/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPrefix, userOf } from '../access';
import type { AppServices } from '../services';

/**
 * Usage events, contact and the client switch. Users without the view role reach /contact too (spec
 * 03 §2.1), so these need a session only; the service asks for every factor.
 */
export function usageRoutes(services: AppServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      `${apiPrefix}/event/ui`,
      { config: { access: 'session' }, schema: { body: uiEventRequestSchema } },
      async (request) => {
        await services.usage.recordUiEvent(userOf(request), request.body, services.clock());
        return { ok: true };
      },
    );

    app.post(
      `${apiPrefix}/contact`,
      { config: { access: 'session' }, schema: { body: contactRequestSchema } },
      async (request) => {
        await services.usage.contact(userOf(request), request.body.message, services.clock());
        return { ok: true };
      },
    );

    app.get(`${apiPrefix}/switch_client_id`, { config: { access: 'session' } }, async (request) =>
      services.usage.clients(userOf(request)),
    );

    app.post(
      `${apiPrefix}/switch_client_id`,
      { config: { access: 'session' }, schema: { body: switchClientRequestSchema } },
      async (request) => services.usage.switchClient(userOf(request), request.body.client_id),
    );
  };
}
