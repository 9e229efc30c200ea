/**
 * Where the workbench's browser tests run it: a port of their own and a throwaway copy of the
 * catalogue (the tests edit files there; schemas/ itself is never touched).
 */
import os from 'node:os';
import path from 'node:path';

export const WORKBENCH_PORT = Number(process.env.E2E_WORKBENCH_PORT ?? 5271);
/** A folder laid out like the project for the catalogue's sake: schemas/ (copied), blog posts (linked). */
export const COPY_DIR = path.join(os.tmpdir(), `workbench-e2e-${WORKBENCH_PORT}`);
export const CATALOGUE_COPY = path.join(COPY_DIR, 'schemas');
