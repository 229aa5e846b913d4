import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caseListQuerySchema, caseUpdateSchema, findingKeySchema } from '@spendlens/domain';
import { apiPrefix, userOf } from '../access';
import type { AppServices } from '../services';

const system = z.coerce.number().int().positive();
const caseParams = z.object({ system, finding_key: findingKeySchema });

/**
 * The cases of findings (issue 23; docs/cases.md). Every call needs the view role and sees only the
 * findings whose rows the user may see (404 for another's); every change is logged in the history.
 */
export function caseRoutes(services: AppServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${apiPrefix}/cases/:system`,
      {
        config: { access: 'view' },
        schema: {
          description:
            'The system’s cases (findings someone changed) whose rows the user may see, newest change first; status, kind and assignee (a user id, or me) filter them.',
          params: z.object({ system }),
          querystring: caseListQuerySchema,
        },
      },
      async (request) => ({
        data: await services.cases.list(userOf(request), request.params.system, request.query),
      }),
    );
    app.put(
      `${apiPrefix}/cases/:system/:finding_key`,
      {
        config: { access: 'view' },
        schema: {
          description:
            'Changes the finding’s case: status (open, investigating, confirmed, dismissed — dismissing needs a comment, the reason), assignee (a user id of the client, null to unassign), comment, amount_recovered (a confirmed duplicate invoice). Answers the case.',
          params: caseParams,
          body: caseUpdateSchema,
        },
      },
      async (request) => ({
        data: await services.cases.update(
          userOf(request),
          request.params.system,
          request.params.finding_key,
          request.body,
        ),
      }),
    );
    app.get(
      `${apiPrefix}/cases/:system/:finding_key/history`,
      {
        config: { access: 'view' },
        schema: {
          description: 'Every change of the case, oldest first: who, when, what.',
          params: caseParams,
        },
      },
      async (request) => ({
        data: await services.cases.history(
          userOf(request),
          request.params.system,
          request.params.finding_key,
        ),
      }),
    );
    app.get(
      `${apiPrefix}/my_cases`,
      {
        config: { access: 'view' },
        schema: { description: 'The user’s open and investigating cases in every system of the client.' },
      },
      async (request) => ({ data: await services.cases.mine(userOf(request)) }),
    );
  };
}
