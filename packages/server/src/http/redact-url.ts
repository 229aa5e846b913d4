import type { FastifyRequest } from 'fastify';

/**
 * Paths that carry a secret (a session id, an SMS passcode): the logs keep the route and hide the
 * segments. Activation codes and reset tokens travel in bodies, which are never logged.
 */
const secretPaths: readonly RegExp[] = [
  /^(\/api_prd\/sms\/send\/)[^/?]+/,
  /^(\/api_prd\/sms\/verify\/login\/)[^/?]+\/[^/?]+/,
  /^(\/api_prd\/sms\/verify\/new_user\/)[^/?]+/,
];

export function redactUrl(url: string): string {
  for (const pattern of secretPaths) {
    if (pattern.test(url)) return url.replace(pattern, '$1[Redacted]');
  }
  return url;
}

/** Fastify's own request serializer, with the URL redacted. */
export function redactedRequest(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
