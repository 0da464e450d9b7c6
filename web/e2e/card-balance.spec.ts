import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { AcceptOfferBody } from '../../src/contracts/request-bodies';
import { expect, test } from './support/admin-api';
import { DALLAS, DESKTOP_ADMIN, phoneAt, toasts } from './support/devices';
import { anOpenTow, aPaidTow } from './support/paid-tow';
import { completeJobThroughApi } from './support/provider-steps';
import { textsSentTo } from './support/twilio';

const CUSTOMER = { display: '(214) 555-0231', e164: '+12145550231' };
const CARD_PROVIDER = { name: 'Trinity Card Towing', phone: '(972) 555-0231' };
const ON_SITE_CUSTOMER = { display: '(214) 555-0232', e164: '+12145550232' };
const ON_SITE_PROVIDER = { name: 'Cedar Hill Wreckers', phone: '(972) 555-0232' };
const DESKTOP = { viewport: { width: 1366, height: 900 }, storageState: { cookies: [], origins: [] } };

/** Where the pictures of the balance page go to be looked at: E2E_SHOTS_DIR, else the test's output folder. */
function shot(name: string): string {
  const dir = process.env.E2E_SHOTS_DIR ?? test.info().outputPath();
  mkdirSync(dir, { recursive: true });
  return path.join(dir, name);
}

/** The page from its top: what a phone shows first, and the whole page. */
async function snap(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: shot(`${name}.png`), animations: 'disabled' });
  await page.screenshot({ path: shot(`${name}-full.png`), fullPage: true, animations: 'disabled' });
}

/** The path of the first link of `kind` texted to `phone`, once it has been sent. */
async function textedPath(phone: string, kind: 'balance' | 'receipt'): Promise<string> {
  const pattern = new RegExp(`https?://[^/\\s]+(/${kind}/[\\w-]+)`);
  let found: string | undefined;
  await expect
    .poll(async () => {
      found = (await textsSentTo(phone)).map((text) => pattern.exec(text.body)?.[1]).find(Boolean);
      return found;
    }, { message: `a ${kind} link texted to ${phone}` })
    .toBeTruthy();
  return found!;
}

/** The payment page's deposit, paid on the test checkout with the card kept for the balance. */
async function payDepositSavingCard(customer: Page, requestId: string, trackingId: string) {
  await customer.goto(`/payment/${requestId}?code=${trackingId}`);
  await customer.getByRole('button', { name: 'Share Current Location' }).click();
  await expect(toasts(customer).getByText('Location Set', { exact: true })).toBeVisible();
  const save = customer.getByRole('checkbox', { name: 'Save my card for the balance' });
  await expect(save).not.toBeChecked();
  await expect(save).toHaveAccessibleDescription('Pay the rest after the job in one tap. We charge it only when you tap Pay.');
  await save.check();
  // The toast saying the location is set keeps off the Pay button, the next step.
  const payDeposit = customer.getByRole('button', { name: 'Pay Deposit $30.00' });
  const [button, toast] = await Promise.all([payDeposit.boundingBox(), toasts(customer).getByRole('listitem').first().boundingBox()]);
  expect(toast!.y + toast!.height <= button!.y || toast!.y >= button!.y + button!.height, `the toast ${JSON.stringify(toast)} over the button ${JSON.stringify(button)}`).toBe(true);
  await customer.screenshot({ path: shot('deposit-toast-390.png'), animations: 'disabled' });
  await snap(customer, 'deposit-save-card-390');
  await payDeposit.click();
  await expect(customer).toHaveURL(/\/checkout\/test\/[^/?]+$/);
  await customer.getByLabel('Card number').fill('4242 4242 4242 4242');
  await customer.getByLabel('Expiry').fill('12 / 34');
  await customer.getByLabel('CVC').fill('123');
  await customer.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(customer.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
}

test('a card provider completes the job, and the customer pays the balance with a 15% tip in one tap with the card saved at the deposit', async ({
  browser,
  request,
  adminApi,
}) => {
  // Four browsers, a checkout, a job done through the API and the dashboard: on a busy machine it takes some 30 seconds.
  test.setTimeout(90_000);
  // A $200.00 tow: $30.00 deposit, $170.00 balance.
  const tow = await anOpenTow(request, CUSTOMER.display);
  await adminApi.setPrice(tow.id, 200_00);
  expect((await request.post(`/api/track/${tow.trackingId}/accept`, { data: { termsAccepted: true } satisfies AcceptOfferBody })).status()).toBe(200);
  const provider = await adminApi.addProvider({ name: CARD_PROVIDER.name, phone: CARD_PROVIDER.phone, email: 'dispatch@trinity-card.example.com', vehicleInfo: 'Flatbed' });
  expect(provider.balanceMethod).toBe('on_site');

  const phone = await browser.newContext(phoneAt(DALLAS));
  const desktop = await browser.newContext(DESKTOP);
  const spanish = await browser.newContext(phoneAt(DALLAS));
  const adminContext = await browser.newContext({ ...DESKTOP_ADMIN, viewport: { width: 1366, height: 900 } });
  try {
    const customer = await phone.newPage();
    await payDepositSavingCard(customer, tow.id, tow.trackingId);

    // The dispatcher sets the provider to take the balance by card, on the roster's form.
    const admin = await adminContext.newPage();
    await admin.goto('/admin/providers');
    const row = admin.getByRole('list', { name: 'Provider roster' }).getByRole('listitem').filter({ hasText: CARD_PROVIDER.name });
    await expect(row.getByText('Card balance')).toHaveCount(0);
    await row.getByRole('button', { name: 'Edit', exact: true }).click();
    const form = admin.getByRole('dialog', { name: 'Edit Provider' });
    const method = form.getByRole('combobox', { name: 'Balance' });
    await expect(method).toHaveValue('on_site');
    await expect(method).toHaveAccessibleDescription(/On site: the customer pays you at the car\. By card: we text the customer a link to pay by card, tips included\./);
    await method.selectOption({ label: 'By card through us' });
    await method.scrollIntoViewIfNeeded();
    await admin.screenshot({ path: shot('roster-form-1366.png'), animations: 'disabled' });
    await form.getByRole('button', { name: 'Save Provider' }).click();
    await expect(toasts(admin).getByText('Provider Updated', { exact: true })).toBeVisible();
    await expect(row.getByText('Card balance', { exact: true })).toBeVisible();
    await row.scrollIntoViewIfNeeded();
    await admin.screenshot({ path: shot('roster-badge-1366.png'), animations: 'disabled' });

    // The provider does the job; completion texts the balance link instead of the receipt.
    const { providerJobId } = await adminApi.assign(tow.id, { providerId: provider.id });
    await completeJobThroughApi(request, providerJobId);
    const balancePath = await textedPath(CUSTOMER.e164, 'balance');
    const texts = (await textsSentTo(CUSTOMER.e164)).map((text) => text.body);
    expect(texts.find((body) => body.includes(balancePath))).toContain('DFW Roadside: your job is complete. Pay the $170.00 balance by card, with a tip if you like, at ');
    expect(texts.some((body) => body.includes('/receipt/'))).toBe(false);

    await customer.goto(balancePath);
    await expect(customer.getByRole('heading', { level: 1, name: 'Pay Your Balance' })).toBeVisible();
    await expect(customer).toHaveTitle('Pay Your Balance | DFW Roadside Assistance');
    const summary = customer.getByRole('region', { name: 'Summary' });
    await expect(summary).toContainText('ServiceTowing');
    await expect(summary).toContainText(`Provider${CARD_PROVIDER.name}`);
    await expect(summary).toContainText('Total$200.00');
    await expect(summary).toContainText('Deposit paid-$30.00');
    await expect(summary).toContainText('Balance$170.00');
    const tips = customer.getByRole('group', { name: 'Add a tip' });
    await expect(tips).toHaveAccessibleDescription('100% of the tip goes to your provider.');
    await expect(tips.getByRole('radio', { name: 'No tip' })).toBeChecked();
    for (const name of ['10% · $20.00', '15% · $30.00', '20% · $40.00', 'Custom']) await expect(tips.getByRole('radio', { name })).toBeVisible();
    await expect(customer.getByRole('button', { name: 'Pay $170.00 with Visa ending in 4242' })).toBeEnabled();
    await expect(customer.getByRole('button', { name: 'Pay with another card' })).toBeEnabled();
    await snap(customer, 'balance-due-390');

    // A typed tip follows the server's rule, and says so as the server would.
    await tips.getByRole('radio', { name: 'Custom' }).check();
    const typed = customer.getByRole('textbox', { name: 'Tip amount' });
    await typed.fill('250');
    await expect(customer.getByText('Enter a tip in dollars and cents, from $0.00 up to $200.00.')).toBeVisible();
    await expect(typed).toHaveAttribute('aria-invalid', 'true');
    await typed.fill('12.50');
    await expect(customer.getByRole('button', { name: 'Pay $182.50 with Visa ending in 4242' })).toBeVisible();
    await snap(customer, 'balance-custom-tip-390');

    // Arrow keys move between the tips, as radios do.
    await tips.getByRole('radio', { name: '10% · $20.00' }).check();
    await customer.keyboard.press('ArrowRight');
    await expect(tips.getByRole('radio', { name: '15% · $30.00' })).toBeChecked();
    const pay = customer.getByRole('button', { name: 'Pay $200.00 with Visa ending in 4242' });
    await expect(pay).toBeVisible();

    // The same link under /es opens the page in Spanish.
    const es = await spanish.newPage();
    await es.goto(`/es${balancePath}`);
    await expect(es).toHaveURL(balancePath);
    await expect(es.getByRole('heading', { level: 1, name: 'Paga tu saldo' })).toBeVisible();
    await expect(es.getByRole('group', { name: 'Agrega una propina' })).toHaveAccessibleDescription('El 100 % de la propina es para tu proveedor.');
    await expect(es.getByRole('radio', { name: /^15\s?% · \$30\.00$/ })).toBeVisible();
    await expect(es.getByRole('button', { name: 'Pagar $170.00 con Visa terminada en 4242' })).toBeVisible();
    await expect(es.getByRole('button', { name: 'Pagar con otra tarjeta' })).toBeVisible();
    await snap(es, 'balance-due-es-390');

    const wide = await desktop.newPage();
    await wide.goto(balancePath);
    await expect(wide.getByRole('heading', { level: 1, name: 'Pay Your Balance' })).toBeVisible();
    await snap(wide, 'balance-due-1366');

    await pay.click();
    const paid = customer.getByRole('status').filter({ has: customer.getByRole('heading', { name: 'Balance Paid' }) });
    await expect(paid).toContainText('Paid $200.00 by card');
    await expect(paid).toContainText('Visa ending in 4242');
    await expect(paid).toContainText('Tip $30.00');
    await expect(paid).toContainText('Your receipt is on its way by text.');
    await expect(customer.getByRole('button', { name: /^Pay / })).toHaveCount(0);
    await snap(customer, 'balance-paid-390');
    await wide.reload();
    await expect(wide.getByRole('heading', { name: 'Balance Paid' })).toBeVisible();
    await snap(wide, 'balance-paid-1366');

    await es.reload();
    const pagado = es.getByRole('status').filter({ has: es.getByRole('heading', { name: 'Saldo pagado' }) });
    await expect(pagado).toContainText('Pagaste $200.00 con tarjeta');
    await expect(pagado).toContainText('Visa terminada en 4242');
    await expect(pagado).toContainText('Propina $30.00');
    await expect(pagado).toContainText('Tu recibo va en camino por mensaje de texto.');

    // The receipt texted once paid: the balance by card, with its card and the tip.
    const receiptPath = await textedPath(CUSTOMER.e164, 'receipt');
    await customer.goto(receiptPath);
    const charges = customer.getByRole('article').getByRole('table');
    await expect(charges.getByRole('row', { name: /^Balance paid by card \(Visa ending in 4242\)/ })).toContainText('$170.00');
    await expect(charges.getByRole('row', { name: /^Tip/ })).toContainText('$30.00');
    await expect(charges.getByRole('row', { name: /^Total paid/ })).toContainText('$230.00');
    await expect(charges).not.toContainText('Balance paid on site');

    // Nothing is overdue: the dispatcher's Balance Due list says so.
    await admin.goto('/admin');
    await admin.getByRole('tab', { name: 'Completed' }).click();
    const due = admin.getByRole('region', { name: 'Balance Due' });
    await expect(due).toContainText('No balances are overdue.');
    await due.scrollIntoViewIfNeeded();
    await admin.screenshot({ path: shot('balance-due-list-1366.png'), animations: 'disabled' });
  } finally {
    await Promise.all([phone.close(), desktop.close(), spanish.close(), adminContext.close()]);
  }
});

test('an on-site provider completes a job and the customer is texted the receipt as before, with no balance link', async ({ browser, request, adminApi }) => {
  const tow = await aPaidTow(request, adminApi, ON_SITE_CUSTOMER.display);
  const { providerJobId } = await adminApi.assign(tow.id, { name: ON_SITE_PROVIDER.name, phone: ON_SITE_PROVIDER.phone });
  await completeJobThroughApi(request, providerJobId);
  const receiptPath = await textedPath(ON_SITE_CUSTOMER.e164, 'receipt');
  expect((await textsSentTo(ON_SITE_CUSTOMER.e164)).some((text) => text.body.includes('/balance/'))).toBe(false);

  const phone = await browser.newContext(phoneAt(DALLAS));
  try {
    const customer = await phone.newPage();
    await customer.goto(receiptPath);
    const charges = customer.getByRole('article').getByRole('table');
    await expect(charges.getByRole('row', { name: /^Balance paid on site/ })).toContainText('$170.00');
    await expect(charges).not.toContainText('Balance paid by card');
    await expect(charges.getByRole('row', { name: /^Tip/ })).toHaveCount(0);
  } finally {
    await phone.close();
  }
});

test('a balance link that is not one says so in words', async ({ page }) => {
  await page.goto('/balance/AAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Link Not Found');
  await expect(page.getByText('This payment link is not valid. Check the link in your text.')).toBeVisible();
});
