import { expect, test, type Page } from '@playwright/test';
import { ADMIN_STORAGE_STATE, SIGNED_OUT } from './support/admin-session';
import { toasts } from './support/devices';


async function openDashboard(page: Page) {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByText('Live updates on')).toBeVisible();
}

test('a stranded customer asks for a tow on a phone and the dispatcher sees it arrive live', async ({ browser }) => {
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, storageState: ADMIN_STORAGE_STATE });
  const customerContext = await browser.newContext({
    storageState: SIGNED_OUT,
    viewport: { width: 360, height: 780 },
    geolocation: { latitude: 32.7767, longitude: -96.797 },
    permissions: ['geolocation'],
  });
  // The form accepts a position up to 60 s old (spec §9); this customer moves within seconds, so ask for fresh fixes.
  await customerContext.addInitScript(() => {
    const geolocation = navigator.geolocation;
    const getCurrentPosition = geolocation.getCurrentPosition.bind(geolocation);
    geolocation.getCurrentPosition = (success, error, options) =>
      getCurrentPosition(success, error, { ...options, maximumAge: 0 });
  });
  try {
    const admin = await adminContext.newPage();
    await openDashboard(admin);

    const customer = await customerContext.newPage();
    await customer.goto('/request');
    await customer.getByLabel('Phone Number').fill('(214) 555-0142');
    await customer.getByLabel('Year').fill('2012');
    await customer.getByLabel('Make').fill('Toyota');
    await customer.getByLabel('Model').fill('Camry');
    await customer.getByRole('region', { name: 'Pickup Location' }).getByRole('button', { name: 'Use Current Location' }).click();
    await expect(customer.getByLabel('Pickup Address')).toHaveValue('Lat: 32.77670, Lng: -96.79700');
    // The customer walks to where the car should go (Fort Worth) and sets the destination from there.
    await customerContext.setGeolocation({ latitude: 32.7555, longitude: -97.3308 });
    await customer.getByRole('region', { name: 'Destination' }).getByRole('button', { name: 'Use Current Location' }).click();
    await expect(customer.getByLabel('Destination Address')).toHaveValue('Lat: 32.75550, Lng: -97.33080');
    await customer.getByRole('button', { name: 'Request Offer' }).click();

    await expect(toasts(customer).getByText('Request Submitted', { exact: true })).toBeVisible();
    await expect(customer).toHaveURL(/\/track\/([0-9a-z]{8})$/);
    const trackingId = /\/track\/([0-9a-z]{8})$/.exec(customer.url())![1];
    await expect(customer.getByRole('heading', { level: 1, name: 'Track Your Service' })).toBeVisible();

    // No reload on the dispatcher's side: the board and the alert panel receive it over the socket.
    const alert = admin.getByRole('region', { name: 'New Requests' }).getByRole('listitem').filter({ hasText: '(214) 555-0142' });
    await expect(alert).toContainText('Towing');
    const card = admin
      .getByRole('tabpanel', { name: 'Active' })
      .getByRole('article')
      .filter({ hasText: '(214) 555-0142' });
    await expect(card).toContainText('2012 Toyota Camry');
    await card.getByRole('link', { name: 'View Details' }).click();

    await expect(admin.getByRole('heading', { name: `Request ${trackingId}` })).toBeVisible();
    const route = admin.getByRole('region', { name: 'Towing Route', exact: true });
    await expect(route).toContainText('31.1 mi');
    await route.getByRole('button', { name: 'Show Map' }).click();
    await expect(route.locator('.leaflet-container')).toBeVisible();
    await expect(admin.getByRole('region', { name: 'Activity Log' })).toContainText('Request submitted online (Towing)');
    await expect(admin.getByRole('region', { name: 'Texts', exact: true })).toContainText(`/track/${trackingId}`);

    await admin.getByRole('button', { name: 'Delete Request' }).click();
    await admin.getByRole('alertdialog', { name: 'Delete Request' }).getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toasts(admin).getByText('Request Deleted', { exact: true })).toBeVisible();
    await expect(admin).toHaveURL('/admin');
    await expect(admin.getByRole('tabpanel', { name: 'Active' }).getByText('(214) 555-0142')).toHaveCount(0);

    await customer.reload();
    await expect(customer.getByRole('heading', { name: 'Request Not Found' })).toBeVisible();
  } finally {
    await adminContext.close();
    await customerContext.close();
  }
});
