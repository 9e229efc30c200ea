import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures.ts';
import { STATE_PATH } from '../../src/workbench/types.ts';

// The consultant's workbench (npm run workbench) is a development tool: nothing of it may reach
// the built site, its sitemap or the production server.
const SITE = path.resolve('build/client');

function textFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return textFiles(file);
    return /\.(html|js|css|xml|txt|json|data)$/.test(entry.name) ? [file] : [];
  });
}

test('the built site holds nothing of the workbench, and the server does not answer its endpoint', async ({
  request,
}) => {
  const files = textFiles(SITE);
  expect(files.length).toBeGreaterThan(0);
  const carrying = files.filter((file) =>
    /Questionnaire workbench|__workbench|@workbench\//.test(fs.readFileSync(file, 'utf8')),
  );
  expect(carrying).toEqual([]);
  expect(fs.readFileSync(path.join(SITE, 'sitemap.xml'), 'utf8')).not.toContain('workbench');
  expect((await request.get(STATE_PATH)).status()).toBe(404);
});
