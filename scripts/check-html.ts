/**
 * `npm run check:html`: the W3C Nu HTML Checker (npm `vnu-jar`) over every prerendered page and the
 * not-found page, in one JVM run. Fails on any error; warnings are listed and do not fail.
 * The checker needs a Java runtime: when none is found, Debian's default-jre-headless is installed
 * with apt-get where that is possible (root with apt), else the command stops with one sentence.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const SITE = 'build/client';

/**
 * Messages about the pages' inlined CSS that are the checker's gaps, not faults: CSS properties its
 * CSS grammar does not know yet, and Mantine's Loader `animation-delay: 0` (the default value,
 * which browsers drop as unitless). Listed and counted, never silently dropped.
 */
const CHECKER_CSS_GAPS: readonly RegExp[] = [
  /^CSS: “(text-box-trim|text-box-edge|container)”: Property “\1” doesn't exist\.$/,
  /^CSS: “animation-delay”: “0” is not a “animation-delay” value\.$/,
];

interface NuMessage {
  readonly type: 'error' | 'info' | 'non-document-error';
  readonly subType?: 'warning' | 'fatal' | 'io' | 'schema' | 'internal';
  readonly url?: string;
  readonly lastLine?: number;
  readonly message: string;
  readonly extract?: string;
}

function hasJava(): boolean {
  return spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;
}

export function ensureJava(): void {
  if (hasJava()) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log("Java not found: installing Debian's default-jre-headless with apt-get...");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', 'default-jre-headless'], { stdio: 'inherit', env });
    if (hasJava()) return;
  }
  console.error('The HTML check needs Java: run "sudo apt-get install default-jre-headless" (Debian/Ubuntu).');
  process.exit(1);
}

/** The pages a visitor can be served: every prerendered index.html and the not-found page. */
export function builtPages(siteDir = SITE): string[] {
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else if (entry.endsWith('.html')) pages.push(full);
    }
  };
  walk(siteDir);
  return pages.sort();
}

/** The checker's messages over these HTML files, in one JVM run. */
export function nuMessages(pages: readonly string[]): NuMessage[] {
  const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));
  // A run of seconds: Java's quick compiler alone (C1) halves the checker's CPU time, the same
  // messages; its deeper frames need a larger thread stack than Java's default.
  const java = ['-Xss8m', '-XX:TieredStopAtLevel=1', '-jar', vnuJar];
  const run = spawnSync('java', [...java, '--format', 'json', '--stdout', ...pages], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error || !run.stdout) throw new Error(`The Nu HTML Checker did not run: ${run.error?.message ?? run.stderr}`);
  return (JSON.parse(run.stdout) as { messages: NuMessage[] }).messages;
}

const isGap = (message: NuMessage) => CHECKER_CSS_GAPS.some((gap) => gap.test(message.message));

/** The messages that fail a page: errors, the checker's known CSS gaps left out. */
export function nuErrors(messages: readonly NuMessage[]): NuMessage[] {
  return messages.filter((message) => message.type !== 'info' && !isGap(message));
}

function main(): void {
  if (!existsSync(path.join(SITE, 'index.html'))) {
    console.error(`${SITE} holds no built site: run "npm run build" first.`);
    process.exit(1);
  }
  ensureJava();
  const pages = builtPages();
  const messages = nuMessages(pages);
  const where = (message: NuMessage) =>
    `${path.relative(process.cwd(), decodeURIComponent(new URL(message.url ?? 'file:///').pathname))}:${message.lastLine ?? '?'}`;
  const gaps = messages.filter(isGap);
  const errors = nuErrors(messages);
  const warnings = messages.filter((message) => message.type === 'info' && message.subType === 'warning');
  for (const message of warnings) console.log(`warning ${where(message)}: ${message.message}`);
  const gapKinds = new Map<string, number>();
  for (const message of gaps) gapKinds.set(message.message, (gapKinds.get(message.message) ?? 0) + 1);
  for (const [text, count] of gapKinds) console.log(`known checker gap (${count}x): ${text}`);
  for (const message of errors) console.error(`error   ${where(message)}: ${message.message}`);
  console.log(`Nu HTML Checker: ${pages.length} pages, ${errors.length} errors, ${warnings.length} warnings.`);
  if (errors.length > 0) process.exit(1);
}

if (import.meta.main) main();
