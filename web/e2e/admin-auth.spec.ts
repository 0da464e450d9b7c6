import { expect, test, type Page } from '@playwright/test';
import { SIGNED_OUT } from './support/admin-session';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/env';

// These tests are about signing in and out, so they start signed out and do it themselves.
test.use({ storageState: SIGNED_OUT });

async function signIn(page: Page, password: string) {
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test('admin signs in with the server session and signs out again', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL('/admin/login');

  await signIn(page, 'not-the-password');
  await expect(page.getByText('Sign In Failed')).toBeVisible();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL('/admin/login');

  await signIn(page, ADMIN_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page).toHaveURL('/admin');

  await page.goto('/admin/login');
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText('Signed Out', { exact: true })).toBeVisible();
  await expect(page).toHaveURL('/admin/login');

  await page.goto('/admin');
  await expect(page).toHaveURL('/admin/login');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
});

test('the password field can be revealed and hidden', async ({ page }) => {
  await page.goto('/admin/login');
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toHaveAttribute('type', 'password');

  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
});

test('an admin whose session ended elsewhere is sent to the sign-in page at the next step', async ({ page }) => {
  // The server also closes the ended session's live feed, and the dashboard then finds out by itself,
  // racing the step below: here the page does not hear of the close, as when its connection dies unnoticed.
  await page.routeWebSocket(/\/socket\.io\//, (feed) => feed.connectToServer().onClose(() => {}));
  await page.goto('/admin/login');
  await signIn(page, ADMIN_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  // The dashboard's first reads are answered, so that the step below, not one of them, is what meets the ended session.
  await page.waitForLoadState('networkidle');

  // Ended on the server behind the page's back: the page still believes it is signed in.
  expect((await page.request.delete('/api/admin/session')).status()).toBe(204);
  // A client-side navigation: the 401 of the texts query, not a page load, must end the session. A read
  // of the dashboard's own that met the ended session first has already sent the page there, and the
  // link is gone: either way the page ends on the sign-in page.
  await page.getByRole('banner').getByRole('link', { name: 'Messages' }).click({ timeout: 5_000 }).catch(() => undefined);
  await expect(page).toHaveURL('/admin/login');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
});
