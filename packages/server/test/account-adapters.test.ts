import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecaptchaVerifier } from '../src/adapters/captcha-verifier';
import { createOutboxMailer, createSmtpMailer } from '../src/adapters/mailer';
import { createHttpSmsSender, createOutboxSmsSender } from '../src/adapters/sms-sender';
import { startFakeHttp, type FakeHttp } from './fake-http';

/** A minimal SMTP server on 127.0.0.1 (RFC 5321 happy path, no TLS, no auth) that keeps each DATA. */
async function startFakeSmtp(): Promise<{
  port: number;
  messages: { from: string; to: string[]; data: string }[];
  close(): Promise<void>;
}> {
  const messages: { from: string; to: string[]; data: string }[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    socket.write('220 fake.smtp ESMTP\r\n');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          messages.push(current);
          current = { from: '', to: [], data: '' };
          socket.write('250 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-fake.smtp\r\n250 8BITMIME\r\n');
        else if (verb === 'MAIL') {
          current.from = /<(.*)>/.exec(line)?.[1] ?? '';
          socket.write('250 ok\r\n');
        } else if (verb === 'RCPT') {
          current.to.push(/<(.*)>/.exec(line)?.[1] ?? '');
          socket.write('250 ok\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
          return;
        } else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    messages,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('mail adapters', () => {
  it('SMTP: nodemailer delivers the message to the SMTP server of SMTP_URL', async () => {
    const smtp = await startFakeSmtp();
    try {
      const mailer = createSmtpMailer({
        smtpUrl: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
        from: 'Spendlens <no-reply@spendlens.test>',
      });
      await mailer.send({
        to: 'ada@example.com',
        subject: 'Activate your Spendlens account',
        text: 'the link https://x/activate/abc/ada',
      });
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]).toMatchObject({ from: 'no-reply@spendlens.test', to: ['ada@example.com'] });
      expect(smtp.messages[0]!.data).toContain('Subject: Activate your Spendlens account');
      expect(smtp.messages[0]!.data).toContain('https://x/activate/abc/ada');
    } finally {
      await smtp.close();
    }
  });

  it('outbox (default): an .eml file under DATA_DIR/outbox, readable by the owner only, and one log line with the link', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'spendlens-outbox-'));
    const lines: string[] = [];
    try {
      const mailer = createOutboxMailer({
        outboxDir: path.join(dir, 'outbox'),
        from: 'no-reply@spendlens.test',
        log: (l) => lines.push(l),
      });
      await mailer.send({
        to: 'ada@example.com',
        subject: 'S',
        text: 'body',
        operatorHint: 'activation link https://x/activate/abc/ada',
      });
      const [file] = await fs.readdir(path.join(dir, 'outbox'));
      expect(file).toMatch(/\.eml$/);
      const stat = await fs.stat(path.join(dir, 'outbox', file!));
      expect(stat.mode & 0o777).toBe(0o600);
      expect(await fs.readFile(path.join(dir, 'outbox', file!), 'utf8')).toContain('To: ada@example.com');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain('activation link https://x/activate/abc/ada');
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});

describe('SMS adapters', () => {
  let provider: FakeHttp;
  let status = 200;
  beforeAll(async () => {
    provider = await startFakeHttp(() => ({ status, json: { id: 'm1' } }));
  });
  afterAll(() => provider.close());

  it('HTTP: POSTs { from, to, text } as JSON with the bearer token', async () => {
    const sms = createHttpSmsSender({
      url: `${provider.url}messages`,
      token: 'sms-token',
      from: 'Spendlens',
    });
    await sms.send('+447911123456', 'Your Spendlens passcode is 123456.');
    const request = provider.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/messages');
    expect(request.headers['authorization']).toBe('Bearer sms-token');
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({
      from: 'Spendlens',
      to: '+447911123456',
      text: 'Your Spendlens passcode is 123456.',
    });
  });

  it('HTTP: a provider error is an error that does not repeat the message', async () => {
    status = 502;
    try {
      const sms = createHttpSmsSender({ url: provider.url, token: undefined, from: 'Spendlens' });
      await expect(sms.send('+447911123456', 'passcode 654321')).rejects.toThrow(
        /^The SMS provider answered 502$/,
      );
    } finally {
      status = 200;
    }
  });

  it('outbox (default): a .sms.txt file and one log line', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'spendlens-outbox-'));
    const lines: string[] = [];
    try {
      await createOutboxSmsSender({ outboxDir: dir, log: (l) => lines.push(l) }).send(
        '+447911123456',
        'code 123456',
      );
      const [file] = await fs.readdir(dir);
      expect(file).toMatch(/\.sms\.txt$/);
      expect(lines).toEqual([expect.stringContaining('code 123456')]);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});

describe('reCAPTCHA adapter', () => {
  it('posts secret, response and remoteip as a form; success true passes, false, an error status or no server fails', async () => {
    let success: unknown = true;
    let status = 200;
    const fake = await startFakeHttp(() => ({ status, json: { success } }));
    try {
      const verifier = createRecaptchaVerifier({ secretKey: 's3cret', verifyUrl: fake.url });
      expect(await verifier.verify('answer', '10.1.2.3')).toBe(true);
      const form = new URLSearchParams(fake.requests[0]!.body);
      expect(Object.fromEntries(form)).toEqual({
        secret: 's3cret',
        response: 'answer',
        remoteip: '10.1.2.3',
      });
      expect(fake.requests[0]!.headers['content-type']).toBe('application/x-www-form-urlencoded');
      success = false;
      expect(await verifier.verify('answer', undefined)).toBe(false);
      success = 'true';
      expect(await verifier.verify('answer', undefined)).toBe(false);
      status = 500;
      success = true;
      expect(await verifier.verify('answer', undefined)).toBe(false);
    } finally {
      await fake.close();
    }
    const down = createRecaptchaVerifier({ secretKey: 's', verifyUrl: fake.url, timeoutMs: 500 });
    expect(await down.verify('answer', undefined)).toBe(false);
  });
});
