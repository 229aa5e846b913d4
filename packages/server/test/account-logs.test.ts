import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMailedToken, lastPasscode } from './outbox';

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
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'spendlens-logs-'));
    child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['packages/server/src/main.ts'], {
      cwd: root,
      env: {
        PATH: process.env['PATH'] ?? '',
        DATA_DIR: dataDir,
        PORT: '0',
        LOG_LEVEL: 'info',
        DEMO_INVOICE_LINES: '100',
        // the SAP demo system only (npm start adds ORA-DEMO)
        DEMO_ORACLE_INVOICE_LINES: '0',
        DEMO_JDE_INVOICE_LINES: '0',
        DEMO_NETSUITE_INVOICE_LINES: '0',
        WEB_DIST: path.join(dataDir, 'no-web'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const started = Date.now();
    while (!url && Date.now() - started < 120_000) {
      url = /Spendlens is running at (\S+)/.exec(output)?.[1] ?? '';
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (!url) throw new Error(`the server did not start:\n${output}`);
  }, 150_000);
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
    for (let i = 0; i < 200 && logged('request completed') < logged('incoming request'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
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
