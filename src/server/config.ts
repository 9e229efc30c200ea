/**
 * Server settings from the environment, checked once at start. Every variable is listed with
 * its default in the README's configuration table.
 */
import path from 'node:path';

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  /** Folder holding the prerendered site (React Router's build/client). */
  readonly siteDir: string;
  readonly logLevel: string;
}

function integer(name: string, fallback: number, env: NodeJS.ProcessEnv): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    throw new Error(`${name} must be an integer between 0 and 65535, got "${raw}"`);
  }
  return value;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: integer('PORT', 4173, env),
    host: env.HOST || '0.0.0.0',
    siteDir: path.resolve(env.SITE_DIR || 'build/client'),
    logLevel: env.LOG_LEVEL || 'info',
  };
}
