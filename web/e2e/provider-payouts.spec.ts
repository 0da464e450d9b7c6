import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import pg from 'pg';
import type { CardBalanceView, CheckoutStarted, PayoutOnboardingView } from '../../src/contracts/payment-views';
import type { ProviderView } from '../../src/contracts/provider-views';
import type { AcceptOfferBody, BalancePayBody, CheckoutBody, ShareLocationBody, TestCardBody } from '../../src/contracts/request-bodies';
import { ADMIN_STORAGE_STATE } from './support/admin-session';
import { expect, test, type AdminApi } from './support/admin-api';
import { catalogue } from './support/catalogues';
import { DALLAS, DESKTOP_ADMIN, PHONE, toasts } from './support/devices';
import { e2eServerEnv } from './support/env';
import { anOpenTow, type Created } from './support/paid-tow';
import { offDutyByPage, pageApiPath, providerPagePath } from './support/provider-page-admin';
import { completeJobThroughApi } from './support/provider-steps';
import { textsSentTo } from './support/twilio';
import { aSignedInMember, type Invitee } from './staff-support';

const ES = catalogue('es');
const DESKTOP = { width: 1366, height: 900 };
const TEST_CARD: TestCardBody = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
/** A tow-truck company that takes the balance by card through us. */
const CARD_TOWING = {
  email: 'dispatch@grand-prairie-card.example.com',
  vehicleInfo: 'Flatbed',
  services: ['Towing'],
  homeAddress: 'Dallas, TX',
  homeLat: DALLAS.latitude + 0.02,
  homeLng: DALLAS.longitude,
  serviceRadiusMiles: 25,
  balanceMethod: 'card' as const,
};
const VIEWER: Invitee = { name: 'Vera Lindqvist', email: 'vera.lindqvist@dfw-roadside.example.com', phone: '(214) 555-0259', e164: '+12145550259', role: 'viewer' };

/** Where the pictures go to be looked at: E2E_SHOTS_DIR, else the test's output folder. */
function shot(name: string): string {
  const dir = process.env.E2E_SHOTS_DIR ?? test.info().outputPath();
  mkdirSync(dir, { recursive: true });
  return path.join(dir, name);
}

/** What the screen shows first, and the whole page. */
async function snap(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: shot(`${name}.png`), animations: 'disabled' });
  await page.screenshot({ path: shot(`${name}-full.png`), fullPage: true, animations: 'disabled' });
}

/** A section of the page's screen, scrolled into view. */
async function snapSection(page: Page, section: Locator, name: string) {
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot(`${name}.png`), animations: 'disabled' });
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
/** The value a card's figure list gives for `term`. */
const figure = (card: Locator, term: string) =>
  card.locator('dl > div').filter({ has: card.page().getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }) }).getByRole('definition');

/** A $200.00 tow priced, accepted and its $30.00 deposit paid with the test card; `saveCard` keeps the card for the balance. */
async function aPaidTow(request: APIRequestContext, adminApi: AdminApi, phone: string, saveCard: boolean): Promise<Created> {
  const tow = await anOpenTow(request, phone);
  await adminApi.setPrice(tow.id, 200_00);
  const track = (step: string, data: object) => request.post(`/api/track/${tow.trackingId}/${step}`, { data });
  expect((await track('accept', { termsAccepted: true } satisfies AcceptOfferBody)).status()).toBe(200);
  expect((await track('location', { lat: DALLAS.latitude, lng: DALLAS.longitude, address: '2200 Ross Ave, Dallas, TX' } satisfies ShareLocationBody)).ok()).toBe(true);
  const checkout = await track('checkout', { saveCard } satisfies CheckoutBody);
  expect(checkout.ok(), await checkout.text()).toBe(true);
  const { sessionId } = (await checkout.json()) as CheckoutStarted;
  expect((await request.post(`/api/payments/test-checkout/${sessionId}/pay`, { data: TEST_CARD })).ok()).toBe(true);
  return tow;
}

/** The code of the balance link texted to `phone` at completion. */
async function textedBalanceCode(phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      code = (await textsSentTo(phone)).map((text) => /https?:\/\/[^/\s]+\/balance\/([\w-]+)/.exec(text.body)?.[1]).find(Boolean);
      return code;
    }, { message: `a balance link texted to ${phone}` })
    .toBeTruthy();
  return code!;
}

/** The customer pays the balance with a tip: in one tap with the card saved at the deposit, or with another card on the test checkout. */
async function payBalance(request: APIRequestContext, code: string, tipCents: number, by: 'saved card' | 'another card') {
  const body: BalancePayBody = { tipCents };
  if (by === 'saved card') {
    const paid = await request.post(`/api/balance/${code}/saved-card`, { data: body });
    expect(paid.status(), await paid.text()).toBe(200);
  } else {
    const checkout = await request.post(`/api/balance/${code}/checkout`, { data: body });
    expect(checkout.ok(), await checkout.text()).toBe(true);
    const { sessionId } = (await checkout.json()) as CheckoutStarted;
    expect((await request.post(`/api/payments/test-checkout/${sessionId}/pay`, { data: TEST_CARD })).ok()).toBe(true);
  }
  await expect.poll(async () => ((await (await request.get(`/api/balance/${code}`)).json()) as CardBalanceView).status).toBe('paid');
}

/** Chargebacks as the payment provider's webhook would record them (the e2e server has no payment provider to send one). */
async function disputesOf(requestId: string): Promise<{ open: string; won: string }> {
  const db = new pg.Client({ connectionString: e2eServerEnv.DATABASE_URL });
  await db.connect();
  try {
    const { rows } = await db.query<{ id: string; payment_intent_id: string | null }>('select id, payment_intent_id from balance_payments where request_id = $1', [requestId]);
    expect(rows).toHaveLength(1);
    const [balance] = rows;
    const insert = `insert into disputes (id, dispute_ref, request_id, payment_id, payment_intent_id, amount_cents, reason, status, evidence_due_by, created_at,
        submitted_at, submitted_by, closed_at)
      values (gen_random_uuid(), $1, $2, $3, $4, $5, $6, $7, $8, now() - interval '1 day', $9, $10, $11) returning id`;
    const values = (ref: string, rest: unknown[]) => [`${ref}_${requestId}`, requestId, balance.id, balance.payment_intent_id ?? `pi_e2e_${requestId}`, ...rest];
    const open = await db.query<{ id: string }>(insert, values('du_open', [200_00, 'product_not_received', 'needs_response', '2026-12-14T23:59:00Z', null, null, null]));
    const won = await db.query<{ id: string }>(
      insert,
      values('du_won', [30_00, 'bank_cannot_process', 'won', '2026-12-01T23:59:00Z', '2026-11-20T15:30:00Z', 'Dana Reyes', '2026-11-28T16:00:00Z']),
    );
    return { open: open.rows[0].id, won: won.rows[0].id };
  } finally {
    await db.end();
  }
}

/** A change the payment provider's webhook, or another dispatcher, would make meanwhile. */
async function sql(statement: string, values: unknown[]): Promise<void> {
  const db = new pg.Client({ connectionString: e2eServerEnv.DATABASE_URL });
  await db.connect();
  try {
    await db.query(statement, values);
  } finally {
    await db.end();
  }
}

const setDisputeSubmitted = (disputeId: string, by: string) =>
  sql(`update disputes set status = 'submitted', submitted_at = now(), submitted_by = $2 where id = $1`, [disputeId, by]);

/** A completed job of a provider who takes the balance by card; the customer has paid it with `tipCents`. */
async function aPaidCardJob(request: APIRequestContext, adminApi: AdminApi, provider: ProviderView, customer: { display: string; e164: string }, tipCents: number, by: 'saved card' | 'another card') {
  const tow = await aPaidTow(request, adminApi, customer.display, by === 'saved card');
  const { providerJobId } = await adminApi.assign(tow.id, { providerId: provider.id });
  await completeJobThroughApi(request, providerJobId);
  await payBalance(request, await textedBalanceCode(customer.e164), tipCents, by);
  return tow;
}

test('a card provider turns payouts on from their page at 390 px, is told at the car to collect nothing, and after a tipped card job sees this week’s card balances and tips; the roster says Payouts on', async ({
  browser,
  request,
  adminApi,
}) => {
  test.setTimeout(120_000);
  const customer = { display: '(214) 555-0251', e164: '+12145550251' };
  const provider = await adminApi.addProvider({ ...CARD_TOWING, name: 'Grand Prairie Card Towing', contactName: 'Marisol Vega', phone: '(817) 555-0251' });
  expect(provider.balanceMethod).toBe('card');
  const pagePath = await providerPagePath(provider.id);
  // The agreement is the provider page's own test: accepted here through its API.
  expect((await request.post(`${pageApiPath(pagePath)}/agreement`)).ok()).toBe(true);

  const phone = await browser.newContext(PHONE);
  const spanishPhone = await browser.newContext(PHONE);
  const desk = await browser.newContext({ ...DESKTOP_ADMIN, viewport: DESKTOP });
  try {
    const page = await phone.newPage();
    await page.goto(pagePath);
    await expect(page.getByRole('heading', { level: 1, name: 'Hi Marisol' })).toBeVisible();
    const payouts = section(page, 'Payouts');
    await expect(payouts).toContainText('Get paid for card jobs straight to your bank. Payouts follow Stripe’s schedule, daily by default.');
    await expect(payouts.getByText('Payouts on')).toHaveCount(0);
    await snapSection(page, payouts, 'payouts-off-390');

    // Without a payment provider, the onboarding link is the page itself, and the payouts are on at once.
    await payouts.getByRole('button', { name: 'Get paid by card jobs' }).click();
    await expect(toasts(page).getByText('Payout details saved', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${pagePath}$`));
    await expect(payouts).toContainText('Payouts on');
    await expect(payouts.getByRole('button')).toHaveCount(0);
    for (const term of ['Card balances', 'Tips', 'Sent to your bank']) await expect(figure(payouts, term)).toHaveText('$0.00');
    await snapSection(page, payouts, 'payouts-on-390');
    // A reload is not a return: no second toast.
    await page.reload();
    await expect(payouts).toContainText('Payouts on');
    await expect(toasts(page).getByText('Payout details saved', { exact: true })).toHaveCount(0);

    // A card job: at the car the provider is told the customer pays the balance by card, and to collect nothing.
    const tow = await aPaidTow(request, adminApi, customer.display, false);
    const { providerJobId } = await adminApi.assign(tow.id, { providerId: provider.id });
    await page.goto(`/provider/${providerJobId}`);
    await page.getByRole('checkbox', { name: 'I have read and agree' }).check();
    await page.getByRole('button', { name: 'Accept & Continue' }).click();
    const earnings = section(page, 'Your Earnings');
    await expect(earnings).toContainText('$170.00');
    await expect(earnings).toContainText('The customer pays the $170.00 balance by card from our text after you complete the job. Do not collect payment at the car.');
    await expect(earnings).not.toContainText('Collect it from the customer on site.');
    await snap(page, 'job-card-balance-390');
    await snapSection(page, earnings, 'job-card-balance-earnings-390');

    const spanish = await spanishPhone.newPage();
    await spanish.goto(`/provider/${providerJobId}`);
    await spanish.getByRole('checkbox', { name: 'I have read and agree' }).check();
    await spanish.getByRole('button', { name: 'Accept & Continue' }).click();
    await spanish.getByRole('button', { name: 'Español' }).click();
    const ganancias = section(spanish, ES['provider.earnings.title']);
    await expect(ganancias).toContainText('El cliente paga el saldo de $170.00 con tarjeta desde nuestro mensaje al terminar. No cobres en el lugar.');
    await expect(ganancias).not.toContainText('Cóbralo al cliente en el lugar.');
    await snapSection(spanish, ganancias, 'job-card-balance-es-390');

    // The job is done and the customer pays the $170.00 balance with a $30.00 tip, with another card.
    await completeJobThroughApi(request, providerJobId);
    await page.reload();
    await expect(section(page, 'Your Earnings')).toContainText('We texted the customer a link to pay the $170.00 balance by card. Do not collect payment at the car.');
    await payBalance(request, await textedBalanceCode(customer.e164), 30_00, 'another card');

    await page.goto(pagePath);
    await expect(figure(payouts, 'Card balances')).toHaveText('$170.00');
    await expect(figure(payouts, 'Tips')).toHaveText('$30.00');
    await expect(figure(payouts, 'Sent to your bank')).toHaveText(/^\$\d+\.\d\d$/);
    const week = figure(section(page, 'Your Earnings'), 'This week');
    await expect(week.first()).toHaveText('$200.00');
    await expect(week.filter({ hasText: 'in tips' })).toHaveText('incl. $30.00 in tips');
    await expect(section(page, 'Your Earnings')).toContainText('and the tips customers added by card');
    await snap(page, 'provider-page-payouts-390');
    await snapSection(page, payouts, 'payouts-week-390');
    await page.setViewportSize(DESKTOP);
    await snap(page, 'provider-page-payouts-1366');

    // In Spanish, as a provider the roster has in Spanish reads it.
    await spanish.goto(pagePath);
    const pagos = section(spanish, ES['providerPage.payouts.title']);
    await expect(pagos).toContainText(ES['providerPage.payouts.status.on']);
    await expect(figure(pagos, ES['providerPage.payouts.cardBalances'])).toHaveText('$170.00');
    await expect(figure(pagos, ES['providerPage.payouts.tips'])).toHaveText('$30.00');
    await expect(section(spanish, ES['provider.earnings.title'])).toContainText('incluye $30.00 en propinas');
    await snapSection(spanish, pagos, 'payouts-week-es-390');

    // The roster: the card balance and the payouts on, side by side.
    const roster = await desk.newPage();
    await roster.goto('/admin/providers');
    const row = roster.getByRole('list', { name: 'Provider roster' }).getByRole('listitem').filter({ hasText: 'Grand Prairie Card Towing' });
    await expect(row.getByText('Card balance', { exact: true })).toBeVisible();
    await expect(row.getByText('Payouts on', { exact: true })).toBeVisible();
    await snapSection(roster, row, 'roster-payouts-1366');
  } finally {
    await Promise.all([phone.close(), spanishPhone.close(), desk.close()]);
    await offDutyByPage(pagePath);
  }
});

test('a card provider who has not opted in sees what waits for their payout details; while Stripe still needs some, Needs details, on the roster too; an expired details link is renewed', async ({
  browser,
  request,
  adminApi,
}) => {
  test.setTimeout(90_000);
  const provider = await adminApi.addProvider({ ...CARD_TOWING, name: 'Irving Night Tows', contactName: 'Omar Haddad', phone: '(817) 555-0252' });
  const pagePath = await providerPagePath(provider.id);
  expect((await request.post(`${pageApiPath(pagePath)}/agreement`)).ok()).toBe(true);
  // A card job paid with a $15.00 tip before the provider asked to be paid by card jobs: the money waits for them.
  await aPaidCardJob(request, adminApi, provider, { display: '(214) 555-0252', e164: '+12145550252' }, 15_00, 'another card');
  // Without a payment provider what is owed is only recorded; with one it waits for the provider's payout account.
  await sql(`update provider_transfers set status = 'waiting' where provider_id = $1 and status = 'recorded'`, [provider.id]);

  const phone = await browser.newContext(PHONE);
  const desk = await browser.newContext({ ...DESKTOP_ADMIN, viewport: DESKTOP });
  try {
    const page = await phone.newPage();
    await page.goto(pagePath);
    const payouts = section(page, 'Payouts');
    await expect(payouts.getByRole('button', { name: 'Get paid by card jobs' })).toBeEnabled();
    await expect(figure(payouts, 'Card balances')).toHaveText('$170.00');
    await expect(figure(payouts, 'Tips')).toHaveText('$15.00');
    await expect(figure(payouts, 'Waiting for your payout details')).toHaveText('$185.00');
    await snapSection(page, payouts, 'payouts-waiting-390');

    const opened = await request.post(`${pageApiPath(pagePath)}/payouts`);
    expect(opened.status(), await opened.text()).toBe(200);
    expect(((await opened.json()) as PayoutOnboardingView).url).toMatch(/\?payouts=back$/);
    // As the payment provider reports an account whose details are not all in yet.
    await sql(`update payout_accounts set status = 'needs_details' where provider_id = $1`, [provider.id]);

    // Back from the payout details page before they were all in.
    await page.goto(`${pagePath}?payouts=back`);
    await expect(toasts(page).getByText('Stripe still needs some details', { exact: true })).toBeVisible();
    await expect(payouts).toContainText('Needs details');
    await expect(figure(payouts, 'Waiting for your payout details')).toHaveText('$185.00');
    await expect(payouts.getByRole('button', { name: 'Finish payout details' })).toBeEnabled();
    await expect(page).toHaveURL(new RegExp(`${pagePath}$`));
    await snapSection(page, payouts, 'payouts-needs-details-390');

    const roster = await desk.newPage();
    await roster.goto('/admin/providers');
    const row = roster.getByRole('list', { name: 'Provider roster' }).getByRole('listitem').filter({ hasText: 'Irving Night Tows' });
    await expect(row.getByText(/Needs details/)).toBeVisible();
    await expect(row.getByText('Payouts on', { exact: true })).toHaveCount(0);

    // A payout details link that had expired sends the provider back with `?payouts=again`: a fresh one is asked for and followed.
    await page.goto(`${pagePath}?payouts=again`);
    await expect(toasts(page).getByText('Payout details saved', { exact: true })).toBeVisible();
    await expect(payouts).toContainText('Payouts on');
    await expect(page).toHaveURL(new RegExp(`${pagePath}$`));
  } finally {
    await Promise.all([phone.close(), desk.close()]);
  }
});

test('the dispatcher’s request page of a card job shows its card balance paid in one tap with its tip, and its disputes with Submit Evidence, which a viewer does not get', async ({
  browser,
  request,
  adminApi,
  playwright,
}) => {
  test.setTimeout(120_000);
  const customer = { display: '(214) 555-0253', e164: '+12145550253' };
  const provider = await adminApi.addProvider({ ...CARD_TOWING, name: 'Denton Card Recovery', contactName: 'Ruth Okafor', phone: '(940) 555-0253' });
  const tow = await aPaidCardJob(request, adminApi, provider, customer, 25_00, 'saved card');

  const desk = await browser.newContext({ ...DESKTOP_ADMIN, viewport: DESKTOP });
  const deskPhone = await browser.newContext({ ...DESKTOP_ADMIN, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const admin = await desk.newPage();
    await admin.goto(`/admin/request/${tow.id}`);
    const balance = section(admin, 'Card Balance');
    await expect(balance).toContainText('Paid');
    await expect(figure(balance, 'Balance')).toHaveText('$170.00');
    await expect(figure(balance, 'Tip')).toHaveText('$25.00');
    await expect(figure(balance, 'Total charged')).toHaveText('$195.00');
    await expect(figure(balance, 'Paid')).toHaveText(/^\w{3} \d{1,2}, \d{4}, \d{1,2}:\d\d\s[AP]M C[SD]T$/);
    await expect(figure(balance, 'Card')).toHaveText('Visa ending in 4242');
    await expect(figure(balance, 'Paid with')).toHaveText('One tap with the saved card');
    await expect(admin.getByText('Disputed')).toHaveCount(0);
    await snapSection(admin, balance, 'request-card-balance-1366');

    // The completed job's record and the Completed tab tell the balance paid by card, and the tip.
    await admin.goto(`/admin/completed/${tow.id}`);
    const outcome = section(admin, 'Job Outcome');
    await expect(outcome).toContainText('Paid by card');
    await expect(outcome).toContainText('Tip $25.00');
    await expect(outcome).not.toContainText('Paid on arrival');
    await snapSection(admin, outcome, 'completed-outcome-card-1366');
    await admin.goto('/admin');
    await admin.getByRole('tab', { name: 'Completed' }).click();
    const tiles = admin.getByRole('tabpanel', { name: 'Completed' });
    for (const tile of ['Card Balances', 'Tips']) await expect(tiles.getByRole('term').filter({ hasText: new RegExp(`^${tile}$`) })).toBeVisible();
    const jobRow = admin.getByRole('table').filter({ hasText: 'Provider Payout' }).getByRole('row').filter({ hasText: customer.display });
    await expect(jobRow).toContainText('By card');
    await expect(jobRow).toContainText('Tip $25.00');
    await snap(admin, 'completed-tab-card-1366');

    // Two chargebacks: one to answer, and one the bank already decided.
    const disputes = await disputesOf(tow.id);
    await admin.goto(`/admin/request/${tow.id}`);
    await expect(admin.getByRole('heading', { level: 1 }).locator('..')).toContainText('Disputed (2)');
    const [open, won] = [section(admin, 'Dispute').nth(0), section(admin, 'Dispute').nth(1)];
    await expect(figure(open, 'Amount')).toHaveText('$200.00');
    await expect(figure(open, 'Reason')).toHaveText('Service not received');
    await expect(figure(open, 'Evidence due')).toHaveText(/^Dec 14, 2026, 5:59\sPM CST$/);
    await expect(figure(open, 'Status')).toHaveText('Needs response');
    await expect(figure(won, 'Amount')).toHaveText('$30.00');
    await expect(figure(won, 'Reason')).toHaveText('Bank cannot process');
    await expect(figure(won, 'Status')).toHaveText('Won');
    await expect(won.getByRole('button', { name: 'Submit Evidence' })).toHaveCount(0);
    await snap(admin, 'request-disputes-1366');

    // Without a payment provider the evidence cannot be sent: the server's words say so, and nothing changes.
    await open.getByRole('button', { name: 'Submit Evidence' }).click();
    const confirm = admin.getByRole('alertdialog', { name: 'Submit Evidence' });
    await expect(confirm).toContainText(
      "Submit the job's evidence to the card network? The receipt with photos, arrival verification, approved extras, terms and GPS summary are sent. This can be done once.",
    );
    await admin.screenshot({ path: shot('request-dispute-confirm-1366.png'), animations: 'disabled' });
    await confirm.getByRole('button', { name: 'Submit Evidence' }).click();
    await expect(toasts(admin).getByText('Failed to open payment link. Please try again.', { exact: true })).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(figure(open, 'Status')).toHaveText('Needs response');

    // Another dispatcher submitted it meanwhile: the second try is refused in words, and the page shows who did.
    await setDisputeSubmitted(disputes.open, 'Dana Reyes');
    await open.getByRole('button', { name: 'Submit Evidence' }).click();
    await confirm.getByRole('button', { name: 'Submit Evidence' }).click();
    await expect(toasts(admin).getByText('The evidence for this dispute was already submitted.', { exact: true })).toBeVisible();
    await expect(figure(open, 'Status')).toHaveText(/^Evidence submitted by Dana Reyes \w{3} \d{1,2}, \d{4}, \d{1,2}:\d\d\s[AP]M C[SD]T$/);
    await expect(open.getByRole('button', { name: 'Submit Evidence' })).toHaveCount(0);

    const phoneAdmin = await deskPhone.newPage();
    await setDisputeSubmitted(disputes.open, 'Dana Reyes');
    await phoneAdmin.goto(`/admin/request/${tow.id}`);
    await expect(section(phoneAdmin, 'Dispute').first()).toBeVisible();
    await snap(phoneAdmin, 'request-disputes-390');
  } finally {
    await Promise.all([desk.close(), deskPhone.close()]);
  }

  // A viewer reads a dispute that needs a response without the button.
  await sql(`update disputes set status = 'needs_response', submitted_at = null, submitted_by = null where request_id = $1 and status = 'submitted'`, [tow.id]);
  const ownerApi = await playwright.request.newContext({ storageState: ADMIN_STORAGE_STATE });
  const viewer = await aSignedInMember(browser, ownerApi, VIEWER, { viewport: DESKTOP });
  try {
    const page = await viewer.newPage();
    await page.goto(`/admin/request/${tow.id}`);
    await expect(figure(section(page, 'Dispute').first(), 'Status')).toHaveText('Needs response');
    await expect(page.getByRole('button', { name: 'Submit Evidence' })).toHaveCount(0);
    await expect(section(page, 'Card Balance')).toBeVisible();
  } finally {
    await Promise.all([viewer.close(), ownerApi.dispose()]);
  }
});
