import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { approvalLimitsAnswerSchema, approvalLimitsUpdateSchema } from '@spendlens/domain';
import { apiPrefix, userOf } from '../access';
import type { AppServices } from '../services';

const systemParams = z.object({ system: z.coerce.number().int().positive() });

/**
 * The invoice approval limits per company code of a system (the split-invoices red flag;
 * docs/red-flags.md): read and replaced by an administrator (the data_browser role) of the system's
 * client only. A save is published to the red flag at once (behind a running ingest).
 */
export function approvalLimitRoutes(services: AppServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${apiPrefix}/approval_limits/:system`,
      {
        config: { access: 'data_browser' },
        schema: { params: systemParams, response: { 200: approvalLimitsAnswerSchema } },
      },
      async (request) => {
        const grant = await services.tenancy.grantFor(userOf(request), request.params.system);
        return services.approvalLimits.list(grant);
      },
    );

    app.put(
      `${apiPrefix}/approval_limits/:system`,
      {
        config: { access: 'data_browser' },
        schema: {
          params: systemParams,
          body: approvalLimitsUpdateSchema,
          response: { 200: approvalLimitsAnswerSchema },
        },
      },
      async (request) => {
        const user = userOf(request);
        const grant = await services.tenancy.grantFor(user, request.params.system);
        const saved = await services.approvalLimits.save(grant, request.body, user.userId);
        request.log.info(
          { systemId: grant.system.id, limits: request.body.limits.length, userId: user.userId },
          'approval limits saved',
        );
        return saved;
      },
    );
  };
}
