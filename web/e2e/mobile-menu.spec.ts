import { expect, test } from '@playwright/test';
import { SUPPORT_PHONE } from './support/env';

test.use({ viewport: { width: 375, height: 740 } });

test.describe('mobile menu', () => {
  test('opens a drawer titled Menu that closes when an item is chosen', async ({ page }) => {
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    // While the modal drawer is open the rest of the page is aria-hidden, the trigger included.
    await expect(page.getByRole('button', { name: 'Open menu', includeHidden: true })).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('link', { name: 'Request Service' })).toHaveAttribute('href', '/request');
    await expect(drawer.getByRole('link', { name: 'Get Help Now' })).toHaveAttribute('href', '/request');
    await expect(drawer.locator(`a[href="tel:${SUPPORT_PHONE}"]`)).toBeVisible();

    await drawer.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL('/');
  });

  test('closes on Escape', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
