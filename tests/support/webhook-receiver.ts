/**
 * A real HTTP server in the test process standing in for a Slack or Teams incoming webhook: it
 * records each JSON body posted to it, and can answer the first `failFirst` requests with 503 (a
 * chat service having a bad minute).
 */
import { createServer } from 'node:http';

export interface WebhookReceiver {
  readonly url: string;
  /** Bodies received and answered 200, parsed. */
  readonly received: Record<string, unknown>[];
  /** Every request, answered 200 or not. */
  requests: number;
  failFirst: number;
  close(): Promise<void>;
}

export async function startWebhookReceiver(options: { failFirst?: number } = {}): Promise<WebhookReceiver> {
  const state = { received: [] as Record<string, unknown>[], requests: 0, failFirst: options.failFirst ?? 0 };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      state.requests++;
      if (state.requests <= state.failFirst) {
        response.writeHead(503).end('busy');
        return;
      }
      state.received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>);
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}/hooks/T000/B000/secret-token`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
