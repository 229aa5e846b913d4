import { DomainError, dashboardWidgetAnswerSchema, dashboardWidgetNames } from '@spendlens/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPrefix, userOf } from '../access';
import type { AppServices } from '../services';

const systemId = z.coerce.number().int().positive();
const companyCode = z.string().min(1).max(40).describe('A company code, a region or -1 for all.');
const widgetName = z
  .string()
  .min(1)
  .max(100)
  .describe(`The widget: ${dashboardWidgetNames.join(', ')}. Unknown: 404.`);
const dateRange = z
  .string()
  .min(1)
  .max(24)
  .describe(
    '-1, a year (2024), a year and any qualifier of spec 01 §3 (2024-Y, 2024-M3, 2024-Q1, 2024-L30, 2024-D7, 2024-R20240303, legacy 2024-202403 or 2024-7), or a year-less L{n}, D{n}, R{yyyymm}{nn}, legacy YYYYMM or day count (1, 3, 7, 10) (-1: up to the newest data); anything else 400. A widget with a history shows its newest months within the range.',
  );
const widgetQuery = z.object({ company_code: companyCode.default('-1') });

/** A system id is digits; a widget name starts with a letter, so the two paths below never mix. */
const isSystemId = (segment: string) => /^\d+$/.test(segment);

/**
 * GET dashboard/:system/:companyCode/-1 (the modules and analyses) and GET
 * dashboard/:name/:system/:dateRange (a widget). With dateRange -1 both have the same shape; the
 * router prefers the static -1, so that route hands a widget name on to the widget.
 */
export function dashboardRoutes(services: AppServices): FastifyPluginAsyncZod {
  return async (app) => {
    const today = () => services.clock().toISOString().slice(0, 10);
    app.get(
      `${apiPrefix}/dashboard/:system/:companyCode/-1`,
      {
        config: { access: 'view' },
        schema: {
          params: z.object({
            system: z
              .string()
              .min(1)
              .max(100)
              .describe(
                'The system id; or a widget name, and then companyCode is the system id (a widget with dateRange -1).',
              ),
            companyCode,
          }),
          querystring: widgetQuery,
        },
      },
      async (request) => {
        const { system, companyCode: second } = request.params;
        if (isSystemId(system))
          return services.dashboard.modules(userOf(request), Number(system), second, today());
        if (!isSystemId(second)) throw new DomainError('bad_request', 'system must be a system id');
        return services.dashboardWidgets.widget(
          userOf(request),
          { name: system, system: Number(second), dateRange: '-1', companyCode: request.query.company_code },
          today(),
        );
      },
    );
    app.get(
      `${apiPrefix}/dashboard/:name/:system/:dateRange`,
      {
        config: { access: 'view' },
        schema: {
          params: z.object({ name: widgetName, system: systemId, dateRange }),
          querystring: widgetQuery,
          response: { 200: dashboardWidgetAnswerSchema },
        },
      },
      async (request) =>
        services.dashboardWidgets.widget(
          userOf(request),
          { ...request.params, companyCode: request.query.company_code },
          today(),
        ),
    );
  };
}
