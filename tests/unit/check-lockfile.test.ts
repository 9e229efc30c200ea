import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { platformGaps, type Lockfile } from '../../scripts/check-lockfile.ts';

const fixture = (name: string) => `tests/fixtures/lockfile/${name}.json`;
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Lockfile;

describe('lockfile platform check', () => {
  it('passes bindings that cover every platform, and leaves single-system features and plain optionals alone', () => {
    expect(platformGaps(read(fixture('every-platform')))).toEqual([]);
  });

  it('names each package and the platforms its bindings miss, counting only glibc builds for Linux', () => {
    expect(platformGaps(read(fixture('linux-only')))).toEqual([
      { path: 'node_modules/native', missing: ['linux-x64', 'darwin-x64', 'win32-x64'] },
      // A nested copy resolves its own bindings, and an excluded system ("!win32") counts as missing.
      { path: 'node_modules/tool/node_modules/native', missing: ['win32-x64'] },
    ]);
  });

  it("fails npm test's step with the package and platforms, and passes the project's lockfile", () => {
    const run = (...args: string[]) =>
      spawnSync(process.execPath, ['scripts/check-lockfile.ts', ...args], { encoding: 'utf8' });
    const failing = run(fixture('linux-only'));
    expect(failing.status).toBe(1);
    expect(failing.stderr).toContain('native has no binding for linux-x64, darwin-x64, win32-x64');
    expect(run().status).toBe(0);
  });
});
