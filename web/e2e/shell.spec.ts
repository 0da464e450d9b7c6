import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { SUPPORT_PHONE, SUPPORT_PHONE_DISPLAY } from './support/env';

test.describe('site shell', () => {
  test('renders the navigation, footer and support line on the home page', async ({ page }) => {
    await page.goto('/');

    const banner = page.getByRole('banner');
    const mainNav = banner.getByRole('navigation', { name: 'Main' });
    await expect(mainNav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(mainNav.getByRole('link', { name: 'Request Service' })).toHaveAttribute('href', '/request');
    await expect(mainNav.getByRole('link', { name: 'Get Help Now' })).toHaveAttribute('href', '/request');
    await expect(mainNav.getByRole('link', { name: SUPPORT_PHONE_DISPLAY })).toHaveAttribute('href', `tel:${SUPPORT_PHONE}`);

    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Get Help Now' }).first()).toHaveAttribute('href', '/request');

    const footer = page.getByRole('contentinfo');
    for (const column of ['Contact Us', 'Our Services', 'DFW Service Areas', 'Important Info']) {
      await expect(footer.getByRole('heading', { name: column })).toBeVisible();
    }
    for (const label of ['Privacy Policy', 'Terms of Service', 'Safety Guidelines', 'Provider Network']) {
      await expect(footer.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(footer.getByText(/© 2025/)).toBeVisible();
    await expect(footer.getByText(/life-threatening emergencies, call 911/i)).toBeVisible();
    await expect(footer.getByRole('link', { name: SUPPORT_PHONE_DISPLAY })).toHaveAttribute('href', `tel:${SUPPORT_PHONE}`);
    await expect(footer.getByRole('link', { name: 'Dallas County' })).toHaveAttribute('href', '/county/dallas-county');
  });

  test('links the twelve DFW cities with their slugs', async ({ page }) => {
    await page.goto('/');

    await expect(page.getByRole('link', { name: 'Fort Worth', exact: true })).toHaveAttribute(
      'href',
      '/city/fort-worth-roadside-assistance',
    );
    const cityLinks = page.getByRole('main').locator('a[href^="/city/"]');
    await expect(cityLinks).toHaveCount(12);
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: SUPPORT_PHONE_DISPLAY })).toBeVisible();

    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
