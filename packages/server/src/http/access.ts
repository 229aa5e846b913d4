import { DomainError, type Role } from '@spendlens/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionService, SessionUser } from '../services/session-service';
import type { RateLimiter } from '../security/rate-limiter';

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
    /**
     * false: a 'public' route outside the per-address budget of the unauthenticated account calls
     * (the API reference; the CLI handoff, which checks its own token).
     */
    addressLimit?: false;
  }
  interface FastifyRequest {
    sessionUser?: SessionUser;
  }
  interface FastifyInstance {
    /** Every route as registered (Fastify's route table, in order), with its declared access. */
    accessTable: readonly RouteAccess[];
  }
}

export const apiPrefix = '/api_prd';

export interface RouteAccess {
  method: string;
  url: string;
  /** undefined only outside /api_prd (the web app's files). */
  access: Access | undefined;
}

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

/** Budgets enforced with the access check: 429 with Retry-After beyond them. */
export interface AccessLimits {
  /** Unauthenticated calls ('public' routes) per client address. */
  publicPerAddress: RateLimiter;
  /** Calls with a session, per session. */
  perSession: RateLimiter;
}

function limited(limiter: RateLimiter, key: string, now: Date): void {
  const { allowed, retryAfterSeconds } = limiter.hit(key, now);
  if (!allowed)
    throw new DomainError('rate_limited', 'Too many requests; try again later', { retryAfterSeconds });
}

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-origin requests are refused (403) before routing: the web app is served from the API's own
 * origin, so a browser request with a foreign Origin, or Sec-Fetch-Site other than same-origin or
 * none (typed by the user), comes from another site's page. Clients outside browsers send neither.
 */
function crossOrigin(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true; // 'null' and other opaque origins
  }
}

export function registerAccessControl(
  app: FastifyInstance,
  sessions: SessionService,
  clock: () => Date,
  limits?: AccessLimits,
): void {
  const table: RouteAccess[] = [];
  app.decorate('accessTable', table);
  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path;
    const access = route.config?.access;
    for (const method of [route.method].flat()) table.push({ method, url, access });
    if (!url.startsWith(apiPrefix)) return;
    if (!access) throw new Error(`Route ${String(route.method)} ${url} declares no access`);
  });

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith(apiPrefix)) return;
    if (crossOrigin(request)) throw new DomainError('forbidden', 'Cross-origin requests are refused');
    // a state-changing call with a session carries it in the Authorization header, never in a cookie
    // (the server reads no cookie), so another site cannot make a browser send it
    const access = request.routeOptions.config?.access;
    if (stateChanging.has(request.method) && access && access !== 'public' && !request.headers.authorization)
      throw new DomainError('unauthorised', 'Not signed in');
  });

  // before the body is read or validated: an unauthorised caller learns nothing of a route's schema
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (request.is404 || !request.url.startsWith(apiPrefix)) return;
    if (access === 'public') {
      if (limits && request.routeOptions.config.addressLimit !== false)
        limited(limits.publicPerAddress, request.ip, clock());
      return;
    }
    if (!access) throw new DomainError('forbidden', 'Forbidden');
    const token = bearerToken(request);
    const user = token ? await sessions.resolve(token, clock()) : undefined;
    if (!user) throw new DomainError('unauthorised', 'Not signed in');
    request.sessionUser = user;
    if (limits) limited(limits.perSession, user.sessionHash, clock());
    if (access === 'session') return;
    if (!user.mfaPassed) throw new DomainError('unauthorised', 'The second factor is required');
    const allowed = typeof access === 'string' ? [access] : access.anyRole;
    if (!allowed.some((role) => user.roles.includes(role))) throw new DomainError('forbidden', 'Forbidden');
  });
}
