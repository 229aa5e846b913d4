import { DomainError, messages } from '@spendlens/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPrefix, bearerToken, userOf } from '../access';
import type { AppServices } from '../services';
import { captchaToken } from './account-routes';

function basicCredentials(header: string | undefined): { username: string; password: string } {
  const match = header ? /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header) : null;
  if (!match?.[1]) throw new DomainError('invalid_credentials', messages.invalidCredentials);
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 1 || decoded.length > 1024)
    throw new DomainError('invalid_credentials', messages.invalidCredentials);
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

export function authRoutes(services: AppServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(`${apiPrefix}/authenticate`, { config: { access: 'public' } }, async (request) => {
      const { username, password } = basicCredentials(request.headers.authorization);
      await services.captcha.spend(captchaToken(request), services.clock());
      return services.auth.authenticate(username, password, services.clock());
    });

    app.get(`${apiPrefix}/logout`, { config: { access: 'session' } }, async (request) => {
      const token = bearerToken(request);
      if (token) await services.sessions.close(token);
      return { ok: true };
    });

    app.get(`${apiPrefix}/checksession`, { config: { access: 'session' } }, async (request) => {
      return { ok: true, ttl: userOf(request).ttlSeconds };
    });
  };
}
