/**
 * Starts the SMTP sink (tests/support/smtp-sink.ts) for the browser tests' server to deliver to;
 * each message is written to test-results/e2e-smtp/<submission id>.eml (the visitor's confirmation to
 * <submission id>.confirmation.eml, a reply from the desk to <submission id>.reply.eml) for the tests to read. The firm's email of a lead whose visitor
 * wrote from a DEAD_LETTER_ONCE address is refused once (550), so it becomes a dead letter that a
 * retry then delivers.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startSmtpSink } from '../support/smtp-sink.ts';
import { DEAD_LETTER_ONCE, E2E_MAIL_DIR, E2E_SMTP_PORT } from './e2e-env.ts';

export default async function globalSetup(): Promise<() => Promise<void>> {
  rmSync(E2E_MAIL_DIR, { recursive: true, force: true });
  mkdirSync(E2E_MAIL_DIR, { recursive: true });
  const refused = new Set<string>();
  const sink = await startSmtpSink({
    port: E2E_SMTP_PORT,
    refuseMessage(raw) {
      const text = raw.toString('utf8');
      const id = /^X-Submission-ID: (\S+)/im.exec(text)?.[1];
      if (!id || refused.has(id) || !new RegExp(`^Reply-To: .*${DEAD_LETTER_ONCE}`, 'im').test(text)) return false;
      refused.add(id);
      return true;
    },
    onMessage(raw) {
      const text = raw.toString('utf8');
      const confirmation = /^X-Confirmation-Of: (\S+)/im.exec(text)?.[1];
      const reply = /^X-Reply-Of: (\S+)/im.exec(text)?.[1];
      const id = /^X-Submission-ID: (\S+)/im.exec(text)?.[1] ?? `unknown-${Date.now()}`;
      const name = confirmation ? `${confirmation}.confirmation` : reply ? `${reply}.reply` : id;
      writeFileSync(path.join(E2E_MAIL_DIR, `${name}.eml`), raw);
    },
  });
  return () => sink.close();
}
