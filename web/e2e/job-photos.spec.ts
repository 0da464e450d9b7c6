import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/admin-api';
import { catalogue, englishOnScreen, englishPhrases } from './support/catalogues';
import { DALLAS, phoneAt, toasts } from './support/devices';
import { aPaidTow } from './support/paid-tow';
import { CAR_PHOTO, cameraInput, jobPhotoThumbnails, takePhotosOnPage } from './support/photos';
import { storedArrivalCode } from './support/provider-steps';

const PHONE = phoneAt(DALLAS);
const CONFIRM_COMPLETION = 'Complete this job? The customer will be asked to rate it.';
const PICKUP_PHOTO = /^Pickup photo taken at \d{1,2}:\d{2}\s[AP]M \(opens in a new tab\)$/;

const expectToast = (page: Page, text: string) => expect(toasts(page).getByText(text, { exact: true }).first()).toBeVisible();

async function expectNoSeriousViolations(page: Page) {
  // Toasts slide and fade in: mid-animation their colours read as low contrast, so they are left out.
  const results = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The drive there is not what these tests are about: the provider reaches the car through the API. */
async function reachTheCar(request: APIRequestContext, jobId: string) {
  expect((await request.post(`/api/jobs/${jobId}/agreement`)).status()).toBe(204);
  expect((await request.post(`/api/jobs/${jobId}/steps`, { data: { action: 'start_job' } })).status()).toBe(200);
  const arrivalCode = await storedArrivalCode(jobId);
  expect((await request.post(`/api/jobs/${jobId}/steps`, { data: { action: 'mark_arrived', arrivalCode } })).status()).toBe(200);
}

test('at the car the provider photographs the vehicle: the steps say which photo they wait for, and a failed upload says why and is retried', async ({
  browser,
  request,
  adminApi,
}) => {
  // A whole journey across several browsers, each step seen live by the others: longer than the default budget.
  test.setTimeout(90_000);
  const tow = await aPaidTow(request, adminApi, '(214) 555-0194');
  const { providerJobId } = await adminApi.assign(tow.id, { name: 'Nico Vega', phone: '(972) 555-0194' });
  await reachTheCar(request, providerJobId);

  const context = await browser.newContext(PHONE);
  const provider = await context.newPage();
  await provider.goto(`/provider/${providerJobId}`);
  await provider.getByRole('checkbox', { name: 'I have read and agree' }).check();
  await provider.getByRole('button', { name: 'Accept & Continue' }).click();
  const status = provider.getByRole('region', { name: 'Job status' });
  const photos = provider.getByRole('region', { name: 'Photos' });
  await expect(status).toContainText('Arrived');
  await expect(photos.getByRole('heading', { name: 'Pickup photos' })).toBeVisible();
  await expect(photos).toContainText('No photos yet.');

  // A tow starts only once the vehicle is photographed: the note under the button says so, and pressing
  // it anyway is refused with the reason and leads straight to the camera.
  const startService = provider.getByRole('button', { name: 'Start Service', exact: true });
  await expect(startService).toHaveAccessibleDescription('Take a pickup photo first.');
  await startService.click();
  await expectToast(provider, 'Add a Photo First');
  await expectToast(provider, 'Take at least one photo of the vehicle at pickup before you start the service.');
  const pickupCamera = cameraInput(provider, 'Take Pickup Photos');
  await expect(pickupCamera).toBeFocused();
  await expect(pickupCamera).toHaveAttribute('capture', 'environment');
  await expect(pickupCamera).toHaveAccessibleDescription('Show the vehicle as you found it: every side, and any damage.');
  await expect(status).toContainText('Arrived');

  // A file that is not a photo is refused with the server's reason.
  await pickupCamera.setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('a shopping list, not a photo') });
  const failure = photos.getByRole('alert');
  await expect(failure).toHaveText('That file is not a photo. Take a photo with the camera, or choose a JPEG, PNG, WebP or HEIC image.');
  await expect(photos.getByRole('button', { name: 'Retry' })).toBeVisible();
  // The refusal's toast goes by itself; the failure stays on the list.
  await expect(toasts(provider).getByText('Add a Photo First')).toHaveCount(0, { timeout: 10_000 });
  await expectNoSeriousViolations(provider);
  await photos.getByRole('button', { name: 'Dismiss' }).click();
  await expect(failure).toHaveCount(0);
  await expect(pickupCamera).toBeFocused();

  // With the connection gone, the page tries again by itself three times, then leaves it to the Retry button.
  let attempts = 0;
  await provider.route('**/api/jobs/*/photos', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    attempts += 1;
    await route.abort('internetdisconnected');
  });
  await pickupCamera.setInputFiles(CAR_PHOTO);
  await expect(photos.getByText('The upload was interrupted. Trying again…')).toBeVisible();
  await expect(photos.getByRole('status')).toHaveText('Uploading 1 of 1…');
  await expect(failure).toHaveText('The photo could not be uploaded. Check your connection and try again.', { timeout: 15_000 });
  expect(attempts).toBe(4);
  await provider.unroute('**/api/jobs/*/photos');
  await photos.getByRole('button', { name: 'Retry' }).click();
  await expect(photos.getByRole('status')).toHaveText('1 photo uploaded.');
  await expect(failure).toHaveCount(0);
  await expect(photos.getByRole('link', { name: PICKUP_PHOTO })).toHaveAttribute('target', '_blank');
  await expect(startService).toHaveAccessibleDescription('');

  // Two more at once go one after the other.
  await takePhotosOnPage(provider, 'Take Pickup Photos', [CAR_PHOTO, { ...CAR_PHOTO, name: 'car-side.jpg' }]);
  await expect(photos.getByRole('status')).toHaveText('2 photos uploaded.');
  await expect(jobPhotoThumbnails(provider)).toHaveCount(3);
  await expectNoSeriousViolations(provider);

  await startService.click();
  await expect(status).toContainText('In Progress');
  await expect(photos.getByRole('heading', { name: 'Completion photos' })).toBeVisible();
  await expect(photos.getByRole('heading', { name: 'Pickup photos' })).toBeVisible();

  // Completing waits for a photo of the finished work: refused inside the confirmation, focus goes to its camera.
  const completeJob = provider.getByRole('button', { name: 'Complete Job', exact: true });
  await expect(completeJob).toHaveAccessibleDescription('Take a photo of the finished job first.');
  await completeJob.click();
  const confirm = provider.getByRole('alertdialog', { name: CONFIRM_COMPLETION });
  await confirm.getByRole('button', { name: 'Complete Job' }).click();
  await expect(confirm).toHaveCount(0);
  await expectToast(provider, 'Take at least one photo of the finished job before you complete it.');
  await expect(cameraInput(provider, 'Take Completion Photos')).toBeFocused();
  await expect(status).toContainText('In Progress');

  await takePhotosOnPage(provider, 'Take Completion Photos');
  await expect(completeJob).toHaveAccessibleDescription('');
  await completeJob.click();
  await confirm.getByRole('button', { name: 'Complete Job' }).click();
  await expect(status).toContainText('Completed');
  // Done: no camera any more, the photos stay in view until the link closes.
  await expect(provider.getByLabel(/^Take .* Photos$/)).toHaveCount(0);
  await expect(jobPhotoThumbnails(provider)).toHaveCount(4);
  await context.close();
});

test('a provider the roster has in Spanish takes the photos in Spanish, and a Spanish customer sees them described in Spanish', async ({
  browser,
  request,
  adminApi,
}) => {
  const ES = catalogue('es');
  const englishLeft = englishPhrases();
  const tow = await aPaidTow(request, adminApi, '(214) 555-0195');
  const roster = await adminApi.addProvider({
    name: 'Grúas Ortega',
    phone: '(972) 555-0195',
    email: 'ortega@example.com',
    vehicleInfo: 'Grúa de plataforma roja',
    language: 'es',
  });
  const { providerJobId, trackingId } = await adminApi.assign(tow.id, { providerId: roster.id });
  await reachTheCar(request, providerJobId);

  const providerContext = await browser.newContext({ ...PHONE, locale: 'en-US' });
  const customerContext = await browser.newContext({ ...PHONE, locale: 'es-MX' });
  try {
    const provider = await providerContext.newPage();
    await provider.goto(`/provider/${providerJobId}`);
    await provider.getByRole('checkbox', { name: ES['provider.agreement.checkbox'] }).check();
    await provider.getByRole('button', { name: ES['common.agreement.accept'] }).click();
    const photos = provider.getByRole('region', { name: ES['provider.photos.title'] });
    await expect(photos.getByRole('heading', { name: ES['provider.photos.pickup.heading'] })).toBeVisible();

    await provider.getByRole('button', { name: ES['provider.step.startService'], exact: true }).click();
    const spanishToasts = provider.getByRole('region', { name: new RegExp(ES['common.toaster.label']) });
    await expect(spanishToasts.getByText(ES['provider.photos.required.title'], { exact: true })).toBeVisible();
    await expect(spanishToasts.getByText(ES['provider.photos.pickup.required'], { exact: true })).toBeVisible();
    const camera = provider.getByLabel(ES['provider.photos.pickup.take'], { exact: true });
    await expect(camera).toBeFocused();
    await camera.setInputFiles({ name: 'recibo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('no es una foto') });
    await expect(photos.getByRole('alert')).toHaveText(ES['errors.notAPhoto']);
    await camera.setInputFiles(CAR_PHOTO);
    await expect(photos.getByRole('status')).toHaveText('1 foto subida.');
    await expect(photos.getByRole('img', { name: /^Foto de recogida, \d{1,2}:\d{2}/ })).toBeVisible();
    await expect(provider.locator('html')).toHaveAttribute('lang', 'es');
    expect(await englishOnScreen(provider, englishLeft), "English left on the provider's photos").toEqual([]);
    await expectNoSeriousViolations(provider);

    const customer = await customerContext.newPage();
    await customer.goto(`/track/${trackingId}`);
    const vehiclePhotos = customer.getByRole('region', { name: ES['tracking.photos.heading'] });
    // The photo's one label, as the provider's page and the receipt give it.
    await expect(vehiclePhotos.getByRole('img', { name: new RegExp(`^${ES['shared.photo.pickup']}, \\d{1,2}:\\d{2}`) })).toBeVisible();
    await expect(vehiclePhotos).toContainText(new RegExp(`${ES['shared.photo.pickup']}, \\d{1,2}:\\d{2}`));
    expect(await englishOnScreen(customer, englishLeft), "English left on the customer's photos").toEqual([]);
    await expectNoSeriousViolations(customer);
  } finally {
    await Promise.all([providerContext.close(), customerContext.close()]);
  }
});
