import nodemailer from 'nodemailer';
import { writeOutboxFile } from './outbox';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The link or code of the message: the one thing the offline adapter's log line shows. */
  operatorHint?: string;
}

/** Sends e-mail (ARCHITECTURE §2): SMTP in production, the outbox folder by default. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Writes each message as an .eml file under `outboxDir` and logs one line for the operator. */
export function createOutboxMailer(deps: {
  outboxDir: string;
  from: string;
  log: (line: string) => void;
}): Mailer {
  return {
    async send(message) {
      const eml = await buildEml(deps.from, message);
      const file = await writeOutboxFile(deps.outboxDir, 'eml', eml);
      deps.log(
        `Mail to ${message.to} "${message.subject}" written to ${file}${message.operatorHint ? ` — ${message.operatorHint}` : ''}`,
      );
    },
  };
}

async function buildEml(from: string, message: MailMessage): Promise<string> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await transport.sendMail({
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
  });
  return (info.message as Buffer).toString('utf8');
}

/** Sends through an SMTP server (`smtp://user:pass@host:port`, `smtps://…` for implicit TLS). */
export function createSmtpMailer(deps: { smtpUrl: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(deps.smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({
        from: deps.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
    },
  };
}
