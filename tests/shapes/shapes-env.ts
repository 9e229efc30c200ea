/**
 * Where the shapes example's browser test runs: the intake server on the example catalogue, the
 * workbench page that posts to it, and the SMTP sink, each on the next port after the ones the
 * site's end-to-end tests and the workbench's tests use, so the three suites never collide.
 */
import path from 'node:path';
import { SHAPES_CATALOGUE_DIR } from '../support/fixture-catalogue.ts';

export const SHAPES_SERVER_PORT = Number(process.env.E2E_PORT ?? 4310) + 1;
export const SHAPES_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526) + 1;
export const SHAPES_WORKBENCH_PORT = Number(process.env.E2E_WORKBENCH_PORT ?? 5271) + 1;
export const SHAPES_DATA_DIR = path.resolve('test-results/shapes-data');
export const SHAPES_MAIL_DIR = path.resolve('test-results/shapes-smtp');
/** PostgreSQL when DATABASE_URL is set (as for the integration tests), else SQLite under SHAPES_DATA_DIR. */
export const SHAPES_DATABASE_URL = process.env.DATABASE_URL ?? '';

/** What the server and `npm run leads` read: the example catalogue and this run's store. */
export const SHAPES_SERVER_ENV = {
  CATALOGUE_DIR: SHAPES_CATALOGUE_DIR,
  DATA_DIR: SHAPES_DATA_DIR,
  DATABASE_URL: SHAPES_DATABASE_URL,
};
