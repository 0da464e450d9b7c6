import { expect, test, type Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/env';

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
