/**
 * The desk's pages (build/desk, from vite.desk.config.ts): one shell for every path under /desk,
 * with a policy of its own (scripts from the desk's files only, nothing inline but Mantine's style
 * attributes), never indexed, never cached; its hashed assets under /desk/assets. The shell holds
 * no data: the members' data comes from the API, behind a session.
 */
import { existsSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { DeskError } from '../../desk/contract/shared.ts';
import { loadBuiltFiles, type BuiltFile } from '../common/built-files.ts';
import { sendBuiltFile } from '../common/send-file.ts';
import type { DeskMethods } from './methods.ts';

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

/** What a page's answer depends on: the copy the browser holds and the encodings it takes. */
const PageHeaders = Type.Object({
  'if-none-match': Type.Optional(Type.String()),
  'accept-encoding': Type.Optional(Type.String()),
});

/** The built desk, or null when it was not built (the server still starts; the desk says so). */
export function loadDeskPages(deskDir: string): Map<string, BuiltFile> | null {
  if (!existsSync(`${deskDir}/index.html`)) return null;
  return loadBuiltFiles(deskDir, { scriptOrigins: [], connectOrigins: [] });
}

export async function deskPages(
  app: FastifyInstance,
  options: { readonly files: Map<string, BuiltFile> | null; readonly methods: DeskMethods },
) {
  const { files } = options;
  const shell = (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('x-robots-tag', 'noindex, nofollow');
    const page = files?.get('/index.html');
    if (!page) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send('The desk is not built on this server: run npm run build.\n');
    }
    return sendBuiltFile(request, reply, page, { cacheControl: 'no-store', csp: DESK_CSP });
  };
  app.get('/desk', { schema: { headers: PageHeaders } }, shell);
  const underDesk = {
    headers: PageHeaders,
    params: Type.Object({ '*': Type.String() }),
    // Only an unknown API path is answered in JSON; a missing asset is plain text.
    response: { 404: DeskError },
  };
  app.get('/desk/*', { schema: underDesk }, (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/desk/api/')) return options.methods.refuse(request, reply);
    if (path.startsWith('/desk/assets/')) {
      const file = files?.get(path.slice('/desk'.length));
      if (!file) return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
      reply.header('x-robots-tag', 'noindex, nofollow');
      return sendBuiltFile(request, reply, file);
    }
    return shell(request, reply);
  });
}
