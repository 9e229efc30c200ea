/**
 * A built folder (the prerendered site, build/client; the desk, build/desk), read once at start:
 * every file held in memory with its brotli and gzip forms (compressed once at build time), its
 * ETag and (for pages) its own CSP. A site of this size is a few MB, so this trades a little
 * memory for no disk reads or compression per request.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { COMPRESSIBLE, MIN_COMPRESS_BYTES } from '../precompress.ts';
import { pageCsp, type CspOptions } from '../security-headers.ts';

export interface BuiltFile {
  readonly body: Buffer;
  readonly br: Buffer | null;
  readonly gzip: Buffer | null;
  readonly contentType: string;
  readonly etag: string;
  readonly cacheControl: string;
  /** Set for HTML pages only. */
  readonly csp: string | null;
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  // React Router's prerendered loader data for client-side navigation
  '.data': 'text/x-script; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* walk(full);
    else yield full;
  }
}

function cacheControlFor(urlPath: string, extension: string): string {
  // Vite puts content-hashed files under /assets: their URL changes whenever they do.
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (extension === '.html' || extension === '.data') return 'no-cache';
  return 'public, max-age=3600';
}

/** The build's precompressed twin (src/server/precompress.ts), or a quick compression when it is missing. */
function compressed(full: string, body: Buffer, kind: 'br' | 'gz'): Buffer {
  const twin = `${full}.${kind}`;
  if (existsSync(twin)) return readFileSync(twin);
  return kind === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(body, { level: 6 });
}

/** Every file of a built folder by its URL path under that folder (`/index.html`, `/assets/...`). */
export function loadBuiltFiles(dir: string, csp: CspOptions): Map<string, BuiltFile> {
  const files = new Map<string, BuiltFile>();
  for (const full of walk(dir)) {
    if (full.endsWith('.br') || full.endsWith('.gz')) continue;
    const urlPath = `/${path.relative(dir, full).split(path.sep).join('/')}`;
    const extension = path.extname(full).toLowerCase();
    const body = readFileSync(full);
    const compressible = COMPRESSIBLE.has(extension) && body.length >= MIN_COMPRESS_BYTES;
    files.set(urlPath, {
      body,
      br: compressible ? compressed(full, body, 'br') : null,
      gzip: compressible ? compressed(full, body, 'gz') : null,
      contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      cacheControl: cacheControlFor(urlPath, extension),
      csp: extension === '.html' ? pageCsp(body.toString('utf8'), csp) : null,
    });
  }
  if (!files.has('/index.html')) {
    throw new Error(`${dir} holds no built site (no index.html). Run "npm run build" first.`);
  }
  return files;
}
