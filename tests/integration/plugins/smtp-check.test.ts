import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/server-process.ts';
import { createMailer, type Mailer } from '../../../src/server/mail/mailer.ts';
import { smtpCheck } from '../../../src/server/plugins/smtp-check.ts';
import { capturedLogger, ERROR_LEVEL } from '../../support/log-lines.ts';
import { startSmtpSink, type SmtpSink } from '../../support/smtp-sink.ts';

const USER = 'leads@firm.example';
const PASSWORD = 'Sup3r-s3cret!';

describe('the SMTP check at start', () => {
  let sink: SmtpSink | undefined;
  let mailer: Mailer | undefined;
  afterEach(async () => {
    mailer?.close();
    await sink?.close();
    sink = undefined;
  });

  async function startWith(smtpUrl: string) {
    const log = capturedLogger();
    const created = createMailer({ smtpUrl, dataDir: '/nonexistent' });
    // Every check the plugin starts: once they have all settled, every line they log is written.
    const checks: Promise<unknown>[] = [];
    const verify = created.verify.bind(created);
    mailer = Object.assign(created, {
      verify: () => {
        const check = verify();
        checks.push(check);
        return check;
      },
    });
    const app = Fastify({ logger: log.options });
    await app.register(smtpCheck, { mailer, smtpUrl });
    await app.ready();
    const smtpLines = () => log.lines.filter((line) => line.msg.startsWith('SMTP'));
    await expect.poll(() => smtpLines().length).toBeGreaterThan(0);
    await Promise.allSettled(checks);
    await app.close();
    return { lines: smtpLines(), raw: log.raw() };
  }

  const urlFor = (port: number) =>
    `smtp://${encodeURIComponent(USER)}:${encodeURIComponent(PASSWORD)}@127.0.0.1:${port}`;

  it('says once that the server accepts the login, naming host, port and user', async () => {
    sink = await startSmtpSink({ login: { user: USER, pass: PASSWORD, mode: 'accept' } });
    const { lines } = await startWith(urlFor(sink.port));
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      [30, `SMTP ready: 127.0.0.1:${sink.port} as ${USER}`],
    ]);
    expect(sink.logins).toBe(1);
  });

  it('says once, at error level, that the login was refused and which setting to check, without the password', async () => {
    sink = await startSmtpSink({ login: { user: USER, pass: PASSWORD, mode: 'refuse' } });
    const { lines, raw } = await startWith(urlFor(sink.port));
    expect(lines).toHaveLength(1);
    expect(lines[0]?.level).toBe(ERROR_LEVEL);
    expect(lines[0]?.msg).toMatch(
      new RegExp(
        `^SMTP not ready: 127\\.0\\.0\\.1:${sink.port} as leads@firm\\.example: the login was refused: check the user name and password in SMTP_URL`,
      ),
    );
    expect(lines[0]?.msg).toContain('Submissions are stored and queued');
    expect(raw).not.toContain(PASSWORD);
    expect(raw).not.toContain(encodeURIComponent(PASSWORD));
  });

  it('names host and port when nothing answers there', async () => {
    const port = await freePort();
    const { lines } = await startWith(urlFor(port));
    expect(lines).toHaveLength(1);
    expect(lines[0]?.msg).toContain(`SMTP not ready: 127.0.0.1:${port} as ${USER}: the server could not be reached`);
    expect(lines[0]?.msg).toContain('check the host and port in SMTP_URL');
  });

  it('says nothing when mail is written as .eml files', async () => {
    const log = capturedLogger();
    mailer = createMailer({ smtpUrl: undefined, dataDir: '/nonexistent' });
    const app = Fastify({ logger: log.options });
    await app.register(smtpCheck, { mailer, smtpUrl: undefined });
    await app.ready();
    await app.close();
    expect(log.lines.filter((line) => line.msg.startsWith('SMTP'))).toEqual([]);
  });
});
