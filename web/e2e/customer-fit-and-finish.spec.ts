import { expect, test } from './support/admin-api';
import { DALLAS, phoneAt, toasts } from './support/devices';
import { aPaidTow } from './support/paid-tow';
import { completeJobThroughApi } from './support/provider-steps';
import { textsSentTo } from './support/twilio';

const PHONE = phoneAt(DALLAS);
const DESKTOP = { viewport: { width: 1366, height: 900 } };

/** Every text the app sent to `phone`, once the worker has sent at least `count`. */
async function textsOnceSent(phone: string, count: number): Promise<string[]> {
  await expect.poll(async () => (await textsSentTo(phone)).length).toBeGreaterThanOrEqual(count);
  return (await textsSentTo(phone)).map((text) => text.body);
}

test('a link from an earlier text still leads to the request, and texts name the provider and the place in words', async ({
  browser,
  request,
  adminApi,
}) => {
  const tow = await aPaidTow(request, adminApi, '(214) 555-0181');
  const assigned = await adminApi.assign(tow.id, { name: 'Ray Tow Co', phone: '(972) 555-0181' });
  expect(assigned.trackingId).not.toBe(tow.trackingId);

  // The deposit receipt, sent a minute before the assignment, carries the first code.
  const customerTexts = await textsOnceSent('+12145550181', 5);
  expect(customerTexts.filter((body) => body.includes('deposit is paid') && body.includes(`/track/${tow.trackingId} `))).toHaveLength(1);
  expect(customerTexts.find((body) => body.includes('is your provider'))).toContain('Ray Tow Co is your provider');

  const context = await browser.newContext(PHONE);
  const customer = await context.newPage();
  await customer.goto(`/track/${tow.trackingId}`);
  await expect(customer).toHaveURL(`/track/${assigned.trackingId}`);
  await expect(customer.getByText(`Real-time updates for request #${assigned.trackingId}`)).toBeVisible();
  await expect(customer.getByRole('heading', { name: 'Request Not Found' })).toHaveCount(0);
  await expect(customer.getByText('Ray Tow Co').first()).toBeVisible();
  await context.close();

  const [jobText] = await textsOnceSent('+19725550181', 1);
  expect(jobText).toContain('Towing for a 2016 Toyota Tacoma near Ross Ave, Dallas, towing to 400 S Houston St, Dallas, TX');
  expect(jobText).not.toContain('2200');
  expect(jobText).not.toContain('Lat:');
});

test('after rating, the banner thanks the customer instead of asking; the details card keeps its own height', async ({
  browser,
  request,
  adminApi,
}) => {
  const tow = await aPaidTow(request, adminApi, '(214) 555-0182');
  const assigned = await adminApi.assign(tow.id, { name: 'Lone Star Roadside', phone: '(972) 555-0182' });
  await completeJobThroughApi(request, assigned.providerJobId);

  const context = await browser.newContext(DESKTOP);
  const customer = await context.newPage();
  await customer.goto(`/track/${assigned.trackingId}`);
  const banner = customer.getByRole('region', { name: 'Service Completed' });
  await expect(banner).toContainText('please rate your experience');

  const rating = customer.getByRole('region', { name: 'Rate Your Service' });
  await expect(rating).toBeVisible();

  // Side by side at desktop width: the shorter card is not stretched to the timeline's height.
  // Both are measured in one frame, as panels above them may still be loading.
  const [details, timeline] = await customer.evaluate(() =>
    ['service-details-title', 'service-timeline-title'].map((id) => {
      const { top, height } = document.getElementById(id)!.closest('section')!.getBoundingClientRect();
      return { top, height };
    }),
  );
  expect(details.top).toBe(timeline.top);
  expect(details.height).toBeLessThan(timeline.height);

  await rating.getByRole('radio', { name: /^5 stars/ }).click();
  await rating.getByRole('button', { name: 'Submit Rating' }).click();
  await expect(toasts(customer).getByText('Your 5-star rating has been submitted successfully.')).toBeVisible();
  await expect(banner).toContainText('Thank you for rating this service.');
  await expect(banner).not.toContainText('please rate');
  await customer.reload();
  await expect(customer.getByRole('region', { name: 'Service Completed' })).toContainText('Thank you for rating this service.');
  await context.close();
});

test('a refund reaches the customer by text with its amount, and the page shows the request cancelled', async ({
  browser,
  request,
  adminApi,
}) => {
  const tow = await aPaidTow(request, adminApi, '(214) 555-0183');
  await adminApi.refund(tow.id);

  const refundTexts = async () =>
    (await textsSentTo('+12145550183')).map((text) => text.body).filter((body) => body.includes(`/track/${tow.trackingId} `) && body.includes('refunded'));
  await expect.poll(refundTexts).toEqual([expect.stringContaining('we refunded your $30.00 deposit; the request is cancelled.')]);

  const context = await browser.newContext(PHONE);
  const customer = await context.newPage();
  await customer.goto(`/track/${tow.trackingId}`);
  await expect(customer.getByRole('region', { name: 'Request Cancelled' })).toBeVisible();
  await context.close();
});
