import pg from 'pg';
import { expect, test } from './support/admin-api';
import { DESKTOP_ADMIN, PHONE } from './support/devices';
import { e2eServerEnv } from './support/env';
import { aPaidTow } from './support/paid-tow';
import { textsSentTo } from './support/twilio';

/**
 * The truck's reports drift: its promise is made to fall due in two minutes while its last fix is
 * twenty miles out, as if it had been stuck. The server's arrival watch (every 15 s) finds the slip.
 */
async function driftFarBehind(requestId: string): Promise<void> {
  const db = new pg.Client({ connectionString: e2eServerEnv.DATABASE_URL });
  await db.connect();
  try {
    await db.query(
      `update customer_requests set promised_arrival_at = now() + interval '2 minutes', provider_eta_at = now() - interval '18 minutes' where id = $1`,
      [requestId],
    );
    await db.query(
      `insert into provider_positions (request_id, lat, lng, recorded_at) values ($1, 33.066, -96.797, now())
       on conflict (request_id) do update set lat = excluded.lat, lng = excluded.lng, recorded_at = excluded.recorded_at`,
      [requestId],
    );
  } finally {
    await db.end();
  }
}

test('the customer is promised an arrival, sees live that the truck is running late, and cancels with the deposit refunded', async ({
  browser,
  request,
  adminApi,
}) => {
  // A whole journey across several browsers, each step seen live by the others: longer than the default budget.
  test.setTimeout(90_000);
  const tow = await aPaidTow(request, adminApi, '2145550245');
  const links = await adminApi.assign(tow.id, { name: 'Ivan Ortiz', phone: '(972) 555-0245', etaMinutes: 20 });

  const customerContext = await browser.newContext(PHONE);
  const customer = await customerContext.newPage();
  await customer.goto(`/track/${links.trackingId}`);
  const arrival = customer.getByRole('region', { name: 'Arrival Time' });
  await expect(arrival).toContainText(/Arriving by \d{1,2}:\d{2}\s[AP]M/);
  await expect(arrival.getByRole('status').filter({ hasText: 'On time' })).toBeVisible();
  const [assigned] = (await textsSentTo('+12145550245')).filter((text) => text.body.includes('is your provider'));
  expect(assigned.body).toMatch(/Ivan Ortiz is your provider, arriving by \d{1,2}:\d{2}\s[AP]M\./);

  expect((await request.post(`/api/jobs/${links.providerJobId}/agreement`)).status()).toBe(204);
  expect((await request.post(`/api/jobs/${links.providerJobId}/steps`, { data: { action: 'start_job' } })).status()).toBe(200);
  await driftFarBehind(tow.id);

  await expect(arrival.getByRole('status').filter({ hasText: 'Running late' })).toBeVisible({ timeout: 40_000 });
  await expect(arrival).toContainText('Your provider is running late. You can keep waiting, or cancel and get your full deposit back.');
  await expect.poll(async () => (await textsSentTo('+12145550245')).some((text) => text.body.includes('Ivan Ortiz is running late'))).toBe(true);

  // The dispatcher sees it on the request's page.
  const dispatcherContext = await browser.newContext({ ...DESKTOP_ADMIN, viewport: { width: 1366, height: 900 } });
  const dispatcher = await dispatcherContext.newPage();
  await dispatcher.goto(`/admin/request/${tow.id}`);
  await expect(dispatcher.getByText('Running Late', { exact: true }).first()).toBeVisible();

  await arrival.getByRole('button', { name: 'Cancel and Refund' }).click();
  const confirm = customer.getByRole('alertdialog', { name: 'Cancel and get your deposit back?' });
  await confirm.getByRole('button', { name: 'Cancel and Refund' }).click();
  await expect(customer.getByRole('status').filter({ hasText: 'Your deposit was refunded' })).toBeVisible();
  await expect(customer.getByRole('heading', { name: 'Request Cancelled' })).toBeVisible();
  await expect.poll(async () => (await textsSentTo('+19725550245')).some((text) => text.body.includes('cancelled this job because of the delay'))).toBe(true);

  await Promise.all([customerContext.close(), dispatcherContext.close()]);
});
