import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id (the library's default algorithm; a test pins the encoded prefix) with the OWASP Password
 * Storage Cheat Sheet's first parameter set: 19 MiB, t=2, p=1.
 */
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** A hash of a random string, verified against when the user does not exist so timing tells nothing. */
let decoy: Promise<string> | undefined;

let verifications = 0;

/**
 * How many argon2 verifications this process has run (the decoy's included): a metric the security
 * tests read to prove that lockout and rate limits stop guesses before they cost a verification.
 */
export function passwordVerificationCount(): number {
  return verifications;
}

export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  verifications += 1;
  if (!storedHash) {
    decoy ??= hashPassword(`decoy-${Math.random()}`);
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
