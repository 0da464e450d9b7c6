import { expect, test, type Locator, type Page } from '@playwright/test';
import type { CreateOnlineRequestBody } from '../../src/contracts/request-bodies';
import type { CustomerRequestView } from '../../src/contracts/request-views';
import { ADMIN_STORAGE_STATE } from './support/admin-session';

test.use({ storageState: ADMIN_STORAGE_STATE });

/** Other specs share the database, so everything here is found by this request's id, not by totals. */
const TOWING_REQUEST: CreateOnlineRequestBody = {
  phone: '2145550199',
  vehicleYear: '2018',
  vehicleMake: 'Ford',
  vehicleModel: 'F-150',
  vehicleType: 'Pickup Truck',
  serviceType: 'Towing',
  locationAddress: '1500 Marilla St, Dallas, TX',
  useGps: true,
  customerLat: 32.7767,
  customerLng: -96.797,
  destinationAddress: 'Fort Worth, TX',
  destinationLat: 32.7555,
  destinationLng: -97.3308,
  estimatedDistance: 31.1,
};
const PHONE_DISPLAY = '(214) 555-0199';
const DELETE_CONFIRMATION = 'Are you sure you want to delete this request? This action cannot be undone.';

async function openDashboard(page: Page) {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}

async function createRequest(page: Page, body: CreateOnlineRequestBody = TOWING_REQUEST): Promise<CustomerRequestView> {
  const response = await page.request.post('/api/requests', { data: body });
  expect(response.status()).toBe(201);
  return (await response.json()) as CustomerRequestView;
}

/** The n of 'Online Requests (n)', or 0 while the board shows no active request at all. */
async function onlineCount(heading: Locator): Promise<number> {
  if (!(await heading.isVisible())) return 0;
  const match = /\((\d+)\)/.exec(await heading.innerText());
  return match ? Number(match[1]) : 0;
}

test('a new online towing request reaches the live board, opens in details and is deleted', async ({ page }) => {
  await openDashboard(page);
  await expect(page.getByText('Live updates on')).toBeVisible();

  const board = page.getByRole('tabpanel', { name: 'Active' });
  const onlineHeading = board.getByRole('heading', { name: /^Online Requests \(\d+\)$/ });
  await expect(onlineHeading.or(board.getByText('No active requests at the moment'))).toBeVisible();
  const before = await onlineCount(onlineHeading);

  const created = await createRequest(page);
  const detailsHref = `/admin/request/${created.id}`;

  // No reload: the socket event alone brings the request onto the board.
  await expect(onlineHeading).toHaveText(`Online Requests (${before + 1})`);
  const card = board
    .getByRole('region', { name: /^Online Requests/ })
    .getByRole('article')
    .filter({ has: page.locator(`a[href="${detailsHref}"]`) });
  await expect(card).toContainText('Towing');
  await expect(card).toContainText(PHONE_DISPLAY);
  await expect(card).toContainText('2018 Ford F-150');
  await expect(card).toContainText('1500 Marilla St, Dallas, TX');
  await expect(card).toContainText('Pending Review');

  const alerts = page.getByRole('region', { name: 'New Requests' });
  const alert = alerts.getByRole('listitem').filter({ hasText: PHONE_DISPLAY });
  await expect(alert).toContainText('Towing');
  await expect(alert.getByRole('link', { name: `Call ${PHONE_DISPLAY}` })).toHaveAttribute('href', 'tel:+12145550199');
  await expect(page.getByText('New Request', { exact: true })).toBeVisible();
  await expect(page.getByText('Towing at 1500 Marilla St, Dallas, TX')).toBeVisible();

  await card.getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(detailsHref);
  await expect(page.getByRole('heading', { name: `Request ${created.trackingId}` })).toBeVisible();

  const route = page.getByRole('region', { name: 'Towing Route', exact: true });
  await expect(route).toContainText('31.1 mi');
  await expect(route.getByRole('link', { name: /Open in Google Maps/ })).toHaveAttribute(
    'href',
    'https://www.google.com/maps/dir/?api=1&origin=32.7767,-96.797&destination=32.7555,-97.3308',
  );
  await route.getByRole('button', { name: 'Show Map' }).click();
  const map = route.getByRole('region', { name: 'Towing route map' });
  await expect(map.locator('.leaflet-container')).toBeVisible();
  // Two circle markers and the route line draw even though no tile can load offline.
  await expect(map.locator('path.leaflet-interactive')).toHaveCount(3);
  await route.getByRole('button', { name: 'Hide Map' }).click();
  await expect(map).toHaveCount(0);

  const information = page.getByRole('region', { name: 'Request Information' });
  await expect(information.getByRole('link', { name: PHONE_DISPLAY })).toHaveAttribute('href', 'tel:+12145550199');

  const activity = page.getByRole('region', { name: 'Activity Log' });
  await expect(activity.getByRole('listitem')).toHaveCount(1);
  await expect(activity.getByRole('listitem')).toContainText('Request submitted online (Towing)');

  const texts = page.getByRole('region', { name: 'Texts', exact: true });
  await expect(texts).toContainText(`/track/${created.trackingId}`);
  await expect(texts).toContainText(PHONE_DISPLAY);

  await page.getByRole('button', { name: 'Delete Request' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Request' });
  await expect(dialog).toContainText(DELETE_CONFIRMATION);
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();

  await expect(page.getByText('Request Deleted', { exact: true })).toBeVisible();
  await expect(page).toHaveURL('/admin');
  await expect(onlineHeading.or(board.getByText('No active requests at the moment'))).toBeVisible();
  await expect(board.locator(`a[href="${detailsHref}"]`)).toHaveCount(0);
  // Other channels' requests (a business account's, say) may keep the board from being empty.
  await expect(async () => expect(await onlineCount(onlineHeading)).toBe(before)).toPass();
});

test('the Google Maps link refuses a route with missing coordinates', async ({ page }) => {
  const created = await createRequest(page, {
    ...TOWING_REQUEST,
    useGps: false,
    customerLat: null,
    customerLng: null,
    estimatedDistance: null,
  });

  await page.goto(`/admin/request/${created.id}`);
  const route = page.getByRole('region', { name: 'Towing Route', exact: true });
  await expect(route).toContainText('—');
  await route.getByRole('button', { name: /Open in Google Maps/ }).click();
  await expect(page.getByText('Missing location coordinates')).toBeVisible();

  await page.getByRole('button', { name: 'Delete Request' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page).toHaveURL('/admin');
});

test('an unknown request shows the not-found state', async ({ page }) => {
  await page.goto('/admin/request/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Request not found' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Back to Dashboard' }).last().click();
  await expect(page).toHaveURL('/admin');
});

test('the messages page lists every conversation with its texts', async ({ page }) => {
  const created = await createRequest(page);
  await openDashboard(page);
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Admin' });
  await nav.getByRole('link', { name: 'Messages', exact: true }).click();

  await expect(page).toHaveURL('/admin/messages');
  await expect(nav.getByRole('link', { name: 'Messages', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: 'Messages' })).toBeVisible();
  const conversation = page.getByRole('list', { name: 'Conversations' }).getByRole('listitem').filter({ hasText: PHONE_DISPLAY });
  await expect(conversation).toHaveCount(1);
  await expect(conversation.getByRole('link', { name: String(created.trackingId) })).toHaveAttribute('href', `/admin/request/${created.id}`);
  await conversation.getByRole('button').click();
  const thread = page.getByRole('region', { name: `Conversation with ${PHONE_DISPLAY}` });
  await expect(thread.getByRole('list', { name: 'Texts' })).toContainText(`/track/${created.trackingId}`);

  expect((await page.request.delete(`/api/admin/requests/${created.id}`)).status()).toBe(204);
});

test('the board tabs work from the keyboard', async ({ page }) => {
  await openDashboard(page);
  await page.getByRole('tab', { name: 'Active' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Phone Request' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Phone Request' })).toContainText('New Phone Request');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tabpanel', { name: 'Completed' }).getByRole('radio', { name: 'This Week' })).toBeChecked();
});
