/**
 * `npm run check:lockfile [-- <lockfile>]`: does package-lock.json install on every machine the
 * project is worked on? A package that ships native code lists one optional dependency per
 * platform (a binding), and npm installs only the binding whose `os`, `cpu` and `libc` match the
 * machine; a binding missing from the lockfile is never installed by `npm ci`, and the package
 * fails there. (npm can leave other platforms' bindings out when it rewrites the lockfile from
 * an installed node_modules.) Exits 1 naming each package and the platforms it misses.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

/** Where the project runs: CI and servers (Linux, glibc), consultants' macOS and Windows laptops. */
export const REQUIRED_PLATFORMS = [
  { os: 'linux', cpu: 'x64' },
  { os: 'linux', cpu: 'arm64' },
  { os: 'darwin', cpu: 'arm64' },
  { os: 'darwin', cpu: 'x64' },
  { os: 'win32', cpu: 'x64' },
] as const;

interface LockEntry {
  readonly os?: readonly string[];
  readonly cpu?: readonly string[];
  readonly libc?: readonly string[];
  readonly optionalDependencies?: Readonly<Record<string, string>>;
}

export interface Lockfile {
  readonly packages: Readonly<Record<string, LockEntry>>;
}

export interface PlatformGap {
  /** The package's path in the lockfile, e.g. node_modules/unrs-resolver. */
  readonly path: string;
  /** The platforms none of its bindings runs on, e.g. darwin-arm64. */
  readonly missing: readonly string[];
}

/** npm's reading of an `os`/`cpu`/`libc` list: absent allows all, `!x` excludes x, names allow only themselves. */
function allows(list: readonly string[] | undefined, value: string): boolean {
  if (list === undefined) return true;
  if (list.includes(`!${value}`)) return false;
  const allowed = list.filter((item) => !item.startsWith('!'));
  return allowed.length === 0 || allowed.includes(value);
}

/** The entry `name` resolves to from the package at `from`, as Node looks up node_modules folders. */
function resolve(packages: Lockfile['packages'], from: string, name: string): LockEntry | undefined {
  let base = from;
  for (;;) {
    const entry = packages[base === '' ? `node_modules/${name}` : `${base}/node_modules/${name}`];
    if (entry) return entry;
    if (base === '') return undefined;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent === -1 ? '' : base.slice(0, parent);
  }
}

/**
 * Every package whose bindings leave out a required platform. A binding is an optional dependency
 * built for particular processors (its entry has `cpu`); one made for a single operating system
 * whatever the processor (fsevents, the macOS file watcher) is a feature of that system, not a binding.
 * On Linux a binding counts when it runs with glibc: a musl build alone leaves most Linux machines out.
 */
export function platformGaps(lockfile: Lockfile): PlatformGap[] {
  const gaps: PlatformGap[] = [];
  for (const [path, entry] of Object.entries(lockfile.packages)) {
    const bindings = Object.keys(entry.optionalDependencies ?? {})
      .map((name) => resolve(lockfile.packages, path, name))
      .filter((binding): binding is LockEntry => binding?.cpu !== undefined);
    if (bindings.length === 0) continue;
    const missing = REQUIRED_PLATFORMS.filter(
      ({ os, cpu }) =>
        !bindings.some(
          (binding) =>
            allows(binding.os, os) && allows(binding.cpu, cpu) && (os !== 'linux' || allows(binding.libc, 'glibc')),
        ),
    ).map(({ os, cpu }) => `${os}-${cpu}`);
    if (missing.length > 0) gaps.push({ path, missing });
  }
  return gaps;
}

function main(): void {
  let file = 'package-lock.json';
  try {
    const { positionals } = parseArgs({ allowPositionals: true, options: {} });
    if (positionals.length > 1) throw new Error(`Unexpected argument "${positionals[1]}".`);
    file = positionals[0] ?? file;
  } catch (error) {
    console.error(
      `${error instanceof Error ? error.message : String(error)}\nUsage: npm run check:lockfile [-- <lockfile>]`,
    );
    process.exit(2);
  }
  const gaps = platformGaps(JSON.parse(readFileSync(file, 'utf8')) as Lockfile);
  if (gaps.length === 0) {
    console.log(`${file}: every package with platform bindings covers ${platformNames()}.`);
    return;
  }
  for (const { path, missing } of gaps) {
    console.error(`${file}: ${path.replace(/^.*node_modules\//, '')} has no binding for ${missing.join(', ')}.`);
  }
  console.error(
    'npm ci leaves that package without its native code on those machines. Delete its entries (and its ' +
      'bindings) from the lockfile and run npm install --package-lock-only: npm then records every binding.',
  );
  process.exitCode = 1;
}

function platformNames(): string {
  return REQUIRED_PLATFORMS.map(({ os, cpu }) => `${os}-${cpu}`).join(', ');
}

if (import.meta.main) main();
