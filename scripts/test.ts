/**
 * `npm test`: every check in one go, stopping at the first failure. Prints the Node version it
 * runs on (node@24 from node_modules, whatever the system Node is), and ends with a table of each
 * stage's time in seconds.
 */
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.ts';

console.log(`npm test on Node ${process.version}`);

const steps: readonly (readonly [string, string])[] = [
  ['typecheck', 'npm run typecheck'],
  // Before lint, whose import resolver is one of the packages with a native binding per platform.
  ['lockfile platforms', 'npm run check:lockfile'],
  ['lint', 'npm run lint'],
  // The catalogue before the format check: its own message says which file to fix and how.
  ['questionnaire catalogue', 'npm run schemas:check'],
  ['format', 'npm run format:check'],
  ['unit tests', 'npm run test:unit'],
  ['development server', 'npm run test:dev'],
  ['workbench', 'npm run test:workbench'],
  ['build', 'npm run build'],
  // The W3C Nu HTML Checker over every built page, in one JVM run (installs Java where it can).
  ['valid HTML', 'npm run check:html'],
  ['end-to-end tests', 'npm run test:e2e'],
  // The question shapes example filled in the workbench page and sent through the real server.
  ['question shapes', 'npm run test:shapes'],
];
const browserSteps = new Set(['development server', 'workbench', 'end-to-end tests', 'question shapes']);
const hints: Readonly<Record<string, string>> = { format: 'Run npm run format to format every file.' };

/** Each stage's time, printed at the end whether it passed or not, so a stage that grows is seen when it does. */
function printTimes(times: readonly (readonly [string, number])[]): void {
  const width = Math.max('stage'.length, ...times.map(([name]) => name.length));
  const total = times.reduce((sum, [, seconds]) => sum + seconds, 0);
  const rows = [...times, ['total', total] as const].map(
    ([name, seconds]) => `${name.padEnd(width)}  ${seconds.toFixed(1).padStart(7)}`,
  );
  console.log(['', `${'stage'.padEnd(width)}  ${'seconds'.padStart(7)}`, ...rows].join('\n'));
}

const times: [string, number][] = [];
for (const [name, command] of steps) {
  const started = performance.now();
  if (browserSteps.has(name)) ensureChromium();
  console.log(`\n=== ${name}: ${command}`);
  const result = spawnSync(command, { shell: true, stdio: 'inherit' });
  times.push([name, (performance.now() - started) / 1000]);
  if (result.status !== 0) {
    printTimes(times);
    console.error(`\nnpm test stopped: ${name} failed (exit ${result.status ?? result.signal}).`);
    if (hints[name]) console.error(hints[name]);
    process.exit(1);
  }
}
printTimes(times);
console.log(`\nAll checks passed in ${Math.round(times.reduce((sum, [, seconds]) => sum + seconds, 0))} s.`);
