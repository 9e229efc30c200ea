import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { redirects } from '../app/paths.ts';
import { NOT_FOUND_PAGE, resolvePage, type SiteFile } from './static-site.ts';

function preferredEncoding(request: FastifyRequest, file: SiteFile): 'br' | 'gzip' | null {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (file.br && /\bbr\b/.test(accepted)) return 'br';
  if (file.gzip && /\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

function send(request: FastifyRequest, reply: FastifyReply, file: SiteFile, status: number) {
  reply.header('content-type', file.contentType);
  reply.header('cache-control', file.cacheControl);
  reply.header('vary', 'Accept-Encoding');
  if (file.csp) reply.header('content-security-policy', file.csp);
  if (status === 200) {
    reply.header('etag', file.etag);
    if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  }
  const encoding = preferredEncoding(request, file);
  if (encoding) reply.header('content-encoding', encoding);
  const body = encoding === 'br' ? file.br : encoding === 'gzip' ? file.gzip : file.body;
  return reply.code(status).send(body);
}

/** Serves the prerendered site: pages, hashed assets, redirects and the 404 page. */
export function registerSiteRoutes(app: FastifyInstance, files: ReadonlyMap<string, SiteFile>) {
  const notFound = files.get(NOT_FOUND_PAGE);

  app.get('/*', (request, reply) => {
    const rawPath = request.url.split('?')[0] ?? '/';
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(rawPath);
    } catch {
      return reply.code(400).type('text/plain; charset=utf-8').send('Bad request');
    }
    const query = request.url.slice(rawPath.length);

    const target = redirects[urlPath.replace(/\/+$/, '')];
    if (target) return reply.redirect(`${target}${query}`, 301);
    // One URL per page: /about/ → /about (the canonical form has no trailing slash).
    if (urlPath.length > 1 && urlPath.endsWith('/')) {
      return reply.redirect(`${urlPath.replace(/\/+$/, '')}${query}`, 301);
    }

    const file = urlPath.includes('..') ? undefined : resolvePage(files, urlPath);
    if (file) return send(request, reply, file, 200);
    // The client router renders the not-found screen (or "Blog Post Not Found") from this page.
    if (notFound && !urlPath.startsWith('/assets/') && !urlPath.endsWith('.data'))
      return send(request, reply, notFound, 404);
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
}
