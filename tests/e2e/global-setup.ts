/**
 * Starts a real SMTP server (npm smtp-server) for the browser tests' server to deliver to; each
 * message is written to test-results/e2e-smtp/<submission id>.eml for the tests to read.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { E2E_MAIL_DIR, E2E_SMTP_PORT } from './e2e-env.ts';

export default async function globalSetup(): Promise<() => Promise<void>> {
  rmSync(E2E_MAIL_DIR, { recursive: true, force: true });
  mkdirSync(E2E_MAIL_DIR, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        const id = /^X-Submission-ID: (\S+)/im.exec(raw.toString('utf8'))?.[1] ?? `unknown-${Date.now()}`;
        writeFileSync(path.join(E2E_MAIL_DIR, `${id}.eml`), raw);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(E2E_SMTP_PORT, '127.0.0.1', resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
