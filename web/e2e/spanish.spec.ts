import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { CustomerRequestView } from '../../src/contracts/request-views';
import { expect, test } from './support/admin-api';
import { catalogue, englishOnScreen, englishPhrases } from './support/catalogues';
import { DALLAS, phoneAt } from './support/devices';
import { aPaidTow } from './support/paid-tow';
import { transitionsEnded } from './support/transitions';

const ES = catalogue('es');
const EN = catalogue('en');
const ENGLISH_PHRASES = englishPhrases();
/** A phone in Dallas whose browser asks for Mexican Spanish first, as Accept-Language and navigator.languages. */
const SPANISH_PHONE = { ...phoneAt(DALLAS), locale: 'es-MX' };

async function expectAllSpanish(page: Page, where: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(await englishOnScreen(page, ENGLISH_PHRASES), `English left on ${where}`).toEqual([]);
}

async function expectNoSeriousViolations(page: Page) {
  // Buttons fade between variants (the payment page's share button, once the location is in): read them settled.
  await transitionsEnded(page);
  // Toasts slide and fade in: mid-animation their colours read as low contrast, so they are left out.
  const results = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${page.url()} ${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}

test('a phone set to Spanish goes from the home page to a paid request in Spanish, and can switch to English and back', async ({
  browser,
  request,
  adminApi,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext(SPANISH_PHONE);
  const page = await context.newPage();
  try {
    await page.goto('/');
    await expect(page).toHaveURL(/\/es\/$/);
    await expect(page.getByRole('heading', { level: 1, name: ES['marketing.home.hero.heading'] })).toBeVisible();
    await expectAllSpanish(page, 'the home page');
    await expectNoSeriousViolations(page);

    await page.getByRole('main').getByRole('link', { name: ES['common.cta.getHelpNow'] }).first().click();
    await expect(page).toHaveURL(/\/request$/);
    await page.getByLabel(ES['request.field.phone']).fill('(214) 555-0161');
    await page.getByLabel(ES['request.field.serviceType']).selectOption('Jump Start');
    await page.getByLabel(ES['request.field.year']).fill('2018');
    await page.getByLabel(ES['request.field.make']).fill('Ford');
    await page.getByLabel(ES['request.field.model']).fill('F-150');
    await page.getByLabel(ES['request.field.pickup']).fill('2200 Ross Ave, Dallas, TX');
    await expectAllSpanish(page, 'the request form');
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: ES['request.form.submit'] }).click();

    await expect(page).toHaveURL(/\/track\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: ES['tracking.header.heading'] })).toBeVisible();
    const trackingId = page.url().split('/').at(-1) ?? '';
    const view = (await (await request.get(`/api/track/${trackingId}`)).json()) as CustomerRequestView;
    await expectAllSpanish(page, 'the tracking page');

    await adminApi.setPrice(view.id, 95_00);
    const offer = page.getByRole('region', { name: ES['tracking.offer.priceOffer.heading'] });
    await expect(offer).toContainText('$95.00');
    await expectAllSpanish(page, 'the price offer');
    await expectNoSeriousViolations(page);
    await offer.getByRole('button', { name: ES['tracking.offer.priceOffer.accept'] }).click();

    const terms = page.getByRole('dialog', { name: ES['terms.title'] });
    await expect(terms).toBeVisible();
    await expectAllSpanish(page, 'the terms');
    await terms.getByRole('checkbox', { name: ES['terms.checkboxLabel'] }).check();
    await terms.getByRole('button', { name: ES['common.agreement.accept'] }).click();

    await expect(page).toHaveURL(`/payment/${view.id}?code=${trackingId}`);
    await expect(page.getByRole('heading', { level: 1, name: ES['payment.page.heading'] })).toBeVisible();
    await page.getByRole('button', { name: ES['payment.location.share'] }).click();
    const pay = page.getByRole('button', { name: ES['payment.deposit.pay'].replace('{amount}', '$14.25') });
    await expect(pay).toBeEnabled();
    await expectAllSpanish(page, 'the payment page');
    await expectNoSeriousViolations(page);
    await pay.click();

    await expect(page).toHaveURL(/\/checkout\/test\/[^/?]+$/);
    await page.getByLabel(ES['payment.checkout.cardNumber']).fill('4242 4242 4242 4242');
    await page.getByLabel(ES['payment.checkout.expiry']).fill('12 / 34');
    await page.getByLabel(ES['payment.checkout.cvc']).fill('123');
    await expectAllSpanish(page, 'the card page');
    await page.getByRole('button', { name: ES['payment.checkout.pay'].replace('{amount}', '$14.25') }).click();

    await expect(page).toHaveURL(/\/payment-success\?session_id=/);
    await expect(page.getByRole('heading', { name: ES['payment.success.paid.title'] })).toBeVisible();
    await expectAllSpanish(page, 'the success page');

    await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: EN['payment.success.paid.title'] })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('banner').getByRole('button', { name: 'Español' }).click();
    await expect(page.getByRole('heading', { name: ES['payment.success.paid.title'] })).toBeVisible();

    // The choice is the device's now: a new visit to an English address opens in Spanish.
    await page.goto('/pricing');
    await expect(page).toHaveURL(/\/es\/pricing$/);
    await expectAllSpanish(page, 'the pricing page');
  } finally {
    await context.close();
  }
});

test('the Spanish city page is prerendered in Spanish, with its English alternate', async ({ request }) => {
  const response = await request.get('/es/city/dallas-roadside-assistance');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<html lang="es"/);
  expect(html).toMatch(/<link rel="alternate" hreflang="en" href="[^"]*\/city\/dallas-roadside-assistance"/);
  expect(html).toMatch(/<link rel="alternate" hreflang="es" href="[^"]*\/es\/city\/dallas-roadside-assistance"/);
});

test('an English browser keeps English pages, and a Spanish link stays Spanish', async ({ browser }) => {
  const context = await browser.newContext({ ...phoneAt(DALLAS), locale: 'en-US' });
  const page = await context.newPage();
  try {
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/es/pricing');
    await expect(page).toHaveURL(/\/es\/pricing$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  } finally {
    await context.close();
  }
});

test('a provider the roster has in Spanish gets the job page, the agreement and the arrival code in Spanish on an English phone', async ({
  browser,
  request,
  adminApi,
}) => {
  const tow = await aPaidTow(request, adminApi, '(214) 555-0163');
  const provider = await adminApi.addProvider({
    name: 'Grúas Ramírez',
    phone: '(972) 555-0164',
    email: 'gruas@example.com',
    vehicleInfo: 'Grúa de plataforma blanca',
    language: 'es',
  });
  const { providerJobId, trackingId } = await adminApi.assign(tow.id, { providerId: provider.id });
  const context = await browser.newContext({ ...phoneAt(DALLAS), locale: 'en-US' });
  const customerContext = await browser.newContext(SPANISH_PHONE);
  const page = await context.newPage();
  try {
    await page.goto(`/provider/${providerJobId}`);
    const agreement = page.getByRole('dialog', { name: ES['provider.agreement.title'] });
    await expect(agreement).toBeVisible();
    await expect(agreement.getByText(ES['provider.agreement.translationNotice'])).toBeVisible();
    await expectAllSpanish(page, 'the provider agreement');
    await agreement.getByRole('checkbox', { name: ES['provider.agreement.checkbox'] }).check();
    await agreement.getByRole('button', { name: ES['common.agreement.accept'] }).click();
    await page.getByRole('button', { name: ES['provider.step.startJob'], exact: true }).click();

    // The customer, on a Spanish phone, is shown the code to give only to this provider.
    const customer = await customerContext.newPage();
    await customer.goto(`/track/${trackingId}`);
    const codePanel = customer.getByRole('region', { name: ES['tracking.arrivalCode.heading'] });
    await expect(codePanel).toContainText(
      'Dale este código solo a Grúas Ramírez (Grúa de plataforma blanca) cuando llegue a tu carro. Nunca se lo des a otra grúa.',
    );
    await expectAllSpanish(customer, "the customer's arrival code");
    await expectNoSeriousViolations(customer);

    await page.getByRole('button', { name: ES['provider.step.arrived'], exact: true }).click();
    const codeDialog = page.getByRole('dialog', { name: ES['provider.arrivalCode.title'] });
    await codeDialog.getByRole('textbox', { name: ES['provider.arrivalCode.label'] }).fill('0000');
    await codeDialog.getByRole('button', { name: ES['provider.arrivalCode.confirm'] }).click();
    await expect(codeDialog.getByRole('alert')).toContainText(ES['provider.arrivalCode.problem.wrong']);
    await expect(codeDialog.getByRole('alert')).toContainText(ES['errors.wrongArrivalCode']);
    await expectAllSpanish(page, "the provider's arrival code");
    await expectNoSeriousViolations(page);
  } finally {
    await Promise.all([context.close(), customerContext.close()]);
  }
});
