import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/admin-api';
import { catalogue, englishOnScreen, englishPhrases } from './support/catalogues';
import { DALLAS, DESKTOP_ADMIN, PHONE, phoneAt, toasts } from './support/devices';
import { aPaidTow } from './support/paid-tow';
import { fleet, offDutyByPage, offerJobTo, providerPageLinkTextedTo, providerPagePath } from './support/provider-page-admin';
import { completeJobThroughApi } from './support/provider-steps';

const ES = catalogue('es');
/** A tow-truck company based just north of the paid tows' pickup, taking tows within 25 miles. */
const TOW_COMPANY = {
  email: 'dispatch@cowtown-towing.example.com',
  vehicleInfo: 'Flatbed',
  services: ['Towing'],
  homeAddress: 'Dallas, TX',
  homeLat: DALLAS.latitude + 0.02,
  homeLng: DALLAS.longitude,
  serviceRadiusMiles: 25,
};

async function expectNoSeriousViolations(page: Page) {
  // Toasts slide and fade in: mid-animation their colours read as low contrast, so they are left out.
  const results = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

const section = (page: Page, name: string) => page.getByRole('region', { name });
/** The value a card's figure list gives for `term`. */
const figure = (card: Locator, term: string) => card.locator('dl > div').filter({ has: card.page().getByRole('term').filter({ hasText: term }) }).getByRole('definition');

test('a provider opens their page at 390 px, sees this week’s earnings, goes on duty, shares the phone’s position once allowed, and sees an offer counting down, then the job it accepted', async ({
  browser,
  request,
  adminApi,
}) => {
  test.setTimeout(90_000);
  const done = await aPaidTow(request, adminApi, '(817) 555-0101');
  const waiting = await aPaidTow(request, adminApi, '(817) 555-0102');
  const provider = await adminApi.addProvider({ ...TOW_COMPANY, name: 'Cowtown Towing', contactName: 'Luis Ortega', phone: '(817) 555-0103' });
  // A job already done: $200, of which the provider collected 85%.
  const { providerJobId } = await adminApi.assign(done.id, { providerId: provider.id });
  await completeJobThroughApi(request, providerJobId);
  const path = await providerPagePath(provider.id);

  // A phone that has not been allowed to share its location yet.
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  try {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Hi Luis' })).toBeVisible();
    const dutySwitch = page.getByRole('switch', { name: 'Take job offers' });
    await expect(dutySwitch).toHaveAttribute('aria-checked', 'false');
    await expect(section(page, 'Availability')).toContainText('Off duty');
    await expect(section(page, 'Job Offers')).toContainText('Go on duty to get job offers.');
    const earnings = section(page, 'Your Earnings');
    await expect(figure(earnings, 'This week')).toHaveText('$170.00');
    await expect(figure(earnings, 'This month')).toHaveText('$170.00');
    await expect(section(page, 'Past Jobs')).toContainText('Completed');
    await expect(figure(section(page, 'Your Scorecard'), 'Completed jobs')).toHaveText('1');
    await expect(figure(section(page, 'Your Scorecard'), 'Average rating')).toHaveText('—');

    await dutySwitch.click();
    await expect(dutySwitch).toHaveAttribute('aria-checked', 'true');
    await expect(section(page, 'Availability')).toContainText('On duty');
    await expect(toasts(page).getByText('You Are On Duty', { exact: true })).toBeVisible();
    // The browser refused the position: the provider is told how to allow it.
    const note = section(page, 'Availability').getByRole('status');
    await expect(note).toContainText('Location access is blocked.');

    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(DALLAS);
    await section(page, 'Availability').getByRole('button', { name: 'Try Again' }).click();
    await expect(note).toHaveText(/^Location last shared \d+ s ago$/);
    await expect.poll(async () => (await fleet()).providers.find((truck) => truck.id === provider.id)?.positionAt ?? null).not.toBeNull();

    // The dispatcher offers a job: the page shows it without a reload, with the time left to answer.
    await offerJobTo(waiting.id, provider.id);
    const offer = section(page, 'Job Offers').getByRole('listitem');
    await expect(offer).toHaveCount(1);
    await expect(offer).toContainText('Towing');
    await expect(offer).toContainText('You collect $170.00');
    // The truck is at the pickup: a distance below a tenth of a mile reads as such, never '0.0 mi'.
    await expect(offer).toContainText('under 0.1 mi away');
    const timer = offer.getByRole('timer');
    await expect(timer).toHaveText(/^\d+:\d\d$/);
    const shown = await timer.textContent();
    await expect(timer).not.toHaveText(shown ?? '');
    await expectNoSeriousViolations(page);
    await page.setViewportSize({ width: 1366, height: 900 });

    const viewOffer = offer.getByRole('link', { name: /^View offer for job \d{4}$/ });
    const offerPath = (await viewOffer.getAttribute('href')) ?? '';
    await viewOffer.click();
    await expect(page).toHaveURL(new RegExp(`${offerPath}$`));
    await expect(page.getByRole('main')).toContainText('under 0.1 mi from you');

    // Accepted (as from the offer page): back on their page the job is the current one, and opens its job page.
    const accepted = await request.post(`/api${offerPath.replace(/^\/offer\//, '/offers/')}/accept`, { data: { etaMinutes: 20 } });
    expect(accepted.status(), await accepted.text()).toBe(200);
    await page.goBack();
    const current = section(page, 'Current Job');
    await expect(current).toContainText('Towing');
    await expect(section(page, 'Job Offers')).toContainText('No open offers right now.');
    await current.getByRole('link', { name: 'Open Job' }).click();
    await expect(page).toHaveURL(/\/provider\/[^/]+$/);
    // The job page opens with the agreement for this job, as every job's first visit on a phone does.
    await expect(page.getByRole('dialog', { name: 'Provider Service Agreement' })).toBeVisible();
  } finally {
    await context.close();
    await offDutyByPage(path);
  }
});

test('a provider the roster has in Spanish gets their page, the agreement and an offer in Spanish on an English phone', async ({ browser, request, adminApi }) => {
  const waiting = await aPaidTow(request, adminApi, '(817) 555-0104');
  const provider = await adminApi.addProvider({ ...TOW_COMPANY, name: 'Grúas del Norte', contactName: 'María López', phone: '(817) 555-0105', language: 'es' });
  const path = await providerPagePath(provider.id);

  const context = await browser.newContext({ ...phoneAt(DALLAS), locale: 'en-US' });
  const page = await context.newPage();
  try {
    await page.goto(path);
    const agreement = page.getByRole('dialog', { name: ES['provider.agreement.title'] });
    await agreement.getByRole('checkbox', { name: ES['provider.agreement.checkbox'] }).check();
    await agreement.getByRole('button', { name: ES['common.agreement.accept'] }).click();
    await expect(agreement).toBeHidden();
    const spanishToasts = page.getByRole('region', { name: new RegExp(ES['common.toaster.label']) });
    await expect(spanishToasts.getByText(ES['providerPage.toast.agreementAccepted.description'])).toBeVisible();

    await expect(page.getByRole('heading', { level: 1, name: 'Hola, María' })).toBeVisible();
    const availability = section(page, ES['providerPage.duty.title']);
    await expect(availability).toContainText(ES['providerPage.duty.off']);
    await page.getByRole('switch', { name: ES['providerPage.duty.switchLabel'] }).click();
    await expect(availability).toContainText(ES['providerPage.duty.on']);
    await expect(availability.getByRole('status')).toHaveText(/^Ubicación compartida por última vez hace \d+ s$/);

    await offerJobTo(waiting.id, provider.id);
    const offer = section(page, ES['providerPage.offers.title']).getByRole('listitem');
    await expect(offer).toContainText('Remolque');
    await expect(offer).toContainText('Cobras $170.00');
    await expect(offer).toContainText(/Te quedan \d+:\d\d para responder/);
    await expect(section(page, ES['provider.earnings.title'])).toContainText(ES['providerPage.earnings.week']);
    await expect(section(page, ES['providerPage.pastJobs.title'])).toContainText(ES['providerPage.pastJobs.empty']);

    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    expect(await englishOnScreen(page, englishPhrases()), 'English left on the Spanish provider page').toEqual([]);
    await expectNoSeriousViolations(page);
  } finally {
    await context.close();
    await offDutyByPage(path);
  }
});

test('a provider joining the roster is texted their page link; the dispatcher texts a fresh one and revokes it; the revoked link says so', async ({ browser, adminApi }) => {
  const provider = await adminApi.addProvider({ ...TOW_COMPANY, name: 'Mesquite Roadside', contactName: 'Dana Hill', phone: '(817) 555-0108' });
  const joiningLink = await providerPageLinkTextedTo(provider.phone);
  const [admin, phone] = await Promise.all([browser.newContext({ ...DESKTOP_ADMIN, viewport: { width: 1366, height: 900 } }), browser.newContext(phoneAt(DALLAS))]);
  const [roster, providerPage] = await Promise.all([admin.newPage(), phone.newPage()]);
  try {
    await roster.goto('/admin/providers');
    const row = roster.getByRole('list', { name: 'Provider roster' }).getByRole('listitem').filter({ hasText: 'Mesquite Roadside' });
    await expect(row).toContainText(/Link issued \w{3} \d{1,2}, \d{4}/);
    await expect(row.getByRole('region', { name: 'Scorecard of Dana from Mesquite Roadside' })).toContainText('Offers received');
    await row.getByRole('button', { name: 'Text Provider Link to Mesquite Roadside' }).click();
    await expect(toasts(roster).getByText('Provider Link Sent', { exact: true })).toBeVisible();
    await expect(row).toContainText(/Link issued \w{3} \d{1,2}, \d{4}/);

    // The provider opens the fresh link (the one texted on joining stopped working): a new provider is asked to accept the agreement first.
    await expect.poll(() => providerPageLinkTextedTo(provider.phone)).not.toBe(joiningLink);
    await providerPage.goto(await providerPageLinkTextedTo(provider.phone));
    const agreement = providerPage.getByRole('dialog', { name: 'Provider Service Agreement' });
    await agreement.getByRole('button', { name: 'Decline' }).click();
    await expect(toasts(providerPage).getByText('Agreement Declined', { exact: true })).toBeVisible();
    await expect(providerPage.getByRole('heading', { level: 1, name: 'Hi Dana' })).toBeVisible();
    await expect(providerPage.getByRole('switch', { name: 'Take job offers' })).toBeDisabled();
    await expect(section(providerPage, 'Availability')).toContainText('Accept the Provider Service Agreement to go on duty and take job offers.');

    await row.getByRole('button', { name: 'Revoke Link of Mesquite Roadside' }).click();
    const confirm = roster.getByRole('alertdialog', { name: "Revoke Mesquite Roadside's provider link?" });
    await confirm.getByRole('button', { name: 'Revoke Link' }).click();
    await expect(toasts(roster).getByText('Provider Link Revoked', { exact: true })).toBeVisible();
    await expect(row).toContainText('No provider link');

    await providerPage.reload();
    await expect(providerPage.getByRole('heading', { level: 1, name: 'Link Not Valid' })).toBeVisible();
    await expect(providerPage.getByText('This provider link is not valid. Ask the dispatcher for a new one.')).toBeVisible();
  } finally {
    await Promise.all([admin.close(), phone.close()]);
  }
});
