/**
 * ALERT_WEBHOOK_URL: posts `{"text": ...}` (what Slack and Microsoft Teams incoming webhooks and
 * most chat tools take) with retries of its own, one message at a time so they arrive in order.
 * The URL is a secret (whoever has it can post to the channel): it is never logged.
 */
import type { FastifyBaseLogger } from 'fastify';

export interface AlertChannel {
  /** Queues a message; never throws (a failing webhook is logged, not fatal). */
  send(text: string): void;
  /** Stops retrying and waits for the message under way. */
  close(): Promise<void>;
}

export interface WebhookOptions {
  readonly url: string;
  readonly log: FastifyBaseLogger;
  readonly attempts?: number;
  /** Wait before the second attempt; doubled for each next one. */
  readonly firstDelayMs?: number;
  readonly timeoutMs?: number;
}

class Aborted extends Error {}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new Aborted());
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new Aborted());
      },
      { once: true },
    );
  });
}

export function webhookChannel(options: WebhookOptions): AlertChannel {
  const attempts = options.attempts ?? 5;
  const firstDelayMs = options.firstDelayMs ?? 2000;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const stopping = new AbortController();
  let queue: Promise<void> = Promise.resolve();

  async function post(text: string): Promise<void> {
    let problem = '';
    for (let attempt = 1; attempt <= attempts; attempt++) {
      if (attempt > 1) await pause(firstDelayMs * 2 ** (attempt - 2), stopping.signal);
      try {
        const response = await fetch(options.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ text }),
          redirect: 'error',
          signal: AbortSignal.any([stopping.signal, AbortSignal.timeout(timeoutMs)]),
        });
        await response.body?.cancel();
        if (response.ok) {
          options.log.info({ attempt }, 'alert posted to the webhook');
          return;
        }
        problem = `answered ${response.status}`;
        // A 4xx other than "too many" or "timeout" will be answered again: the URL is wrong or revoked.
        if (response.status < 500 && response.status !== 408 && response.status !== 429) break;
      } catch (error) {
        if (stopping.signal.aborted) throw new Aborted();
        problem = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : '';
      }
    }
    options.log.error({ problem }, 'the alert webhook (ALERT_WEBHOOK_URL) did not take the alert; check the URL');
  }

  return {
    send(text) {
      queue = queue.then(() =>
        post(text).catch((error: unknown) => {
          if (!(error instanceof Aborted)) options.log.error({ err: String(error) }, 'alert webhook failed');
        }),
      );
    },
    async close() {
      stopping.abort();
      await queue;
    },
  };
}
