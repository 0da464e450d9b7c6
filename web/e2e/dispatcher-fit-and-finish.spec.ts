import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
import type { CreateOnlineRequestBody } from '../../src/contracts/request-bodies';
import type { CustomerRequestView } from '../../src/contracts/request-views';
import { expect, test } from './support/admin-api';
import { DESKTOP_ADMIN, toasts } from './support/devices';
import { textFrom, textsSentTo } from './support/twilio';

const WIDE = { ...DESKTOP_ADMIN, viewport: { width: 1366, height: 900 } };

async function createRequest(request: APIRequestContext, phone: string, serviceType = 'Jump Start'): Promise<CustomerRequestView> {
  const body: CreateOnlineRequestBody = {
    phone,
    vehicleYear: '2019',
    vehicleMake: 'Nissan',
    vehicleModel: 'Altima',
    vehicleType: 'Car',
    serviceType,
    locationAddress: '1900 Elm St, Dallas, TX',
    useGps: false,
  };
  const response = await request.post('/api/requests', { data: body });
  expect(response.status()).toBe(201);
  return (await response.json()) as CustomerRequestView;
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Once settled (a toast slides in from above), no box of `covering` lies over any of `controls`. */
async function expectNothingCovered(covering: Locator, controls: Locator) {
  await expect(async () => {
    const cover = await covering.boundingBox();
    expect(cover).not.toBeNull();
    for (const control of await controls.all()) {
      const box = await control.boundingBox();
      if (box) expect(overlaps(cover!, box), `covers ${await control.textContent()}`).toBe(false);
    }
  }).toPass({ timeout: 3_000 });
}

async function openBoard(browser: Browser): Promise<{ context: BrowserContext; admin: Page }> {
  const context = await browser.newContext(WIDE);
  const admin = await context.newPage();
  await admin.goto('/admin');
  await expect(admin.getByText('Live updates on')).toBeVisible();
  return { context, admin };
}

const viewDetails = (admin: Page) => admin.getByRole('tabpanel', { name: 'Active' }).getByRole('link', { name: 'View Details' });
const newRequests = (admin: Page) => admin.getByRole('region', { name: 'New Requests' });

test('the New Requests panel and the toasts cover no card control and no navigation, on a desktop and a phone', async ({
  browser,
  request,
}) => {
  const { context, admin } = await openBoard(browser);

  for (const phone of ['(214) 555-0186', '(214) 555-0187', '(214) 555-0188']) await createRequest(request, phone);
  await expect(newRequests(admin).getByRole('listitem')).toHaveCount(3);
  const toast = toasts(admin).getByRole('listitem').first();
  await expect(toast).toBeVisible();
  await expectNothingCovered(toast, admin.getByRole('banner').getByRole('link'));
  await expectNothingCovered(newRequests(admin), viewDetails(admin));

  await admin.setViewportSize({ width: 390, height: 844 });
  await createRequest(request, '(214) 555-0189');
  await expect(newRequests(admin).getByRole('listitem')).toHaveCount(4);
  const phoneToast = toasts(admin).getByRole('listitem').first();
  await expect(phoneToast).toBeVisible();
  await expectNothingCovered(phoneToast, admin.getByRole('banner').getByRole('button'));
  await expectNothingCovered(phoneToast, admin.getByRole('banner').getByRole('link'));
  await expectNothingCovered(newRequests(admin), viewDetails(admin));
  await context.close();
});

test('the board adds up, and a request cancelled by text leaves Active and its alert for the Cancelled tab', async ({
  browser,
  request,
}) => {
  const { context, admin } = await openBoard(browser);
  const created = await createRequest(request, '(214) 555-0190', 'Lockout Service');
  const alert = newRequests(admin).getByRole('listitem').filter({ hasText: '(214) 555-0190' });
  await expect(alert).toBeVisible();
  const card = admin.getByRole('tabpanel', { name: 'Active' }).getByRole('article').filter({ hasText: `#${created.trackingId}` });
  await expect(card).toBeVisible();
  await expectBoardAddsUp(admin);

  await textFrom('+12145550190', 'CANCEL REQUEST');
  await textFrom('+12145550190', 'YES');

  await expect(card).toHaveCount(0);
  await expect(alert).toHaveCount(0);
  await expectBoardAddsUp(admin);
  await admin.getByRole('tab', { name: 'Cancelled' }).click();
  await expect(admin.getByRole('tabpanel', { name: 'Cancelled' }).getByRole('article').filter({ hasText: `#${created.trackingId}` })).toContainText(
    'Lockout Service',
  );
  await context.close();
});

test('deleting a request tells its customer and keeps the conversation in Messages', async ({ browser, request, adminApi }) => {
  const created = await createRequest(request, '(214) 555-0191');
  await adminApi.remove(created.id);
  await expect
    .poll(async () => (await textsSentTo('+12145550191')).map((text) => text.body).join('\n'))
    .toContain('your Jump Start request was removed by our dispatcher');

  const context = await browser.newContext(WIDE);
  const admin = await context.newPage();
  await admin.goto('/admin/messages');
  await expect(admin.getByRole('list', { name: 'Conversations' }).getByRole('listitem').filter({ hasText: '(214) 555-0191' })).toBeVisible();
  await context.close();
});

/** The stage tiles together count exactly the cards under Phone, Text, Business Account and Online Requests. */
async function expectBoardAddsUp(admin: Page) {
  const active = admin.getByRole('tabpanel', { name: 'Active' });
  await expect(async () => {
    const tiles = await admin.locator('dl[aria-label$="active requests by stage"] dd').allTextContents();
    const tileTotal = tiles.reduce((sum, text) => sum + Number(text), 0);
    const headings = await active.getByRole('heading', { name: /^(Phone|Text|Business Account|Online) Requests \(\d+\)$/ }).allTextContents();
    const listed = headings.reduce((sum, text) => sum + Number(/\((\d+)\)/.exec(text)![1]), 0);
    expect(tileTotal).toBe(listed);
    expect(await active.getByRole('article').count()).toBe(listed);
  }).toPass();
}
