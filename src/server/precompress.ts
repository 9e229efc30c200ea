/**
 * Writes brotli (.br) and gzip (.gz) twins of every compressible file of the built site at the
 * end of the build, at maximum compression, so the server starts in milliseconds instead of
 * compressing megabytes at every start.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.xml', '.txt', '.json', '.webmanifest', '.data']);
/** Below this, compression saves less than its header costs. */
export const MIN_COMPRESS_BYTES = 512;

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* walk(full);
    else yield full;
  }
}

export function precompressSite(dir: string): number {
  let count = 0;
  for (const file of walk(dir)) {
    if (!COMPRESSIBLE.has(path.extname(file))) continue;
    const body = readFileSync(file);
    if (body.length < MIN_COMPRESS_BYTES) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    count++;
  }
  return count;
}
