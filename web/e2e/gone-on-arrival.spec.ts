import pg from 'pg';
import { expect, test } from './support/admin-api';
import { DESKTOP_ADMIN, PHONE, toasts } from './support/devices';
import { e2eServerEnv } from './support/env';
import { aPaidTow } from './support/paid-tow';
import { CAR_PHOTO } from './support/photos';
import { storedArrivalCode } from './support/provider-steps';
import { textsSentTo } from './support/twilio';

/** Runs statements against the e2e server's database: the waits the rules ask for, passed at once. */
async function inTheDatabase(work: (db: pg.Client) => Promise<unknown>): Promise<void> {
  const db = new pg.Client({ connectionString: e2eServerEnv.DATABASE_URL });
  await db.connect();
  try {
    await work(db);
  } finally {
    await db.end();
  }
}

/** The provider has waited 11 minutes at the car, their last fix a few meters from the pickup. */
const waitedAtThePickup = (requestId: string) =>
  inTheDatabase(async (db) => {
    await db.query(`update customer_requests set arrived_at = now() - interval '11 minutes' where id = $1`, [requestId]);
    await db.query(
      `insert into provider_positions (request_id, lat, lng, recorded_at)
       select id, customer_lat + 0.0002, customer_lng, now() from customer_requests where id = $1
       on conflict (request_id) do update set lat = excluded.lat, lng = excluded.lng, recorded_at = excluded.recorded_at`,
      [requestId],
    );
  });

/** The customer's 10 minutes to answer HERE have passed: the arrival and the report, 11 minutes earlier. */
const replyWindowPassed = (requestId: string) =>
  inTheDatabase((db) =>
    db.query(
      `update customer_requests set arrived_at = arrived_at - interval '11 minutes', not_here_at = not_here_at - interval '11 minutes' where id = $1`,
      [requestId],
    ),
  );

test('a provider at an empty roadside reports the customer not here with a photo, the dispatcher confirms, and the customer is texted the fee receipt', async ({
  browser,
  request,
  adminApi,
}) => {
  // A whole journey across several browsers, each step seen live by the others: longer than the default budget.
  test.setTimeout(90_000);
  const tow = await aPaidTow(request, adminApi, '(214) 555-0461');
  const { providerJobId: jobId, trackingId } = await adminApi.assign(tow.id, { name: 'Omar Reyes', phone: '(972) 555-0461', etaMinutes: 20 });
  expect((await request.post(`/api/jobs/${jobId}/agreement`)).status()).toBe(204);
  expect((await request.post(`/api/jobs/${jobId}/steps`, { data: { action: 'start_job' } })).status()).toBe(200);
  const arrivalCode = await storedArrivalCode(jobId);
  expect((await request.post(`/api/jobs/${jobId}/steps`, { data: { action: 'mark_arrived', arrivalCode } })).status()).toBe(200);
  await waitedAtThePickup(tow.id);

  const providerContext = await browser.newContext(PHONE);
  const customerContext = await browser.newContext(PHONE);
  const dispatcherContext = await browser.newContext({ ...DESKTOP_ADMIN, viewport: { width: 1366, height: 900 } });
  try {
    const provider = await providerContext.newPage();
    await provider.goto(`/provider/${jobId}`);
    await provider.getByRole('checkbox', { name: 'I have read and agree' }).check();
    await provider.getByRole('button', { name: 'Accept & Continue' }).click();
    const card = provider.getByRole('region', { name: 'Customer not here?' });
    await expect(card).toContainText('stay within 150 m of the pickup');
    const report = card.getByRole('button', { name: 'Customer Not Here' });
    await expect(report).toBeEnabled();
    await expect(card).toContainText('Take a photo of the pickup spot first.');
    await provider.getByLabel('Take a Photo of the Spot', { exact: true }).setInputFiles([CAR_PHOTO]);
    await expect(provider.getByRole('region', { name: 'Photos' }).getByRole('heading', { name: 'Photos of the pickup spot' })).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await provider.screenshot({ path: test.info().outputPath('not-here-provider-390.png'), animations: 'disabled' });
    await report.click();
    await expect(toasts(provider)).toContainText('Customer texted');
    await expect(card.getByRole('status')).toContainText('You reported the customer not here at');

    await expect
      .poll(async () => (await textsSentTo('+12145550461')).some((text) => text.body.includes('Your provider is at the pickup and cannot find you. Reply HERE within 10 minutes')))
      .toBe(true);
    const customer = await customerContext.newPage();
    await customer.goto(`/track/${trackingId}`);
    const callout = customer.getByRole('alert').filter({ hasText: 'Your provider cannot find you' });
    await expect(callout).toContainText('Your provider is at the pickup and cannot find you. Reply HERE within 10 minutes or the request will be closed.');
    await expect(callout.getByRole('button', { name: "I'm Here" })).toBeVisible();
    await customer.screenshot({ path: test.info().outputPath('not-here-customer-390.png'), animations: 'disabled' });

    await replyWindowPassed(tow.id);
    const dispatcher = await dispatcherContext.newPage();
    await dispatcher.goto(`/admin/request/${tow.id}`);
    const proof = dispatcher.getByRole('region', { name: 'Customer Not Here' });
    await expect(proof).toContainText(/Reported at \d{1,2}:\d{2}\s[AP]M, \d+ m from the pickup by GPS, after waiting 11 minutes\./);
    await expect(proof.getByRole('img', { name: /Photo of the pickup spot taken at/ })).toBeVisible();
    await dispatcher.screenshot({ path: test.info().outputPath('not-here-dispatcher-1366.png'), animations: 'disabled' });
    await proof.getByRole('button', { name: 'Confirm Gone on Arrival' }).click();
    const confirm = dispatcher.getByRole('alertdialog', { name: 'Close as gone on arrival?' });
    await confirm.getByRole('button', { name: 'Confirm Gone on Arrival' }).click();
    await expect(toasts(dispatcher)).toContainText('Closed as Gone on Arrival');
    await expect(dispatcher.getByRole('region', { name: 'Customer Not Here' })).toHaveCount(0);

    await expect
      .poll(async () => (await textsSentTo('+12145550461')).find((text) => text.body.startsWith('DFW Roadside receipt:'))?.body ?? '')
      .toMatch(/closed as gone on arrival\. .* Cancellation fee: \$\d+\.\d{2}, kept from your deposit\. Nothing more is charged\./);
    await expect.poll(async () => (await textsSentTo('+19725550461')).some((text) => /You are credited a \$\d+\.\d{2} trip fee\./.test(text.body))).toBe(true);

    await customer.reload();
    const receipt = customer.getByRole('region', { name: 'Cancellation fee receipt' });
    await expect(receipt).toContainText(/Closed as gone on arrival: your provider reached the pickup at \d{1,2}:\d{2}\s[AP]M and could not find you/);
    await expect(receipt).toContainText(/Cancellation fee: \$\d+\.\d{2}, kept from your deposit\./);
    await customer.screenshot({ path: test.info().outputPath('gone-on-arrival-receipt-390.png'), animations: 'disabled', fullPage: true });
    await provider.reload();
    await expect(provider.getByRole('region', { name: 'Job Cancelled' })).toContainText(/You are credited a \$\d+\.\d{2} trip fee\./);
    await provider.screenshot({ path: test.info().outputPath('job-cancelled-provider-390.png'), animations: 'disabled' });
  } finally {
    await Promise.all([providerContext.close(), customerContext.close(), dispatcherContext.close()]);
  }
});
