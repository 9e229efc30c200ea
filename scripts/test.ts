/**
 * `npm test`: every check in one go, stopping at the first failure. Prints the Node version it
 * runs on (node@24 from node_modules, whatever the system Node is), and ends with a table of each
 * stage's time in seconds.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.ts';

console.log(`npm test on Node ${process.version}`);

// V8's compiled code on disk, shared by every Node process of the run: the unit tests alone start
// the server fourteen times and the operator commands a dozen, each loading the same modules.
process.env.NODE_COMPILE_CACHE ??= path.resolve('node_modules/.cache/node-compile-cache');

type Step = { readonly name: string; readonly command: string };
/** Lanes run side by side, the steps of a lane one after another. */
type Stage = { readonly lanes: readonly (readonly Step[])[] };

const one = (name: string, command: string): Stage => ({ lanes: [[{ name, command }]] });

const stages: readonly Stage[] = [
  // The static checks and the build: compiler, parser and bundler work, in two lanes. The build
  // leaves a core partly idle (its prerender is one process), which the other lane fills. The Node
  // side's type check follows the build in its lane: both write React Router's route types
  // (.react-router/types), which that check reads; the browser's reads none.
  {
    lanes: [
      [
        { name: 'build', command: 'npm run build' },
        // The W3C Nu HTML Checker over every built page, in one JVM run (installs Java where it can).
        { name: 'valid HTML', command: 'npm run check:html' },
        { name: 'typecheck (Node)', command: 'npm run typecheck:node' },
      ],
      [
        // Before lint, whose import resolver is one of the packages with a native binding per platform.
        { name: 'lockfile platforms', command: 'npm run check:lockfile' },
        { name: 'lint', command: 'npm run lint' },
        // The catalogue before the format check: its own message says which file to fix and how.
        { name: 'questionnaire catalogue', command: 'npm run schemas:check' },
        { name: 'format', command: 'npm run format:check' },
        { name: 'typecheck (browser)', command: 'npm run typecheck:browser' },
      ],
    ],
  },
  // Alone: their three workers keep both cores busy (beside the build, the two took 25 s longer
  // than one after the other).
  one('unit tests', 'npm run test:unit'),
  // The development server, the workbench and the question shapes example (filled in the workbench
  // page and sent through the real server), one suite per browser worker.
  one('dev server, workbench, shapes', 'npm run test:tools'),
  one('end-to-end tests', 'npm run test:e2e'),
];
const browserSteps = new Set(['dev server, workbench, shapes', 'end-to-end tests']);
const hints: Readonly<Record<string, string>> = { format: 'Run npm run format to format every file.' };

/** Each step's time and the run's, printed at the end whether it passed or not, so a stage that grows is seen when it does. */
function printTimes(times: readonly (readonly [string, number])[], wall: number): void {
  const width = Math.max('stage'.length, ...times.map(([name]) => name.length));
  const rows = [...times, ['total', wall] as const].map(
    ([name, seconds]) => `${name.padEnd(width)}  ${seconds.toFixed(1).padStart(7)}`,
  );
  console.log(['', `${'stage'.padEnd(width)}  ${'seconds'.padStart(7)}`, ...rows].join('\n'));
}

type Outcome = { name: string; seconds: number; code: number | null; signal: NodeJS.Signals | null };

/**
 * Runs one step. Alone, its output goes straight to the terminal; beside another lane, it is kept and
 * printed whole when the step ends, so two steps' lines never interleave.
 */
function run({ name, command }: Step, alone: boolean): Promise<Outcome> {
  const started = performance.now();
  if (browserSteps.has(name)) ensureChromium();
  if (alone) console.log(`\n=== ${name}: ${command}`);
  const child = spawn(command, { shell: true, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      if (!alone) process.stdout.write(`\n=== ${name}: ${command}\n${Buffer.concat(output).toString()}`);
      resolve({ name, seconds: (performance.now() - started) / 1000, code, signal });
    });
  });
}

const times: [string, number][] = [];
const runStarted = performance.now();
for (const stage of stages) {
  const alone = stage.lanes.length === 1;
  const lanes = await Promise.all(
    stage.lanes.map(async (lane) => {
      const outcomes: Outcome[] = [];
      for (const step of lane) {
        const outcome = await run(step, alone);
        outcomes.push(outcome);
        if (outcome.code !== 0) break;
      }
      return outcomes;
    }),
  );
  const outcomes = lanes.flat();
  for (const outcome of outcomes) times.push([outcome.name, outcome.seconds]);
  const failed = outcomes.find((outcome) => outcome.code !== 0);
  if (failed) {
    printTimes(times, (performance.now() - runStarted) / 1000);
    console.error(`\nnpm test stopped: ${failed.name} failed (exit ${failed.code ?? failed.signal}).`);
    if (hints[failed.name]) console.error(hints[failed.name]);
    process.exit(1);
  }
}
const wall = (performance.now() - runStarted) / 1000;
printTimes(times, wall);
console.log(`\nAll checks passed in ${Math.round(wall)} s.`);
