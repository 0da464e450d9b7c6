import type { Page } from '@playwright/test';
import { expect, test } from './support/admin-api';
import type { CustomerRequestView } from '../../src/contracts/request-views';
import { arrivalCodeDialog, arrivalCodeOnTrackingPage, takeProviderStep } from './support/provider-steps';
import { aPaidTow, completedMinutesAgo } from './support/paid-tow';
import { takePhotosOnPage } from './support/photos';
import { DALLAS, DESKTOP_ADMIN, phoneAt, toasts } from './support/devices';

const PHONE = phoneAt(DALLAS);
const AGREEMENT = 'Provider Service Agreement';

const expectToast = (page: Page, title: string) => expect(toasts(page).getByText(title, { exact: true }).first()).toBeVisible();

test('a paid tow is assigned, worked step by step from the provider phone, and followed live by the customer', async ({
  browser,
  request,
  adminApi,
}) => {
  // A whole journey across several browsers, each step seen live by the others: longer than the default budget.
  test.setTimeout(90_000);
  const tow = await aPaidTow(request, adminApi, '2145550161');

  const customerContext = await browser.newContext(PHONE);
  const customer = await customerContext.newPage();
  await customer.goto(`/track/${tow.trackingId}`);
  await expect(customer.getByRole('heading', { name: 'Track Your Service' })).toBeVisible();

  const adminContext = await browser.newContext(DESKTOP_ADMIN);
  const admin = await adminContext.newPage();
  await admin.goto(`/admin/request/${tow.id}`);
  const panel = admin.getByRole('region', { name: 'Provider Management' });
  await expect(panel).toBeVisible();

  await panel.getByRole('button', { name: 'Assign Provider' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Please enter provider name and phone');
  await panel.getByLabel('Provider name').fill('Rosa Diaz');
  await panel.getByLabel('Provider phone').fill('(972) 555-0190');
  await panel.getByRole('button', { name: 'Assign Provider' }).click();
  await expectToast(admin, 'Provider Assigned!');
  await expectToast(admin, 'Links Generated');
  await expect(panel).toContainText('Rosa Diaz');
  const jobLink = panel.getByLabel('Provider job link');
  await expect(jobLink).toHaveValue(/\/provider\/[A-Z0-9]{9}$/);
  const trackingLink = panel.getByLabel('Customer tracking link');
  await expect(trackingLink).toHaveValue(/\/track\/[A-Z0-9]{9}$/);
  const jobUrl = await jobLink.inputValue();
  const newTrackingId = (await trackingLink.inputValue()).split('/').pop()!;

  // The customer's open page follows the new tracking code without a reload.
  await expectToast(customer, 'Provider Assigned');
  await expect(customer).toHaveURL(new RegExp(`/track/${newTrackingId}$`));
  await expect(customer.getByRole('region', { name: 'Your Provider', exact: true })).toContainText('Rosa Diaz');

  const providerContext = await browser.newContext(PHONE);
  const provider = await providerContext.newPage();
  await provider.goto(jobUrl);
  const agreement = provider.getByRole('dialog', { name: AGREEMENT });
  await expect(agreement).toBeVisible();
  await expect(agreement.getByRole('button', { name: 'Accept & Continue' })).toBeDisabled();
  await agreement.getByRole('button', { name: 'Decline' }).click();
  await expectToast(provider, 'Agreement Declined');
  // Declining is not an expired link: the page says what happened, and dispatch sees it at once.
  await expect(provider.getByRole('heading', { name: 'Job Declined' })).toBeVisible();
  await expect(provider.getByRole('heading', { name: 'Link Expired' })).toHaveCount(0);
  await expectToast(admin, 'Provider Declined');
  await expect(admin.getByText('Provider Rosa Diaz declined the service agreement; the job needs another provider')).toBeVisible();
  // The job is back without a provider: the request page shows none assigned, and the dispatcher gives it out again.
  await expect(jobLink).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Assign Provider' })).toBeVisible();
  await panel.getByLabel('Provider name').fill('Rosa Diaz');
  await panel.getByLabel('Provider phone').fill('(972) 555-0190');
  await panel.getByRole('button', { name: 'Assign Provider' }).click();
  await expectToast(admin, 'Provider Assigned!');
  await expect(jobLink).toHaveValue(/\/provider\/[A-Z0-9]{9}$/);
  const secondJobUrl = await jobLink.inputValue();
  expect(secondJobUrl).not.toBe(jobUrl);
  // The declined link still says so on the phone that declined it.
  await provider.reload();
  await expect(provider.getByRole('heading', { name: 'Job Declined' })).toBeVisible();

  await provider.goto(secondJobUrl);
  await agreement.getByRole('checkbox', { name: 'I have read and agree' }).check();
  await agreement.getByRole('button', { name: 'Accept & Continue' }).click();
  await expectToast(provider, 'Agreement Accepted');
  await expect(provider.getByRole('region', { name: 'Your Earnings' })).toContainText('$170.00');
  await expect(provider.getByRole('region', { name: 'Tow Route' })).toContainText('400 S Houston St, Dallas, TX');
  await expect(provider.getByRole('region', { name: 'Job Details' })).toContainText("The customer's number appears once you start the job.");
  await expect(provider.getByRole('link', { name: 'Start Navigation' })).toHaveCount(0);

  const steps: Array<[button: string, customerToast: string, badge: string]> = [
    ['Start Job', 'Provider On The Way', 'En Route'],
    ['Arrived', 'Provider Arrived', 'Arrived'],
    ['Start Service', 'Service In Progress', 'In Progress'],
    ['Complete Job', 'Service Completed', 'Completed'],
  ];
  for (const [button, customerToast, badge] of steps) {
    if (button === 'Start Service') {
      // Before loading the car the driver photographs it; the customer and the dispatcher see the photo at once.
      await expect(provider.getByRole('button', { name: 'Start Service', exact: true })).toHaveAccessibleDescription('Take a pickup photo first.');
      await takePhotosOnPage(provider, 'Take Pickup Photos');
      const vehiclePhotos = customer.getByRole('region', { name: 'Photos of Your Vehicle' });
      const pickupPhoto = vehiclePhotos.getByRole('link', { name: /^Pickup photo taken at \d{1,2}:\d{2}\s[AP]M \(opens in a new tab\)$/ });
      await expect(pickupPhoto).toHaveAttribute('target', '_blank');
      await vehiclePhotos.scrollIntoViewIfNeeded();
      const thumbnail = vehiclePhotos.getByRole('img', { name: /^Pickup photo taken at / });
      await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(200);
      const adminPhotos = admin.getByRole('region', { name: 'Photos' });
      await expect(adminPhotos.getByRole('img', { name: /^Pickup photo taken at / })).toBeVisible();
      await expect(adminPhotos.getByRole('link', { name: /^Open in Google Maps where the pickup photo of .* was taken/ })).toHaveAttribute(
        'href',
        /google\.com\/maps\/search\/\?api=1&query=32\.77\d*,-96\.79\d*/,
      );
      await expect(adminPhotos).not.toContainText('32.77');
    }
    if (button === 'Complete Job') await takePhotosOnPage(provider, 'Take Completion Photos');
    // The driver at the car gives the code on the customer's page, as the customer reads it to them.
    const arrivalCode = button === 'Arrived' ? await arrivalCodeOnTrackingPage(customer) : undefined;
    await takeProviderStep(provider, button, arrivalCode);
    await expectToast(provider, 'Status Updated');
    await expect(provider.getByRole('region', { name: 'Job status' })).toContainText(badge);
    await expectToast(customer, customerToast);
    if (button === 'Start Job') {
      await expect(provider.getByRole('link', { name: 'Start Navigation' })).toHaveAttribute('href', /google\.com\/maps\/dir\/.*destination=32\.7767%2C-96\.797/);
      await expect(provider.getByRole('region', { name: 'Job Details' })).toContainText('(214) 555-0161');
      await expect(customer.getByRole('region', { name: 'Arrival Code' })).toContainText('Give this code only to Rosa Diaz when they reach your car.');
      await expect(admin.getByRole('region', { name: 'Provider Management' }).getByRole('button', { name: 'Verify Arrival' })).toBeVisible();
    }
    if (button === 'Arrived') {
      await expect(customer.getByRole('region', { name: 'Arrival Code' })).toHaveCount(0);
      await expect(panel).toContainText(/Arrival verified at \d{1,2}:\d{2}\s[AP]M with the customer's code/);
    }
  }
  await expect(provider.getByRole('button', { name: /Start Job|Arrived|Start Service|Complete Job/ })).toHaveCount(0);
  await expect(admin.getByText('Provider completed the job')).toBeVisible();

  // Five minutes after completion both links are closed.
  await completedMinutesAgo(tow.id, 6);
  await provider.reload();
  await expect(provider.getByRole('heading', { name: 'Link Expired' })).toBeVisible();
  await expect(provider.getByText('This provider job link has expired.')).toBeVisible();
  await customer.reload();
  await expect(customer.getByRole('heading', { name: 'Link Expired' })).toBeVisible();

  await Promise.all([customerContext.close(), adminContext.close(), providerContext.close()]);
});

test('reassigning before the provider sets off closes the old job link at once, saying the job went to another provider', async ({ browser, request, adminApi }) => {
  const tow = await aPaidTow(request, adminApi, '2145550162');
  const adminContext = await browser.newContext(DESKTOP_ADMIN);
  const admin = await adminContext.newPage();
  await admin.goto(`/admin/request/${tow.id}`);
  const panel = admin.getByRole('region', { name: 'Provider Management' });
  await panel.getByLabel('Provider name').fill('First Driver');
  await panel.getByLabel('Provider phone').fill('(972) 555-0191');
  await panel.getByRole('button', { name: 'Assign Provider' }).click();
  await expectToast(admin, 'Provider Assigned!');
  const firstJobUrl = await panel.getByLabel('Provider job link').inputValue();

  const providerContext = await browser.newContext(PHONE);
  const firstProvider = await providerContext.newPage();
  await firstProvider.goto(firstJobUrl);
  await firstProvider.getByRole('dialog', { name: AGREEMENT }).getByRole('checkbox', { name: 'I have read and agree' }).check();
  await firstProvider.getByRole('button', { name: 'Accept & Continue' }).click();
  await expect(firstProvider.getByRole('button', { name: 'Start Job' })).toBeVisible();

  await panel.getByRole('button', { name: 'Reassign Provider' }).click();
  await panel.getByLabel('Provider name').fill('Second Driver');
  await panel.getByLabel('Provider phone').fill('(972) 555-0192');
  await panel.getByRole('button', { name: 'Reassign Provider' }).click();
  await expectToast(admin, 'Provider Assigned!');
  await expect(panel).toContainText('Second Driver');
  await expect(panel.getByLabel('Provider job link')).not.toHaveValue(firstJobUrl);

  // Told live, and again on a reload: the job went to someone else, the link did not expire.
  await expect(firstProvider.getByRole('heading', { name: 'Job Reassigned' })).toBeVisible();
  await expect(firstProvider.getByRole('main').getByText('This job was given to another provider.')).toBeVisible();
  await firstProvider.reload();
  await expect(firstProvider.getByRole('heading', { name: 'Job Reassigned' })).toBeVisible();
  await expect(firstProvider.getByRole('heading', { name: 'Link Expired' })).toHaveCount(0);
  await Promise.all([adminContext.close(), providerContext.close()]);
});

test('after five wrong arrival codes the provider is locked out until a dispatcher verifies the arrival with a reason', async ({
  browser,
  request,
  adminApi,
}) => {
  const tow = await aPaidTow(request, adminApi, '2145550157');
  const { providerJobId, trackingId } = await adminApi.assign(tow.id, { name: 'Omar Reyes', phone: '(972) 555-0157' });
  const providerContext = await browser.newContext(PHONE);
  const provider = await providerContext.newPage();
  await provider.goto(`/provider/${providerJobId}`);
  await provider.getByRole('dialog', { name: AGREEMENT }).getByRole('checkbox', { name: 'I have read and agree' }).check();
  await provider.getByRole('button', { name: 'Accept & Continue' }).click();
  await takeProviderStep(provider, 'Start Job');
  const arrived = provider.getByRole('button', { name: 'Arrived', exact: true });
  await expect(arrived).toBeEnabled();

  // Codes run 1000 to 9999, so 0000 is never the customer's; the open page learns of the lock live.
  for (const expected of [400, 400, 400, 400, 409]) {
    const wrong = await request.post(`/api/jobs/${providerJobId}/steps`, { data: { action: 'mark_arrived', arrivalCode: '0000' } });
    expect(wrong.status()).toBe(expected);
  }
  await expect(arrived).toBeDisabled();
  await expect(arrived).toHaveAccessibleDescription(
    /^Arrival is locked until \d{1,2}:\d{2}\s[AP]M after too many wrong codes\. The dispatcher can verify your arrival\.$/,
  );

  const adminContext = await browser.newContext({ ...DESKTOP_ADMIN, viewport: { width: 390, height: 844 } });
  const admin = await adminContext.newPage();
  await admin.goto(`/admin/request/${tow.id}`);
  const panel = admin.getByRole('region', { name: 'Provider Management' });
  await expect(panel.getByRole('status').filter({ hasText: 'Arrival Locked' })).toContainText(/5 wrong arrival codes; locked until \d{1,2}:\d{2}\s[AP]M/);
  await panel.getByRole('button', { name: 'Verify Arrival' }).click();
  const verify = admin.getByRole('dialog', { name: 'Verify Arrival' });
  const reason = verify.getByRole('textbox', { name: 'Reason' });
  await expect(reason).toBeFocused();
  await verify.getByRole('button', { name: 'Verify Arrival' }).click();
  await expect(verify).toContainText('Say why you are verifying the arrival (at least 3 characters).');
  await reason.fill('Customer not answering; the driver sent a photo of the car');
  await verify.getByRole('button', { name: 'Verify Arrival' }).click();
  await expectToast(admin, 'Arrival Verified');
  await expect(verify).toHaveCount(0);
  await expect(panel).toContainText(/Arrival verified at \d{1,2}:\d{2}\s[AP]M by a dispatcher: Customer not answering; the driver sent a photo of the car/);
  await expect(panel.getByText('Arrival Locked')).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Verify Arrival' })).toHaveCount(0);
  const customerView = (await (await request.get(`/api/track/${trackingId}`)).json()) as CustomerRequestView;
  expect(customerView.arrivalCode).toBeNull();

  // Verified (the open page is told live), Arrived needs no code: one tap, as before.
  await expect(arrived).toBeEnabled();
  await arrived.click();
  await expectToast(provider, 'Status Updated');
  await expect(arrivalCodeDialog(provider)).toHaveCount(0);
  await expect(provider.getByRole('region', { name: 'Job status' })).toContainText('Arrived');
  await Promise.all([providerContext.close(), adminContext.close()]);
});

test('the roster: a provider is added with the spec checks, then deactivated', async ({ browser }) => {
  const adminContext = await browser.newContext({ ...DESKTOP_ADMIN, viewport: { width: 390, height: 844 } });
  const admin = await adminContext.newPage();
  await admin.goto('/admin');
  await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Providers' }).click();
  await expect(admin.getByRole('heading', { name: 'Providers', level: 1 })).toBeVisible();

  await admin.getByRole('button', { name: 'Add Provider' }).click();
  const form = admin.getByRole('dialog', { name: 'Add Provider' });
  const save = form.getByRole('button', { name: 'Save Provider' });
  const checks: Array<[label: string, value: string, message: string]> = [
    ['Name', 'Marcus Lee', 'Phone number is required'],
    ['Phone', '214-555-01x9', 'Please enter a valid phone number'],
    ['Phone', '(214) 555-0193', 'Email is required'],
    ['Email', 'marcus@', 'Please enter a valid email'],
    ['Email', 'marcus@example.com', 'Vehicle information is required'],
  ];
  await save.click();
  await expect(form.getByText('Provider name is required')).toBeVisible();
  for (const [label, value, message] of checks) {
    await form.getByLabel(label).fill(value);
    await save.click();
    await expect(form.getByText(message)).toBeVisible();
  }
  await form.getByLabel('Vehicle information').fill('Red Chevy wrecker');
  await save.click();
  await expectToast(admin, 'Provider Added');
  const row = admin.getByRole('list', { name: 'Provider roster' }).getByRole('listitem').filter({ hasText: 'Marcus Lee' });
  await expect(row).toContainText('(214) 555-0193');
  await expect(row).toContainText('Active');

  await row.getByRole('button', { name: 'Deactivate' }).click();
  await expectToast(admin, 'Provider Deactivated');
  await expect(row).toContainText('Inactive');
  await adminContext.close();
});
