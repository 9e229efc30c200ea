/**
 * Who may sign in, and where a member is signed in, in Chromium against the production build: a
 * security key that cannot verify its user (CDP virtual authenticator without user verification)
 * enrols nobody, and a passkey whose user was not verified signs nobody in; a member signed in on
 * two browsers sees both sessions in My passkeys and signs the other one out from here; an owner
 * ends every session of a colleague from Team, after saying yes once more.
 */
import { expect, test } from '@playwright/test';
import { device, invite } from './desk-members.ts';
import { watchForProblems } from './support.ts';

test('a key that does not verify its user neither enrols nor signs in', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const key = await device(cdp, { userVerification: false });
  const email = `keyonly-${Date.now()}@firm.example`;
  const link = await invite(email, 'consultant');
  await page.goto(link);
  const asked = page.waitForResponse((response) => response.url().endsWith('/desk/api/enrol/options'));
  await page.getByRole('button', { name: 'Create my passkey' }).click();
  // The desk asks the browser for a verified user, which this key cannot give: nobody is enrolled.
  expect(await (await asked).json()).toMatchObject({
    options: { authenticatorSelection: { userVerification: 'required' } },
  });
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByTestId('desk-member')).toHaveCount(0);

  // The same invite, on a device that verifies its user: enrolled; then its user goes unverified.
  await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: key });
  const laptop = await device(cdp);
  await page.goto(link);
  await page.getByRole('button', { name: 'Create my passkey' }).click();
  await expect(page.getByTestId('desk-member')).toHaveText(`${email} (consultant)`);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await cdp.send('WebAuthn.setUserVerified', { authenticatorId: laptop, isUserVerified: false });
  const signIn = page.waitForResponse((response) => response.url().endsWith('/desk/api/sign-in/options'));
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  expect(await (await signIn).json()).toMatchObject({ options: { userVerification: 'required' } });
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByTestId('desk-member')).toHaveCount(0);
});

test('a member signs their other browser out from My passkeys; an owner signs a colleague out from Team', async ({
  page,
  browser,
}) => {
  const problems = watchForProblems(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const laptop = await device(cdp);
  const email = `two-${Date.now()}@firm.example`;
  await page.goto(await invite(email, 'owner'));
  await page.getByRole('button', { name: 'Create my passkey' }).click();
  await expect(page.getByTestId('desk-member')).toHaveText(`${email} (owner)`);

  // The same passkey in a second browser (as a synced passkey would be).
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId: laptop });
  const other = await browser.newContext();
  const second = await other.newPage();
  const secondCdp = await other.newCDPSession(second);
  await secondCdp.send('WebAuthn.enable');
  const phone = await device(secondCdp);
  for (const credential of credentials) {
    await secondCdp.send('WebAuthn.addCredential', { authenticatorId: phone, credential });
  }
  await second.goto(page.url());
  await second.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(second.getByTestId('desk-member')).toHaveText(`${email} (owner)`);

  await page.getByRole('link', { name: 'My passkeys' }).click();
  const sessions = page.getByTestId('my-session');
  await expect(sessions).toHaveCount(2);
  await expect(sessions.filter({ hasText: 'This session' })).toHaveCount(1);
  await sessions.getByRole('button', { name: /^Sign out the session/ }).click();
  await expect(page.getByRole('status')).toHaveText('That session was signed out.');
  await expect(sessions).toHaveCount(1);

  await second.getByRole('link', { name: 'My passkeys' }).click();
  await expect(second.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();

  // A consultant signs in on that other browser; the owner ends every session of theirs from Team.
  const colleague = `colleague-${Date.now()}@firm.example`;
  await second.goto(await invite(colleague, 'consultant'));
  await second.getByRole('button', { name: 'Create my passkey' }).click();
  await expect(second.getByTestId('desk-member')).toHaveText(`${colleague} (consultant)`);
  await page.getByRole('link', { name: 'Team' }).click();
  await page.getByRole('button', { name: `End every session of ${colleague}` }).click();
  // Asked once more: cancelling changes nothing.
  const question = page.getByRole('group', { name: `Sign ${colleague} out everywhere?` });
  await question.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: `End every session of ${colleague}` }).click();
  await question.getByRole('button', { name: 'End their sessions' }).click();
  await expect(page.getByRole('status')).toHaveText(new RegExp(`^Every session of ${colleague} was ended`));
  await expect(page.getByRole('button', { name: `End every session of ${colleague}` })).toHaveCount(0);
  await second.getByRole('link', { name: 'My passkeys' }).click();
  await expect(second.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
  await other.close();
  // The desk asks who is signed in as it opens: before enrolment the answer is a 401, logged by Chromium.
  expect(problems.filter((problem) => !problem.includes('status of 401'))).toEqual([]);
});
