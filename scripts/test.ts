/**
 * `npm test`: every check in one go, stopping at the first failure. Prints the Node version it
 * runs on (node@24 from node_modules, whatever the system Node is).
 */
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.ts';

console.log(`npm test on Node ${process.version}`);

const steps: readonly (readonly [string, string])[] = [
  ['typecheck', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['format', 'npm run format:check'],
  ['questionnaire catalogue', 'npm run schemas:check'],
  ['unit tests', 'npm run test:unit'],
  ['build', 'npm run build'],
  ['end-to-end tests', 'npm run test:e2e'],
];

const started = Date.now();
for (const [name, command] of steps) {
  if (name === 'end-to-end tests') ensureChromium();
  console.log(`\n=== ${name}: ${command}`);
  const result = spawnSync(command, { shell: true, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\nnpm test stopped: ${name} failed (exit ${result.status ?? result.signal}).`);
    process.exit(1);
  }
}
console.log(`\nAll checks passed in ${Math.round((Date.now() - started) / 1000)} s.`);
