import type { PhoneRequestBody } from '../../src/contracts/request-bodies';
import { expect, test } from './support/admin-api';
import { DALLAS, phoneAt, PHONE } from './support/devices';
import { collectPageErrors } from './support/page-errors';

const CALLER: PhoneRequestBody = {
  phone: '(214) 555-0304',
  vehicleMake: 'Toyota',
  vehicleModel: 'Camry',
  vehicleYear: '2019',
  serviceType: 'jump_start',
  finalPriceCents: 80_00,
  depositPercentage: 15,
};

test('with scripts off, the payment link shows the price, the deposit and what cancelling costs, from the server', async ({ browser, adminApi }) => {
  const { id, trackingId } = await adminApi.phoneRequest(CALLER);
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const response = await page.goto(`/payment/${id}?code=${trackingId}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Pay Your Deposit' })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Payment Summary' });
    await expect(summary).toContainText('Total price$80.00');
    await expect(summary).toContainText('Deposit due now by card (15%)$12.00');
    await expect(page.getByText('Cancelling is free until your provider is on the way. After that, the $12.00 deposit is kept as the cancellation fee.')).toBeVisible();

    const other = await page.goto(`/payment/${id}?code=ZZZZZZZZZ`);
    expect(other?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Request Not Found' })).toBeVisible();
  } finally {
    await context.close();
  }
});

test("with scripts on, the payment page hydrates without an error, and the terms' dialog is downloaded only when Pay Deposit is tapped", async ({
  browser,
  adminApi,
}) => {
  const { id, trackingId } = await adminApi.phoneRequest({ ...CALLER, phone: '(214) 555-0305' });
  const context = await browser.newContext(phoneAt(DALLAS));
  try {
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const scripts: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
    });
    await page.goto(`/payment/${id}?code=${trackingId}`);
    await page.getByRole('button', { name: 'Share Current Location' }).click();
    const payDeposit = page.getByRole('button', { name: 'Pay Deposit $12.00' });
    await expect(payDeposit).toBeEnabled();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => /agreement-dialog-panel|test-checkout/.test(path))).toEqual([]);

    await payDeposit.click();
    await expect(page.getByRole('dialog', { name: 'Terms of Service and Liability Agreement' })).toBeVisible();
    expect(scripts.some((path) => path.includes('agreement-dialog-panel'))).toBe(true);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
