import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  alertSubscriptionSchema,
  caseListQuerySchema,
  caseUpdateSchema,
  findingKeySchema,
} from '@spendlens/domain';
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
      `${apiPrefix}/cases/:system/:finding_key`,
      {
        config: { access: 'view' },
        schema: {
          description: 'The finding’s case (open and unassigned when nobody changed it yet).',
          params: caseParams,
        },
      },
      async (request) => ({
        data: await services.cases.get(userOf(request), request.params.system, request.params.finding_key),
      }),
    );
    app.get(
      `${apiPrefix}/case_assignees/:system`,
      {
        config: { access: 'view' },
        schema: {
          description:
            'The users a case of the system may be assigned to: the client’s users who may see it.',
          params: z.object({ system }),
        },
      },
      async (request) => ({ data: await services.cases.assignees(userOf(request), request.params.system) }),
    );
    app.get(
      `${apiPrefix}/alerts`,
      {
        config: { access: 'view' },
        schema: { description: 'The user’s alert subscriptions, and the kinds of finding there are.' },
      },
      async (request) => ({
        data: await services.alerts.list(userOf(request)),
        kinds: services.alerts.kinds(),
      }),
    );
    app.post(
      `${apiPrefix}/alerts`,
      {
        config: { access: 'view' },
        schema: {
          description:
            'Subscribes to new findings of `kinds` in a system (company_code null: every company code the user may see): after each analysis of the system, one e-mail lists the new ones.',
          body: alertSubscriptionSchema,
        },
      },
      async (request) => ({ data: await services.alerts.subscribe(userOf(request), request.body) }),
    );
    app.delete(
      `${apiPrefix}/alerts/:id`,
      {
        config: { access: 'view' },
        schema: {
          description: 'Ends one of the user’s alert subscriptions.',
          params: z.object({ id: z.coerce.number().int().positive() }),
        },
      },
      async (request, reply) => {
        await services.alerts.unsubscribe(userOf(request), request.params.id);
        return reply.code(204).send();
      },
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
