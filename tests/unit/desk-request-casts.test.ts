/**
 * The desk's server reads a request only as its route's schema types it (TypeBox, checked by
 * Fastify before the handler runs, a 400 naming the field otherwise): no handler casts the body,
 * the query string or the path parameters to a shape nobody checked.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const deskServer = path.resolve(import.meta.dirname, '../../src/server/desk');
/** `request.body as ...`, `(request.query as ...)`, `request.params.id as ...`: a cast of what a request carries. */
const REQUEST_CAST = /\brequest\.(?:body|query|params)\b[\w.?[\]'"]*\)?\s+as\s/;

describe('the desk’s requests', () => {
  it('are read through their routes’ schemas, never cast', () => {
    const files = readdirSync(deskServer, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(10);
    const casts = files.flatMap((file) =>
      readFileSync(path.join(deskServer, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => (REQUEST_CAST.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(casts).toEqual([]);
    // The pattern finds the casts it is meant to find.
    for (const cast of [
      'request.body as Body',
      '(request.query as { weeks?: unknown })',
      'request.params.id as string',
    ]) {
      expect(REQUEST_CAST.test(cast), cast).toBe(true);
    }
  });
});
