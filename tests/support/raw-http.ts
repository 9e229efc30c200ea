/**
 * HTTP/1.1 over a bare TCP socket (node:net), for attacks no HTTP client would send: malformed
 * request lines, broken chunked bodies, raw bytes in the path, bodies trickled a byte at a time.
 */
import { connect, type Socket } from 'node:net';

export interface RawResponse {
  readonly status: number;
  /** Header names in lower case; a repeated header keeps its last value. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
  /** Everything the server sent, as latin1 text. */
  readonly raw: string;
  /** Whether the server closed the connection. */
  readonly closed: boolean;
  /** Milliseconds from the first byte sent to the end of the answer. */
  readonly elapsedMs: number;
}

export function parseResponse(raw: string): Omit<RawResponse, 'closed' | 'elapsedMs'> {
  const end = raw.indexOf('\r\n\r\n');
  const head = end === -1 ? raw : raw.slice(0, end);
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1] ?? 0), headers, body: end === -1 ? '' : raw.slice(end + 4), raw };
}

export interface RawConnection {
  readonly socket: Socket;
  /** What has arrived so far. */
  received(): string;
  /** Resolves when the server closes the connection (or after timeoutMs, with closed false). */
  closed(timeoutMs?: number): Promise<RawResponse>;
  send(data: string | Buffer): void;
}

/**
 * A connection to `url`; `from` binds it to a local address (127.0.0.2, 127.0.0.3... on loopback
 * act as different clients).
 */
export async function openRaw(url: string, from?: string): Promise<RawConnection> {
  const { hostname, port } = new URL(url);
  const socket = connect({
    host: hostname.replace(/^\[|\]$/g, ''),
    port: Number(port),
    ...(from ? { localAddress: from } : {}),
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  socket.on('error', () => undefined);
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  const started = Date.now();
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return {
    socket,
    received: () => Buffer.concat(chunks).toString('latin1'),
    send: (data) => void socket.write(data),
    async closed(timeoutMs = 10_000) {
      let timer: NodeJS.Timeout | undefined;
      const closed = await Promise.race([
        ended.then(() => true),
        // A bound on the wait for the close, not a pause: it ends as soon as the socket closes.
        new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs))),
      ]);
      clearTimeout(timer);
      const raw = Buffer.concat(chunks).toString('latin1');
      return { ...parseResponse(raw), closed, elapsedMs: Date.now() - started };
    },
  };
}

/**
 * Sends `request` as is and returns the first response: read until the server closes the
 * connection, or until a complete response (by Content-Length) has arrived.
 */
export async function rawRequest(
  url: string,
  request: string | Buffer,
  timeoutMs = 10_000,
  from?: string,
): Promise<RawResponse> {
  const connection = await openRaw(url, from);
  const started = Date.now();
  connection.send(request);
  const deadline = started + timeoutMs;
  for (;;) {
    const raw = connection.received();
    const parsed = parseResponse(raw);
    const length = Number(parsed.headers['content-length'] ?? Number.NaN);
    const complete =
      raw.includes('\r\n\r\n') && Number.isFinite(length) && Buffer.byteLength(parsed.body, 'latin1') >= length;
    if (complete || connection.socket.destroyed || connection.socket.readableEnded || Date.now() > deadline) {
      connection.socket.destroy();
      return { ...parsed, closed: connection.socket.readableEnded, elapsedMs: Date.now() - started };
    }
    // The polling interval of this wait for a complete response, not a pause.
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** A GET request line and Host header for `target`, exactly as given (no normalisation). */
export function get(target: string, extraHeaders = ''): string {
  return `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${extraHeaders}\r\n`;
}
