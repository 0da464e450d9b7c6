import type { Locator } from '@playwright/test';
import { expect, test } from './support/admin-api';
import { DESKTOP_ADMIN } from './support/devices';
import { aPaidTow } from './support/paid-tow';
import { offDutyByPage, pageApiPath, providerPagePath } from './support/provider-page-admin';

/** Whether `inner` is drawn wholly inside `outer`'s box (a marker inside the map's frame). */
async function within(inner: Locator, outer: Locator): Promise<boolean> {
  const [a, b] = await Promise.all([inner.boundingBox(), outer.boundingBox()]);
  return a !== null && b !== null && a.x >= b.x && a.y >= b.y && a.x + a.width <= b.x + b.width && a.y + a.height <= b.y + b.height;
}

/** Arlington, between Dallas and Fort Worth, where the truck is when its page reports. */
const ARLINGTON = { lat: 32.7357, lng: -97.1081 };

test('the dashboard’s fleet map shows an on-duty provider’s truck moving live and a paid request; pressing the request opens it', async ({
  browser,
  request,
  adminApi,
}) => {
  const tow = await aPaidTow(request, adminApi, '(817) 555-0106');
  const provider = await adminApi.addProvider({
    name: 'Arlington Wrecker',
    phone: '(817) 555-0107',
    email: 'arlington-wrecker@example.com',
    vehicleInfo: 'Wrecker',
    services: ['Towing'],
    homeAddress: 'Grand Prairie, TX',
    homeLat: 32.7459,
    homeLng: -96.9978,
    serviceRadiusMiles: 30,
  });
  // The provider's page, through its API: the agreement, then on duty.
  const pagePath = await providerPagePath(provider.id);
  const pageApi = pageApiPath(pagePath);
  expect((await request.post(`${pageApi}/agreement`)).status()).toBe(200);
  expect((await request.put(`${pageApi}/duty`, { data: { onDuty: true } })).status()).toBe(200);

  const context = await browser.newContext({ ...DESKTOP_ADMIN, viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  try {
    await page.goto('/admin');
    const fleetMap = page.getByRole('region', { name: 'Fleet map' });
    const map = fleetMap.getByRole('region', { name: 'Map of open requests and on-duty providers' });
    // On duty with no live position yet: shown at the home base, greyed.
    await expect(map.getByRole('img', { name: 'Truck of Arlington Wrecker, available, at home base, no live position' })).toBeVisible();
    await expect(fleetMap.getByText('Not seen for 10 min, or at home base')).toBeVisible();

    // The page reports the phone's position: the truck moves without a reload.
    const fix = { ...ARLINGTON, accuracy: 12, recordedAt: Date.now() };
    expect((await request.post(`${pageApi}/position`, { data: fix })).status()).toBe(200);
    const truck = map.getByRole('img', { name: /^Truck of Arlington Wrecker, available, last seen \d+ s ago$/ });
    await expect(truck).toBeVisible();
    // The map follows the fleet: the truck that moved is still in the map's frame.
    await expect.poll(() => within(truck, map)).toBe(true);
    await expect(fleetMap.getByRole('listitem').filter({ hasText: /^Arlington Wrecker, available, last seen \d+ s ago$/ })).toBeVisible();

    const paid = map.getByRole('button', { name: /^Open request of \(817\) 555-0106: Towing, .* \(paid, needs a provider\)$/ });
    await expect(paid).toBeVisible();
    await expect(fleetMap.getByText('Request: paid, needs a provider')).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => within(truck, map)).toBe(true);
    await page.setViewportSize({ width: 1366, height: 900 });

    // Earlier tests' requests may sit on the same spot and cover this dot, so it is pressed the keyboard's way.
    await paid.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/admin/request/${tow.id}$`));
  } finally {
    await context.close();
    await offDutyByPage(pagePath);
  }
});
