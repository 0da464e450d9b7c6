import { expect, test } from './support/admin-api';
import { PHONE } from './support/devices';
import { collectPageErrors } from './support/page-errors';
import { aPaidTow } from './support/paid-tow';

test('with scripts off, the tracking link shows the status, the provider and the arrival code from the server', async ({ browser, request, adminApi }) => {
  const tow = await aPaidTow(request, adminApi, '(214) 555-0301');
  const { trackingId, providerJobId } = await adminApi.assign(tow.id, { name: 'Rosa Diaz', phone: '(972) 555-0301' });
  expect((await request.post(`/api/jobs/${providerJobId}/agreement`)).status()).toBe(204);
  expect((await request.post(`/api/jobs/${providerJobId}/steps`, { data: { action: 'start_job' } })).status()).toBe(200);
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const response = await page.goto(`/track/${trackingId}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe('no-store');
    await expect(page.getByRole('heading', { level: 1, name: 'Track Your Service' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Provider En Route' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Arrival Code' })).toContainText('Give this code only to Rosa Diaz');
    await expect(page.getByRole('region', { name: 'Your Provider' })).toContainText('Rosa Diaz');

    const missing = await page.goto('/track/zzzzzzzz');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Request Not Found' })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('with scripts on, the server-rendered page hydrates without an error and follows the provider live', async ({ browser, request, adminApi }) => {
  const tow = await aPaidTow(request, adminApi, '(214) 555-0302');
  const { trackingId, providerJobId } = await adminApi.assign(tow.id, { name: 'Rosa Diaz', phone: '(972) 555-0302' });
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const lookups: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes(`/api/track/${trackingId}`)) lookups.push(sent.url());
    });
    await page.goto(`/track/${trackingId}`);
    await expect(page.getByRole('heading', { name: 'Provider Assigned' })).toBeVisible();
    await expect(page.getByText('Live', { exact: true })).toBeVisible();

    // Live: the provider starts the job, and the open page moves on without a reload.
    expect((await request.post(`/api/jobs/${providerJobId}/agreement`)).status()).toBe(204);
    expect((await request.post(`/api/jobs/${providerJobId}/steps`, { data: { action: 'start_job' } })).status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Provider En Route' })).toBeVisible();

    // The page was painted from the server's answer; the app reads the request again only as its feed joins,
    // for a change between the two.
    expect(lookups.length).toBeLessThanOrEqual(1);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
