import { startServerProcess, type ServerProcess } from '../../scripts/server-process.ts';

/**
 * The real server as a child process, set up for tests that count the firm's lead emails: the
 * fixture site, no rate limit in the way, a fast outbox, and no visitor confirmations (they have
 * their own tests).
 */
export function startLeadServer(env: Record<string, string>): Promise<ServerProcess> {
  return startServerProcess({
    env: {
      SITE_DIR: 'tests/fixtures/site',
      RATE_LIMIT_MAX: '100000',
      OUTBOX_POLL_MS: '50',
      LOG_LEVEL: 'info',
      CONFIRMATION_EMAILS: 'off',
      ...env,
    },
  });
}
