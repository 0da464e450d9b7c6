import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { RateCardView } from '../../src/contracts/rate-card-views';
import { centsToDollarString, formatUsd } from '../../src/domain/money';
import type { RateCardTerms } from '../../src/domain/rate-card';
import { expect, test } from './support/admin-api';
import { ADMIN_STORAGE_STATE } from './support/admin-session';
import { DESKTOP_ADMIN, PHONE, toasts } from './support/devices';
import { ADMIN_EMAIL } from './support/env';
import { anOpenTow } from './support/paid-tow';

/**
 * The rate card is global and other specs share the database: this spec puts the card it found back when it ends,
 * so every other spec (marketing.spec.ts's pricing guide among them) reads the first card's ranges.
 */
const WIDE = { ...DESKTOP_ADMIN, viewport: { width: 1366, height: 900 } };
const NARROW = { width: 390, height: 844 };
/** The first owner is named after their email, and the card names who saved each version by name. */
const ADMIN_NAME = ADMIN_EMAIL.split('@')[0];

async function readCard(api: APIRequestContext): Promise<RateCardView> {
  const response = await api.get('/api/admin/rate-card');
  expect(response.status()).toBe(200);
  return (await response.json()) as RateCardView;
}

async function putCard(api: APIRequestContext, terms: RateCardTerms): Promise<RateCardView> {
  const response = await api.put('/api/admin/rate-card', { data: terms });
  expect(response.status()).toBe(200);
  return (await response.json()) as RateCardView;
}

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBe(clientWidth);
}

/** The page's own markup (the toasts' colours are the toaster's, checked where it is). */
async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/** The suggested cents a suggestion block shows ('Suggested $88.00'). */
async function suggestedCents(suggestion: Locator): Promise<number> {
  const text = await suggestion.getByText(/^Suggested \$/).innerText();
  const match = /\$([\d,]+)\.(\d{2})/.exec(text);
  expect(match, text).not.toBeNull();
  return Number(match![1].replace(/,/g, '')) * 100 + Number(match![2]);
}

test('the dispatcher saves a new towing base, prices a tow from its suggestion, and the pricing page publishes it', async ({
  browser,
  playwright,
  request,
}) => {
  test.setTimeout(120_000);
  const api = await playwright.request.newContext({ storageState: ADMIN_STORAGE_STATE });
  const original = await readCard(api);
  // Whole dollars, $13 above the base in force ($75 → $88 on the first card).
  const newBaseCents = (Math.round(original.current.terms.rates.Towing.baseCents / 100) + 13) * 100;
  const newVersion = original.current.version + 1;
  const adminContext = await browser.newContext(WIDE);
  const customerContext = await browser.newContext(PHONE);
  try {
    const admin = await adminContext.newPage();

    // The Rates link in the admin navigation opens the card in force.
    await admin.goto('/admin');
    await admin.getByRole('banner').getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Rates', exact: true }).click();
    await expect(admin).toHaveURL('/admin/rates');
    await expect(admin.getByRole('heading', { level: 1, name: 'Rate Card' })).toBeVisible();
    await expect(
      admin.getByText(
        original.current.createdBy === 'system'
          ? `Version ${original.current.version} · the first card`
          : `Version ${original.current.version} · saved by ${original.current.staffName ?? original.current.createdBy} on`,
      ),
    ).toBeVisible();

    const base = admin.getByLabel('Towing Base price ($)', { exact: true });
    const perMile = admin.getByLabel('Towing Per mile ($)', { exact: true });
    await expect(base).toHaveValue(centsToDollarString(original.current.terms.rates.Towing.baseCents));
    await expect(admin.getByLabel('From', { exact: true })).toHaveValue(String(original.current.terms.afterHours.startHour));

    // The page checks with the domain's rule before sending: the problem shows beside its field, which takes focus.
    const perMileBefore = await perMile.inputValue();
    await perMile.fill('2.555');
    await admin.getByRole('button', { name: 'Save New Version' }).click();
    await expect(toasts(admin).getByText('Check the Rate Card', { exact: true })).toBeVisible();
    await expect(perMile).toBeFocused();
    await expect(perMile).toHaveAttribute('aria-invalid', 'true');
    await expect(perMile).toHaveAccessibleDescription('Enter a price per mile from $0.00 to $50,000.00.');
    await expectNoSeriousAxeViolations(admin);
    await perMile.fill(perMileBefore);
    await expect(perMile).not.toHaveAttribute('aria-invalid');

    await base.fill(centsToDollarString(newBaseCents));
    await admin.getByRole('button', { name: 'Save New Version' }).click();
    await expect(toasts(admin).getByText('Rate Card Saved', { exact: true })).toBeVisible();
    await expect(toasts(admin).getByText(`Version ${newVersion} is now in force.`, { exact: true })).toBeVisible();
    await expect(admin.getByText(`Version ${newVersion} · saved by ${ADMIN_NAME} on`)).toBeVisible();
    await expect(base).toHaveValue(centsToDollarString(newBaseCents));
    const history = admin.getByRole('region', { name: 'History' });
    await expect(history.getByRole('listitem').first()).toContainText(`Version ${newVersion}`);
    await expect(history.getByRole('listitem').first()).toContainText(`Saved by ${ADMIN_NAME}`);
    await expect(history.getByRole('listitem').first()).not.toContainText(ADMIN_EMAIL);
    await expect(history).toContainText(`Version ${original.current.version}`);
    expect((await readCard(api)).current.terms.rates.Towing.baseCents).toBe(newBaseCents);
    await expectNoSidewaysScroll(admin);
    await expect(toasts(admin).getByText('Rate Card Saved', { exact: true })).toBeHidden({ timeout: 15_000 });

    await admin.setViewportSize(NARROW);
    await expect(admin.getByRole('columnheader', { name: 'Included miles' })).toBeHidden();
    // A card per service: its fields two by two, each with its own label, inside the phone's width.
    const baseBox = (await base.boundingBox())!;
    const milesBox = (await admin.getByLabel('Towing Included miles', { exact: true }).boundingBox())!;
    expect(milesBox.x).toBeGreaterThan(baseBox.x + baseBox.width);
    expect(milesBox.x + milesBox.width).toBeLessThanOrEqual(NARROW.width);
    await expectNoSidewaysScroll(admin);
    await expectNoSeriousAxeViolations(admin);
    await admin.setViewportSize(WIDE.viewport);

    // A new tow: the Set Price card suggests from the new version, and its suggestion fills the price.
    const tow = await anOpenTow(request, '(469) 555-0177');
    await admin.goto(`/admin/request/${tow.id}`);
    const setPrice = admin.getByRole('region', { name: 'Set Price for Service' });
    const suggestion = setPrice.getByRole('group', { name: /^Suggested / });
    await expect(suggestion).toContainText(`Base ${formatUsd(newBaseCents)}`);
    await expect(suggestion).toContainText(`Rate card v${newVersion}`);
    const cents = await suggestedCents(suggestion);
    expect(cents).toBeGreaterThanOrEqual(newBaseCents);
    await expectNoSidewaysScroll(admin);
    await admin.setViewportSize(NARROW);
    await expectNoSidewaysScroll(admin);
    await admin.setViewportSize(WIDE.viewport);

    await suggestion.getByRole('button', { name: 'Use Suggestion' }).click();
    const price = setPrice.getByLabel('Service price');
    await expect(price).toHaveValue(centsToDollarString(cents));
    await expect(price).toBeFocused();
    await setPrice.getByRole('button', { name: 'Set Price' }).click();
    await expect(toasts(admin).getByText(`Price set to ${formatUsd(cents)}`, { exact: true })).toBeVisible();
    await expect(setPrice).toHaveCount(0);

    const customer = await customerContext.newPage();
    await customer.goto(`/track/${tow.trackingId}`);
    await expect(customer.getByRole('region', { name: 'Your Price Offer' })).toContainText(formatUsd(cents));

    // The phone form suggests from the same card once a service is chosen.
    await admin.goto('/admin');
    await admin.getByRole('tab', { name: 'Phone Request' }).click();
    const form = admin.getByRole('region', { name: 'New Phone Request' });
    await expect(form.getByRole('group', { name: /^Suggested / })).toHaveCount(0);
    await form.getByLabel('Service type').selectOption('car_towing');
    const phoneSuggestion = form.getByRole('group', { name: /^Suggested / });
    await expect(phoneSuggestion).toContainText(`Base ${formatUsd(newBaseCents)}`);
    const phoneCents = await suggestedCents(phoneSuggestion);
    await phoneSuggestion.getByRole('button', { name: 'Use Suggestion' }).click();
    await expect(form.getByLabel('Final price ($)')).toHaveValue(centsToDollarString(phoneCents));

    // The public pricing page and the towing page publish the new card's towing range once it is read.
    const visitor = await customerContext.newPage();
    await visitor.goto('/pricing');
    const towing = visitor.getByRole('table', { name: 'Typical price ranges by service' }).getByRole('row', { name: /^Towing/ });
    await expect(towing).toContainText(`$${newBaseCents / 100}–`);
    await visitor.goto('/service/emergency-towing');
    await expect(visitor.getByRole('main')).toContainText(`$${newBaseCents / 100}–`);
  } finally {
    await putCard(api, original.current.terms);
    await adminContext.close();
    await customerContext.close();
    await api.dispose();
  }
});
