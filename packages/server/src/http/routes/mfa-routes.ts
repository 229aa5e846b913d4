import { mfaConfirmRequestSchema } from '@spendlens/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPrefix, userOf } from '../access';
import type { AppServices } from '../services';

const passcode = z.string().max(16);
const token = z.string().max(200);

/**
 * The second factor by SMS after the password, and TOTP enrolment (spec 01 §7, spec 03 §7). The SMS
 * calls carry the session id in the path, so they are public at the route level and check it themselves.
 */
export function mfaRoutes(services: AppServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${apiPrefix}/sms/send/:session_id`,
      { config: { access: 'public' }, schema: { params: z.object({ session_id: token }) } },
      async (request) => {
        await services.secondFactor.sendSms(request.params.session_id, services.clock());
        return { ok: true };
      },
    );

    app.get(
      `${apiPrefix}/sms/verify/login/:passcode/:token`,
      { config: { access: 'public' }, schema: { params: z.object({ passcode, token }) } },
      async (request) =>
        services.secondFactor.verifyLogin(request.params.passcode, request.params.token, services.clock()),
    );

    app.get(
      `${apiPrefix}/sms/verify/new_user/:passcode/:uid`,
      { config: { access: 'public' }, schema: { params: z.object({ passcode, uid: z.string().max(254) }) } },
      async (request) => {
        const answer = await services.secondFactor.verifyNewUser(
          request.params.passcode,
          request.params.uid,
          services.clock(),
        );
        return { ok: true, ...answer };
      },
    );

    app.post(`${apiPrefix}/mfa/enroll`, { config: { access: 'session' } }, async (request) =>
      services.secondFactor.enrollTotp(userOf(request)),
    );

    app.post(
      `${apiPrefix}/mfa/confirm`,
      { config: { access: 'session' }, schema: { body: mfaConfirmRequestSchema } },
      async (request) => {
        await services.secondFactor.confirmTotp(userOf(request), request.body.code, services.clock());
        return { ok: true };
      },
    );
  };
}
