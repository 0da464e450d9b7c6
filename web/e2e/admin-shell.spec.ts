import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN_STORAGE_STATE, SIGNED_OUT } from './support/admin-session';

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

/** The staff area's chrome has nothing of the customer site: no footer, no 911 notice, no Get Help Now. */
async function expectNoCustomerChrome(page: Page) {
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByText(/call 911/i)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Get Help Now' })).toHaveCount(0);
}

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBe(clientWidth);
}

test.describe('signed in', () => {
  test.use({ storageState: ADMIN_STORAGE_STATE });

  test('the admin header keeps brand, links and Sign Out on one row at 1024 px', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

    const header = page.getByRole('banner');
    const nav = header.getByRole('navigation', { name: 'Admin' });
    const dashboard = nav.getByRole('link', { name: 'Dashboard', exact: true });
    const messages = nav.getByRole('link', { name: 'Messages', exact: true });
    const brand = header.getByRole('link', { name: /DFW Roadside/ });
    const signOut = header.getByRole('button', { name: 'Sign Out' });
    await expect(brand).toHaveAttribute('href', '/admin');
    await expect(dashboard).toHaveAttribute('aria-current', 'page');
    await expect(messages).not.toHaveAttribute('aria-current');
    await expect(signOut).toBeVisible();
    await expectNoCustomerChrome(page);

    const row = await box(header);
    expect(row.height).toBeLessThanOrEqual(65);
    for (const item of await Promise.all([brand, dashboard, messages, signOut].map(box))) {
      expect(item.y).toBeGreaterThanOrEqual(row.y);
      expect(item.y + item.height).toBeLessThanOrEqual(row.y + row.height);
    }
    await expectNoSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page);
  });

  test('on a phone the links take rows of their own, with nothing overlapping or scrolling sideways', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/messages');
    await expect(page.getByRole('heading', { name: 'Messages' })).toBeVisible();

    const header = page.getByRole('banner');
    const nav = header.getByRole('navigation', { name: 'Admin' });
    const dashboard = nav.getByRole('link', { name: 'Dashboard', exact: true });
    const messages = nav.getByRole('link', { name: 'Messages', exact: true });
    await expect(messages).toHaveAttribute('aria-current', 'page');
    await expect(dashboard).not.toHaveAttribute('aria-current');
    await expectNoCustomerChrome(page);

    const items = await Promise.all(
      [header.getByRole('link', { name: /DFW Roadside/ }), header.getByRole('button', { name: 'Sign Out' }), dashboard, messages].map(box),
    );
    for (const [index, item] of items.entries()) {
      expect(item.x).toBeGreaterThanOrEqual(0);
      expect(item.x + item.width).toBeLessThanOrEqual(390);
      for (const other of items.slice(index + 1)) expect(overlaps(item, other)).toBe(false);
    }
    await expectNoSidewaysScroll(page);

    await dashboard.click();
    await expect(page).toHaveURL('/admin');
    await expect(dashboard).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('signed out', () => {
  test.use({ storageState: SIGNED_OUT });

  test('the sign-in page has the admin header without links or Sign Out', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /DFW Roadside/ })).toHaveAttribute('href', '/admin');
    await expect(header.getByRole('navigation')).toHaveCount(0);
    await expect(header.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
    await expectNoCustomerChrome(page);
    await expectNoSeriousAxeViolations(page);
  });

  test('customer pages load no admin code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });

    for (const path of ['/', '/request', '/track/zzzzzzzz']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => /\/assets\/admin-/.test(script))).toEqual([]);
  });
});
