/**
 * `npm run bench:lighthouse`: Lighthouse (mobile mode, simulated throttling) on every prerendered
 * route and the not-found page of the production server, BENCH_RUNS times each (default 3),
 * printed as one table of medians with the spread (max - min) of the timings, next to each page's
 * weight from the build (HTML, CSS, JS as gzip KB; JS files) and the requests the browser started
 * before the first contentful paint (observed in Lighthouse's own page load, not read from the HTML),
 * and on a form the time from its first contentful paint to the first keystroke its first text field
 * accepts, in a Chromium throttled as Lighthouse's mobile profile (scripts/bench-keystroke.ts).
 * A benchmark, not a test: targets in docs/performance.md, "Benchmarks".
 * Uses the server at BENCH_URL (default http://localhost:4173), starting one when none answers.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { formPaths, missingPageFor, prerenderPaths } from '../src/app/paths.ts';
import { keystrokeBrowser } from './bench-keystroke.ts';
import { median, spread } from './bench-stats.ts';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.ts';
import { pageFile, pageWeight, type PageWeight } from './page-weight.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';

const SITE = 'build/client';
const NOT_FOUND_EXAMPLE = '/no-such-page';
const base = process.env.BENCH_URL ?? 'http://localhost:4173';
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : [...prerenderPaths(), NOT_FOUND_EXAMPLE];

async function isUp(url: string): Promise<boolean> {
  try {
    return (await fetch(new URL('/readyz', url))).ok;
  } catch {
    return false;
  }
}

interface Run {
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  readonly requestsBeforePaint: number;
  /** Lighthouse's code when it could not measure the page (it refuses a 404 document). */
  readonly error?: string;
}

interface NetworkRequestsDetails {
  readonly items?: readonly { readonly networkRequestTime?: number }[];
  readonly debugData?: { readonly networkStartTimeTs?: number };
}
interface MetricsDetails {
  readonly items?: readonly { readonly observedFirstContentfulPaintTs?: number }[];
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function measure(port: number, url: string): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) console.error(`${url}: Lighthouse runtime error: ${runtimeError.code} ${runtimeError.message}`);
  const failing = Object.values(audits).filter(
    (audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary',
  );
  if (failing.length > 0) console.error(`${url}: failing audits: ${failing.map((audit) => audit.id).join(', ')}`);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => audits[id]?.numericValue ?? NaN;
  // Request times count from the first request, the paint from the trace's clock: both in µs there.
  const network = audits['network-requests']?.details as NetworkRequestsDetails | undefined;
  const paintTs = (audits.metrics?.details as MetricsDetails | undefined)?.items?.[0]?.observedFirstContentfulPaintTs;
  const startTs = network?.debugData?.networkStartTimeTs;
  const paintMs = paintTs !== undefined && startTs !== undefined ? (paintTs - startTs) / 1000 : NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: numeric('cumulative-layout-shift'),
    requestsBeforePaint: (network?.items ?? []).filter((request) => (request.networkRequestTime ?? Infinity) < paintMs)
      .length,
    ...(runtimeError ? { error: runtimeError.code } : {}),
  };
}

let server: ServerProcess | null = null;
let dataDir: string | null = null;
if (!(await isUp(base))) {
  dataDir = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-'));
  server = await startServerProcess({
    port: Number(new URL(base).port || 80),
    env: { LOG_LEVEL: 'warn', DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: 'inherit',
  });
}
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
const keystrokes = await keystrokeBrowser();
const forms = new Set(formPaths());
const rows: string[] = [];
try {
  for (const urlPath of paths) {
    const results: Run[] = [];
    for (let run = 0; run < runs; run++) results.push(await measure(chrome.port, new URL(urlPath, base).href));
    const built = prerenderPaths().includes(urlPath)
      ? pageFile(SITE, urlPath)
      : pageFile(SITE, missingPageFor(urlPath));
    const weight: PageWeight = pageWeight(SITE, built);
    const keystroke: number[] = [];
    if (forms.has(urlPath))
      for (let run = 0; run < runs; run++) keystroke.push(await keystrokes.measure(new URL(urlPath, base).href));
    const of = (key: Exclude<keyof Run, 'error'>) => results.map((result) => result[key]);
    const error = results.find((result) => result.error)?.error;
    const measured = error
      ? [`not measured: Lighthouse ${error}`, '', '', '', '', '', '', '']
      : [
          `${median(of('performance'))} (±${spread(of('performance'))})`,
          median(of('accessibility')),
          median(of('bestPractices')),
          median(of('seo')),
          median(of('fcpMs')),
          `${median(of('lcpMs'))} (${spread(of('lcpMs'))})`,
          `${median(of('tbtMs'))} (${spread(of('tbtMs'))})`,
          median(of('cls')).toFixed(3),
        ];
    rows.push(
      [
        urlPath,
        ...measured,
        kb(weight.htmlBytes),
        kb(weight.cssBytes),
        kb(weight.jsBytes),
        weight.jsFiles,
        error ? '' : median(of('requestsBeforePaint')),
        keystroke.length ? `${Math.round(median(keystroke))} (${Math.round(spread(keystroke))})` : '',
      ].join(' | '),
    );
    console.log(`${urlPath}: done (${runs} runs)`);
  }
} finally {
  chrome.kill();
  await keystrokes.close();
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

const table = [
  '| route | performance (spread) | accessibility | best practices | SEO | FCP (ms) | LCP (ms) (spread) | TBT (ms) (spread) | CLS | HTML KB | CSS KB | JS KB | JS files | requests before first contentful paint | first keystroke after first paint (ms) (spread) |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...rows.map((row) => `| ${row} |`),
].join('\n');
console.log(
  `\nLighthouse (mobile, simulated throttling) on ${base}, median of ${runs} runs per route; weights from ${SITE} (gzip); first keystroke in Chromium throttled as Lighthouse's mobile profile (devtools throttling), median of ${runs}\n\n${table}\n`,
);
mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/lighthouse.md', `${table}\n`);
