/**
 * At start, with SMTP_URL set: logs one line saying whether the mail server accepts the connection
 * and the login (nodemailer's verify), without delaying or refusing the start: submissions are
 * stored and queued either way.
 */
import fastifyPlugin from 'fastify-plugin';
import type { Mailer } from '../mail/mailer.ts';
import { smtpFailure, smtpReady } from '../operations/smtp-check.ts';

export interface SmtpCheckOptions {
  readonly mailer: Mailer;
  readonly smtpUrl: string | undefined;
}

export const smtpCheck = fastifyPlugin<SmtpCheckOptions>(
  async (app, { mailer, smtpUrl }) => {
    if (mailer.kind !== 'smtp' || !smtpUrl) return;
    app.addHook('onReady', async () => {
      // Not awaited: a mail server that does not answer must not hold the start (nor the close).
      void mailer.verify().then(
        () => app.log.info(smtpReady(smtpUrl)),
        (error: unknown) => app.log.error(smtpFailure(error, smtpUrl)),
      );
    });
  },
  { name: 'smtp-check' },
);
