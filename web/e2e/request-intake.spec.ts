import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { statusDisplay } from '../../src/domain/request-status';
import { toasts } from './support/devices';

test.use({
  viewport: { width: 390, height: 844 },
  geolocation: { latitude: 32.7767, longitude: -96.797 },
  permissions: ['geolocation'],
});

/** Sonner's live region; keeps toast texts apart from the same words on the page. */

async function fillVehicleAndContact(page: Page) {
  await page.getByLabel('Phone Number').fill('(214) 555-0188');
  await page.getByLabel('Year').fill('2018');
  await page.getByLabel('Make').fill('Ford');
  await page.getByLabel('Model').fill('F-150');
}

test('a customer requests a tow from their current location and lands on the tracking page', async ({ page }) => {
  await page.goto('/request');
  await expect(page.getByRole('heading', { level: 1, name: 'Request Roadside Assistance' })).toBeVisible();
  await expect(page.getByLabel('Service Type')).toHaveValue('Towing');
  await expect(page.getByLabel('Vehicle Type')).toHaveValue('Car');

  await fillVehicleAndContact(page);
  const pickup = page.getByRole('region', { name: 'Pickup Location' });
  await pickup.getByRole('button', { name: 'Use Current Location' }).click();
  // The e2e server has no geocoder, so the address falls back to the coordinates.
  await expect(toasts(page).getByText('Location Set', { exact: true })).toBeVisible();
  await expect(toasts(page).getByText('Location coordinates saved (address lookup failed)')).toBeVisible();
  await expect(pickup.getByLabel('Pickup Address')).toHaveValue('Lat: 32.77670, Lng: -96.79700');

  await page.getByRole('region', { name: 'Destination' }).getByLabel('Destination Address').fill('Love Field, Dallas, TX');
  const main = page.getByRole('main');
  await expect(main.getByText(/life-threatening emergencies, call 911/)).toBeVisible();
  await expect(main.getByText("We'll text you a tracking link.", { exact: false })).toBeVisible();

  const submitted = page.waitForRequest((request) => request.url().endsWith('/api/requests') && request.method() === 'POST');
  await page.getByRole('button', { name: 'Request Offer' }).click();
  const body = (await submitted).postDataJSON();
  expect(body).toMatchObject({
    serviceType: 'Towing',
    vehicleType: 'Car',
    locationAddress: 'Lat: 32.77670, Lng: -96.79700',
    useGps: true,
    customerLat: 32.7767,
    customerLng: -96.797,
    destinationAddress: 'Love Field, Dallas, TX',
    destinationLat: null,
    estimatedDistance: null,
  });

  await expect(toasts(page).getByText('Request Submitted', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/track\/[0-9a-z]{8}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Track Your Service' })).toBeVisible();
  const pending = statusDisplay('pending_admin_review');
  await expect(page.getByRole('heading', { name: pending.title })).toBeVisible();
  await expect(page.getByText(pending.description)).toBeVisible();
});

test('submitting the empty form asks for the required fields', async ({ page }) => {
  await page.goto('/request');
  // The form's code loads after the page's HTML: checked once it is there.
  await expect(page.getByRole('button', { name: 'Request Offer' })).toBeVisible();
  const results = await new AxeBuilder({ page }).include('main').analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

  await page.getByRole('button', { name: 'Request Offer' }).click();

  await expect(toasts(page).getByText('Missing Information', { exact: true })).toBeVisible();
  await expect(toasts(page).getByText('Please fill in all required fields')).toBeVisible();
  const phone = page.getByLabel('Phone Number');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toBeFocused();
  await expect(page).toHaveURL('/request');
});

test('a towing request needs a destination, other services do not show one', async ({ page }) => {
  await page.goto('/request');
  await fillVehicleAndContact(page);
  await page.getByLabel('Pickup Address').fill('I-35E and Commerce St, Dallas, TX');
  await page.getByRole('button', { name: 'Request Offer' }).click();

  await expect(toasts(page).getByText('Missing Destination', { exact: true })).toBeVisible();
  await expect(toasts(page).getByText('Please provide a destination address for towing service')).toBeVisible();
  const destination = page.getByLabel('Destination Address');
  await expect(destination).toHaveAttribute('aria-invalid', 'true');
  await expect(destination).toBeFocused();

  await page.getByLabel('Service Type').selectOption('Jump Start');
  await expect(page.getByRole('region', { name: 'Destination' })).toHaveCount(0);
});
