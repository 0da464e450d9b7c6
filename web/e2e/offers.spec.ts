import type { Page } from '@playwright/test';
import { expect, test } from './support/admin-api';
import { DESKTOP_ADMIN, PHONE, toasts } from './support/devices';
import { goOffDutyByText, goOnDutyByText, offerLinkTextedTo, offerWindowEndsIn, openLiveOfferPage } from './support/offers-links';
import { aPaidTow } from './support/paid-tow';

/** Downtown Dallas, where the paid tows wait; each test's providers are based closer to it than any other test's. */
const PICKUP = { lat: 32.7767, lng: -96.797 };
const ROSTER = { email: 'offers@example.com', services: ['Towing'], homeAddress: 'Dallas, TX', serviceRadiusMiles: 25, homeLng: PICKUP.lng };

const expectToast = (page: Page, title: string) => expect(toasts(page).getByText(title, { exact: true }).first()).toBeVisible();

test('a dispatcher offers a paid tow to the top 3; the first provider to accept with an ETA gets it, the other sees it taken live, and the customer sees who is coming and when', async ({
  browser,
  request,
  adminApi,
}) => {
  // A journey across four browsers, each step seen live by the others: longer than the default budget.
  test.setTimeout(90_000);
  const tow = await aPaidTow(request, adminApi, '(214) 555-0143');
  const first = await adminApi.addProvider({ ...ROSTER, name: 'Trinity Towing', phone: '(972) 555-0151', vehicleInfo: 'Flatbed', homeLat: PICKUP.lat + 0.004 });
  const second = await adminApi.addProvider({ ...ROSTER, name: 'Oak Cliff Wrecker', phone: '(972) 555-0152', vehicleInfo: 'Wrecker', homeLat: PICKUP.lat - 0.008 });
  for (const provider of [first, second]) await goOnDutyByText(provider);

  const contexts = await Promise.all([browser.newContext(DESKTOP_ADMIN), browser.newContext(PHONE), browser.newContext(PHONE), browser.newContext(PHONE)]);
  const [admin, firstPhone, secondPhone, customer] = await Promise.all(contexts.map((context) => context.newPage()));
  try {
    await customer.goto(`/track/${tow.trackingId}`);
    await expect(customer.getByRole('heading', { name: 'Track Your Service' })).toBeVisible();

    await admin.goto(`/admin/request/${tow.id}`);
    const panel = admin.getByRole('region', { name: 'Provider Management' });
    const best = panel.getByRole('region', { name: 'Best providers for this job' });
    const candidate = (name: string) => best.getByRole('listitem').filter({ hasText: name });
    await expect(best.getByRole('listitem').first()).toContainText('1. Trinity Towing');
    await expect(candidate('Trinity Towing')).toContainText('0.3 mi from their home base');
    await expect(candidate('Trinity Towing')).toContainText('acceptance — · 0 jobs today');
    await panel.getByRole('button', { name: 'Offer to Top 3' }).click();
    await expectToast(admin, 'Offer Sent');
    const offers = panel.getByRole('region', { name: /^Offers/ });
    const offerOf = (name: string) => offers.getByRole('listitem').filter({ hasText: name });
    await expect(offerOf('Trinity Towing')).toContainText('Waiting for answer');
    await expect(offerOf('Oak Cliff Wrecker')).toContainText('left to answer');
    // Each has an offer out: neither is offered again, and manual assignment stays.
    for (const name of ['Trinity Towing', 'Oak Cliff Wrecker']) {
      await expect(candidate(name)).toContainText('Offer open');
      await expect(candidate(name).getByRole('button', { name: `Send Offer to ${name}` })).toHaveCount(0);
      await expect(candidate(name).getByRole('button', { name: `Assign ${name}` })).toBeEnabled();
    }

    await firstPhone.goto(await offerLinkTextedTo(first.phone));
    await secondPhone.goto(await offerLinkTextedTo(second.phone));
    for (const phone of [firstPhone, secondPhone]) {
      await expect(phone.getByRole('heading', { level: 1 })).toContainText('can you take this job?');
      await expect(phone.getByRole('region', { name: 'The Job' })).toContainText('Towing');
      await expect(phone.getByRole('region', { name: 'The Job' })).toContainText('2016 Toyota Tacoma (Pickup Truck)');
      await expect(phone.getByRole('region', { name: 'The Job' })).toContainText('Ross Ave, Dallas');
      await expect(phone.getByText('$170.00')).toBeVisible();
      await expect(phone.getByRole('timer')).toHaveText(/^[23]:\d\d$/);
    }

    // The ETA is required, in range, before accepting.
    await firstPhone.getByRole('button', { name: 'Accept Job' }).click();
    const eta = firstPhone.getByRole('textbox', { name: 'Your ETA in minutes' });
    await expect(eta).toHaveAccessibleDescription(/^Enter your ETA in minutes before you accept\./);
    await expect(eta).toBeFocused();
    await eta.fill('500');
    await firstPhone.getByRole('button', { name: 'Accept Job' }).click();
    await expect(eta).toHaveAccessibleDescription(/^Enter your ETA in whole minutes, from 1 to 180\./);

    await eta.fill('20');
    await firstPhone.getByRole('button', { name: 'Accept Job' }).click();
    await expect(firstPhone.getByRole('heading', { name: 'Offer Accepted' })).toBeVisible();
    await expect(firstPhone.getByText('The customer expects you in about 20 minutes.')).toBeVisible();

    // The other phone is told without a reload.
    await expect(secondPhone.getByRole('heading', { name: 'Job Already Taken' })).toBeVisible();
    await expect(secondPhone.getByRole('button', { name: 'Accept Job' })).toHaveCount(0);

    await expectToast(admin, 'Offer Accepted');
    await expect(offerOf('Trinity Towing')).toContainText('Promised ETA: 20 min');
    await expect(offerOf('Oak Cliff Wrecker')).toContainText('Withdrawn');
    await expect(panel.getByLabel('Provider job link')).toHaveValue(/\/provider\//);

    // The customer's open page follows the assignment: who is coming, and when they promised to be there.
    const provider = customer.getByRole('region', { name: 'Your Provider', exact: true });
    await expect(provider).toContainText('Trinity Towing');
    await expect(customer.getByRole('region', { name: 'Arrival Time' })).toContainText(/Arriving by \d{1,2}:\d{2}\s[AP]M/);

    // The accepted offer leads to the job page.
    await firstPhone.getByRole('link', { name: 'Open the Job' }).click();
    await expect(firstPhone).toHaveURL(/\/provider\/[A-Z0-9]+$/);
    await expect(firstPhone.getByRole('dialog', { name: 'Provider Service Agreement' })).toBeVisible();
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
    await goOffDutyByText(second);
  }
});

test('a declined offer tells the dispatcher why; auto-dispatch starts and stops; an answer after the window, or the window running out on the page, shows Offer Expired', async ({
  browser,
  request,
  adminApi,
}) => {
  // A whole journey across several browsers, each step seen live by the others: longer than the default budget.
  test.setTimeout(90_000);
  const tow = await aPaidTow(request, adminApi, '(214) 555-0144');
  const declining = await adminApi.addProvider({ ...ROSTER, name: 'Lakewood Roadside', phone: '(972) 555-0153', vehicleInfo: 'Flatbed', homeLat: PICKUP.lat + 0.002 });
  const late = await adminApi.addProvider({ ...ROSTER, name: 'Irving Tow Co', phone: '(972) 555-0154', vehicleInfo: 'Wrecker', homeLat: PICKUP.lat + 0.003 });
  const spanish = await adminApi.addProvider({
    ...ROSTER,
    name: 'Grúas Lupita',
    phone: '(972) 555-0155',
    vehicleInfo: 'Wrecker',
    language: 'es',
    homeLat: PICKUP.lat + 0.05,
  });
  for (const provider of [declining, late, spanish]) await goOnDutyByText(provider);

  const contexts = await Promise.all([browser.newContext(DESKTOP_ADMIN), browser.newContext(PHONE), browser.newContext(PHONE), browser.newContext(PHONE)]);
  const [admin, decliningPhone, latePhone, spanishPhone] = await Promise.all(contexts.map((context) => context.newPage()));
  try {
    await admin.goto(`/admin/request/${tow.id}`);
    const panel = admin.getByRole('region', { name: 'Provider Management' });
    const offers = panel.getByRole('region', { name: /^Offers/ });
    const offerOf = (name: string) => offers.getByRole('listitem').filter({ hasText: name });
    await panel.getByRole('button', { name: 'Send Offer to Lakewood Roadside' }).click();
    await expectToast(admin, 'Offer Sent');
    await expect(offerOf('Lakewood Roadside')).toContainText('Waiting for answer');

    await decliningPhone.goto(await offerLinkTextedTo(declining.phone));
    await decliningPhone.getByRole('button', { name: 'Decline', exact: true }).click();
    const reason = decliningPhone.getByRole('textbox', { name: /Reason/ });
    await expect(reason).toBeFocused();
    await reason.fill('Truck is in the shop');
    await decliningPhone.getByRole('button', { name: 'Decline Job' }).click();
    await expect(decliningPhone.getByRole('heading', { name: 'Offer Declined' })).toBeVisible();
    await expectToast(admin, 'Offer Declined');
    await expect(offerOf('Lakewood Roadside')).toContainText('Reason: “Truck is in the shop”');

    const autoDispatch = panel.getByRole('switch', { name: 'Auto-dispatch' });
    await autoDispatch.click();
    await expectToast(admin, 'Auto-dispatch Started');
    await expect(autoDispatch).toBeChecked();
    await expect(offerOf('Irving Tow Co')).toContainText('Auto-dispatch');
    await openLiveOfferPage(latePhone, await offerLinkTextedTo(late.phone));
    await expect(latePhone.getByRole('button', { name: 'Accept Job' })).toBeVisible();

    await autoDispatch.click();
    await expectToast(admin, 'Auto-dispatch Stopped');
    await expect(autoDispatch).not.toBeChecked();
    await expect(panel.getByText('Auto-dispatch was stopped.')).toBeVisible();

    // The page still counts down when the window closes on the server: the refusal reads as the state it means.
    await offerWindowEndsIn(late.id, -1);
    await latePhone.getByRole('textbox', { name: 'Your ETA in minutes' }).fill('15');
    await latePhone.getByRole('button', { name: 'Accept Job' }).click();
    await expect(latePhone.getByRole('heading', { name: 'Offer Expired' })).toBeVisible();
    await expect(latePhone.getByText('Error', { exact: true })).toHaveCount(0);

    await panel.getByRole('button', { name: 'Send Offer to Grúas Lupita' }).click();
    await expect(toasts(admin).getByText('Offered to Grúas Lupita; waiting for their answer.')).toBeVisible();
    await offerWindowEndsIn(spanish.id, 6);
    await spanishPhone.goto(await offerLinkTextedTo(spanish.phone));
    // In the provider's language from the roster; the count reaches zero on the page and the offer reads expired.
    await expect(spanishPhone.getByRole('heading', { level: 1 })).toHaveText('¡Hola, Grúas Lupita! ¿Puedes tomar este trabajo?');
    await expect(spanishPhone.getByRole('heading', { name: 'Oferta vencida' })).toBeVisible({ timeout: 15_000 });
    await expect(spanishPhone.getByRole('button', { name: 'Aceptar trabajo' })).toHaveCount(0);
    await expect(offerOf('Grúas Lupita')).toContainText('Expired');
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
    for (const provider of [declining, late, spanish]) await goOffDutyByText(provider);
  }
});
