/**
 * The SMTP sink the shapes server delivers to: each lead is written to
 * test-results/shapes-smtp/<submission id>.eml for the test to parse.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startSmtpSink } from '../support/smtp-sink.ts';
import { SHAPES_MAIL_DIR, SHAPES_SMTP_PORT } from './shapes-env.ts';

export default async function globalSetup(): Promise<() => Promise<void>> {
  rmSync(SHAPES_MAIL_DIR, { recursive: true, force: true });
  mkdirSync(SHAPES_MAIL_DIR, { recursive: true });
  const sink = await startSmtpSink({
    port: SHAPES_SMTP_PORT,
    onMessage(raw) {
      const text = raw.toString('utf8');
      if (/^X-Confirmation-Of:/im.test(text)) return;
      const id = /^X-Submission-ID: (\S+)/im.exec(text)?.[1] ?? `unknown-${Date.now()}`;
      writeFileSync(path.join(SHAPES_MAIL_DIR, `${id}.eml`), raw);
    },
  });
  return () => sink.close();
}
