import { randomBytes } from 'node:crypto';
import { messages } from '@spendlens/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '../src/auth/secret-box';
import { base32Decode, hotp, newTotpSecret, totpStep } from '../src/auth/totp';
import { appStores, startOn } from './app-store-variants';
import { insertUser } from './insert-user';
import { outbox } from './outbox';
import { basic, type TestServer } from './start-test-server';

const password = 'Second#Factor9';
const encryptionKey = randomBytes(32);
const minute = 60_000;

/**
 * Issue 34 item 1: every wrong second-factor code, SMS passcode or authenticator code, counts against
 * one limit per sign-in (5, then the sign-in ends) and one per account (10, then the lockout of
 * LOCKOUT_MINUTES); SMS passcodes sent are limited per sign-in and per account per hour. The server
 * runs on a clock the test moves (TOTP codes are computed from it).
 */
describe.each(appStores)('security: second-factor guess and SMS limits (app store %s)', (kind) => {
  let server: TestServer;
  // mid-step, so that the codes of the steps around it are known
  let now = Date.parse('2026-12-07T12:00:10Z');
  const clock = () => new Date(now);

  beforeAll(async () => {
    server = await startOn(
      kind,
      { DEMO: 'off', LOCKOUT_MINUTES: '15', ENCRYPTION_KEY: encryptionKey.toString('hex') },
      { clock },
    );
  }, 120_000);
  afterAll(() => server?.close());

  const json = async (response: Response) => (await response.json()) as Record<string, unknown>;

  /** An enabled user with MFA: SMS to `mobile`; with an authenticator app when `app`, whose key it answers. */
  async function mfaUser(uid: string, mobile: string, app = false): Promise<Buffer | undefined> {
    const id = await insertUser(server.store, uid, password);
    await server.store.updateTable('users').set({ has_mfa: true, mobile }).where('id', '=', id).execute();
    if (!app) return undefined;
    const secret = newTotpSecret();
    await server.store
      .insertInto('totp_secrets')
      .values({
        user_id: id,
        secret_enc: createSecretBox(encryptionKey).seal(secret),
        confirmed_at: clock(),
        last_step: 0,
      })
      .execute();
    return base32Decode(secret);
  }

  const authenticate = (uid: string) => server.api('authenticate', { headers: basic(uid, password) });
  async function signIn(uid: string): Promise<string> {
    const response = await authenticate(uid);
    expect(response.status).toBe(200);
    return String((await json(response))['session_id']);
  }
  const verify = (code: string, token: string) => server.api(`sms/verify/login/${code}/${token}`);
  const send = (token: string) => server.api(`sms/send/${token}`);
  async function passcodes(mobile: string): Promise<string[]> {
    return (await outbox(server.dataDir))
      .filter((m) => m.name.endsWith('.sms.txt') && m.text.startsWith(`To: ${mobile}\n`))
      .map((m) => /passcode is (\d{6})/.exec(m.text)![1]!);
  }
  /** `count` six-digit codes none of which is `avoid`. */
  const wrongCodes = (count: number, avoid: readonly string[]) =>
    Array.from({ length: count + avoid.length }, (_, i) => String(100_000 + i * 7919).padStart(6, '0'))
      .filter((code) => !avoid.includes(code))
      .slice(0, count);
  /** The authenticator codes the server accepts now (±1 step). */
  const validAppCodes = (key: Buffer) => [-1, 0, 1].map((d) => hotp(key, totpStep(clock()) + d));
  async function statusesOf(codes: readonly string[], token: string): Promise<number[]> {
    const statuses: number[] = [];
    for (const code of codes) statuses.push((await verify(code, token)).status);
    return statuses;
  }
  const ended = [401, 401, 401, 401, 410];

  it('thirty wrong authenticator codes lock the sign-in: the fifth ends it, the 6th and later are refused even with the right code, and no session comes of it; the account locks at its tenth wrong code', async () => {
    const uid = 'app.guess@spendlens.test';
    const key = (await mfaUser(uid, '+447911123401', true))!;
    const token = await signIn(uid);
    const wrong = wrongCodes(30, validAppCodes(key));
    const answers: { status: number; message: unknown }[] = [];
    for (const code of wrong) {
      const response = await verify(code, token);
      answers.push({ status: response.status, message: (await json(response))['message'] });
    }
    expect(answers.map((a) => a.status)).toEqual([...ended, ...Array<number>(25).fill(401)]);
    expect(answers[4]!.message).toBe(messages.secondFactorSignInAgain);
    expect(answers[5]!.message).toBe(messages.mfaError);
    // the right code after the limit: refused, no session
    const late = await verify(hotp(key, totpStep(clock())), token);
    expect(late.status).toBe(401);
    expect(await json(late)).not.toHaveProperty('session_id');
    expect((await server.api('checksession', { token })).status).toBe(401);

    // a new sign-in has five tries more, no more: the account's tenth wrong code locks it
    const second = await signIn(uid);
    expect(await statusesOf(wrongCodes(5, validAppCodes(key)), second)).toEqual(ended);
    const locked = await authenticate(uid);
    expect(locked.status).toBe(423);
    expect(Number(locked.headers.get('retry-after'))).toBe(15 * 60);

    // after the lockout, each further wrong code locks the account again
    now += 15 * minute + 1000;
    const third = await signIn(uid);
    const again = await verify(wrongCodes(1, validAppCodes(key))[0]!, third);
    expect(again.status).toBe(410);
    expect((await authenticate(uid)).status).toBe(423);

    // the right code (after the lockout) passes, and the count starts again
    now += 15 * minute + 1000;
    const fourth = await signIn(uid);
    const ok = await verify(hotp(key, totpStep(clock())), fourth);
    expect(ok.status).toBe(200);
    expect((await server.api('checksession', { token: String((await json(ok))['session_id']) })).status).toBe(
      200,
    );
    const user = await server.store
      .selectFrom('users')
      .select(['mfa_tries', 'mfa_locked_until'])
      .where('uid', '=', uid)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ mfa_tries: 0, mfa_locked_until: null });
  });

  it('thirty wrong authenticator codes sent at once: five are tried, none after', async () => {
    const uid = 'app.burst@spendlens.test';
    const key = (await mfaUser(uid, '+447911123402', true))!;
    const token = await signIn(uid);
    const statuses = await Promise.all(
      wrongCodes(30, validAppCodes(key)).map(async (code) => (await verify(code, token)).status),
    );
    expect(statuses.filter((s) => s === 410).length).toBeGreaterThanOrEqual(1);
    // every try is taken before its code is checked: parallel requests get no more than five
    const user = await server.store
      .selectFrom('users')
      .select('mfa_tries')
      .where('uid', '=', uid)
      .executeTakeFirstOrThrow();
    expect(user.mfa_tries).toBe(5);
    expect((await verify(hotp(key, totpStep(clock())), token)).status).toBe(401);
    expect((await server.api('checksession', { token })).status).toBe(401);
  });

  it('wrong SMS passcodes: the fifth ends the sign-in and voids its passcode; the account locks at its tenth; the new-user check counts alike', async () => {
    const uid = 'sms.guess@spendlens.test';
    const mobile = '+447911123403';
    await mfaUser(uid, mobile);
    const token = await signIn(uid);
    expect((await send(token)).status).toBe(200);
    const [code] = await passcodes(mobile);
    expect(await statusesOf(wrongCodes(5, [code!]), token)).toEqual(ended);
    const late = await verify(code!, token);
    expect(late.status).toBe(401);
    expect(await json(late)).not.toHaveProperty('session_id');
    // the sign-in is over: no new passcode for it
    expect((await send(token)).status).toBe(401);

    const second = await signIn(uid);
    expect((await send(second)).status).toBe(200);
    const code2 = (await passcodes(mobile)).at(-1)!;
    expect(await statusesOf(wrongCodes(5, [code2]), second)).toEqual(ended);
    expect((await authenticate(uid)).status).toBe(423);

    // a new user's check (by user name, not session) counts against the sign-in the passcode was sent for
    const fresh = 'sms.new.guess@spendlens.test';
    const freshMobile = '+447911123404';
    const id = await insertUser(server.store, fresh, password);
    await server.store
      .updateTable('users')
      .set({ is_enabled: false, mobile: freshMobile })
      .where('id', '=', id)
      .execute();
    const pending = await signIn(fresh);
    expect((await send(pending)).status).toBe(200);
    const freshCode = (await passcodes(freshMobile)).at(-1)!;
    const statuses: number[] = [];
    for (const wrong of wrongCodes(5, [freshCode]))
      statuses.push((await server.api(`sms/verify/new_user/${wrong}/${fresh}`)).status);
    expect(statuses).toEqual(ended);
    expect((await server.api(`sms/verify/new_user/${freshCode}/${fresh}`)).status).toBe(401);
    const user = await server.store
      .selectFrom('users')
      .select('is_enabled')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(user.is_enabled).toBe(false);
  });

  it('SMS passcodes sent: 3 per sign-in (then sign in again), 10 per account per hour (429 with Retry-After)', async () => {
    const uid = 'sms.sends@spendlens.test';
    const mobile = '+447911123405';
    await mfaUser(uid, mobile);
    const first = await signIn(uid);
    const sends = async (token: string, count: number) => {
      const statuses: number[] = [];
      for (let i = 0; i < count; i += 1) statuses.push((await send(token)).status);
      return statuses;
    };
    expect(await sends(first, 3)).toEqual([200, 200, 200]);
    const perSignIn = await send(first);
    expect(perSignIn.status).toBe(429);
    expect((await json(perSignIn))['message']).toBe(messages.smsSendsPerSignInUsed);

    now += 10 * minute;
    expect(await sends(await signIn(uid), 4)).toEqual([200, 200, 200, 429]);
    expect(await sends(await signIn(uid), 4)).toEqual([200, 200, 200, 429]);
    const fourth = await signIn(uid);
    expect((await send(fourth)).status).toBe(200);
    const perAccount = await send(fourth);
    expect(perAccount.status).toBe(429);
    expect((await json(perAccount))['message']).toBe(messages.smsSendsPerAccountUsed);
    // the first sign-in's three leave the hour 50 minutes from now
    expect(Number(perAccount.headers.get('retry-after'))).toBe(50 * 60);
    expect(await passcodes(mobile)).toHaveLength(10);

    now += 50 * minute;
    expect(await sends(await signIn(uid), 4)).toEqual([200, 200, 200, 429]);
    expect(await passcodes(mobile)).toHaveLength(13);
  });
});
