/**
 * Every response carries the security headers (HSTS, nosniff, frame and referrer policies, a
 * strict CSP unless a page sets its own): set when a request arrives, so errors, 404s and
 * refusals carry them too. Responses Fastify never sees (Node's parser errors) take them from
 * `securityHeaderLines` (connection-guard.ts).
 */
import type { FastifyReply } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { onlySessionCookies } from '../common/session-cookie.ts';
import { NON_HTML_CSP, SECURITY_HEADERS } from '../security-headers.ts';

const EVERY_RESPONSE: Readonly<Record<string, string>> = {
  ...SECURITY_HEADERS,
  'content-security-policy': NON_HTML_CSP,
};

export function applySecurityHeaders(reply: FastifyReply): void {
  reply.headers(EVERY_RESPONSE);
}

/** The same headers as raw `Name: value\r\n` lines. */
export function securityHeaderLines(): string {
  return Object.entries(EVERY_RESPONSE)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
}

export const securityHeaders = fastifyPlugin(
  async (app) => {
    app.addHook('onRequest', async (_request, reply) => applySecurityHeaders(reply));
    // No response of this site sets a cookie but the desk's session; nothing a library adds may slip through.
    app.addHook('onSend', onlySessionCookies);
  },
  { name: 'security-headers' },
);
