/**
 * The browser tests' way into the desk: the operator's `leads` command on the test server's store
 * (an invite prints the one-time enrolment link) and Chromium's virtual authenticator (CDP
 * WebAuthn), which holds discoverable passkeys and verifies its user as a platform one does.
 */
import type { CDPSession, Page } from '@playwright/test';
import { runLeads } from '../support/leads-cli.ts';
import { E2E_DATA_DIR } from './e2e-env.ts';

const PORT = Number(process.env.E2E_PORT ?? 4310);
/** Passkeys need a secure context: http://localhost is one (127.0.0.1 is not the desk's origin). */
export const DESK = `http://localhost:${PORT}`;

/** The operator's `leads` command on the test server's store, run in this process; its output. */
export async function leads(...args: string[]): Promise<string> {
  const result = await runLeads({ DATA_DIR: E2E_DATA_DIR, DATABASE_URL: '', DESK_ORIGIN: DESK }, ...args);
  if (result.code !== 0) throw new Error(`leads ${args.join(' ')} exited ${result.code}: ${result.stderr}`);
  return result.stdout;
}

/** The enrolment link `leads desk invite` prints for a new member. */
export async function invite(email: string, role: 'owner' | 'consultant'): Promise<string> {
  const link = /(http:\/\/localhost:\d+\/desk\/enrol#[A-Za-z0-9_-]+)/.exec(
    await leads('desk', 'invite', '--email', email, '--role', role),
  )?.[1];
  if (!link) throw new Error('no enrolment link printed');
  return link;
}

/**
 * Adds a device's platform authenticator to the page's browser; resolves to its id. Without user
 * verification its user is never verified (no PIN or biometric passes): it only sees someone is there.
 */
export async function device(cdp: CDPSession, { userVerification = true } = {}): Promise<string> {
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: userVerification,
      automaticPresenceSimulation: true,
    },
  });
  return authenticatorId;
}

/** The page's browser with one platform authenticator. */
export async function withPasskeys(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await device(cdp);
}
