import {
  activateUserRequestSchema,
  captchaTokenHeader,
  createUserRequestSchema,
  DomainError,
  messages,
  recaptchaRequestSchema,
  resetPasswordRequestSchema,
} from '@spendlens/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPrefix } from '../access';
import type { AppServices } from '../services';
import { validMobile } from '../../services/account-service';

const emailParam = z.object({ email: z.string().min(1).max(254) });

/** The single-use captcha token of a guarded call (POST recaptcha_ex answered it). */
export function captchaToken(request: FastifyRequest): string | undefined {
  const value = request.headers[captchaTokenHeader];
  return typeof value === 'string' ? value : undefined;
}

/** Registration, activation, password reset and the captcha exchange (spec 01 §4, §5, §7). */
export function accountRoutes(services: AppServices): FastifyPluginAsyncZod {
  return async (app) => {
    const spendCaptcha = (request: FastifyRequest) =>
      services.captcha.spend(captchaToken(request), services.clock());

    // whether the web app shows the captcha step, and the widget's public site key
    app.get(`${apiPrefix}/captcha_config`, { config: { access: 'public' } }, async () => ({
      enabled: services.captcha.enabled,
      site_key: services.captcha.siteKey ?? null,
    }));

    app.post(
      `${apiPrefix}/recaptcha_ex`,
      { config: { access: 'public' }, schema: { body: recaptchaRequestSchema } },
      async (request) => {
        const token = await services.captcha.exchange(
          request.body['g-recaptcha-response'],
          request.ip,
          services.clock(),
        );
        return { success: true, captcha_token: token };
      },
    );

    app.get(
      `${apiPrefix}/check_mobile/:mobile`,
      { config: { access: 'public' }, schema: { params: z.object({ mobile: z.string().max(40) }) } },
      async (request) => {
        const mobile = validMobile(request.params.mobile);
        if (!mobile) throw new DomainError('not_found', messages.invalidMobile);
        return { valid: true, mobile };
      },
    );

    app.post(
      `${apiPrefix}/createuser`,
      { config: { access: 'public' }, schema: { body: createUserRequestSchema.passthrough() } },
      async (request) => {
        await spendCaptcha(request);
        await services.accounts.register(request.body, services.clock());
        return { ok: true };
      },
    );

    app.post(
      `${apiPrefix}/activateuser`,
      { config: { access: 'public' }, schema: { body: activateUserRequestSchema } },
      async (request) => services.accounts.activate(request.body, services.clock()),
    );

    app.get(
      `${apiPrefix}/resendactivateuser/:email`,
      { config: { access: 'public' }, schema: { params: emailParam } },
      async (request) => {
        await spendCaptcha(request);
        await services.accounts.resendActivation(request.params.email, services.clock());
        return { ok: true };
      },
    );

    app.get(
      `${apiPrefix}/sendpasswordreset/:email`,
      { config: { access: 'public' }, schema: { params: emailParam } },
      async (request) => {
        await spendCaptcha(request);
        await services.accounts.sendPasswordReset(request.params.email, services.clock());
        return { ok: true };
      },
    );

    app.post(
      `${apiPrefix}/resetpassword`,
      { config: { access: 'public' }, schema: { body: resetPasswordRequestSchema } },
      async (request) => {
        await spendCaptcha(request);
        return services.accounts.resetPassword(request.body, services.clock());
      },
    );
  };
}
