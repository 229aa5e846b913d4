import { createHash, createHmac, randomBytes } from 'node:crypto';

/** A session id: 256 bits from the CSPRNG, base64url. Only its keyed hash is stored. */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * What the sessions table keeps of a session id: HMAC-SHA256 under the server's secret (APP_SECRET),
 * so a copy of the app store alone cannot even test a guessed id.
 */
export function sessionIdHash(secret: string, token: string): string {
  return createHmac('sha256', secret).update(token).digest('hex');
}

/**
 * A session remembers this of its user's password hash at login; a session whose user's password has
 * changed since — by a reset, by the admin CLI, by anything — no longer matches and is ended.
 */
export function passwordFingerprint(secret: string, passwordHash: string): string {
  return createHmac('sha256', secret).update(`password:${passwordHash}`).digest('hex');
}
