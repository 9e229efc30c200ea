/**
 * The server is assembled from plugins (src/server/app.ts). Each applies to the whole server, as
 * fastify-plugin would make it: Fastify's documented 'skip-override' marker keeps its hooks,
 * handlers and routes out of a nested scope, and the display name appears in Fastify's errors.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

export function definePlugin<Options extends object = Record<never, never>>(
  name: string,
  plugin: (app: FastifyInstance, options: Options) => Promise<void>,
): FastifyPluginAsync<Options> {
  return Object.assign(plugin, {
    [Symbol.for('skip-override')]: true,
    [Symbol.for('fastify.display-name')]: name,
  });
}
