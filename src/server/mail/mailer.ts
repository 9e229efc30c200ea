/**
 * Delivers lead emails: over SMTP with nodemailer when SMTP_URL is set (a pool of SMTP_POOL_SIZE
 * connections, each reused for many messages), else (the embedded default) as standard .eml
 * files under DATA_DIR/mail, so a firm trying the product sees real messages. Both paths build
 * the message with nodemailer, so the file is what SMTP would carry.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailMessage } from './message.ts';

/**
 * Which message of a submission an .eml copy is: the firm's email, the visitor's confirmation, a
 * notice to the firm's members (by its stage: one before the reply is due and one when overdue, and
 * one per assignment, named by its outbox job), or a reply from the desk (named by its outbox job:
 * a lead may have several).
 */
export type MailCopy =
  'lead' | 'confirmation' | 'reminder-due-soon' | 'reminder-overdue' | `assigned-${number}` | `reply-${number}`;

/** The copy of a desk notice, by the stage its email names (reminder-email.ts's X-Desk-Notice header). */
export function noticeCopy(email: MailMessage, jobId: number): MailCopy {
  const stage = email.headers['X-Desk-Notice'];
  if (stage === 'overdue') return 'reminder-overdue';
  if (stage === 'due-soon') return 'reminder-due-soon';
  return `assigned-${jobId}`;
}

export interface Mailer {
  readonly kind: 'smtp' | 'eml';
  /** Sends the firm's email of a submission, or (`copy`) the visitor's confirmation or a reply to them. */
  send(email: MailMessage, submissionId: string, copy?: MailCopy): Promise<void>;
  /** Whether a sent message leaves a copy here (an .eml file) that an erasure must remove. */
  readonly keepsCopies: boolean;
  /** Removes what a send left behind for an erased submission (its .eml files); sent mail stays sent. */
  discard(submissionId: string): void;
  /** Connects and logs in without sending (SMTP); rejects with nodemailer's error (code EAUTH...). */
  verify(): Promise<void>;
  close(): void;
}

/**
 * A refusal of the message itself that retrying cannot fix (a 5xx answer to it): the job becomes
 * a dead letter at once. A refused login (535) is not one: it is the server's settings, which an
 * operator fixes (a wrong or rotated password), so the job keeps its retries.
 */
export function isPermanentMailError(error: unknown): boolean {
  const { responseCode, code } = (error ?? {}) as { responseCode?: unknown; code?: unknown };
  if (code === 'EAUTH' || code === 'ENOAUTH') return false;
  return typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
}

function message(email: MailMessage) {
  return {
    from: email.from,
    to: email.to,
    replyTo: email.replyTo,
    subject: email.subject,
    text: email.text,
    ...(email.html ? { html: email.html } : {}),
    messageId: email.messageId,
    date: email.date,
    headers: { ...email.headers },
  };
}

export interface MailerOptions {
  readonly smtpUrl: string | undefined;
  readonly dataDir: string;
  /** SMTP connections open at once (the outbox sends as many messages in parallel). */
  readonly poolSize?: number;
}

export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    // Timeouts well inside the outbox lease (30 s), so a slow server never holds a job past it.
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      pool: true,
      maxConnections: options.poolSize ?? 5,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 15_000,
    });
    return {
      kind: 'smtp',
      keepsCopies: false,
      async send(email) {
        await transport.sendMail(message(email));
      },
      discard: () => undefined,
      async verify() {
        await transport.verify();
      },
      close: () => transport.close(),
    };
  }
  const folder = path.join(options.dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    kind: 'eml',
    keepsCopies: true,
    async send(email, submissionId, copy = 'lead') {
      const info = await transport.sendMail(message(email));
      mkdirSync(folder, { recursive: true });
      writeFileSync(emlPath(options.dataDir, submissionId, copy), info.message as Buffer);
    },
    discard: (submissionId) => {
      for (const file of emlPaths(options.dataDir, submissionId)) rmSync(file, { force: true });
    },
    verify: async () => undefined,
    close: () => transport.close(),
  };
}

export function emlPath(dataDir: string, submissionId: string, copy: MailCopy = 'lead'): string {
  return path.join(dataDir, 'mail', `${submissionId}${copy === 'lead' ? '' : `.${copy}`}.eml`);
}

/** A submission's numbered .eml copies of one kind (its replies, its assignment notices), oldest first. */
function numberedEmlPaths(dataDir: string, submissionId: string, kind: 'reply' | 'assigned'): string[] {
  const folder = path.join(dataDir, 'mail');
  if (!existsSync(folder)) return [];
  const prefix = `${submissionId}.${kind}-`;
  return readdirSync(folder)
    .filter((name) => name.startsWith(prefix) && name.endsWith('.eml'))
    .map((name) => ({ name, job: Number(name.slice(prefix.length, -'.eml'.length)) }))
    .filter(({ job }) => Number.isInteger(job))
    .sort((a, b) => a.job - b.job)
    .map(({ name }) => path.join(folder, name));
}

/** The .eml copies of the replies sent to a submission's visitor, oldest first. */
export function replyEmlPaths(dataDir: string, submissionId: string): string[] {
  return numberedEmlPaths(dataDir, submissionId, 'reply');
}

/** Every .eml copy a submission may have left: what an erasure removes. */
export function emlPaths(dataDir: string, submissionId: string): string[] {
  return [
    emlPath(dataDir, submissionId),
    emlPath(dataDir, submissionId, 'confirmation'),
    emlPath(dataDir, submissionId, 'reminder-due-soon'),
    emlPath(dataDir, submissionId, 'reminder-overdue'),
    // Where earlier releases kept a lead's latest notice.
    path.join(dataDir, 'mail', `${submissionId}.reminder.eml`),
    ...numberedEmlPaths(dataDir, submissionId, 'assigned'),
    ...replyEmlPaths(dataDir, submissionId),
  ];
}
