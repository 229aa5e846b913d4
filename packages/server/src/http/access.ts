import { DomainError, type Role } from '@spendlens/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionService, SessionUser } from '../services/session-service';

/**
 * Who may call a route. Every route under /api_prd/ declares one (deny by default: a route without a
 * declaration fails at registration):
 * - 'public': anyone;
 * - 'session': any signed-in session, even one that has passed only the password;
 * - a role: a session that passed every factor and whose user holds that role;
 * - `{ anyRole: [...] }`: a session that passed every factor and whose user holds at least one of them.
 */
export type Access = 'public' | 'session' | Role | { anyRole: readonly Role[] };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    sessionUser?: SessionUser;
  }
}

export const apiPrefix = '/api_prd';

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** The signed-in user of a request whose route declared an access other than 'public'. */
export function userOf(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw new DomainError('unauthorised', 'Not signed in');
  return request.sessionUser;
}

export function registerAccessControl(
  app: FastifyInstance,
  sessions: SessionService,
  clock: () => Date,
): void {
  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path;
    if (!url.startsWith(apiPrefix)) return;
    if (!route.config?.access) throw new Error(`Route ${String(route.method)} ${url} declares no access`);
  });

  app.addHook('preHandler', async (request) => {
    const access = request.routeOptions.config.access;
    if (request.is404 || !request.url.startsWith(apiPrefix) || access === 'public') return;
    if (!access) throw new DomainError('forbidden', 'Forbidden');
    const token = bearerToken(request);
    const user = token ? await sessions.resolve(token, clock()) : undefined;
    if (!user) throw new DomainError('unauthorised', 'Not signed in');
    request.sessionUser = user;
    if (access === 'session') return;
    if (!user.mfaPassed) throw new DomainError('unauthorised', 'The second factor is required');
    const allowed = typeof access === 'string' ? [access] : access.anyRole;
    if (!allowed.some((role) => user.roles.includes(role))) throw new DomainError('forbidden', 'Forbidden');
  });
}
