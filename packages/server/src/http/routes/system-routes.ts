import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DomainError,
  displayConfigUpdateSchema,
  extractLogEntrySchema,
  kpiUsersSchema,
} from '@spendlens/domain';
import { catalogue, findAnalysis, linkedColumns } from '@spendlens/warehouse';
import { buildDisplayConfig } from '../../services/display-config-service';
import { createDisplayConfigVersions } from '../../services/display-config-versions';
import { presentedWithinGrant } from '../../services/plan-within-grant';
import { erpTypeOf } from '../../services/tenancy-service';
import { extractLogEntry } from '../../services/extract-log-entry';
import { apiPrefix, userOf } from '../access';
import type { AppServices } from '../services';

const systemParams = z.object({ system: z.coerce.number().int().positive() });
const helpParams = z.object({ module: z.string().min(1).max(200), analysis: z.string().min(1).max(200) });
const schemaParams = systemParams.extend({
  module: z.string().min(1).max(200),
  analysis: z.string().min(1).max(200),
});

const versionParams = systemParams.extend({ version: z.coerce.number().int().positive() });

export function systemRoutes(services: AppServices): FastifyPluginAsyncZod {
  const displayConfigs = createDisplayConfigVersions({ store: services.store });
  return async (app) => {
    app.get(`${apiPrefix}/systems`, { config: { access: 'view' } }, async (request) => {
      return services.tenancy.listSystems(userOf(request));
    });

    app.get(
      `${apiPrefix}/systems/:system/company_codes`,
      { config: { access: 'view' }, schema: { params: systemParams } },
      async (request) => {
        const grant = await services.tenancy.grantFor(userOf(request), request.params.system);
        return services.companyCodes.list(grant);
      },
    );

    app.get(
      `${apiPrefix}/systems/:system/display_config`,
      { config: { access: 'view' }, schema: { params: systemParams } },
      async (request) => {
        const grant = await services.tenancy.grantFor(userOf(request), request.params.system);
        const saved = await displayConfigs.latest(grant.system.id);
        return (
          saved ??
          buildDisplayConfig(
            await services.companyCodes.regions(grant),
            erpTypeOf(grant.system),
            grant.system.multi_system,
          )
        );
      },
    );

    // spec 03 §2.10: every save is a new version, so an edit can be undone by saving an earlier one.
    // A save changes the navigation of every user of the client: it needs the data_browser role beside
    // view, the generated configuration is kept as version 1 before the first save, and each save is
    // logged with who made it.
    app.put(
      `${apiPrefix}/systems/:system/display_config`,
      { config: { access: 'view' }, schema: { params: systemParams, body: displayConfigUpdateSchema } },
      async (request) => {
        const user = userOf(request);
        const grant = await services.tenancy.grantFor(user, request.params.system);
        if (!user.roles.includes('data_browser'))
          throw new DomainError(
            'forbidden',
            'Saving the display configuration needs the data_browser role: ask your administrator',
          );
        const generated = buildDisplayConfig(
          await services.companyCodes.regions(grant),
          erpTypeOf(grant.system),
          grant.system.multi_system,
        );
        const saved = await displayConfigs.save(
          grant.system.id,
          user.userId,
          request.body,
          services.clock(),
          {
            initial: generated as unknown as Record<string, unknown>,
          },
        );
        request.log.info(
          { systemId: grant.system.id, version: saved.version, userId: user.userId },
          'display configuration saved',
        );
        return saved;
      },
    );

    app.get(
      `${apiPrefix}/systems/:system/display_config/versions`,
      { config: { access: 'view' }, schema: { params: systemParams } },
      async (request) => {
        const grant = await services.tenancy.grantFor(userOf(request), request.params.system);
        return displayConfigs.list(grant.system.id);
      },
    );

    app.get(
      `${apiPrefix}/systems/:system/display_config/versions/:version`,
      { config: { access: 'view' }, schema: { params: versionParams } },
      async (request) => {
        const grant = await services.tenancy.grantFor(userOf(request), request.params.system);
        const config = await displayConfigs.get(grant.system.id, request.params.version);
        if (!config) throw new DomainError('not_found', `No version ${request.params.version}`);
        return config;
      },
    );

    // spec 01 §2: the help page of an analysis, opened from a page title. :module/:analysis is the
    // page's route (module and page name) or the analysis' API names; the text is the catalogue's.
    app.get(
      `${apiPrefix}/help/:module/:analysis`,
      { config: { access: 'session' }, schema: { params: helpParams } },
      async (request) => {
        const { module, analysis } = request.params;
        const def =
          catalogue.find((d) => d.page?.module === module && d.page.name === analysis) ??
          findAnalysis(module, analysis);
        if (!def) throw new DomainError('not_found', `Unknown analysis: ${module}/${analysis}`);
        return {
          module: def.page?.module ?? def.module,
          analysis: def.page?.name ?? def.analysis,
          moduleDisplayName: def.page?.moduleDisplayName ?? def.module,
          displayName: def.page?.displayName ?? def.displayName,
          description: def.description,
          helpAlert: def.display?.helpAlert?.text ?? null,
        };
      },
    );

    // spec 01 §7: the columns of an analysis (names, display names, data types) and its scoping columns
    app.get(
      `${apiPrefix}/schema/:system/:module/:analysis`,
      { config: { access: 'view' }, schema: { params: schemaParams } },
      async (request) => {
        const grant = await services.tenancy.grantFor(userOf(request), request.params.system);
        const found = findAnalysis(request.params.module, request.params.analysis);
        if (!found)
          throw new DomainError(
            'not_found',
            `Unknown analysis: ${request.params.module}/${request.params.analysis}`,
          );
        // as the system's type presents it; one the type has not is unknown_source (404)
        const def = presentedWithinGrant(grant, found).def;
        return {
          module: def.module,
          analysis: def.analysis,
          displayName: def.displayName,
          description: def.description,
          dateColumn: def.dateColumn,
          accountGroupColumn: def.accountGroupColumn,
          companyCodeColumn: def.companyCodeColumn,
          exception: def.exception ?? null,
          columns: linkedColumns(def),
        };
      },
    );

    // spec 03 §2.5: the users and channels the KPI page offers for electronically received invoices
    app.get(
      `${apiPrefix}/systems/:system/kpi_users`,
      { config: { access: 'view' }, schema: { params: systemParams, response: { 200: kpiUsersSchema } } },
      async (request) =>
        services.kpiUsers.kpiUsers(
          userOf(request),
          request.params.system,
          services.clock().toISOString().slice(0, 10),
        ),
    );

    app.get(
      `${apiPrefix}/systems/:system/extract_log`,
      {
        config: { access: 'view' },
        schema: { params: systemParams, response: { 200: z.array(extractLogEntrySchema) } },
      },
      async (request) => {
        const grant = await services.tenancy.grantFor(userOf(request), request.params.system);
        const rows = await services.store
          .selectFrom('extract_log')
          .select(['created', 'system_id', 'status', 'detail', 'problems', 'reference'])
          .where('system_id', '=', grant.system.id)
          .orderBy('created', 'desc')
          .orderBy('id', 'desc')
          .limit(1000)
          .execute();
        return rows.map((row) => extractLogEntry(row, grant));
      },
    );
  };
}
