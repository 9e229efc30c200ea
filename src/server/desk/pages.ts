/**
 * The desk's pages (build/desk, from vite.desk.config.ts): one shell for every path under /desk,
 * with a policy of its own (scripts from the desk's files only, nothing inline but Mantine's style
 * attributes), never indexed, never cached; its hashed assets under /desk/assets. The shell holds
 * no data: the members' data comes from the API, behind a session.
 */
import { existsSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadSite, type SiteFile } from '../static-site.ts';

export const DESK_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "style-src-attr 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The built desk, or null when it was not built (the server still starts; the desk says so). */
export function loadDeskPages(deskDir: string): Map<string, SiteFile> | null {
  if (!existsSync(`${deskDir}/index.html`)) return null;
  return loadSite(deskDir, { scriptOrigins: [], connectOrigins: [] });
}

function send(request: FastifyRequest, reply: FastifyReply, file: SiteFile) {
  reply.header('content-type', file.contentType);
  reply.header('vary', 'Accept-Encoding');
  reply.header('etag', file.etag);
  if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const encoding = file.br && /\bbr\b/.test(accepted) ? 'br' : file.gzip && /\bgzip\b/.test(accepted) ? 'gzip' : null;
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding === 'br' ? file.br : encoding === 'gzip' ? file.gzip : file.body);
}

export async function deskPages(app: FastifyInstance, options: { readonly files: Map<string, SiteFile> | null }) {
  const { files } = options;
  const shell = (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('x-robots-tag', 'noindex, nofollow');
    reply.header('cache-control', 'no-store');
    const page = files?.get('/index.html');
    if (!page) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The desk is not built on this server: run npm run build.\n');
    }
    reply.header('content-security-policy', DESK_CSP);
    return send(request, reply, page);
  };
  app.get('/desk', shell);
  app.get('/desk/*', (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/desk/api/')) return reply.code(404).send({ error: 'No such endpoint.' });
    if (path.startsWith('/desk/assets/')) {
      const file = files?.get(path.slice('/desk'.length));
      if (!file) return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
      reply.header('x-robots-tag', 'noindex, nofollow');
      reply.header('cache-control', file.cacheControl);
      return send(request, reply, file);
    }
    return shell(request, reply);
  });
}
