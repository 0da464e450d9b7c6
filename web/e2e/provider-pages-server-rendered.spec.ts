import { expect, test } from './support/admin-api';
import { PHONE } from './support/devices';
import { collectPageErrors } from './support/page-errors';
import { goOffDutyByText, goOnDutyByText, offerLinkTextedTo } from './support/offers-links';
import { aPaidTow } from './support/paid-tow';

const PICKUP = { lat: 32.7767, lng: -96.797 };

test("a provider's offer and job links come from the server with the job, and go live without an error", async ({ browser, request, adminApi }) => {
  test.setTimeout(90_000);
  const tow = await aPaidTow(request, adminApi, '(214) 555-0303');
  const provider = await adminApi.addProvider({
    name: 'Mockingbird Towing',
    phone: '(972) 555-0303',
    email: 'mockingbird-ssr@example.com',
    services: ['Towing'],
    vehicleInfo: 'Flatbed',
    homeAddress: 'Dallas, TX',
    homeLat: PICKUP.lat + 0.002,
    homeLng: PICKUP.lng,
    serviceRadiusMiles: 25,
  });
  await goOnDutyByText(provider);
  const offline = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
  const online = await browser.newContext(PHONE);
  try {
    await adminApi.offer(tow.id, provider.id);
    const offerPath = await offerLinkTextedTo(provider.phone);

    // Without scripts: the offer, its pay and its countdown are in the server's HTML.
    const bare = await offline.newPage();
    const answered = await bare.goto(offerPath);
    expect(answered?.status()).toBe(200);
    expect(answered?.headers()['cache-control']).toBe('no-store');
    await expect(bare.getByRole('heading', { level: 1 })).toContainText('can you take this job?');
    await expect(bare.getByRole('region', { name: 'The Job' })).toContainText('2016 Toyota Tacoma (Pickup Truck)');
    await expect(bare.getByRole('timer')).toHaveText(/^[23]:\d\d$/);

    // With scripts: the same page hydrates, takes the job with an ETA, and the job link opens live.
    const phone = await online.newPage();
    const errors = collectPageErrors(phone);
    await phone.goto(offerPath);
    await expect(phone.getByRole('timer')).toHaveText(/^[23]:\d\d$/);
    await phone.getByRole('textbox', { name: 'Your ETA in minutes' }).fill('15');
    await phone.getByRole('button', { name: 'Accept Job' }).click();
    await expect(phone.getByRole('heading', { name: 'Offer Accepted' })).toBeVisible();
    await phone.getByRole('link', { name: 'Open the Job' }).click();
    await expect(phone.getByRole('dialog', { name: 'Provider Service Agreement' })).toBeVisible();
    const jobPath = new URL(phone.url()).pathname;

    await bare.goto(jobPath);
    await expect(bare.getByRole('region', { name: 'Job Details' })).toContainText('2200 Ross Ave, Dallas, TX');

    const reopened = await online.newPage();
    const jobErrors = collectPageErrors(reopened);
    await reopened.goto(jobPath);
    await expect(reopened.getByRole('dialog', { name: 'Provider Service Agreement' })).toBeVisible();
    await reopened.getByRole('checkbox', { name: 'I have read and agree' }).check();
    await reopened.getByRole('button', { name: 'Accept & Continue' }).click();
    await expect(reopened.getByRole('button', { name: 'Start Job', exact: true })).toBeVisible();
    expect([...errors, ...jobErrors]).toEqual([]);
  } finally {
    await goOffDutyByText(provider);
    await Promise.all([offline.close(), online.close()]);
  }
});
