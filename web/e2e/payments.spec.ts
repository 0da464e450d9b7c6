import type { APIRequestContext, Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import type { AcceptOfferBody, CreateOnlineRequestBody } from '../../src/contracts/request-bodies';
import type { CustomerRequestView } from '../../src/contracts/request-views';
import { expect, test } from './support/admin-api';
import { DALLAS, DESKTOP_ADMIN as BASE_DESKTOP_ADMIN, phoneAt, toasts } from './support/devices';

type Created = CustomerRequestView & { trackingId: string };

const PHONE = phoneAt(DALLAS);
const DESKTOP_ADMIN: BrowserContextOptions = {
  ...BASE_DESKTOP_ADMIN,
  geolocation: DALLAS,
  permissions: ['geolocation', 'clipboard-read', 'clipboard-write'],
};
const TERMS = 'Terms of Service and Liability Agreement';
const AGREE = 'I have read and agree to the Terms of Service and Liability Agreement';
const PAID_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';


const TYPED_ADDRESS = '2200 Ross Ave, Dallas, TX';

/** POST /api/requests is rate limited per address and other specs share it: one request per test here. */
async function createRequest(request: APIRequestContext, phone: string): Promise<Created> {
  const body: CreateOnlineRequestBody = {
    phone,
    vehicleYear: '2018',
    vehicleMake: 'Honda',
    vehicleModel: 'Civic',
    vehicleType: 'Car',
    serviceType: 'Jump Start',
    locationAddress: TYPED_ADDRESS,
    useGps: false,
  };
  const response = await request.post('/api/requests', { data: body });
  expect(response.status()).toBe(201);
  return (await response.json()) as Created;
}

async function acceptOffer(request: APIRequestContext, trackingId: string) {
  const response = await request.post(`/api/track/${trackingId}/accept`, { data: { termsAccepted: true } satisfies AcceptOfferBody });
  expect(response.status()).toBe(200);
}

async function trackedView(request: APIRequestContext, trackingId: string): Promise<CustomerRequestView> {
  const response = await request.get(`/api/track/${trackingId}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as CustomerRequestView;
}

async function openBoard(browser: Browser): Promise<{ context: BrowserContext; admin: Page }> {
  const context = await browser.newContext(DESKTOP_ADMIN);
  const admin = await context.newPage();
  await admin.goto('/admin');
  await expect(admin.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(admin.getByText('Live updates on')).toBeVisible();
  return { context, admin };
}

async function acceptTerms(page: Page) {
  const terms = page.getByRole('dialog', { name: TERMS });
  await expect(terms).toBeVisible();
  // On the payment page, where a phone request has no offer to accept, they come before the deposit.
  const onPaymentPage = new URL(page.url()).pathname.startsWith('/payment/');
  await expect(terms).toContainText(onPaymentPage ? 'Please review these terms before you pay your deposit.' : 'Please review these terms before accepting your offer.');
  await terms.getByRole('checkbox', { name: AGREE }).check();
  await terms.getByRole('button', { name: 'Accept & Continue' }).click();
}

type PayOptions = {
  /** The address the Your Location card shows afterwards: the one typed on the request form is kept. */
  address: string;
  /** Terms already accepted (on the offer, on this device or any) are not asked again. */
  termsAsked: boolean;
};

/** On the payment page: share the device's location, pay (through the terms if not yet accepted), arrive on the test checkout. */
async function shareLocationAndPay(page: Page, depositText: string, { address, termsAsked }: PayOptions) {
  const pay = page.getByRole('button', { name: 'Share Location First' });
  await expect(pay).toBeDisabled();
  await expect(page.getByText('Location sharing is required before payment')).toBeVisible();
  await page.getByRole('button', { name: 'Share Current Location' }).click();
  // The e2e server has no geocoder: the coordinates are shared, and that is told once, as a success.
  const set = toasts(page).getByRole('listitem').filter({ hasText: 'Location Set' });
  await expect(set).toContainText('Location coordinates saved (address lookup failed)');
  await expect(set).toHaveAttribute('data-type', 'success');
  await expect(toasts(page).getByText('Location Updated', { exact: true })).toHaveCount(0);
  await expect(toasts(page).locator('[data-type="warning"], [data-type="error"]')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Your Location' })).toContainText(address);
  await expect(page.getByText('Location sharing is required before payment')).toHaveCount(0);
  const payDeposit = page.getByRole('button', { name: `Pay Deposit ${depositText}` });
  await expect(payDeposit).toBeEnabled();
  // What cancelling will cost, said before the customer pays.
  await expect(page.getByText(`Cancelling is free until your provider is on the way. After that, the ${depositText} deposit is kept as the cancellation fee.`)).toBeVisible();
  await payDeposit.click();
  if (termsAsked) await acceptTerms(page);
  await expect(page).toHaveURL(/\/checkout\/test\/[^/?]+$/);
  await expect(page.getByText('Test payment — no card is charged')).toBeVisible();
  await expect(page.getByText(depositText, { exact: true })).toBeVisible();
}

async function payWithCard(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

test('a customer accepts the offer, shares a location, pays the deposit with the test card, and dispatch sees it live', async ({
  browser,
  request,
  adminApi,
}) => {
  const created = await createRequest(request, '(214) 555-0171');
  await adminApi.setPrice(created.id, 120_00);
  const { context: adminContext, admin } = await openBoard(browser);
  const customerContext = await browser.newContext(PHONE);
  try {
    const customer = await customerContext.newPage();
    await customer.goto(`/track/${created.trackingId}`);
    await customer.getByRole('region', { name: 'Your Price Offer' }).getByRole('button', { name: 'Accept Offer' }).click();
    await acceptTerms(customer);
    await expect(customer).toHaveURL(`/payment/${created.id}?code=${created.trackingId}`);

    await expect(customer.getByRole('heading', { level: 1, name: 'Pay Your Deposit' })).toBeVisible();
    const summary = customer.getByRole('region', { name: 'Payment Summary' });
    await expect(summary).toContainText('Total price$120.00');
    await expect(summary).toContainText('Deposit due now by card (15%)$18.00');
    await expect(customer.getByRole('region', { name: 'Need Help?' }).getByRole('link', { name: /\(214\) 555-0123/ })).toBeVisible();

    // Accepted with the offer a moment ago: the payment page does not ask again, and keeps the typed address.
    await shareLocationAndPay(customer, '$18.00', { address: TYPED_ADDRESS, termsAsked: false });
    await payWithCard(customer, PAID_CARD);

    await expect(customer).toHaveURL(/\/payment-success\?session_id=/);
    await expect(customer.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await expect(customer.getByRole('link', { name: 'Return to Home' })).toBeVisible();

    // No reload on the dispatcher's side: the alert and the board's status arrive over the socket.
    await expect(toasts(admin).getByText('Payment Received!', { exact: true })).toBeVisible();
    await expect(toasts(admin).getByText(`Request ${created.trackingId} paid its $18.00 deposit.`)).toBeVisible();
    const card = admin.getByRole('tabpanel', { name: 'Active' }).getByRole('article').filter({ hasText: '(214) 555-0171' });
    await expect(card).toContainText('Deposit Paid');

    // The payment page now says it is paid, with its date, and offers no second payment.
    await customer.goto(`/payment/${created.id}?code=${created.trackingId}`);
    await expect(customer.getByRole('status').filter({ hasText: 'Deposit Paid' })).toContainText('Your deposit of $18.00 was paid on');
    await expect(customer.getByRole('button', { name: /Pay Deposit/ })).toHaveCount(0);

    // The dispatcher's Payment card shows the deposit, and refunds it before a provider is assigned.
    await admin.goto(`/admin/request/${created.id}`);
    const payment = admin.getByRole('region', { name: 'Payment', exact: true });
    await expect(payment).toContainText('Deposit Paid');
    await expect(payment).toContainText('Deposit (15%)$18.00');
    await expect(payment).toContainText(/Checkout sessioncs_\w+/);
    await payment.getByRole('button', { name: 'Refund & Cancel' }).click();
    const confirm = admin.getByRole('alertdialog', { name: 'Refund Deposit' });
    await expect(confirm).toContainText('Refund the $18.00 deposit');
    await confirm.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(toasts(admin).getByText('Deposit Refunded', { exact: true })).toBeVisible();
    await expect(admin.getByRole('heading', { name: `Request ${created.trackingId}` }).locator('..')).toContainText('Cancelled');
  } finally {
    await adminContext.close();
    await customerContext.close();
  }
  await adminApi.remove(created.id);
});

test('a declined card shows the failure on the checkout and nothing is paid', async ({ browser, request, adminApi }) => {
  const created = await createRequest(request, '(214) 555-0172');
  await adminApi.setPrice(created.id, 90_00);
  await acceptOffer(request, created.trackingId);
  const customerContext = await browser.newContext(PHONE);
  try {
    const customer = await customerContext.newPage();
    await customer.goto(`/payment/${created.id}?code=${created.trackingId}`);
    // Accepted on another device: the server's record of it is enough.
    await shareLocationAndPay(customer, '$13.50', { address: TYPED_ADDRESS, termsAsked: false });
    await payWithCard(customer, DECLINED_CARD);
    await expect(customer.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
    await expect(customer).toHaveURL(/\/checkout\/test\//);

    const view = await trackedView(request, created.trackingId);
    expect(view.depositPaid).toBe(false);
    expect(view.depositPaidAt).toBeNull();

    // Its session stays unpaid, so the success page gives up after its capped wait and says so.
    const sessionId = /\/checkout\/test\/([^/?]+)$/.exec(customer.url())![1];
    const success = await customerContext.newPage();
    await success.clock.install();
    await success.goto(`/payment-success?session_id=${sessionId}`);
    await expect(success.getByRole('heading', { name: 'Processing Payment...' })).toBeVisible();
    await success.clock.fastForward(31_000);
    await expect(success.getByRole('heading', { name: 'Payment Processing Error' })).toBeVisible();
    await expect(
      success.getByText('Your payment was successful, but there was an issue updating our records. Please contact support.'),
    ).toBeVisible();
    await success.close();

    // The customer backs out to the payment page, which still asks for the deposit.
    await customer.getByRole('link', { name: 'Cancel and go back' }).click();
    await expect(customer).toHaveURL(`/payment/${created.id}?code=${created.trackingId}`);
    await expect(customer.getByRole('button', { name: 'Pay Deposit $13.50' })).toBeEnabled();
  } finally {
    await customerContext.close();
  }
  await adminApi.remove(created.id);
});

test('the payment page refuses a request id that does not match its code, and the success page needs a session', async ({ page }) => {
  await page.goto('/payment/00000000-0000-4000-8000-000000000000?code=zzzzzzzz');
  await expect(page.getByRole('heading', { name: 'Request Not Found' })).toBeVisible();
  await page.goto('/payment/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Request Not Found' })).toBeVisible();
  await page.goto('/payment-success');
  await expect(page.getByText('No payment session found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
});

test('the dispatcher generates, copies and deletes a payment link on the request page', async ({ browser, request, adminApi }) => {
  const created = await createRequest(request, '(214) 555-0173');
  await adminApi.setPrice(created.id, 150_00);
  await acceptOffer(request, created.trackingId);
  const adminContext = await browser.newContext(DESKTOP_ADMIN);
  try {
    const admin = await adminContext.newPage();
    await admin.goto(`/admin/request/${created.id}`);
    const payment = admin.getByRole('region', { name: 'Payment', exact: true });
    await expect(payment).toContainText('Deposit (15%)$22.50');
    // Accepting the offer already texted the link: the card says so, and offers to send it again.
    await expect(payment).toContainText('Awaiting Payment');
    await expect(payment).toContainText('Link texted to customer');
    await expect(payment).not.toContainText('Not yet');
    await expect(payment.getByRole('button', { name: 'Generate Payment Link' })).toHaveCount(0);
    await payment.getByRole('button', { name: 'Resend Payment Link' }).click();
    await expect(toasts(admin).getByText('Payment Link Sent', { exact: true })).toBeVisible();
    const link = payment.getByLabel('Payment link');
    await expect(link).toHaveValue(new RegExp(`/payment/${created.id}\\?code=${created.trackingId}$`));

    await payment.getByRole('button', { name: 'Copy' }).click();
    await expect(toasts(admin).getByText('Link Copied', { exact: true })).toBeVisible();
    expect(await admin.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
    await expect(payment.getByRole('link', { name: 'Open' })).toHaveAttribute('href', await link.inputValue());

    await payment.getByRole('button', { name: 'Delete' }).click();
    const confirm = admin.getByRole('alertdialog', { name: 'Delete Payment Link' });
    await expect(confirm).toContainText('Are you sure you want to delete this payment link? This action cannot be undone.');
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toasts(admin).getByText('Payment Link Deleted', { exact: true })).toBeVisible();
    await expect(admin).toHaveURL('/admin');
    expect((await request.get(`/api/track/${created.trackingId}`)).status()).toBe(404);
  } finally {
    await adminContext.close();
  }
});

test('a phone request: the form checks its fields, the link is copied and opened, and the deposit is paid', async ({ browser }) => {
  const { context: adminContext, admin } = await openBoard(browser);
  try {
    await admin.getByRole('tab', { name: 'Phone Request' }).click();
    const form = admin.getByRole('region', { name: 'New Phone Request' });
    const generate = form.getByRole('button', { name: 'Generate Payment Link' });

    await generate.click();
    await expect(toasts(admin).getByText('Missing Information', { exact: true })).toBeVisible();
    await expect(toasts(admin).getByText('Please fill in all required fields', { exact: true })).toBeVisible();

    await form.getByLabel('Phone').fill('(214) 555-0174');
    await form.getByLabel('Make').fill('Freightliner');
    await form.getByLabel('Model').fill('Cascadia');
    await form.getByLabel('Year').fill('2017');
    await form.getByLabel('Service type').selectOption({ label: 'Semi Truck Towing' });
    await form.getByLabel('Description').fill('Stalled on I-35E northbound');
    await expect(form.getByLabel('Deposit percentage (%)')).toHaveValue('15');
    await generate.click();
    await expect(toasts(admin).getByText('Please enter a final price to generate payment link.')).toBeVisible();
    await form.getByLabel('Final price ($)').fill('400.00');
    await form.getByLabel('Deposit percentage (%)').fill('120');
    await generate.click();
    await expect(toasts(admin).getByText('Please enter a valid deposit percentage (0-100)')).toBeVisible();
    await form.getByLabel('Deposit percentage (%)').fill('15');
    await generate.click();

    const result = admin.getByRole('region', { name: 'Payment Link Generated' });
    await expect(result).toBeVisible();
    const link = result.getByLabel('Payment link');
    await expect(link).toHaveValue(/\/payment\/[0-9a-f-]+\?code=[0-9A-Z]{9}$/);
    const url = await link.inputValue();
    await result.getByRole('button', { name: 'Copy' }).click();
    await expect(toasts(admin).getByText('Link Copied', { exact: true })).toBeVisible();
    expect(await admin.evaluate(() => navigator.clipboard.readText())).toBe(url);

    // The dispatcher opens the link, as the customer would from the text, and pays the deposit.
    const [customer] = await Promise.all([adminContext.waitForEvent('page'), result.getByRole('link', { name: 'Open' }).click()]);
    await customer.setViewportSize({ width: 390, height: 844 });
    await expect(customer.getByRole('heading', { level: 1, name: 'Pay Your Deposit' })).toBeVisible();
    await expect(customer.getByRole('region', { name: 'Payment Summary' })).toContainText('Total price$400.00');
    // A phone request was never offered on a page, so its terms come first; it had no address, so the shared one stands.
    await shareLocationAndPay(customer, '$60.00', { address: 'Lat: 32.77670, Lng: -96.79700', termsAsked: true });
    await payWithCard(customer, PAID_CARD);
    await expect(customer.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await customer.close();

    await expect(toasts(admin).getByText('Payment Received!', { exact: true })).toBeVisible();

    // Another one, deleted before it is paid: the request goes with its link.
    await result.getByRole('button', { name: 'Create Another Request' }).click();
    await form.getByLabel('Phone').fill('(214) 555-0175');
    await form.getByLabel('Make').fill('Ford');
    await form.getByLabel('Model').fill('F-150');
    await form.getByLabel('Year').fill('2020');
    await form.getByLabel('Service type').selectOption({ label: 'Lockout' });
    await form.getByLabel('Final price ($)').fill('85');
    await generate.click();
    await result.getByRole('button', { name: 'Delete' }).click();
    const confirm = admin.getByRole('alertdialog', { name: 'Delete Payment Link' });
    await expect(confirm).toContainText('Are you sure you want to delete this payment link? This action cannot be undone.');
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toasts(admin).getByText('Payment Link Deleted', { exact: true })).toBeVisible();
    await expect(form.getByLabel('Phone')).toHaveValue('');
  } finally {
    await adminContext.close();
  }
});
