import type { Page } from '@playwright/test';
import { expect, test } from './support/admin-api';
import { arrivalCodeDialog, arrivalCodeOnTrackingPage, takeProviderStep } from './support/provider-steps';
import { aPaidTow } from './support/paid-tow';
import { takePhotosOnPage } from './support/photos';
import { DALLAS, PHONE, phoneAt, toasts } from './support/devices';

const expectToast = (page: Page, title: string) => expect(toasts(page).getByText(title, { exact: true }).first()).toBeVisible();

/** North of the customer on the way in, a fifth of a mile a step: each fix is a plausible drive. */
const ROUTE = [
  { latitude: 32.7867, longitude: -96.797, milesAway: '0.7' },
  { latitude: 32.7839, longitude: -96.797, milesAway: '0.5' },
  { latitude: 32.7811, longitude: -96.797, milesAway: '0.3' },
];

test('the provider phone streams its position and the customer watches the truck come, then rates the service', async ({
  browser,
  request,
  adminApi,
}) => {
  const tow = await aPaidTow(request, adminApi, '2145550171');
  const links = await adminApi.assign(tow.id, { name: 'Dana Cruz', phone: '(972) 555-0171' });

  const customerContext = await browser.newContext(PHONE);
  const customer = await customerContext.newPage();
  await customer.clock.install();
  await customer.goto(`/track/${links.trackingId}`);
  const liveMap = customer.getByRole('region', { name: 'Live Tracking' });
  await expect(liveMap).toContainText("Waiting for your provider's location");

  const providerContext = await browser.newContext(phoneAt({ latitude: ROUTE[0].latitude, longitude: ROUTE[0].longitude }));
  const provider = await providerContext.newPage();
  await provider.goto(`/provider/${links.providerJobId}`);
  await provider.getByRole('checkbox', { name: 'I have read and agree' }).check();
  await provider.getByRole('button', { name: 'Accept & Continue' }).click();
  await expectToast(provider, 'Location Updated');
  await expect(provider.getByRole('region', { name: 'Live GPS' })).toContainText('Sharing your location with the customer');

  await expectToast(customer, 'Live Tracking Active');
  await provider.getByRole('button', { name: 'Start Job', exact: true }).click();
  await expectToast(customer, 'Provider On The Way');
  await expect(liveMap).toContainText(`${ROUTE[0].milesAway} mi away`);
  await expect(liveMap).toContainText('Straight-line estimate at 25 mph');
  await expect(liveMap.getByRole('region', { name: 'Live map of your provider' })).toBeVisible();
  await expect(liveMap).toContainText('Location updated');

  for (const step of ROUTE.slice(1)) {
    await providerContext.setGeolocation({ latitude: step.latitude, longitude: step.longitude });
    await expect(liveMap).toContainText(`${step.milesAway} mi away`);
  }

  // No fix for over a minute: the customer is told the position is stale.
  await customer.clock.fastForward(61_000);
  await expect(liveMap).toContainText("No update from your provider's phone for over a minute");

  // At the car the customer reads the code from their page, and the driver types it in to mark arrival.
  const codePanel = customer.getByRole('region', { name: 'Arrival Code' });
  await expect(codePanel).toContainText('Give this code only to Dana Cruz when they reach your car. Never give it to another truck.');
  const arrivalCode = await arrivalCodeOnTrackingPage(customer);

  await provider.getByRole('button', { name: 'Arrived', exact: true }).click();
  const codeDialog = arrivalCodeDialog(provider);
  const codeBox = codeDialog.getByRole('textbox', { name: 'Arrival code from the customer' });
  await expect(codeBox).toBeFocused();
  await expect(codeDialog).toContainText('Ask the customer for the 4-digit code on their tracking page.');
  await codeBox.fill(arrivalCode);
  await codeDialog.getByRole('button', { name: 'Confirm Arrival' }).click();
  await expect(codeDialog).toHaveCount(0);
  await expectToast(provider, 'Status Updated');
  await expectToast(customer, 'Provider Arrived');
  await expect(codePanel).toHaveCount(0);

  // At the car the driver photographs the vehicle before loading it, and the finished job before completing it.
  for (const [camera, step] of [
    ['Take Pickup Photos', 'Start Service'],
    ['Take Completion Photos', 'Complete Job'],
  ] as const) {
    await takePhotosOnPage(provider, camera);
    await takeProviderStep(provider, step);
    await expectToast(provider, 'Status Updated');
  }
  const rating = customer.getByRole('region', { name: 'Rate Your Service' });
  await expect(rating).toBeVisible();
  await rating.getByRole('button', { name: 'Submit Rating' }).click();
  await expectToast(customer, 'Missing Rating');
  await rating.getByRole('radio', { name: /^4 stars/ }).click();
  await expect(rating).toContainText('Good!');
  await rating.getByLabel('Review').fill('Fast and careful.');
  await rating.getByRole('button', { name: 'Submit Rating' }).click();
  await expect(toasts(customer).getByText('Your 4-star rating has been submitted successfully.')).toBeVisible();
  await expect(rating).toHaveCount(0);

  await Promise.all([customerContext.close(), providerContext.close()]);
});

test('a provider who blocks location is told how to share it', async ({ browser, request, adminApi }) => {
  const tow = await aPaidTow(request, adminApi, '2145550172');
  const links = await adminApi.assign(tow.id, { name: 'Lee Park', phone: '(972) 555-0172' });
  const context = await browser.newContext({ ...PHONE, geolocation: DALLAS, permissions: [] });
  const provider = await context.newPage();
  await provider.goto(`/provider/${links.providerJobId}`);
  await provider.getByRole('checkbox', { name: 'I have read and agree' }).check();
  await provider.getByRole('button', { name: 'Accept & Continue' }).click();
  await expect(provider.getByRole('region', { name: 'Live GPS' })).toContainText('Please enable location access for navigation');
  await context.close();
});
