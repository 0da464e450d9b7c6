import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { statusDisplay } from '../../src/domain/request-status';
import type { CreateOnlineRequestBody } from '../../src/contracts/request-bodies';
import type { CustomerRequestView } from '../../src/contracts/request-views';
import { expect, test } from './support/admin-api';
import { SUPPORT_PHONE } from './support/env';

const jumpStart: CreateOnlineRequestBody = {
  phone: '(214) 555-0147',
  vehicleYear: '2016',
  vehicleMake: 'Honda',
  vehicleModel: 'Civic',
  vehicleType: 'Car',
  serviceType: 'Jump Start',
  locationAddress: '2200 Ross Ave, Dallas, TX',
  useGps: false,
};

async function createRequest(request: APIRequestContext): Promise<CustomerRequestView> {
  const response = await request.post('/api/requests', { data: jumpStart });
  expect(response.status()).toBe(201);
  return (await response.json()) as CustomerRequestView;
}

test('an unknown tracking code shows Request Not Found with the support line', async ({ page }) => {
  await page.goto('/track/zzzzzzzz');

  await expect(page.getByRole('heading', { level: 1, name: 'Request Not Found' })).toBeVisible();
  await expect(page.getByText('This tracking ID does not exist or has expired.')).toBeVisible();
  await expect(page.getByRole('main').locator(`a[href="tel:${SUPPORT_PHONE}"]`)).toBeVisible();
});

test('a new request shows its live page with the first timeline step current', async ({ page, request }) => {
  const created = await createRequest(request);
  expect(created.trackingId).toMatch(/^[0-9a-z]{8}$/);

  await page.goto(`/track/${created.trackingId}`);

  await expect(page.getByRole('heading', { level: 1, name: 'Track Your Service' })).toBeVisible();
  await expect(page.getByText(`Real-time updates for request #${created.trackingId}`)).toBeVisible();
  await expect(page.getByText(/^Updated \d{1,2}:\d{2}:\d{2}/)).toBeVisible();

  const details = page.getByRole('region', { name: 'Service Details' });
  await expect(details).toContainText('Jump Start');
  await expect(details).toContainText('2016 Honda Civic');
  await expect(details).toContainText('2200 Ross Ave, Dallas, TX');

  const timeline = page.getByRole('list', { name: 'Service Timeline' });
  await expect(timeline.getByRole('listitem')).toHaveCount(9);
  const submitted = timeline.getByRole('listitem').first();
  await expect(submitted).toContainText('Request Submitted');
  await expect(submitted).toContainText('Completed');
  await expect(submitted).toContainText('Current');
  await expect(submitted).toHaveAttribute('aria-current', 'step');
  await expect(timeline.getByRole('listitem').nth(1)).toContainText('In Progress');
});

test('the open page follows a price set by the dispatcher without a reload', async ({ page, request, adminApi }) => {
  const created = await createRequest(request);
  await page.goto(`/track/${created.trackingId}`);
  await expect(page.getByText('Live', { exact: true })).toBeVisible();

  const results = await new AxeBuilder({ page }).include('main').analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

  await adminApi.setPrice(created.id, 95_00);

  await expect(page.getByRole('heading', { name: statusDisplay('admin_priced').title })).toBeVisible();
  const reviewStep = page.getByRole('list', { name: 'Service Timeline' }).getByRole('listitem').nth(1);
  await expect(reviewStep).toContainText('Admin Review Complete');
  await expect(reviewStep).toHaveAttribute('aria-current', 'step');
});
