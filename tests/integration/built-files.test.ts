/**
 * A built file is sent one way by the site and the desk alike (src/server/common/send-file.ts):
 * with its ETag and a 304 for the copy a browser already holds, in the brotli or gzip form the
 * browser takes, and with its own caching: hashed assets for a year, the site's pages revalidated,
 * the desk's shell never kept (and under the desk's own policy); a 404 page is never a 304.
 */
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESK_CSP } from '../../src/server/desk/pages.ts';
import { backends, startTestServer, type TestServer } from '../support/test-server.ts';

const ORIGIN = 'http://localhost:4479';
const YEAR = 'public, max-age=31536000, immutable';
/** Large enough to be kept compressed (small files are sent as they are). */
const SCRIPT = `export const lines = [\n${Array.from({ length: 100 }, (_, line) => `  'line ${line}',`).join('\n')}\n];\n`;
const SHELL =
  '<!doctype html><html lang="en"><head><title>Desk</title></head><body><div id="root"></div></body></html>';

describe('built files, sent by the site and the desk', () => {
  let server: TestServer;
  let root: string;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'built-files-'));
    cpSync('tests/fixtures/site', path.join(root, 'client'), { recursive: true });
    mkdirSync(path.join(root, 'client', 'assets'));
    writeFileSync(path.join(root, 'client', 'assets', 'app-1a2b.js'), SCRIPT);
    mkdirSync(path.join(root, 'desk', 'assets'), { recursive: true });
    writeFileSync(path.join(root, 'desk', 'index.html'), SHELL);
    writeFileSync(path.join(root, 'desk', 'assets', 'desk-3c4d.js'), SCRIPT);
    const [backend] = backends;
    if (!backend) throw new Error('no backend');
    server = await startTestServer(backend, { DESK_ORIGIN: ORIGIN, SITE_DIR: path.join(root, 'client') });
  });
  afterAll(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (urlPath: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${urlPath}`, { headers: { 'accept-encoding': 'identity', ...headers } });

  it('answers a copy the browser holds with 304, and sends the form of the file it takes', async () => {
    for (const asset of ['/assets/app-1a2b.js', '/desk/assets/desk-3c4d.js']) {
      const plain = await get(asset);
      expect(plain.status, asset).toBe(200);
      expect(plain.headers.get('content-encoding'), asset).toBeNull();
      expect(plain.headers.get('cache-control'), asset).toBe(YEAR);
      expect(plain.headers.get('vary'), asset).toBe('Accept-Encoding');
      expect(await plain.text(), asset).toBe(SCRIPT);
      const etag = plain.headers.get('etag') ?? '';
      expect(etag, asset).toMatch(/^".+"$/);

      const held = await get(asset, { 'if-none-match': etag });
      expect(held.status, asset).toBe(304);
      expect(await held.text(), asset).toBe('');

      for (const encoding of ['br', 'gzip']) {
        const compressed = await get(asset, { 'accept-encoding': encoding });
        expect(compressed.headers.get('content-encoding'), `${asset} ${encoding}`).toBe(encoding);
        expect(await compressed.text(), `${asset} ${encoding}`).toBe(SCRIPT);
      }
    }
  });

  it('revalidates the site’s pages, never keeps the desk’s shell, and never answers a 404 page with 304', async () => {
    const page = await get('/');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const etag = page.headers.get('etag') ?? '';
    expect((await get('/', { 'if-none-match': etag })).status).toBe(304);

    const shell = await get('/desk/leads');
    expect(shell.status).toBe(200);
    expect(shell.headers.get('cache-control')).toBe('no-store');
    expect(shell.headers.get('content-security-policy')).toBe(DESK_CSP);
    expect(await shell.text()).toBe(SHELL);
    const shellTag = shell.headers.get('etag') ?? '';
    expect((await get('/desk', { 'if-none-match': shellTag })).status).toBe(304);

    // Even when the browser holds the not-found page itself (its tag is its content's SHA-1).
    const missingPage = readFileSync('tests/fixtures/site/__missing/index.html');
    const missingTag = `"${createHash('sha1').update(missingPage).digest('base64url')}"`;
    const missing = await get('/no-such-page', { 'if-none-match': missingTag });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('etag')).toBeNull();
  });
});
