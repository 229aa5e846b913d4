import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buildDisplayConfig } from '../../services/display-config-service';
import { apiPrefix, userOf } from '../access';
import type { AppServices } from '../services';

const systemParams = z.object({ system: z.coerce.number().int().positive() });

export function systemRoutes(services: AppServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(`${apiPrefix}/systems`, { config: { access: 'view' } }, async (request) => {
      return services.tenancy.listSystems(userOf(request));
    });

    app.get(`${apiPrefix}/systems/:system/company_codes`, { config: { access: 'view' }, schema: { params: systemParams } }, async (request) => {
      const grant = await services.tenancy.grantFor(userOf(request), request.params.system);
      return services.companyCodes.list(grant);
    });

    app.get(`${apiPrefix}/systems/:system/display_config`, { config: { access: 'view' }, schema: { params: systemParams } }, async (request) => {
      const grant = await services.tenancy.grantFor(userOf(request), request.params.system);
      return buildDisplayConfig(await services.companyCodes.regions(grant));
    });

    app.get(`${apiPrefix}/systems/:system/extract_log`, { config: { access: 'view' }, schema: { params: systemParams } }, async (request) => {
      const grant = await services.tenancy.grantFor(userOf(request), request.params.system);
      const rows = await services.store
        .selectFrom('extract_log')
        .select(['created', 'system_id', 'status'])
        .where('system_id', '=', grant.system.id)
        .orderBy('created', 'desc')
        .orderBy('id', 'desc')
        .limit(1000)
        .execute();
      return rows.map((r) => ({ created: new Date(r.created).toISOString(), system_id: r.system_id, status: r.status }));
    });
  };
}
