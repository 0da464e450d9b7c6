import type { Page } from '@playwright/test';
import pg from 'pg';
import { expect, test } from './support/admin-api';
import { DALLAS, PHONE } from './support/devices';
import { e2eServerEnv } from './support/env';
import { aPaidTow } from './support/paid-tow';
import { providerPagePath } from './support/provider-page-admin';

/** The job cancelled after its provider was given it, its deposit refunded, as a late truck's customer may. */
async function cancelWithRefund(requestId: string): Promise<void> {
  const db = new pg.Client({ connectionString: e2eServerEnv.DATABASE_URL });
  await db.connect();
  try {
    await db.query(`update customer_requests set status = 'cancelled', payment_status = 'refunded', version = version + 1 where id = $1`, [requestId]);
  } finally {
    await db.end();
  }
}

/** Words that would tell someone money is still to change hands for this job. */
const COLLECTING = /collect|on site|earnings|due\b/i;

async function expectNoWordOfCollecting(page: Page) {
  await expect(page.getByRole('main')).not.toContainText(COLLECTING);
}

test('every page of a job cancelled after its provider was given it says nothing about collecting money', async ({ browser, request, adminApi }) => {
  const provider = await adminApi.addProvider({
    name: 'Lone Star Towing',
    contactName: 'Rosa Diaz',
    phone: '(469) 555-0431',
    email: 'dispatch@lonestar-towing.example.com',
    vehicleInfo: 'Flatbed',
    services: ['Towing'],
    homeAddress: 'Dallas, TX',
    homeLat: DALLAS.latitude,
    homeLng: DALLAS.longitude,
    serviceRadiusMiles: 25,
  });
  const tow = await aPaidTow(request, adminApi, '(469) 555-0432');
  const { providerJobId, trackingId } = await adminApi.assign(tow.id, { providerId: provider.id });
  const providerPage = await providerPagePath(provider.id);

  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  try {
    await page.goto(`/provider/${providerJobId}`);
    await page.getByRole('checkbox', { name: 'I have read and agree' }).check();
    await page.getByRole('button', { name: 'Accept & Continue' }).click();
    await expect(page.getByRole('region', { name: 'Your Earnings' })).toContainText('Collect it from the customer on site.');

    await cancelWithRefund(tow.id);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Job status' })).toContainText('This job was cancelled. Please do not go to the customer.');
    await expectNoWordOfCollecting(page);
    await expect(page.getByText("This job was cancelled: the customer's contact details are not shared.")).toBeVisible();

    await page.goto(providerPage);
    const pastJobs = page.getByRole('region', { name: 'Past Jobs' });
    await expect(pastJobs).toContainText('Cancelled');
    await expect(pastJobs).not.toContainText(COLLECTING);

    await page.goto(`/payment/${tow.id}?code=${trackingId}`);
    const summary = page.getByRole('region', { name: 'Payment Summary' });
    await expect(summary).toHaveText(/This request was cancelled\. Your deposit is refunded to the card you paid with\./);
    await expectNoWordOfCollecting(page);

    await page.goto(`/track/${trackingId}`);
    await expect(page.getByRole('heading', { name: 'Request Cancelled' })).toBeVisible();
    await expectNoWordOfCollecting(page);
  } finally {
    await context.close();
  }
});
