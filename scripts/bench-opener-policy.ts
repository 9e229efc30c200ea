/**
 * `npm run bench:opener-policy`: what the opener policy alone costs in Lighthouse's blocking time.
 * Lighthouse (mobile, simulated throttling, as `bench:lighthouse`) measures pages that run no script,
 * each served with the production security headers once with and once without
 * `Cross-Origin-Opener-Policy`, BENCH_RUNS times each (default 5, the arms alternating so that the
 * machine's noise falls on both): a minimal page (a heading and a paragraph, no CSS) and, when the
 * site is built, the contact page and the longest questionnaire with every script taken out. Whatever
 * blocking time these show is the floor under every page of the site, before any of its JavaScript
 * runs. On a form it also measures, as `bench:lighthouse` does (scripts/bench-keystroke.ts), how long
 * after the first contentful paint the first text field accepts a keystroke: the wait that the HTML
 * and CSS alone cause on Lighthouse's mobile profile.
 * A benchmark, not a test: see docs/performance.md, "Lighthouse's blocking time and the opener policy".
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { SECURITY_HEADERS } from '../src/server/security-headers.ts';
import { keystrokeBrowser } from './bench-keystroke.ts';
import { median } from './bench-stats.ts';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.ts';

const SITE = path.resolve('build/client');
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const TARGET_TBT_MS = 50;

const MINIMAL_PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>A page without scripts</title>
<meta name="description" content="A heading and a paragraph, to measure what the headers alone cost.">
</head><body><main><h1>A page without scripts</h1><p>A heading and a paragraph, nothing else.</p></main></body></html>`;

/** A built page as a visitor without JavaScript receives it: no script runs, none is fetched. */
function withoutScripts(route: string): string | null {
  const file = path.join(SITE, route, 'index.html');
  if (!existsSync(file)) return null;
  return readFileSync(file, 'utf8')
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
}

/** The shortest form and the longest, as the build has them. */
const BUILT_PAGES = ['contact', 'iso9001-questionnaire'];
const pages = new Map<string, string>([['/minimal', MINIMAL_PAGE]]);
for (const route of BUILT_PAGES) {
  const page = withoutScripts(route);
  if (page) pages.set(`/${route}-without-scripts`, page);
  else console.warn(`build/client/${route}/index.html not found: run \`npm run build\` to measure it too`);
}

const withoutOpenerPolicy = Object.fromEntries(
  Object.entries(SECURITY_HEADERS).filter(([name]) => name !== 'cross-origin-opener-policy'),
);
const arms = [
  { name: 'same-origin (production)', headers: SECURITY_HEADERS },
  { name: 'none', headers: withoutOpenerPolicy },
] as const;

function send(response: ServerResponse, status: number, type: string, body: string | Buffer, headers: object) {
  response.writeHead(status, { ...headers, 'content-type': type, 'cache-control': 'no-cache' });
  response.end(body);
}

/** One server per arm, so the header is the only thing that differs. Files the pages link (icons) come from the build. */
function serve(headers: Readonly<Record<string, string>>) {
  const server = createServer((request, response) => {
    const urlPath = new URL(request.url ?? '/', 'http://localhost').pathname;
    const page = pages.get(urlPath);
    if (page) return send(response, 200, 'text/html; charset=utf-8', page, headers);
    const file = path.join(SITE, path.normalize(urlPath));
    if (file.startsWith(SITE + path.sep) && urlPath.endsWith('.svg') && existsSync(file))
      return send(response, 200, 'image/svg+xml', readFileSync(file), headers);
    send(response, 404, 'text/plain; charset=utf-8', 'Not found', headers);
  });
  return new Promise<{ origin: string; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        origin: `http://localhost:${port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

interface Measured {
  readonly tbtMs: number;
  readonly performance: number;
  /** Null on a page without a text field. */
  readonly keystrokeMs: number | null;
}
const results = new Map<string, Measured[]>();
const servers = await Promise.all(arms.map((arm) => serve(arm.headers)));
const keystrokes = await keystrokeBrowser();
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
try {
  for (let run = 0; run < runs; run++)
    for (const urlPath of pages.keys())
      for (const [index, arm] of arms.entries()) {
        const origin = servers[index]?.origin;
        const result = await lighthouse(`${origin}${urlPath}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${urlPath}`);
        const key = `${urlPath} | ${arm.name}`;
        const hasForm = pages.get(urlPath)?.includes('<form') ?? false;
        const keystrokeMs = hasForm ? Math.round(await keystrokes.measure(`${origin}${urlPath}`)) : null;
        results.set(key, [
          ...(results.get(key) ?? []),
          {
            tbtMs: Math.round(result.lhr.audits['total-blocking-time']?.numericValue ?? NaN),
            performance: Math.round((result.lhr.categories.performance?.score ?? 0) * 100),
            keystrokeMs,
          },
        ]);
      }
} finally {
  chrome.kill();
  await keystrokes.close();
  await Promise.all(servers.map((server) => server.close()));
}

const rows = [...results].map(([key, measured]) => {
  const tbt = measured.map((run) => run.tbtMs);
  const performance = measured.map((run) => run.performance);
  const keystroke = measured.flatMap((run) => (run.keystrokeMs === null ? [] : [run.keystrokeMs]));
  const keystrokeCell = keystroke.length
    ? `${median(keystroke)} (${Math.min(...keystroke)}–${Math.max(...keystroke)})`
    : 'no text field';
  return `| ${key} | ${median(tbt)} | ${Math.min(...tbt)}–${Math.max(...tbt)} | ${tbt.filter((ms) => ms > TARGET_TBT_MS).length} of ${tbt.length} | ${Math.min(...performance)}–${Math.max(...performance)} | ${keystrokeCell} |`;
});
console.log(
  [
    `\nLighthouse (mobile, simulated throttling), pages that run no script, ${runs} runs each\n`,
    '| page | opener policy | TBT median (ms) | TBT range (ms) | runs with TBT over 50 ms | performance range | first keystroke after first paint (ms), median (range) |',
    '|---|---|---:|---:|---:|---:|---:|',
    ...rows,
    '',
  ].join('\n'),
);
