import { randomBytes, randomInt } from 'node:crypto';

/** An e-mailed code or token (activation, password reset, captcha): 256 bits, base64url. */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A 6-digit SMS passcode from the CSPRNG. */
export function newPasscode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
