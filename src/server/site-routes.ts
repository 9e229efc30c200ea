/**
 * Serves the prerendered site: pages, hashed assets, permanent redirects and the 404 page.
 *
 * A redirect from this server only ever points to a path on this site. Its Location is built from
 * the raw request path, never from a decoded one: leading slashes collapse to one (so `//host`
 * cannot name another host) and every character that is not valid in a URL path is
 * percent-encoded (a backslash, which browsers read as a slash, included). A path whose decoded
 * form holds a control or line-separator character is no page of this site: the 404 page.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { redirects } from '../routing/redirects.ts';
import fastifyPlugin from 'fastify-plugin';
import type { BuiltFile } from './common/built-files.ts';
import { sendBuiltFile } from './common/send-file.ts';
import { methodNotAllowed, otherMethods } from './plugins/errors.ts';
import { notFoundPage, resolvePage } from './static-site.ts';

/**
 * What a request for the site carries: a path, read raw (request.url) for its redirect, and a query
 * string, which no page reads and a redirect passes on as it came.
 */
const SITE_REQUEST = {
  params: Type.Object({ '*': Type.String() }),
  querystring: Type.Object({}, { description: 'a query string (read by no page)' }),
};

/** RFC 3986 path characters (pchar and "/"); "?" joins them in a query. */
const PATH_CHARACTER = /[A-Za-z0-9\-._~!$&'()*+,;=:@/]/;
const QUERY_CHARACTER = /[A-Za-z0-9\-._~!$&'()*+,;=:@/?]/;
const PERCENT_ESCAPE = /^%[0-9A-Fa-f]{2}/;
/** No page's path holds these once decoded (controls, line and paragraph separators). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NOT_IN_A_PAGE_PATH = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

function percentEncode(raw: string, allowed: RegExp): string {
  let encoded = '';
  for (let index = 0; index < raw.length; index++) {
    const escape = PERCENT_ESCAPE.exec(raw.slice(index, index + 3))?.[0];
    if (escape) {
      encoded += escape;
      index += 2;
      continue;
    }
    const char = raw[index] ?? '';
    if (allowed.test(char)) encoded += char;
    // Node gives the request line as latin1: one char per byte.
    else
      encoded +=
        char.charCodeAt(0) < 256
          ? `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`
          : encodeURIComponent(char);
  }
  return encoded;
}

/** A Location on this site for a raw path and query, safe as a header and unable to leave the site. */
export function siteLocation(rawPath: string, rawQuery = ''): string {
  const path = `/${percentEncode(rawPath, PATH_CHARACTER).replace(/^\/+/, '')}`;
  return rawQuery ? `${path}${percentEncode(rawQuery, QUERY_CHARACTER)}` : path;
}

export const siteRoutes = fastifyPlugin<{ readonly files: ReadonlyMap<string, BuiltFile> }>(
  async (app, { files }) => {
    const notFoundAnswer = (request: FastifyRequest, reply: FastifyReply, status: number, urlPath = '/') => {
      const notFound = notFoundPage(files, urlPath);
      return notFound
        ? sendBuiltFile(request, reply, notFound, { status })
        : reply
            .code(status)
            .type('text/plain; charset=utf-8')
            .send(status === 404 ? 'Not found' : 'Bad request');
    };

    app.get('/*', { schema: SITE_REQUEST }, (request, reply) => {
      const rawPath = request.url.split('?')[0] ?? '/';
      const rawQuery = request.url.slice(rawPath.length);
      let urlPath: string;
      try {
        urlPath = decodeURIComponent(rawPath);
      } catch {
        return notFoundAnswer(request, reply, 400);
      }
      if (NOT_IN_A_PAGE_PATH.test(urlPath)) return notFoundAnswer(request, reply, 404);

      const target = redirects[urlPath.replace(/\/+$/, '')];
      if (target) return reply.redirect(siteLocation(target, rawQuery), 301);
      // One URL per page: /about/ → /about (the canonical form has no trailing slash).
      if (rawPath.length > 1 && rawPath.endsWith('/')) {
        return reply.redirect(siteLocation(rawPath.replace(/\/+$/, ''), rawQuery), 301);
      }

      const file = urlPath.includes('..') ? undefined : resolvePage(files, urlPath);
      if (file) return sendBuiltFile(request, reply, file);
      // The not-found page of the route the URL falls under ("Blog Post Not Found" for an unknown post).
      if (!urlPath.startsWith('/assets/') && !urlPath.endsWith('.data'))
        return notFoundAnswer(request, reply, 404, urlPath);
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    });

    // The site only ever answers GET and HEAD: any other method on one of its pages, assets or
    // redirects is a 405 (before a byte of the body is read); on a path it does not have, a 404.
    const refuse = async (request: FastifyRequest, reply: FastifyReply) => {
      const rawPath = request.url.split('?')[0] ?? '/';
      let urlPath: string;
      try {
        urlPath = decodeURIComponent(rawPath);
      } catch {
        return notFoundAnswer(request, reply, 400);
      }
      const known =
        !NOT_IN_A_PAGE_PATH.test(urlPath) &&
        !urlPath.includes('..') &&
        (redirects[urlPath.replace(/\/+$/, '')] !== undefined || resolvePage(files, urlPath.replace(/(.)\/+$/, '$1')));
      return known ? methodNotAllowed(reply, ['GET', 'HEAD']) : notFoundAnswer(request, reply, 404, urlPath);
    };
    app.route({
      method: otherMethods(app, ['GET', 'HEAD']),
      url: '/*',
      schema: SITE_REQUEST,
      onRequest: refuse,
      handler: refuse,
    });
  },
  { name: 'site' },
);
