import { createHash, randomBytes } from 'node:crypto';

/** A session id: 256 bits from the CSPRNG, base64url. Only its SHA-256 is stored. */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
