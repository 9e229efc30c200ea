import { expect, test } from './fixtures.ts';

test('toasts: one visible at a time, dismissible', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/about');
  const copy = page.getByRole('button', { name: 'Copy email address' });
  await copy.click();
  await copy.click();
  const toast = page.locator('.mantine-Notification-root');
  await expect(toast.getByText('Email address copied')).toBeVisible();
  await expect(toast).toHaveCount(1);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('contact@example.com');
  await toast.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(toast).toHaveCount(0);
});
