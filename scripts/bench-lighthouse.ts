/**
 * `npm run bench:lighthouse`: Lighthouse (mobile mode, simulated throttling) on every prerendered
 * route of the production server, printed as a table. A benchmark, not a test: targets are
 * performance 95 / accessibility, best practices and SEO 100 (README, "Benchmarks").
 * Uses the server at BENCH_URL (default http://localhost:4173), starting one when none answers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { prerenderPaths } from '../src/app/paths.ts';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.ts';

const base = process.env.BENCH_URL ?? 'http://localhost:4173';
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : prerenderPaths();

async function isUp(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function ensureServer(): Promise<ChildProcess | null> {
  if (await isUp(base)) return null;
  const port = new URL(base).port || '80';
  const server = spawn(process.execPath, ['src/server/main.ts'], {
    env: { ...process.env, PORT: port, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  for (let attempt = 0; attempt < 50 && !(await isUp(base)); attempt++)
    await new Promise((resolve) => setTimeout(resolve, 200));
  if (!(await isUp(base))) throw new Error(`No server at ${base}; run "npm run build" first.`);
  return server;
}

interface Row {
  readonly path: string;
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
}

const server = await ensureServer();
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
const rows: Row[] = [];
try {
  for (const path of paths) {
    const result = await lighthouse(new URL(path, base).href, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const { categories, audits } = result.lhr;
    if (result.lhr.runtimeError)
      console.error(
        `${path}: Lighthouse runtime error: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
      );
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    rows.push({
      path,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
    });
    const failing = Object.values(result.lhr.audits).filter(
      (audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary',
    );
    if (failing.length > 0) console.error(`${path}: failing audits: ${failing.map((audit) => audit.id).join(', ')}`);
  }
} finally {
  chrome.kill();
  server?.kill('SIGTERM');
}

const header = '| route | performance | accessibility | best practices | SEO | LCP (ms) | TBT (ms) | CLS |';
const table = [
  header,
  '|---|---:|---:|---:|---:|---:|---:|---:|',
  ...rows.map(
    (row) =>
      `| ${row.path} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${row.lcpMs} | ${row.tbtMs} | ${row.cls} |`,
  ),
].join('\n');
console.log(`\nLighthouse ${'(mobile, simulated throttling)'} on ${base}\n\n${table}\n`);
mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/lighthouse.md', `${table}\n`);
