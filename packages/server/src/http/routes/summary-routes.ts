import { summaryRequestSchema } from '@spendlens/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPrefix, userOf } from '../access';
import type { AppServices } from '../services';

export function summaryRoutes(services: AppServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      `${apiPrefix}/summary`,
      { config: { access: 'view' }, schema: { body: summaryRequestSchema } },
      async (request, reply) => {
        const today = services.clock().toISOString().slice(0, 10);
        const answer = await services.summary.summary(userOf(request), request.body, today);
        if (!answer) return reply.status(204).send();
        return answer;
      },
    );
  };
}
