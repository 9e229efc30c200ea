import { globSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

const snapshotDir = process.env.SNAPSHOT_DIR;
const include = ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts'];

/**
 * Files that replace a module (`vi.mock`), reload modules or set an environment variable for the
 * whole file need a module graph of their own; every other file shares its worker's
 * graph with the files before it, which spares each file re-importing the server, the catalogue
 * and React (a third of the unit tests' CPU time). Found from the files' text, so a new file that
 * mocks is isolated without a change here.
 */
const ownModules = globSync(include).filter((file) =>
  /vi\.(mock|doMock|resetModules|stubEnv)\(|process\.env\.\w+ *=[^=]/.test(readFileSync(file, 'utf8')),
);

/**
 * The files that run longest (a child vitest run, server processes, every form drawn), started first
 * within their project so that none of them starts last and ends the run alone. Vitest orders files
 * by their last durations when it has run before; a fresh clone has none, and would start them in
 * the order of the file names, the integration tests last.
 */
const LONGEST_FIRST = [
  'tests/unit/catalogue-rewording.test.ts',
  'tests/integration/process.test.ts',
  'tests/integration/operations.test.ts',
  'tests/unit/every-form.test.tsx',
  'tests/integration/security.test.ts',
  'tests/unit/form-fields.test.tsx',
  'tests/integration/form-versions.test.ts',
  'tests/integration/events.test.ts',
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = LONGEST_FIRST.findIndex((name) => file.moduleId.endsWith(name));
      return index === -1 ? LONGEST_FIRST.length : index;
    };
    // The base order keeps each project's files together; the sort is stable, so the rest keep theirs.
    const sorted = await super.sort(files);
    const projects = [...new Set(sorted.map((file) => file.project.name))];
    return projects.flatMap((name) =>
      sorted.filter((file) => file.project.name === name).sort((a, b) => rank(a) - rank(b)),
    );
  }
}

// Unit tests and integration tests (real HTTP server, real SQLite/PostgreSQL, real SMTP sink).
// Browser tests run in Playwright against the production server (tests/e2e).
export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 60_000,
    // A stubbed global (fetch) lasts for its test only, also when the next file shares the worker.
    unstubGlobals: true,
    setupFiles: ['tests/support/dom-setup.ts'],
    sequence: { sequencer: LongestFirst },
    // expect.poll waits on servers, their outboxes and sockets: on a loaded two-core machine a
    // delivery can take seconds, so a condition has 15 s to come true (vi.waitFor is told each time).
    expect: { poll: { timeout: 15_000 } },
    // Most files wait on servers, sockets and timers rather than compute: on two cores, three files
    // at once keep both busy (each worker has its own PostgreSQL schema, tests/support/test-server.ts).
    maxWorkers: Math.max(3, availableParallelism()),
    // Worker threads rather than child processes: no test changes the working directory or needs a
    // process of its own (the servers and tools a test starts are child processes of their own), and
    // threads cost less to start and to talk to (the whole run took 12% less CPU time on two cores).
    pool: 'threads',
    // SNAPSHOT_DIR keeps every snapshot of a run elsewhere (the rewording test), never over the reviewed ones.
    ...(snapshotDir && {
      resolveSnapshotPath: (testPath: string, extension: string) =>
        path.join(snapshotDir, `${path.basename(testPath)}${extension}`),
    }),
    projects: [
      { extends: true, test: { name: 'own modules', include: ownModules.length > 0 ? ownModules : ['-'] } },
      { extends: true, test: { name: 'shared modules', include, exclude: ownModules, isolate: false } },
    ],
  },
});
