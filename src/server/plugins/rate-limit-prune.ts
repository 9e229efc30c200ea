/**
 * The rate limits' memory of who sent what: every RATE_LIMIT_PRUNE_MS each limiter forgets the
 * hits whose window has passed, so a count (a client's address or network, and a time) lives at
 * most its window plus that interval, whether or not anyone sends a form meanwhile. The privacy
 * notice states this bound.
 */
import { RATE_LIMIT_PRUNE_MS } from '../../content/privacy/notice-settings.ts';
import type { RateLimiter } from '../common/rate-limit.ts';
import fastifyPlugin from 'fastify-plugin';

export interface RateLimitPruneOptions {
  readonly limiters: readonly RateLimiter[];
  /** How often to prune; RATE_LIMIT_PRUNE_MS unless a test says otherwise. */
  readonly everyMs?: number;
}

export const rateLimitPrune = fastifyPlugin<RateLimitPruneOptions>(
  async (app, options) => {
    let timer: NodeJS.Timeout | null = null;
    let running: Promise<unknown> = Promise.resolve();
    const prune = () => {
      running = Promise.all(options.limiters.map((limiter) => limiter.prune())).catch((error: unknown) =>
        app.log.error({ err: String(error) }, 'rate-limit prune failed'),
      );
    };
    app.addHook('onReady', async () => {
      timer = setInterval(prune, options.everyMs ?? RATE_LIMIT_PRUNE_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      await running;
    });
  },
  { name: 'rate-limit-prune' },
);
