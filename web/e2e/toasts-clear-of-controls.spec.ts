import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/admin-api';
import { PHONE, toasts } from './support/devices';
import { aPaidTow } from './support/paid-tow';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const frontToast = (page: Page) => toasts(page).getByRole('listitem').first();

/** Once the toast has settled (it slides in), it lies over none of `controls`. */
async function expectToastClearOf(page: Page, controls: Locator) {
  await expect(frontToast(page)).toBeVisible();
  await expect(async () => {
    const toast = await frontToast(page).boundingBox();
    expect(toast).not.toBeNull();
    const boxes = await Promise.all((await controls.all()).map(async (control) => ({ name: await control.textContent(), box: await control.boundingBox() })));
    expect(boxes.length).toBeGreaterThan(0);
    for (const { name, box } of boxes) if (box) expect(overlaps(toast!, box), `the toast covers '${name}'`).toBe(false);
  }).toPass({ timeout: 3_000 });
}

/** Every control of a dialog a reader can press. */
const controlsOf = (dialog: Locator) => dialog.locator('button, a[href], [role="checkbox"], input');

test('at 390 px, a toast that comes while the menu is open lies clear of its buttons, and a tap on it leaves the menu open', async ({
  browser,
  request,
  adminApi,
}) => {
  const tow = await aPaidTow(request, adminApi, '(469) 555-0401');
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  try {
    await page.goto(`/track/${tow.trackingId}`);
    await expect(page.getByText('Live', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Get Help Now' })).toBeVisible();

    await adminApi.assign(tow.id, { name: 'Maria Lopez', phone: '(469) 555-0402' });
    await expect(toasts(page)).toContainText('Provider Assigned');
    await expectToastClearOf(page, controlsOf(menu));

    await toasts(page).getByRole('button', { name: 'Close toast' }).click();
    await expect(frontToast(page)).toBeHidden();
    await expect(menu).toBeVisible();
  } finally {
    await context.close();
  }
});

test("at 390 px, a failure told while the agreement stays open lies over its words, clear of its buttons and checkbox", async ({
  browser,
  request,
  adminApi,
}) => {
  const tow = await aPaidTow(request, adminApi, '(469) 555-0403');
  const { jobUrl } = await adminApi.assign(tow.id, { name: 'Maria Lopez', phone: '(469) 555-0404' });
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  try {
    await page.route('**/agreement', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"statusCode":503,"message":"Unavailable"}' }) : route.continue(),
    );
    await page.goto(new URL(jobUrl).pathname);
    const agreement = page.getByRole('dialog', { name: 'Provider Service Agreement' });
    await agreement.getByRole('checkbox', { name: 'I have read and agree' }).check();
    await agreement.getByRole('button', { name: 'Accept & Continue' }).click();

    await expect(toasts(page)).toContainText('Failed to load job data');
    await expect(agreement).toBeVisible();
    await expectToastClearOf(page, controlsOf(agreement));
  } finally {
    await context.close();
  }
});

test("at 390 px, the toast saying a request was not sent lies clear of the form's submit", async ({ browser }) => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  try {
    await page.route('**/api/requests', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"statusCode":503,"message":"Unavailable"}' }) : route.continue(),
    );
    await page.goto('/request');
    await page.getByLabel('Phone Number').fill('(469) 555-0405');
    await page.getByLabel('Service Type').selectOption('Jump Start');
    await page.getByLabel('Year').fill('2018');
    await page.getByLabel('Make').fill('Ford');
    await page.getByLabel('Model').fill('F-150');
    await page.getByLabel('Pickup Address').fill('2200 Ross Ave, Dallas, TX');
    const submit = page.getByRole('button', { name: 'Request Offer' });
    // As a thumb reaches it: at the bottom of the screen.
    await submit.evaluate((button) => button.scrollIntoView({ block: 'end' }));
    await submit.click();

    await expect(toasts(page)).toContainText('Submission Failed');
    await expectToastClearOf(page, submit);
  } finally {
    await context.close();
  }
});
