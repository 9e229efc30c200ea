/**
 * A real SMTP server in the test process (npm smtp-server) that records what arrives, parsed
 * with mailparser. `mode` switches it between accepting, answering 451 (try later), 550, and
 * holding each message unanswered (a server that hangs mid-delivery).
 */
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type SinkMode = 'accept' | 'tempfail' | 'reject' | 'hold';

export interface SmtpSink {
  readonly port: number;
  readonly url: string;
  readonly messages: ParsedMail[];
  mode: SinkMode;
  /** Sessions that reached DATA, accepted or not. */
  attempts: number;
  close(): Promise<void>;
}

export interface SinkOptions {
  /** Fixed port (the browser tests' server is configured before the sink starts); 0 picks a free one. */
  readonly port?: number;
  /** Called with each accepted message as sent, before it is parsed and recorded. */
  readonly onMessage?: (raw: Buffer) => void;
}

export async function startSmtpSink(options: SinkOptions = {}): Promise<SmtpSink> {
  const sink = { messages: [] as ParsedMail[], mode: 'accept' as SinkMode, attempts: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        sink.attempts++;
        if (sink.mode === 'hold') return;
        if (sink.mode !== 'accept') {
          const code = sink.mode === 'tempfail' ? 451 : 550;
          callback(
            Object.assign(new Error(code === 451 ? 'Try again later' : 'Mailbox unavailable'), { responseCode: code }),
          );
          return;
        }
        const raw = Buffer.concat(chunks);
        options.onMessage?.(raw);
        simpleParser(raw)
          .then((parsed) => {
            sink.messages.push(parsed);
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  // A client that dies mid-session (a server process killed by a test) resets its connection:
  // expected here, and no reason to fail the test run.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return Object.assign(sink, {
    port,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
