import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppStore } from '../app-store/open-app-store';
import type { AccountsConfig } from '../config';
import { createRecaptchaVerifier } from '../adapters/captcha-verifier';
import { createOutboxMailer, createSmtpMailer, type Mailer } from '../adapters/mailer';
import { createHttpSmsSender, createOutboxSmsSender, type SmsSender } from '../adapters/sms-sender';
import { createSecretBox } from '../auth/secret-box';
import { createAccountCodes } from './account-codes';
import { createAccountService, type AccountService } from './account-service';
import { createCaptchaService, type CaptchaService } from './captcha-service';
import { createSecondFactorService, type SecondFactorService } from './second-factor-service';
import { createSecondFactorTries } from './second-factor-tries';
import { createSessionRenewal } from './session-renewal';
import type { SessionService } from './session-service';
import { createUsageService, type UsageService } from './usage-service';

/**
 * The key of secrets at rest: ENCRYPTION_KEY, or (outside production) a random key created once in
 * DATA_DIR/secrets/encryption.key, mode 0600.
 */
async function encryptionKey(configured: Buffer | undefined, dataDir: string): Promise<Buffer> {
  if (configured) return configured;
  const file = path.join(dataDir, 'secrets', 'encryption.key');
  try {
    return Buffer.from((await fs.readFile(file, 'utf8')).trim(), 'hex');
  } catch {
    await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    const key = randomBytes(32);
    await fs.writeFile(file, key.toString('hex'), { mode: 0o600, flag: 'wx' });
    return key;
  }
}

/** Wires the account flows' adapters (by config) and services; part of the composition root. */
export async function createAccountServices(deps: {
  config: AccountsConfig;
  dataDir: string;
  store: AppStore;
  sessions: SessionService;
  /** The server's secret (APP_SECRET), the key of the stored session-id hashes. */
  secret: string;
  defaultTtlSeconds: number;
  /** The lockout's cool-down (LOCKOUT_MINUTES) and the SMS send limits, from Config.limits. */
  limits: { lockoutMs: number; smsSendsPerSignIn: number; smsSendsPerAccountPerHour: number };
  log: (line: string) => void;
}): Promise<{
  accounts: AccountService;
  captcha: CaptchaService;
  secondFactor: SecondFactorService;
  usage: UsageService;
  /** The mail adapter the services send through (the alerts' digests too). */
  mailer: Mailer;
}> {
  const { config, store, sessions, log } = deps;
  const outboxDir = path.join(deps.dataDir, 'outbox');
  const mailer: Mailer =
    config.mail.transport === 'smtp'
      ? createSmtpMailer({ smtpUrl: config.mail.smtpUrl, from: config.mailFrom })
      : createOutboxMailer({ outboxDir, from: config.mailFrom, log });
  const sms: SmsSender =
    config.sms.transport === 'http'
      ? createHttpSmsSender({ url: config.sms.url, token: config.sms.token, from: config.sms.from })
      : createOutboxSmsSender({ outboxDir, log });
  const verifier =
    config.captcha.mode === 'recaptcha'
      ? createRecaptchaVerifier({ secretKey: config.captcha.secretKey, verifyUrl: config.captcha.verifyUrl })
      : undefined;
  const codes = createAccountCodes(store);
  const renewal = createSessionRenewal(store, deps.secret, (userId) => sessions.forgetUser(userId));
  const secrets = createSecretBox(await encryptionKey(config.encryptionKey, deps.dataDir));
  return {
    accounts: createAccountService({
      store,
      sessions,
      renewal,
      codes,
      mailer,
      publicUrl: config.publicUrl,
      defaultTtlSeconds: deps.defaultTtlSeconds,
    }),
    captcha: createCaptchaService({
      store,
      verifier,
      siteKey: config.captcha.mode === 'recaptcha' ? config.captcha.siteKey : undefined,
    }),
    secondFactor: createSecondFactorService({
      store,
      sessions,
      renewal,
      codes,
      sms,
      secrets,
      tries: createSecondFactorTries({
        store,
        lockoutMs: deps.limits.lockoutMs,
        forgetUser: (userId) => sessions.forgetUser(userId),
      }),
      smsLimits: {
        perSignIn: deps.limits.smsSendsPerSignIn,
        perAccountPerHour: deps.limits.smsSendsPerAccountPerHour,
      },
    }),
    usage: createUsageService({ store, renewal, mailer, contactEmail: config.contactEmail }),
    mailer,
  };
}
