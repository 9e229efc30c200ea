/**
 * Delivers lead emails: over SMTP with nodemailer when SMTP_URL is set, else (the embedded
 * default) as standard .eml files under DATA_DIR/mail, so a firm trying the product sees real
 * messages. Both paths build the message with nodemailer, so the file is what SMTP would carry.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { LeadEmail } from './lead-email.ts';

export interface Mailer {
  readonly kind: 'smtp' | 'eml';
  send(email: LeadEmail, submissionId: string): Promise<void>;
  close(): void;
}

/** An SMTP failure that retrying cannot fix (a 5xx answer): the job becomes a dead letter. */
export function isPermanentMailError(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

function message(email: LeadEmail) {
  return {
    from: email.from,
    to: email.to,
    replyTo: email.replyTo,
    subject: email.subject,
    text: email.text,
    messageId: email.messageId,
    date: email.date,
    headers: { ...email.headers },
  };
}

export function createMailer(options: { smtpUrl: string | undefined; dataDir: string }): Mailer {
  if (options.smtpUrl) {
    // Timeouts well inside the outbox lease (30 s), so a slow server never holds a job past it.
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 15_000,
    });
    return {
      kind: 'smtp',
      async send(email) {
        await transport.sendMail(message(email));
      },
      close: () => transport.close(),
    };
  }
  const folder = path.join(options.dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    kind: 'eml',
    async send(email, submissionId) {
      const info = await transport.sendMail(message(email));
      mkdirSync(folder, { recursive: true });
      writeFileSync(path.join(folder, `${submissionId}.eml`), info.message as Buffer);
    },
    close: () => transport.close(),
  };
}

export function emlPath(dataDir: string, submissionId: string): string {
  return path.join(dataDir, 'mail', `${submissionId}.eml`);
}
