import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/admin-api';
import { catalogue, englishOnScreen, englishPhrases } from './support/catalogues';
import { DALLAS, DESKTOP_ADMIN, phoneAt, toasts } from './support/devices';
import { aPaidTow } from './support/paid-tow';
import { CAR_PHOTO } from './support/photos';
import { arrivalCodeOnTrackingPage, storedArrivalCode, takeProviderStep } from './support/provider-steps';

const PHONE = phoneAt(DALLAS);

const expectToast = (page: Page, text: string) => expect(toasts(page).getByText(text, { exact: true }).first()).toBeVisible();

async function expectNoSeriousViolations(page: Page) {
  // Toasts slide and fade in: mid-animation their colours read as low contrast, so they are left out.
  const results = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('at the car the provider proposes a winch-out with a photo, the customer approves it live, and the total due on site follows everywhere', async ({
  browser,
  request,
  adminApi,
}) => {
  // A whole journey across several browsers, each step seen live by the others: longer than the default budget.
  test.setTimeout(90_000);
  // A $200.00 tow with its 15% deposit ($30.00) paid: $170.00 is collected on site before any extra.
  const tow = await aPaidTow(request, adminApi, '(214) 555-0196');
  const { providerJobId, trackingId } = await adminApi.assign(tow.id, { name: 'Lupe Ortiz', phone: '(972) 555-0196' });
  expect((await request.post(`/api/jobs/${providerJobId}/agreement`)).status()).toBe(204);
  expect((await request.post(`/api/jobs/${providerJobId}/steps`, { data: { action: 'start_job' } })).status()).toBe(200);

  const customerContext = await browser.newContext(PHONE);
  const providerContext = await browser.newContext(PHONE);
  const adminContext = await browser.newContext({ ...DESKTOP_ADMIN, viewport: { width: 1366, height: 900 } });
  try {
    const customer = await customerContext.newPage();
    await customer.goto(`/track/${trackingId}`);
    const arrivalCode = await arrivalCodeOnTrackingPage(customer);

    const provider = await providerContext.newPage();
    await provider.goto(`/provider/${providerJobId}`);
    await provider.getByRole('checkbox', { name: 'I have read and agree' }).check();
    await provider.getByRole('button', { name: 'Accept & Continue' }).click();
    const extras = provider.getByRole('region', { name: 'Extra Charges' });
    // Not before the provider is at the car.
    await expect(provider.getByRole('region', { name: 'Job status' })).toContainText('En Route');
    await expect(extras).toHaveCount(0);
    await takeProviderStep(provider, 'Arrived', arrivalCode);
    await expect(extras).toContainText('No extra charges yet.');
    await expect(extras).toContainText('Due on site: $170.00');

    const addButton = extras.getByRole('button', { name: 'Add an Extra Charge' });
    await addButton.click();
    const form = provider.getByRole('dialog', { name: 'Add an Extra Charge' });
    await expect(form).toHaveAccessibleDescription('The customer is texted the item, its price and the new total, and approves or declines it.');
    const send = form.getByRole('button', { name: 'Send to Customer' });

    // Each missing piece is said, and focus goes where it is given.
    await send.click();
    await expect(form.getByRole('alert')).toHaveText('Choose what the charge is for.');
    await expect(form.getByRole('radio', { name: 'Winch-out' })).toBeFocused();
    await form.getByRole('radio', { name: 'Winch-out' }).check();
    const amount = form.getByRole('textbox', { name: 'Amount' });
    await expect(amount).toHaveAttribute('inputmode', 'decimal');
    await amount.fill('2500');
    await send.click();
    await expect(amount).toBeFocused();
    await expect(amount).toHaveAccessibleDescription(/^Enter an amount from \$1\.00 to \$2,000\.00/);
    await amount.fill('75.00');
    await send.click();
    const camera = form.getByLabel('Take a Photo', { exact: true });
    await expect(camera).toBeFocused();
    await expect(form.getByRole('alert')).toHaveText('Add a photo of this job that shows why the extra is needed.');

    await camera.setInputFiles(CAR_PHOTO);
    await expect(form.getByRole('img', { name: /^Photo for this charge, taken at / })).toBeVisible();
    await expect(form.getByRole('alert')).toHaveCount(0);
    // The arrival's toast goes by itself first.
    await expect(toasts(provider).getByText('Status Updated')).toHaveCount(0, { timeout: 10_000 });
    await expectNoSeriousViolations(provider);
    await send.click();
    await expect(form).toHaveCount(0);
    await expectToast(provider, 'Sent to the Customer');
    await expect(addButton).toBeFocused();
    await expect(extras).toContainText('Winch-out');
    await expect(extras).toContainText('$75.00');
    await expect(extras).toContainText('Waiting for the customer');
    await expect(extras).toContainText('Due on site: $170.00');

    // The customer's open page shows it at once, with the total it would make.
    const approval = customer.getByRole('region', { name: 'Extra Charge to Approve' });
    await expect(approval).toBeVisible();
    await expect(approval).toContainText('Winch-out');
    await expect(approval).toContainText('$75.00');
    await expect(approval).toContainText('Due to your provider on site if you approve: $245.00');
    await expect(approval.getByRole('link', { name: 'Photo your provider took for the Winch-out charge (opens in a new tab)' })).toHaveAttribute('target', '_blank');
    await expectNoSeriousViolations(customer);
    await approval.getByRole('button', { name: 'Approve Charge' }).click();
    await expectToast(customer, 'Charge Approved');
    await expect(approval).toHaveCount(0);
    const customerExtras = customer.getByRole('region', { name: 'Extra Charges' });
    await expect(customerExtras).toContainText('Charge Approved');
    await expect(customerExtras).toContainText('Due to your provider on site: $245.00');

    // The provider hears the answer live.
    await expectToast(provider, 'Charge Approved');
    await expect(extras).toContainText('Charge Approved');
    await expect(extras).toContainText('Due on site: $245.00');

    // The dispatcher's request page lists it, with who answered and how.
    const admin = await adminContext.newPage();
    await admin.goto(`/admin/request/${tow.id}`);
    const card = admin.getByRole('region', { name: 'Extra Charges' });
    await expect(card).toContainText('Winch-out');
    await expect(card).toContainText('$75.00');
    await expect(card).toContainText(/Approved by the customer on their page at \d{1,2}:\d{2}\s[AP]M/);
    await expect(card).toContainText('due on site $245.00');
    await expect(card.getByRole('button', { name: 'Void Charge 1: Winch-out, $75.00' })).toBeVisible();
  } finally {
    await customerContext.close();
    await providerContext.close();
    await adminContext.close();
  }
});

test('a dispatcher voids an approved extra with a reason, and the provider and the customer see the total fall back', async ({
  browser,
  request,
  adminApi,
}) => {
  // Three people's pages and an accessibility scan each: longer than the default on a busy two-core machine.
  test.setTimeout(90_000);
  const tow = await aPaidTow(request, adminApi, '(214) 555-0197');
  const { providerJobId, trackingId } = await adminApi.assign(tow.id, { name: 'Ana Ruiz', phone: '(972) 555-0197' });
  expect((await request.post(`/api/jobs/${providerJobId}/agreement`)).status()).toBe(204);
  expect((await request.post(`/api/jobs/${providerJobId}/steps`, { data: { action: 'start_job' } })).status()).toBe(200);

  const providerContext = await browser.newContext(PHONE);
  const adminContext = await browser.newContext({ ...DESKTOP_ADMIN, viewport: { width: 1366, height: 900 } });
  try {
    const provider = await providerContext.newPage();
    await provider.goto(`/provider/${providerJobId}`);
    await provider.getByRole('checkbox', { name: 'I have read and agree' }).check();
    await provider.getByRole('button', { name: 'Accept & Continue' }).click();
    await takeProviderStep(provider, 'Arrived');
    const extras = provider.getByRole('region', { name: 'Extra Charges' });
    await extras.getByRole('button', { name: 'Add an Extra Charge' }).click();
    const form = provider.getByRole('dialog', { name: 'Add an Extra Charge' });
    await form.getByRole('radio', { name: 'Other' }).check();
    await form.getByRole('textbox', { name: 'Amount' }).fill('40');
    await form.getByLabel('Take a Photo', { exact: true }).setInputFiles(CAR_PHOTO);
    await expect(form.getByRole('img', { name: /^Photo for this charge, taken at / })).toBeVisible();
    await form.getByRole('button', { name: 'Send to Customer' }).click();
    const description = form.getByRole('textbox', { name: 'Description' });
    await expect(description).toBeFocused();
    await description.fill('Jump start for the second car');
    await form.getByRole('button', { name: 'Send to Customer' }).click();
    await expect(form).toHaveCount(0);
    await expect(extras).toContainText('Jump start for the second car');

    // The customer approves from their page through the API: this test is about the void.
    const listed = await request.get(`/api/track/${trackingId}/extras`);
    const [extra] = ((await listed.json()) as { extras: { id: string }[] }).extras;
    expect((await request.post(`/api/track/${trackingId}/extras/${extra.id}`, { data: { answer: 'approve' } })).status()).toBe(200);
    await expect(extras).toContainText('Due on site: $210.00');

    const admin = await adminContext.newPage();
    await admin.goto(`/admin/request/${tow.id}`);
    const card = admin.getByRole('region', { name: 'Extra Charges' });
    await card.getByRole('button', { name: 'Void Charge 1: Jump start for the second car, $40.00' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Void Extra Charge' });
    await dialog.getByRole('button', { name: 'Void Charge' }).click();
    const reason = dialog.getByRole('textbox', { name: 'Reason' });
    await expect(reason).toBeFocused();
    await reason.fill('The customer asked us to drop it');
    await dialog.getByRole('button', { name: 'Void Charge' }).click();
    await expectToast(admin, 'Charge Voided');
    await expect(card).toContainText('The customer asked us to drop it');
    await expect(card).toContainText('due on site $170.00');

    await expect(extras).toContainText('Voided by dispatch: The customer asked us to drop it');
    await expect(extras).toContainText('Due on site: $170.00');
  } finally {
    await providerContext.close();
    await adminContext.close();
  }
});

test('a provider the roster has in Spanish proposes in Spanish, and a Spanish customer declines in Spanish', async ({ browser, request, adminApi }) => {
  test.setTimeout(90_000);
  const ES = catalogue('es');
  const englishLeft = englishPhrases();
  const tow = await aPaidTow(request, adminApi, '(214) 555-0198');
  const roster = await adminApi.addProvider({
    name: 'Grúas Medina',
    phone: '(972) 555-0198',
    email: 'medina@example.com',
    vehicleInfo: 'Grúa de plataforma azul',
    language: 'es',
  });
  const { providerJobId, trackingId } = await adminApi.assign(tow.id, { providerId: roster.id });
  expect((await request.post(`/api/jobs/${providerJobId}/agreement`)).status()).toBe(204);
  expect((await request.post(`/api/jobs/${providerJobId}/steps`, { data: { action: 'start_job' } })).status()).toBe(200);

  const providerContext = await browser.newContext({ ...PHONE, locale: 'en-US' });
  const customerContext = await browser.newContext({ ...PHONE, locale: 'es-MX' });
  try {
    const provider = await providerContext.newPage();
    await provider.goto(`/provider/${providerJobId}`);
    await provider.getByRole('checkbox', { name: ES['provider.agreement.checkbox'] }).check();
    await provider.getByRole('button', { name: ES['common.agreement.accept'] }).click();
    await expect(provider.locator('html')).toHaveAttribute('lang', 'es');
    const arrivedStep = provider.getByRole('button', { name: ES['provider.step.arrived'], exact: true });
    await arrivedStep.click();
    const codeDialog = provider.getByRole('dialog', { name: ES['provider.arrivalCode.title'] });
    await codeDialog.getByRole('textbox', { name: ES['provider.arrivalCode.label'] }).fill(await storedArrivalCode(providerJobId));
    await codeDialog.getByRole('button', { name: ES['provider.arrivalCode.confirm'] }).click();

    const extras = provider.getByRole('region', { name: ES['provider.extras.title'] });
    await expect(extras).toContainText('A cobrar en el lugar: $170.00');
    await extras.getByRole('button', { name: ES['provider.extras.add'] }).click();
    const form = provider.getByRole('dialog', { name: ES['provider.extras.add'] });
    await form.getByRole('radio', { name: ES['shared.extra.dolly'] }).check();
    await form.getByRole('textbox', { name: ES['provider.extras.form.amount'] }).fill('35.50');
    await form.getByLabel(ES['provider.extras.photo.take'], { exact: true }).setInputFiles(CAR_PHOTO);
    await expect(form.getByRole('img', { name: /^Foto para este cargo, tomada a las / })).toBeVisible();
    expect(await englishOnScreen(provider, englishLeft), "English left on the provider's extra charge form").toEqual([]);
    await form.getByRole('button', { name: ES['provider.extras.form.send'] }).click();
    await expect(form).toHaveCount(0);
    await expect(extras).toContainText(ES['provider.extras.status.proposed']);

    const customer = await customerContext.newPage();
    await customer.goto(`/track/${trackingId}`);
    const approval = customer.getByRole('region', { name: ES['tracking.extras.approval.title'] });
    await expect(approval).toContainText('$35.50');
    await expect(approval).toContainText('A pagar a tu proveedor en el lugar si lo apruebas: $205.50');
    expect(await englishOnScreen(customer, englishLeft), "English left on the customer's approval panel").toEqual([]);
    await expectNoSeriousViolations(customer);
    await approval.getByRole('button', { name: ES['tracking.extras.approval.decline'] }).click();
    const customerToasts = customer.getByRole('region', { name: new RegExp(ES['common.toaster.label']) });
    await expect(customerToasts.getByText(ES['tracking.extras.status.declined'], { exact: true })).toBeVisible();
    await expect(customer.getByRole('region', { name: ES['tracking.extras.title'] })).toContainText('A pagar a tu proveedor en el lugar: $170.00');

    const providerToasts = provider.getByRole('region', { name: new RegExp(ES['common.toaster.label']) });
    await expect(providerToasts.getByText(ES['provider.extras.status.declined'], { exact: true })).toBeVisible();
    await expect(extras).toContainText(ES['provider.extras.status.declined']);
    await expect(extras).toContainText('A cobrar en el lugar: $170.00');
  } finally {
    await Promise.all([providerContext.close(), customerContext.close()]);
  }
});

test('a charge above the job price waits for a dispatcher, who sends it; the customer approves it by its number', async ({ browser, request, adminApi }) => {
  test.setTimeout(150_000);
  // A $200.00 tow: a $250.00 charge is more than the job's price.
  const tow = await aPaidTow(request, adminApi, '(214) 555-0195');
  const { providerJobId, trackingId } = await adminApi.assign(tow.id, { name: 'Ana Ruiz', phone: '(972) 555-0193' });
  expect((await request.post(`/api/jobs/${providerJobId}/agreement`)).status()).toBe(204);
  expect((await request.post(`/api/jobs/${providerJobId}/steps`, { data: { action: 'start_job' } })).status()).toBe(200);

  const providerContext = await browser.newContext(PHONE);
  const customerContext = await browser.newContext(PHONE);
  const adminContext = await browser.newContext({ ...DESKTOP_ADMIN, viewport: { width: 1366, height: 900 } });
  try {
    const admin = await adminContext.newPage();
    await admin.goto('/admin');
    const provider = await providerContext.newPage();
    await provider.goto(`/provider/${providerJobId}`);
    await provider.getByRole('checkbox', { name: 'I have read and agree' }).check();
    await provider.getByRole('button', { name: 'Accept & Continue' }).click();
    await takeProviderStep(provider, 'Arrived');
    const extras = provider.getByRole('region', { name: 'Extra Charges' });
    await extras.getByRole('button', { name: 'Add an Extra Charge' }).click();
    const form = provider.getByRole('dialog', { name: 'Add an Extra Charge' });
    await form.getByRole('radio', { name: 'Dolly' }).check();
    await form.getByRole('textbox', { name: 'Amount' }).fill('250');
    await form.getByLabel('Take a Photo', { exact: true }).setInputFiles(CAR_PHOTO);
    await expect(form.getByRole('img', { name: /^Photo for this charge, taken at / })).toBeVisible();
    await form.getByRole('button', { name: 'Send to Customer' }).click();
    await expectToast(provider, 'Sent to Dispatch');
    await expect(extras).toContainText('Charge 1: Dolly');
    await expect(extras).toContainText('Waiting for dispatcher approval');

    // The alert lasts 8 seconds; a dispatcher's pointer over it holds it while they read.
    await expectToast(admin, 'Extra Charge Needs Approval');
    const openRequest = toasts(admin).getByRole('button', { name: 'Open Request' });
    await openRequest.hover();
    await openRequest.click();

    const customer = await customerContext.newPage();
    await customer.goto(`/track/${trackingId}`);
    await expect(customer.getByRole('heading', { name: 'Track Your Service' })).toBeVisible();
    await expect(customer.getByRole('region', { name: 'Extra Charge to Approve' })).toHaveCount(0);

    const card = admin.getByRole('region', { name: 'Extra Charges' });
    await expect(card).toContainText('Needs your approval');
    await card.getByRole('button', { name: 'Send Charge 1: Dolly, $250.00, to the customer' }).click();
    await expectToast(admin, 'Sent to Customer');
    await expect(card).toContainText('Waiting for the customer');

    const approval = customer.getByRole('region', { name: 'Extra Charge to Approve' });
    await expect(approval).toContainText('Charge 1: Dolly');
    await expect(approval).toContainText('You can also reply YES 1 or NO 1 to our text.');
    await approval.getByRole('button', { name: 'Approve Charge' }).click();
    await expect(extras).toContainText('Due on site: $420.00');
    await expectNoSeriousViolations(customer);
  } finally {
    await Promise.all([providerContext.close(), customerContext.close(), adminContext.close()]);
  }
});
