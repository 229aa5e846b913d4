import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '../src/auth/secret-box';
import { base32Decode, hotp, totpStep } from '../src/auth/totp';
import { lastMailedToken, lastPasscode, outbox } from './outbox';
import { basic, startTestServer, type TestServer } from './start-test-server';

export const mobile = '+447911123456';

/** Waits until the current 30-second TOTP step has at least 10 seconds left. */
async function awayFromStepEdge(): Promise<void> {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < 10_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
export const goodPassword = 'Tr1cky#Orchid';

/**
 * The account flows of spec 01 §4–§8 and spec 03 §2.4 through the API, with the spec's messages and
 * statuses. Run on PGlite (accounts-api.test.ts) and on PostgreSQL (accounts-postgres.test.ts).
 */
export function describeAccountFlows(name: string, env: () => Promise<Record<string, string>>): void {
  describe(name, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ DEMO_INVOICE_LINES: '500', ...(await env()) });
    });
    afterAll(() => server?.close());

    const json = async (response: Response) => (await response.json()) as Record<string, unknown>;
    const register = (uid: string, overrides: Record<string, unknown> = {}) =>
      server.api('createuser', {
        body: {
          uid,
          firstname: 'Ada',
          lastname: 'Lovelace',
          company: 'Acme',
          mobile,
          password: goodPassword,
          ...overrides,
        },
      });

    /** Registers, activates and passes the new-user SMS: an enabled user and its full session. */
    async function enabledUser(uid: string): Promise<string> {
      expect((await register(uid)).status).toBe(200);
      const code = await lastMailedToken(server.dataDir, uid, 'activate');
      const activated = await json(
        await server.api('activateuser', { body: { uid, password: goodPassword, activationcode: code } }),
      );
      expect((await server.api(`sms/send/${String(activated['session_id'])}`)).status).toBe(200);
      const verified = await json(
        await server.api(`sms/verify/new_user/${await lastPasscode(server.dataDir, mobile)}/${uid}`),
      );
      return String(verified['session_id']);
    }

    async function totpKey(uid: string): Promise<Buffer> {
      const user = await server.store
        .selectFrom('users')
        .select('id')
        .where('uid', '=', uid)
        .executeTakeFirstOrThrow();
      const row = await server.store
        .selectFrom('totp_secrets')
        .selectAll()
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow();
      const key = Buffer.from(
        await fs.readFile(path.join(server.dataDir, 'secrets', 'encryption.key'), 'utf8'),
        'hex',
      );
      return base32Decode(createSecretBox(key).open(row.secret_enc));
    }

    it('registration: createuser stores a pending user, mails an activation link; the account cannot sign in before activation', async () => {
      const response = await register('new.user@example.com');
      expect(response.status).toBe(200);
      const user = await server.store
        .selectFrom('users')
        .selectAll()
        .where('uid', '=', 'new.user@example.com')
        .executeTakeFirstOrThrow();
      expect(user).toMatchObject({
        fname: 'Ada',
        lname: 'Lovelace',
        company: 'Acme',
        mobile,
        is_enabled: false,
        has_mfa: false,
        activation_pending: true,
      });
      expect(user.password_hash).toMatch(/^\$argon2id\$/);
      const code = await lastMailedToken(server.dataDir, 'new.user@example.com', 'activate');
      // stored as its SHA-256 only
      const codes = await server.store.selectFrom('account_codes').select('code_hash').execute();
      expect(codes.some((c) => c.code_hash === code)).toBe(false);
      expect(
        (await server.api('authenticate', { headers: basic('new.user@example.com', goodPassword) })).status,
      ).toBe(401);
    });

    it('registration: password rules of spec 01 §5 with the exact message', async () => {
      for (const password of ['Sh0rt#a', 'nouppercase1!', 'NOLOWERCASE1!', 'NoDigits!!', 'NoSpecial123']) {
        const response = await register(`weak-${password.length}@example.com`, { password });
        expect(response.status).toBe(400);
        expect((await json(response))['message']).toContain(
          'Invalid password, must be Minimum eight characters, and contain at least one UPPERCASE and lowercase letter, one number and one special character',
        );
      }
    });

    it('registration: a common password is refused, however decorated', async () => {
      for (const password of ['Password1!', 'P@ssw0rd1!', 'Qwerty123!', 'Spendlens#2026']) {
        const response = await register('common@example.com', { password });
        expect(response.status).toBe(400);
        expect(await json(response)).toMatchObject({
          key: 'password',
          message: 'This password is too common. Please choose a less predictable one.',
        });
      }
    });

    it('registration: an invalid mobile is 400 on the mobile field; a taken address is 409 on the uid field', async () => {
      const badMobile = await register('mobile@example.com', { mobile: '+44123' });
      expect(badMobile.status).toBe(400);
      expect(await json(badMobile)).toMatchObject({ key: 'mobile', message: 'Invalid mobile number!' });
      const taken = await register('demo@spendlens.test');
      expect(taken.status).toBe(409);
      expect(await json(taken)).toMatchObject({
        key: 'uid',
        message: 'An account with this email address already exists',
      });
      expect((await register('not-an-email')).status).toBe(400);
      expect((await register('missing@example.com', { firstname: '' })).status).toBe(400);
    });

    it('check_mobile: a valid mobile answers 200 in E.164, an invalid or fixed-line number 404', async () => {
      const valid = await server.api(`check_mobile/${encodeURIComponent(mobile)}`);
      expect(valid.status).toBe(200);
      expect(await json(valid)).toEqual({ valid: true, mobile });
      expect((await server.api('check_mobile/447911123456')).status).toBe(200);
      for (const bad of ['%2B44123', 'abc', '%2B442071838750']) {
        const response = await server.api(`check_mobile/${bad}`);
        expect(response.status).toBe(404);
        expect((await json(response))['message']).toBe('Invalid mobile number!');
      }
    });

    it('activation: a wrong code or password is 400, an expired code 410, a replaced one 409, a used code cannot be replayed', async () => {
      const uid = 'activate@example.com';
      expect((await register(uid)).status).toBe(200);
      const code = await lastMailedToken(server.dataDir, uid, 'activate');
      const wrongCode = await server.api('activateuser', {
        body: { uid, password: goodPassword, activationcode: 'nope' },
      });
      expect(wrongCode.status).toBe(400);
      expect((await json(wrongCode))['message']).toBe('Invalid code or incorrect password');
      const wrongPassword = await server.api('activateuser', {
        body: { uid, password: 'Wrong#Pass1', activationcode: code },
      });
      expect(wrongPassword.status).toBe(400);
      expect((await json(wrongPassword))['message']).toBe('Invalid code or incorrect password');

      await server.store
        .updateTable('account_codes')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('purpose', '=', 'activation')
        .execute();
      const expired = await server.api('activateuser', {
        body: { uid, password: goodPassword, activationcode: code },
      });
      expect(expired.status).toBe(410);
      expect((await json(expired))['message']).toBe(
        'This activation code has expired. Would you like a new code sent?',
      );

      expect((await server.api(`resendactivateuser/${uid}`)).status).toBe(200);
      const fresh = await lastMailedToken(server.dataDir, uid, 'activate');
      expect(fresh).not.toBe(code);
      // the resend voided the old code: told as replaced to someone who knows the password only
      const replaced = await server.api('activateuser', {
        body: { uid, password: goodPassword, activationcode: code },
      });
      expect(replaced.status).toBe(409);
      expect((await json(replaced))['message']).toBe(
        'This activation link was replaced by a newer one: use the link in the latest email we sent you, or ask for a new code.',
      );
      const replacedWrongPassword = await server.api('activateuser', {
        body: { uid, password: 'Wrong#Pass1', activationcode: code },
      });
      expect(replacedWrongPassword.status).toBe(400);
      const activated = await server.api('activateuser', {
        body: { uid, password: goodPassword, activationcode: fresh },
      });
      expect(activated.status).toBe(200);
      // the automatic sign-in: a session of a not yet enabled user
      expect(await json(activated)).toMatchObject({
        uid,
        is_enabled: false,
        has_mfa: false,
        roles: ['view'],
      });
      const replay = await server.api('activateuser', {
        body: { uid, password: goodPassword, activationcode: fresh },
      });
      expect(replay.status).toBe(400);
    });

    it('resend activation and password reset answer alike whether or not an account exists (issue 34)', async () => {
      // the answer of each call, status and body, with nothing that differs between calls
      const answer = async (response: Response) => `${response.status} ${await response.text()}`;
      const activated = 'resend.activated@example.com';
      await enabledUser(activated);
      const pending = 'resend.pending@example.com';
      expect((await register(pending)).status).toBe(200);
      const codeBefore = await lastMailedToken(server.dataDir, pending, 'activate');
      const mailsBefore = (await outbox(server.dataDir)).length;

      const resend = async (uid: string) => answer(await server.api(`resendactivateuser/${uid}`));
      const unknown = await resend('nobody@example.com');
      expect(unknown).toBe('200 {"ok":true}');
      expect(await resend(activated)).toBe(unknown);
      expect(await resend(pending)).toBe(unknown);
      // what the answer does not tell, the mail tells the owner of the address: a new link to the
      // pending account, "already activated" to the other, nothing to the unknown address
      expect(await lastMailedToken(server.dataDir, pending, 'activate')).not.toBe(codeBefore);
      const mails = (await outbox(server.dataDir)).slice(mailsBefore).map((m) => m.text);
      expect(mails).toHaveLength(2);
      expect(mails.some((m) => m.includes(`To: ${activated}`) && m.includes('already activated'))).toBe(true);
      expect(mails.some((m) => m.includes('nobody@example.com'))).toBe(false);

      const reset = async (email: string, password: string) =>
        answer(
          await server.api('resetpassword', {
            body: { email, token: 'not-a-token', password, confirmPassword: password },
          }),
        );
      for (const password of ['Password1!', 'New#Lantern9']) {
        const unknownReset = await reset('nobody@example.com', password);
        expect(await reset(activated, password), password).toBe(unknownReset);
        expect(await reset(pending, password), password).toBe(unknownReset);
      }
      expect(await reset('nobody@example.com', 'Password1!')).toContain(
        'This password is too common. Please choose a less predictable one.',
      );
      expect(await reset('nobody@example.com', 'New#Lantern9')).toContain(
        'This password reset link is invalid or has already been used. Please request a new one.',
      );
    });

    it('second factor (new user): the password-only session reaches no data; the SMS passcode enables the user and renews the session id', async () => {
      const uid = 'sms.new@example.com';
      expect((await register(uid)).status).toBe(200);
      const code = await lastMailedToken(server.dataDir, uid, 'activate');
      const activated = await json(
        await server.api('activateuser', { body: { uid, password: goodPassword, activationcode: code } }),
      );
      const first = String(activated['session_id']);
      expect((await server.api('systems', { token: first })).status).toBe(401);
      expect((await server.api('event/ui', { token: first, body: { m: 'x' } })).status).toBe(401);
      expect((await server.api(`sms/send/${first}`)).status).toBe(200);
      const passcode = await lastPasscode(server.dataDir, mobile);

      const wrong = await server.api(
        `sms/verify/new_user/${passcode === '000000' ? '111111' : '000000'}/${uid}`,
      );
      expect(wrong.status).toBe(401);
      expect((await json(wrong))['message']).toBe('Error authenticating. Please Try again!');
      const verified = await server.api(`sms/verify/new_user/${passcode}/${uid}`);
      expect(verified.status).toBe(200);
      const renewed = String((await json(verified))['session_id']);
      expect(renewed).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(renewed).not.toBe(first);
      expect((await server.api('checksession', { token: first })).status).toBe(401);
      expect((await server.api('systems', { token: renewed })).status).toBe(200);
      // replayed passcode
      expect((await server.api(`sms/verify/new_user/${passcode}/${uid}`)).status).toBe(401);
      // enabled: the next sign-in needs no second factor
      const next = await json(await server.api('authenticate', { headers: basic(uid, goodPassword) }));
      expect(next).toMatchObject({ is_enabled: true, has_mfa: false });
      expect((await server.api('systems', { token: String(next['session_id']) })).status).toBe(200);
    });

    it('second factor (MFA user): after the password only sms/send and verify; a replayed or wrong passcode is refused; the fifth miss ends the sign-in and says to sign in again; an expired one says so', async () => {
      const uid = 'sms.mfa@example.com';
      await enabledUser(uid);
      await server.store.updateTable('users').set({ has_mfa: true }).where('uid', '=', uid).execute();
      const login = await json(await server.api('authenticate', { headers: basic(uid, goodPassword) }));
      expect(login).toMatchObject({ has_mfa: true, is_enabled: true });
      const token = String(login['session_id']);
      expect((await server.api('systems', { token })).status).toBe(401);
      expect((await server.api(`sms/send/${token}`)).status).toBe(200);
      const passcode = await lastPasscode(server.dataDir, mobile);
      const wrong = passcode === '000000' ? '111111' : '000000';
      const refused = await server.api(`sms/verify/login/${wrong}/${token}`);
      expect(refused.status).toBe(401);
      expect((await json(refused))['message']).toBe('Error authenticating. Please Try again!');
      const ok = await server.api(`sms/verify/login/${passcode}/${token}`);
      expect(ok.status).toBe(200);
      const renewed = String((await json(ok))['session_id']);
      expect(renewed).not.toBe(token);
      expect((await server.api('systems', { token: renewed })).status).toBe(200);
      expect((await server.api('systems', { token })).status).toBe(401);
      expect((await server.api(`sms/verify/login/${passcode}/${token}`)).status).toBe(401);

      // a passcode is bound to its sign-in attempt; the attempt's fifth wrong code ends it (issue 34)
      const second = String(
        (await json(await server.api('authenticate', { headers: basic(uid, goodPassword) })))['session_id'],
      );
      const third = String(
        (await json(await server.api('authenticate', { headers: basic(uid, goodPassword) })))['session_id'],
      );
      expect((await server.api(`sms/send/${second}`)).status).toBe(200);
      const code2 = await lastPasscode(server.dataDir, mobile);
      expect((await server.api(`sms/verify/login/${code2}/${third}`)).status).toBe(401);
      const miss = code2 === '000000' ? '111111' : '000000';
      for (let i = 0; i < 4; i += 1)
        expect((await server.api(`sms/verify/login/${miss}/${second}`)).status).toBe(401);
      // the fifth miss ends the sign-in, and says to sign in again; the right code after it is refused
      const fifth = await server.api(`sms/verify/login/${miss}/${second}`);
      expect(fifth.status).toBe(410);
      expect((await json(fifth))['message']).toBe(
        'Too many wrong codes: this sign-in has ended. Please sign in again.',
      );
      expect((await server.api(`sms/verify/login/${code2}/${second}`)).status).toBe(401);
      expect((await server.api(`sms/send/${second}`)).status).toBe(401);
      // an expired code says so; a new code works
      const fourth = String(
        (await json(await server.api('authenticate', { headers: basic(uid, goodPassword) })))['session_id'],
      );
      expect((await server.api(`sms/send/${fourth}`)).status).toBe(200);
      const code3 = await lastPasscode(server.dataDir, mobile);
      await server.store
        .updateTable('account_codes')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('purpose', '=', 'sms')
        .where('used_at', 'is', null)
        .execute();
      const late = await server.api(`sms/verify/login/${code3}/${fourth}`);
      expect(late.status).toBe(410);
      expect((await json(late))['message']).toBe(
        'This code has expired. Use Send a new code, then enter the new one.',
      );
      expect((await server.api(`sms/send/${fourth}`)).status).toBe(200);
      const code4 = await lastPasscode(server.dataDir, mobile);
      expect((await server.api(`sms/verify/login/${code4}/${fourth}`)).status).toBe(200);
    });

    it('TOTP: enrol answers a QR code, confirm with the app code (±1 step) sets MFA, the secret is AES-256-GCM at rest, a used step is refused', async () => {
      const uid = 'totp@example.com';
      const token = await enabledUser(uid);
      const enrol = await server.api('mfa/enroll', { token, body: {} });
      expect(enrol.status).toBe(200);
      expect(String((await json(enrol))['qrCodeUrl'])).toMatch(/^data:image\/png;base64,/);
      const row = await server.store.selectFrom('totp_secrets').selectAll().execute();
      expect(row.at(-1)!.secret_enc).toMatch(/^v1\./);
      const key = await totpKey(uid);
      expect(row.at(-1)!.secret_enc).not.toContain(Buffer.from(key).toString('hex'));

      const wrong = await server.api('mfa/confirm', { token, body: { code: '12345' } });
      expect(wrong.status).toBe(400);
      // the test uses the previous step: start well inside a step, so the server's clock is in the same one
      await awayFromStepEdge();
      const step = totpStep(new Date());
      const bad = await server.api('mfa/confirm', { token, body: { code: hotp(key, step + 5) } });
      expect(bad.status).toBe(400);
      expect((await json(bad))['message']).toBe('Error confirming QR code. Please try again, or contact us.');
      // the previous step is still accepted (clock drift of one step)
      const confirmed = await server.api('mfa/confirm', { token, body: { code: hotp(key, step - 1) } });
      expect(confirmed.status).toBe(200);
      const user = await server.store
        .selectFrom('users')
        .select('has_mfa')
        .where('uid', '=', uid)
        .executeTakeFirstOrThrow();
      expect(user.has_mfa).toBe(true);

      // enrolled: not available any more (403)
      const again = await server.api('mfa/enroll', { token, body: {} });
      expect(again.status).toBe(403);
      expect((await json(again))['message']).toBe(
        '2-factor authentication is not available for your account',
      );

      // the sign-in takes the authenticator's code in place of the SMS passcode; a used step is a replay
      const login = String(
        (await json(await server.api('authenticate', { headers: basic(uid, goodPassword) })))['session_id'],
      );
      expect((await server.api(`sms/verify/login/${hotp(key, step - 1)}/${login}`)).status).toBe(401);
      const current = hotp(key, totpStep(new Date()) + 1);
      const ok = await server.api(`sms/verify/login/${current}/${login}`);
      expect(ok.status).toBe(200);
      const login2 = String(
        (await json(await server.api('authenticate', { headers: basic(uid, goodPassword) })))['session_id'],
      );
      expect((await server.api(`sms/verify/login/${current}/${login2}`)).status).toBe(401);
    });

    it('TOTP: a session that passed only the password cannot enrol (401)', async () => {
      const uid = 'totp.pending@example.com';
      expect((await register(uid)).status).toBe(200);
      const code = await lastMailedToken(server.dataDir, uid, 'activate');
      const session = String(
        (
          await json(
            await server.api('activateuser', { body: { uid, password: goodPassword, activationcode: code } }),
          )
        )['session_id'],
      );
      expect((await server.api('mfa/enroll', { token: session, body: {} })).status).toBe(401);
    });

    it('password reset: the e-mailed token sets the password once, ends every session and signs in; expired 410; replay refused', async () => {
      const uid = 'reset@example.com';
      const before = await enabledUser(uid);
      expect((await server.api(`sendpasswordreset/${uid}`)).status).toBe(200);
      // unknown addresses get the same answer
      expect((await server.api('sendpasswordreset/nobody@example.com')).status).toBe(200);
      const token = await lastMailedToken(server.dataDir, uid, 'passwordreset');

      const mismatch = await server.api('resetpassword', {
        body: { email: uid, token, password: 'New#Lantern9', confirmPassword: 'Other#Lantern9' },
      });
      expect(mismatch.status).toBe(400);
      expect((await json(mismatch))['message']).toContain('Passwords do not match');
      const weak = await server.api('resetpassword', {
        body: { email: uid, token, password: 'weak', confirmPassword: 'weak' },
      });
      expect(weak.status).toBe(400);
      expect((await json(weak))['message']).toContain('Invalid password, must be Minimum eight characters');

      const reset = await server.api('resetpassword', {
        body: { email: uid, token, password: 'New#Lantern9', confirmPassword: 'New#Lantern9' },
      });
      expect(reset.status).toBe(200);
      const session = String((await json(reset))['session_id']);
      expect((await server.api('checksession', { token: before })).status).toBe(401);
      expect((await server.api('systems', { token: session })).status).toBe(200);
      expect((await server.api('authenticate', { headers: basic(uid, goodPassword) })).status).toBe(401);
      expect((await server.api('authenticate', { headers: basic(uid, 'New#Lantern9') })).status).toBe(200);

      const replay = await server.api('resetpassword', {
        body: { email: uid, token, password: 'Third#Lantern9', confirmPassword: 'Third#Lantern9' },
      });
      expect(replay.status).toBe(400);
      expect(await json(replay)).toMatchObject({
        key: 'confirmPassword',
        message: 'This password reset link is invalid or has already been used. Please request a new one.',
      });

      expect((await server.api(`sendpasswordreset/${uid}`)).status).toBe(200);
      const late = await lastMailedToken(server.dataDir, uid, 'passwordreset');
      await server.store
        .updateTable('account_codes')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('purpose', '=', 'reset')
        .execute();
      const expired = await server.api('resetpassword', {
        body: { email: uid, token: late, password: 'Third#Lantern9', confirmPassword: 'Third#Lantern9' },
      });
      expect(expired.status).toBe(410);
      expect((await json(expired))['message']).toBe(
        'This password reset link has expired. Please request a new one.',
      );
    });

    it('the API reference lists the account calls with their described fields', async () => {
      const doc = (await json(await server.api('docs/openapi.json'))) as {
        paths: Record<
          string,
          Record<
            string,
            {
              requestBody?: {
                content: Record<string, { schema: { properties: Record<string, { description?: string }> } }>;
              };
            }
          >
        >;
      };
      for (const [route, method] of [
        ['/api_prd/createuser', 'post'],
        ['/api_prd/activateuser', 'post'],
        ['/api_prd/resetpassword', 'post'],
        ['/api_prd/recaptcha_ex', 'post'],
        ['/api_prd/event/ui', 'post'],
        ['/api_prd/contact', 'post'],
        ['/api_prd/mfa/confirm', 'post'],
        ['/api_prd/switch_client_id', 'post'],
      ] as const) {
        const properties =
          doc.paths[route]?.[method]?.requestBody?.content['application/json']?.schema.properties;
        expect(properties, route).toBeDefined();
        for (const [field, schema] of Object.entries(properties!))
          expect(schema.description, `${route} ${field}`).toBeTruthy();
      }
      for (const route of [
        '/api_prd/check_mobile/{mobile}',
        '/api_prd/sms/send/{session_id}',
        '/api_prd/sms/verify/login/{passcode}/{token}',
        '/api_prd/sms/verify/new_user/{passcode}/{uid}',
        '/api_prd/resendactivateuser/{email}',
        '/api_prd/sendpasswordreset/{email}',
        '/api_prd/switch_client_id',
        '/api_prd/mfa/enroll',
      ]) {
        expect(doc.paths[route], route).toBeDefined();
      }
    });

    it('event/ui stores the usage event; contact stores and mails the message', async () => {
      const token = await server.signIn('demo@spendlens.test');
      const event = { m: 'Invoices', pg: 'Invoice Distribution', s: 'SAP-DEMO', cc: 'All', dr: 'All Dates' };
      expect((await server.api('event/ui', { token, body: event })).status).toBe(200);
      const events = await server.store.selectFrom('ui_events').select('event').execute();
      expect(events.at(-1)!.event).toEqual(event);
      expect((await server.api('event/ui', { body: event })).status).toBe(401);

      expect(
        (await server.api('contact', { token, body: { message: 'Please connect SAP-PROD.' } })).status,
      ).toBe(200);
      const stored = await server.store.selectFrom('contact_messages').select('message').execute();
      expect(stored.at(-1)!.message).toBe('Please connect SAP-PROD.');
      const mails = await outbox(server.dataDir);
      expect(
        mails.some(
          (m) => m.text.includes('To: support@spendlens.test') && m.text.includes('Please connect SAP-PROD.'),
        ),
      ).toBe(true);
      expect((await server.api('contact', { token, body: { message: '' } })).status).toBe(400);
    });

    it('switch_client_id: lists the clients of the user, switches only to one of them and keeps the session id', async () => {
      const token = await server.signIn('demo@spendlens.test');
      const user = await server.store
        .selectFrom('users')
        .select(['id', 'current_client_id'])
        .where('uid', '=', 'demo@spendlens.test')
        .executeTakeFirstOrThrow();
      const other = await server.store
        .insertInto('clients')
        .values({ name: 'Second Client' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const foreign = await server.store
        .insertInto('clients')
        .values({ name: 'Foreign Client' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await server.store
        .insertInto('user_clients')
        .values({ user_id: user.id, client_id: other.id, company_codes: null, account_groups: null })
        .execute();
      const list = (await json(await server.api('switch_client_id', { token }))) as unknown as {
        client_id: number;
        name: string;
        current: boolean;
      }[];
      expect(list).toEqual([
        { client_id: user.current_client_id, name: 'Demo Group', current: true },
        { client_id: other.id, name: 'Second Client', current: false },
      ]);
      const refused = await server.api('switch_client_id', { token, body: { client_id: foreign.id } });
      expect(refused.status).toBe(404);
      const switched = await server.api('switch_client_id', { token, body: { client_id: other.id } });
      expect(switched.status).toBe(200);
      expect(await json(switched)).toEqual({ client_id: other.id });
      // the same session id now sees the other client's (no) systems
      expect(await json(await server.api('systems', { token }))).toEqual([]);
      await server.api('switch_client_id', { token, body: { client_id: user.current_client_id } });
      expect(((await (await server.api('systems', { token })).json()) as unknown[]).length).toBe(1);
    });
  });
}
