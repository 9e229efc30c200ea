/**
 * Sends a built file (built-files.ts) as the site and the desk both do: its content type, the
 * ETag with a 304 for a copy the browser already holds, and the brotli or gzip form the browser
 * accepts, which is why every answer varies on Accept-Encoding.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BuiltFile } from './built-files.ts';

export interface SendOptions {
  /** 200 by default; another status (a 404 page) is sent without an ETag, so it is never a 304. */
  readonly status?: number;
  /** The file's own when not given (a year for hashed assets, revalidated for pages). */
  readonly cacheControl?: string;
  /** The file's own page policy when not given; null sends none (the security headers' default stands). */
  readonly csp?: string | null;
}

function preferredEncoding(request: FastifyRequest, file: BuiltFile): 'br' | 'gzip' | null {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (file.br && /\bbr\b/.test(accepted)) return 'br';
  if (file.gzip && /\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

export function sendBuiltFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: BuiltFile,
  options: SendOptions = {},
): FastifyReply {
  const status = options.status ?? 200;
  const csp = options.csp === undefined ? file.csp : options.csp;
  reply.header('content-type', file.contentType);
  reply.header('cache-control', options.cacheControl ?? file.cacheControl);
  reply.header('vary', 'Accept-Encoding');
  if (csp) reply.header('content-security-policy', csp);
  if (status === 200) {
    reply.header('etag', file.etag);
    if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  }
  const encoding = preferredEncoding(request, file);
  if (encoding) reply.header('content-encoding', encoding);
  const body = encoding === 'br' ? file.br : encoding === 'gzip' ? file.gzip : file.body;
  return reply.code(status).send(body);
}
