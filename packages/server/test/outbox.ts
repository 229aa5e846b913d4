import fs from 'node:fs/promises';
import path from 'node:path';

/** The files the offline mail and SMS adapters wrote under DATA_DIR/outbox, oldest first, decoded. */
export async function outbox(dataDir: string): Promise<{ name: string; text: string }[]> {
  const dir = path.join(dataDir, 'outbox');
  const names = (await fs.readdir(dir).catch(() => [] as string[])).sort();
  return Promise.all(
    names.map(async (name) => ({
      name,
      text: decodeQuotedPrintable(await fs.readFile(path.join(dir, name), 'utf8')),
    })),
  );
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The last activation or reset link mailed to `email`: its code or token. */
export async function lastMailedToken(
  dataDir: string,
  email: string,
  kind: 'activate' | 'passwordreset',
): Promise<string> {
  const mails = (await outbox(dataDir)).filter(
    (m) => m.name.endsWith('.eml') && m.text.includes(`To: ${email}`),
  );
  const match = new RegExp(`/${kind}/([A-Za-z0-9_-]+)/`).exec(mails.at(-1)?.text ?? '');
  if (!match?.[1]) throw new Error(`no ${kind} link mailed to ${email}`);
  return match[1];
}

/** The last SMS passcode sent to `mobile`. */
export async function lastPasscode(dataDir: string, mobile: string): Promise<string> {
  const texts = (await outbox(dataDir)).filter(
    (m) => m.name.endsWith('.sms.txt') && m.text.startsWith(`To: ${mobile}\n`),
  );
  const match = /passcode is (\d{6})/.exec(texts.at(-1)?.text ?? '');
  if (!match?.[1]) throw new Error(`no passcode sent to ${mobile}`);
  return match[1];
}
