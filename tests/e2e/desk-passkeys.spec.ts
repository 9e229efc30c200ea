/**
 * My passkeys in Chromium against the production build and server: a member enrols on one device
 * (a virtual authenticator, CDP WebAuthn), moves to another (that authenticator gone, a new one
 * added), adds a passkey there from a fresh session, removes the old device's passkey (which
 * signs out the session it opened), and signs back in with the new one; `leads audit` shows the addition and the removal. A session too old to
 * add a passkey without a confirmation is covered by the integration tests: every ceremony from
 * this machine counts against the desk's per-network sign-in limit, which the browser tests share.
 */
import { expect, test, type CDPSession } from '@playwright/test';
import { device, invite, leads } from './desk-members.ts';
import { watchForProblems } from './support.ts';

/** The passkeys a device holds, by the short name the desk shows (base64url, first 8 characters). */
async function passkeysOn(cdp: CDPSession, authenticatorId: string): Promise<string[]> {
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  return credentials.map((credential) =>
    Buffer.from(credential.credentialId, 'base64').toString('base64url').slice(0, 8),
  );
}

test('a member adds a passkey on a new device, removes the old device’s and signs in with the new one', async ({
  page,
}) => {
  const problems = watchForProblems(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const laptop = await device(cdp);
  const email = `mover-${Date.now()}@firm.example`;
  await page.goto(invite(email, 'consultant'));
  await page.getByRole('button', { name: 'Create my passkey' }).click();
  await expect(page.getByTestId('desk-member')).toHaveText(`${email} (consultant)`);
  const [old = ''] = await passkeysOn(cdp, laptop);
  expect(old).not.toBe('');

  // The old laptop is gone; the member goes on in this session on a new one.
  await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: laptop });
  const phone = await device(cdp);
  await page.getByRole('link', { name: 'My passkeys' }).click();
  const rows = page.getByTestId('my-passkey');
  await expect(rows).toHaveText([new RegExp(`^${old}`)]);
  await expect(page.getByRole('button', { name: new RegExp(`^Remove passkey ${old}`) })).toBeDisabled();

  // Signed in a moment ago: no confirmation asked.
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Your new passkey was added: it signs you in to the desk from now on.',
  );
  const [fresh = ''] = await passkeysOn(cdp, phone);
  expect(fresh).not.toBe('');
  await expect(rows).toHaveText([new RegExp(`^${old}`), new RegExp(`^${fresh}`)]);

  // This session was opened with the old laptop's passkey: removing it signs this session out too.
  await page.getByRole('button', { name: new RegExp(`^Remove passkey ${old}`) }).click();
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByTestId('desk-member')).toHaveText(`${email} (consultant)`);
  await page.getByRole('link', { name: 'My passkeys' }).click();
  await expect(rows).toHaveText([new RegExp(`^${fresh}`)]);
  await expect(rows.getByRole('cell').nth(2)).not.toHaveText('never');

  const mine = leads('audit', '--days', '1')
    .split('\n')
    .filter((line) => line.includes(email) && line.split(/\s{2,}/)[2] !== 'list');
  expect(
    mine.map((line) =>
      line
        .split(/\s{2,}/)
        .slice(2)
        .join(' '),
    ),
  ).toEqual([
    `invite member:${email} consultant`,
    `enrol member:${email} consultant`,
    `sign-in member:${email} -`,
    `passkey added member:${email} passkey ${fresh}`,
    `passkey removed member:${email} passkey ${old}`,
    `sign-in member:${email} -`,
  ]);
  // The desk asks who is signed in as it opens: before enrolment the answer is a 401, logged by Chromium.
  expect(problems.filter((problem) => !problem.includes('status of 401'))).toEqual([]);
});
