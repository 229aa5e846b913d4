import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMailedToken, lastPasscode } from './outbox';
import { seededDataDir, testDefaults } from './start-test-server';

const root = path.resolve(import.meta.dirname, '../../..');
const mobile = '+447911123456';
const password = 'Tr1cky#Orchid';

/**
 * The real server process (main.ts) at LOG_LEVEL=info: its whole output is read, so a code, token,
 * passcode or session id printed anywhere but the one operator line of the outbox adapters is found.
 */
describe('codes and tokens never reach the logs', () => {
  let child: ChildProcess;
  let output = '';
  let url = '';
  let dataDir = '';
  /** Resolves once the output holds what `done` looks for (or the process exits, or `ms` pass). */
  const outputWhere = (done: () => boolean, ms: number) =>
    new Promise<void>((resolve) => {
      if (done()) return resolve();
      const check = () => {
        if (!done()) return;
        clearTimeout(timer);
        child.stdout!.off('data', check);
        child.stderr!.off('data', check);
        resolve();
      };
      const timer = setTimeout(resolve, ms);
      child.stdout!.on('data', check);
      child.stderr!.on('data', check);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
    });

  beforeAll(async () => {
    // a copy of the demo seeded earlier in the run (the settings of the other 500-line files): the
    // process seeds nothing, it starts on it as a restarted server does
    dataDir = await seededDataDir({ DEMO_INVOICE_LINES: '500' });
    child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['packages/server/src/main.ts'], {
      cwd: root,
      env: {
        PATH: process.env['PATH'] ?? '',
        DATA_DIR: dataDir,
        PORT: '0',
        LOG_LEVEL: 'info',
        DEMO_INVOICE_LINES: '500',
        DEMO_SEED: testDefaults['DEMO_SEED']!,
        // the SAP demo system only (npm start adds the other ERPs' demo systems)
        DEMO_ORACLE_INVOICE_LINES: '0',
        DEMO_JDE_INVOICE_LINES: '0',
        DEMO_NETSUITE_INVOICE_LINES: '0',
        DEMO_DOCUWARE_INVOICE_LINES: '0',
        WEB_DIST: path.join(dataDir, 'no-web'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const running = () => /Spendlens is running at (\S+)/.exec(output)?.[1] ?? '';
    await outputWhere(() => running() !== '', 90_000);
    url = running();
    if (!url) throw new Error(`the server did not start:\n${output}`);
  }, 120_000);
  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const api = (p: string, body?: unknown) =>
    fetch(`${url}/api_prd/${p}`, {
      method: body === undefined ? 'GET' : 'POST',
      ...(body === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });

  it('registration, activation, SMS verification and reset leave their secrets out of every log line but the operator lines', async () => {
    const uid = 'logs@example.com';
    const registered = await api('createuser', {
      uid,
      firstname: 'L',
      lastname: 'G',
      company: 'Acme',
      mobile,
      password,
    });
    expect(registered.status).toBe(200);
    const code = await lastMailedToken(dataDir, uid, 'activate');
    const activated = (await (await api('activateuser', { uid, password, activationcode: code })).json()) as {
      session_id: string;
    };
    expect((await api(`sms/send/${activated.session_id}`)).status).toBe(200);
    const passcode = await lastPasscode(dataDir, mobile);
    const verified = (await (await api(`sms/verify/new_user/${passcode}/${uid}`)).json()) as {
      session_id: string;
    };
    expect((await api(`sendpasswordreset/${uid}`)).status).toBe(200);
    const reset = await lastMailedToken(dataDir, uid, 'passwordreset');
    expect(
      (
        await api('resetpassword', {
          email: uid,
          token: reset,
          password: 'New#Lantern9',
          confirmPassword: 'New#Lantern9',
        })
      ).status,
    ).toBe(200);
    // the server writes a request's log lines after answering it: wait until every request it
    // received has its 'request completed' line (bounded, so a missing line fails the checks below)
    const logged = (msg: string) => output.split('\n').filter((l) => l.includes(`"msg":"${msg}"`)).length;
    await outputWhere(() => logged('request completed') >= logged('incoming request'), 10_000);
    expect(logged('incoming request')).toBeGreaterThan(0);

    const lines = output.split('\n');
    const pinoLines = lines.filter((l) => l.startsWith('{'));
    // the request logs are there, with the second-factor paths redacted
    expect(pinoLines.some((l) => l.includes('/api_prd/sms/verify/new_user/[Redacted]'))).toBe(true);
    for (const secret of [code, passcode, reset, activated.session_id, verified.session_id]) {
      expect(pinoLines.filter((l) => l.includes(secret))).toEqual([]);
    }
    // the operator lines: one per mailed link and one per SMS, nothing else carries them
    expect(lines.filter((l) => l.includes(code))).toEqual([
      expect.stringMatching(/^Mail to logs@example.com .*activation link/),
    ]);
    expect(lines.filter((l) => l.includes(reset))).toEqual([
      expect.stringMatching(/^Mail to logs@example.com .*password reset link/),
    ]);
    expect(lines.filter((l) => l.includes(`passcode is ${passcode}`))).toEqual([
      expect.stringMatching(/^SMS to \+447911123456 /),
    ]);
    for (const session of [activated.session_id, verified.session_id])
      expect(lines.filter((l) => l.includes(session))).toEqual([]);
  });
});
