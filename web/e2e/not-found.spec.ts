import { expect, test } from '@playwright/test';

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no-such-page/anywhere');

  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Return to Home' }).click();

  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
