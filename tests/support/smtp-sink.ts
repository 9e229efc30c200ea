/**
 * A real SMTP server in the test process (npm smtp-server) that records what arrives, parsed
 * with mailparser. `mode` switches it between accepting, answering 451 (try later), 550, and
 * holding each message unanswered (a server that hangs mid-delivery). With `login`, it asks for a
 * login (AUTH PLAIN/LOGIN over the plain connection) and `login` switches between accepting the
 * expected credentials and refusing every login (535, as after a password change).
 */
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type SinkMode = 'accept' | 'tempfail' | 'reject' | 'hold';
export type LoginMode = 'accept' | 'refuse';

export interface SmtpSink {
  readonly port: number;
  readonly url: string;
  readonly messages: ParsedMail[];
  mode: SinkMode;
  /** Sessions that reached DATA, accepted or not. */
  attempts: number;
  /** With the `login` option: whether logins with the expected credentials are accepted now. */
  login: LoginMode;
  /** Logins tried, accepted or not. */
  logins: number;
  close(): Promise<void>;
}

export interface SinkOptions {
  /** Fixed port (the browser tests' server is configured before the sink starts); 0 picks a free one. */
  readonly port?: number;
  /** Called with each accepted message as sent, before it is parsed and recorded. */
  readonly onMessage?: (raw: Buffer) => void;
  /** Recipients refused with 550 at RCPT TO, as a mail server refuses a mailbox that does not exist. */
  readonly refuseRecipient?: (address: string) => boolean;
  /** Messages refused with 550 at the end of DATA, whatever the mode (a content filter's refusal). */
  readonly refuseMessage?: (raw: Buffer) => boolean;
  /** Require a login with these credentials (refused whatever they are while `login` is 'refuse'). */
  readonly login?: { readonly user: string; readonly pass: string; readonly mode: LoginMode };
  /** The text of the 451 and 550 answers to DATA, as a mail server words them. */
  readonly reply?: string;
}

export async function startSmtpSink(options: SinkOptions = {}): Promise<SmtpSink> {
  const credentials = options.login;
  const sink = {
    messages: [] as ParsedMail[],
    mode: 'accept' as SinkMode,
    attempts: 0,
    login: credentials?.mode ?? ('accept' as LoginMode),
    logins: 0,
  };
  const server = new SMTPServer({
    authOptional: !credentials,
    allowInsecureAuth: Boolean(credentials),
    authMethods: ['PLAIN', 'LOGIN'],
    disabledCommands: credentials ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    logger: false,
    // Closing ends the connections still open (a server's pooled one) at once, not after 30 s of grace.
    closeTimeout: 1,
    onAuth(auth, _session, callback) {
      sink.logins++;
      const right =
        credentials !== undefined && auth.username === credentials.user && auth.password === credentials.pass;
      if (sink.login === 'accept' && right) return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (options.refuseRecipient?.(address.address)) {
        callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        sink.attempts++;
        if (sink.mode === 'hold') return;
        if (options.refuseMessage?.(Buffer.concat(chunks))) {
          callback(Object.assign(new Error(options.reply ?? 'Message refused'), { responseCode: 550 }));
          return;
        }
        if (sink.mode !== 'accept') {
          const code = sink.mode === 'tempfail' ? 451 : 550;
          const text = options.reply ?? (code === 451 ? 'Try again later' : 'Mailbox unavailable');
          callback(Object.assign(new Error(text), { responseCode: code }));
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
