import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import type { AmountBody, CreateOnlineRequestBody } from '../../src/contracts/request-bodies';
import type { CustomerRequestView } from '../../src/contracts/request-views';
import { expect, test } from './support/admin-api';
import { DESKTOP_ADMIN, PHONE, toasts } from './support/devices';

/** POST /api/requests is rate limited per address and other specs share it: 3 requests here, one per test. */
const lockout: CreateOnlineRequestBody = {
  phone: '(214) 555-0163',
  vehicleYear: '2020',
  vehicleMake: 'Toyota',
  vehicleModel: 'RAV4',
  vehicleType: 'SUV',
  serviceType: 'Lockout Service',
  locationAddress: '1900 Elm St, Dallas, TX',
  useGps: false,
};

const TERMS = 'Terms of Service and Liability Agreement';
const AGREE = 'I have read and agree to the Terms of Service and Liability Agreement';


async function createRequest(request: APIRequestContext): Promise<CustomerRequestView & { trackingId: string }> {
  const response = await request.post('/api/requests', { data: lockout });
  expect(response.status()).toBe(201);
  return (await response.json()) as CustomerRequestView & { trackingId: string };
}

async function counterOffer(request: APIRequestContext, trackingId: string, amountCents: number) {
  const response = await request.post(`/api/track/${trackingId}/counter-offer`, { data: { amountCents } satisfies AmountBody });
  expect(response.status()).toBe(200);
  expect(((await response.json()) as CustomerRequestView).customerCounterOfferCents).toBe(amountCents);
}

test('dispatcher and customer negotiate a price live, and the customer accepts the final offer through the terms', async ({
  browser,
  request,
  adminApi,
}) => {
  const created = await createRequest(request);
  const adminContext = await browser.newContext(DESKTOP_ADMIN);
  const customerContext = await browser.newContext(PHONE);
  try {
    const admin = await adminContext.newPage();
    await admin.goto(`/admin/request/${created.id}`);
    await expect(admin.getByRole('heading', { name: `Request ${created.trackingId}` })).toBeVisible();

    const customer = await customerContext.newPage();
    await customer.goto(`/track/${created.trackingId}`);
    await expect(customer.getByText('Live', { exact: true })).toBeVisible();

    // The dispatcher prices the request; the preview shows the 15% deposit before it is sent.
    const setPrice = admin.getByRole('region', { name: 'Set Price for Service' });
    await setPrice.getByLabel('Service price').fill('12.345');
    await setPrice.getByRole('button', { name: 'Set Price' }).click();
    await expect(toasts(admin).getByText('Invalid Price', { exact: true })).toBeVisible();
    await expect(toasts(admin).getByText('Please enter a valid price', { exact: true })).toBeVisible();
    await setPrice.getByLabel('Service price').fill('125.50');
    await expect(setPrice).toContainText('$18.83');
    await expect(setPrice).toContainText('$106.67');
    await setPrice.getByRole('button', { name: 'Set Price' }).click();
    await expect(toasts(admin).getByText('Price set to $125.50', { exact: true })).toBeVisible();
    await expect(setPrice).toHaveCount(0);
    await expect(admin.getByRole('region', { name: 'Pricing', exact: true })).toContainText('$125.50');

    // No reload on the customer's phone: the offer arrives over the socket.
    const offer = customer.getByRole('region', { name: 'Your Price Offer' });
    await expect(offer).toContainText('$125.50');
    await expect(offer).toContainText('Deposit due now by card (15%)$18.83');
    await expect(offer).toContainText('Paid to the provider on site (85%)$106.67');
    await offer.getByRole('button', { name: 'Counter-Offer', exact: true }).click();
    await offer.getByLabel('Your counter-offer').fill('100');
    await offer.getByRole('button', { name: 'Send Counter-Offer' }).click();
    await expect(toasts(customer).getByText('Counter-Offer Sent', { exact: true })).toBeVisible();
    await expect(toasts(customer).getByText('Your counter-offer of $100.00 has been sent to the admin.')).toBeVisible();
    const waiting = customer.getByRole('region', { name: 'Counter-Offer Sent' });
    await expect(waiting).toContainText('Your counter-offer of $100.00 is with the dispatcher.');
    await expect(waiting.getByRole('button')).toHaveCount(0);

    // No reload on the dispatcher's side either: an alert and the counter-offer card.
    await expect(toasts(admin).getByText('Counter-Offer Received', { exact: true })).toBeVisible();
    const counter = admin.getByRole('region', { name: 'Customer Counter-Offer' });
    await expect(counter).toContainText('Your price$125.50');
    await expect(counter).toContainText("Customer's counter-offer$100.00");
    await counter.getByLabel('Final counter-offer').fill('110');
    await counter.getByRole('button', { name: 'Send Final Offer' }).click();
    await expect(toasts(admin).getByText('Final offer sent', { exact: true })).toBeVisible();
    await expect(counter).toHaveCount(0);
    await expect(admin.getByText('Final offer of $110.00 sent — waiting for the customer')).toBeVisible();

    const finalOffer = customer.getByRole('region', { name: 'Final Offer' });
    await expect(finalOffer).toContainText('$110.00');
    await expect(finalOffer).toContainText('Original price$125.50');
    await expect(finalOffer).toContainText('Your counter-offer$100.00');
    await expect(finalOffer.getByRole('button', { name: 'Counter-Offer', exact: true })).toHaveCount(0);
    await finalOffer.getByRole('button', { name: 'Accept Final Offer' }).click();

    const terms = customer.getByRole('dialog', { name: TERMS });
    await expect(terms).toBeVisible();
    const acceptTerms = terms.getByRole('button', { name: 'Accept & Continue' });
    await expect(acceptTerms).toBeDisabled();
    await terms.getByRole('checkbox', { name: AGREE }).check();
    await expect(acceptTerms).toBeEnabled();
    await acceptTerms.click();

    await expect(toasts(customer).getByText('Offer Accepted', { exact: true })).toBeVisible();
    await expect(toasts(customer).getByText("You've accepted the price of $110.00. Redirecting to payment...")).toBeVisible();
    await expect(customer).toHaveURL(`/payment/${created.id}?code=${created.trackingId}`);

    // Newest first: the four steps, in the order they happened.
    const activity = admin.getByRole('region', { name: 'Activity Log' });
    await expect(activity).toContainText('Accepted offer of $110.00');
    const entries = await activity.getByRole('listitem').allInnerTexts();
    const steps = [
      'Accepted offer of $110.00',
      'Made final counter-offer of $110.00',
      'Made counter-offer of $100.00',
      'Set price of $125.50',
    ].map((step) => entries.findIndex((entry) => entry.includes(step)));
    expect(steps.every((index) => index >= 0)).toBe(true);
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    await expect(admin.getByRole('region', { name: 'Pricing', exact: true })).toContainText('$110.00');

    // Back on the tracking page, the agreed price waits for its deposit.
    await customer.goto(`/track/${created.trackingId}`);
    const payment = customer.getByRole('region', { name: 'Payment Required' });
    await expect(payment).toContainText('Total price$110.00');
    await expect(payment).toContainText('Deposit due now by card (15%)$16.50');
    await expect(payment).toContainText('Paid to the provider on site (85%)$93.50');
    await expect(payment.getByRole('link', { name: 'Proceed to Payment' })).toHaveAttribute('href', `/payment/${created.id}?code=${created.trackingId}`);
  } finally {
    await adminContext.close();
    await customerContext.close();
  }
  await adminApi.remove(created.id);
});

test('rejecting the final offer cancels the request and goes home after 2 seconds', async ({ browser, request, adminApi }) => {
  const created = await createRequest(request);
  await adminApi.setPrice(created.id, 150_00);
  await counterOffer(request, created.trackingId, 90_00);
  await adminApi.finalOffer(created.id, 130_00);

  const customerContext = await browser.newContext(PHONE);
  try {
    const customer = await customerContext.newPage();
    await customer.goto(`/track/${created.trackingId}`);
    const finalOffer = customer.getByRole('region', { name: 'Final Offer' });
    await expect(finalOffer).toContainText('$130.00');
    await finalOffer.getByRole('button', { name: 'Reject Offer' }).click();

    const confirm = customer.getByRole('alertdialog', { name: 'Reject Final Offer' });
    await expect(confirm.getByRole('button', { name: 'Keep Offer' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Reject Offer' }).click();
    const rejectedAt = Date.now();

    await expect(toasts(customer).getByText('Offer Rejected', { exact: true })).toBeVisible();
    await expect(toasts(customer).getByText('Request has been cancelled. Redirecting to home page...')).toBeVisible();
    await expect(customer).toHaveURL(`/track/${created.trackingId}`);
    await expect(customer).toHaveURL('/', { timeout: 5_000 });
    expect(Date.now() - rejectedAt).toBeGreaterThanOrEqual(1_800);
  } finally {
    await customerContext.close();
  }
  await adminApi.remove(created.id);
});

test('declining the terms keeps the offer open and says why', async ({ browser, request, adminApi }) => {
  const created = await createRequest(request);
  await adminApi.setPrice(created.id, 85_00);

  const customerContext = await browser.newContext(PHONE);
  try {
    const customer = await customerContext.newPage();
    await customer.goto(`/track/${created.trackingId}`);
    const offer = customer.getByRole('region', { name: 'Your Price Offer' });
    await expect(offer).toContainText('$85.00');

    await offer.getByRole('button', { name: 'Counter-Offer', exact: true }).click();
    await offer.getByLabel('Your counter-offer').fill('eighty');
    await offer.getByRole('button', { name: 'Send Counter-Offer' }).click();
    await expect(toasts(customer).getByText('Invalid Amount', { exact: true })).toBeVisible();
    await expect(toasts(customer).getByText('Please enter a valid counter-offer amount.')).toBeVisible();
    await expect(offer.getByLabel('Your counter-offer')).toBeFocused();

    await offer.getByRole('button', { name: 'Accept Offer' }).click();
    const terms = customer.getByRole('dialog', { name: TERMS });
    await expect(terms).toContainText('at least $500,000');
    await terms.getByRole('button', { name: 'View Full Terms' }).click();
    await expect(terms).toContainText('Last updated December 2024');
    await expect(terms).toContainText('courts of Dallas County, Texas');
    await expect(terms).toContainText('30 days’ notice');
    const axe = await new AxeBuilder({ page: customer }).include('[role="dialog"]').analyze();
    const serious = axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    await terms.getByRole('button', { name: 'Hide Full Terms' }).click();
    await expect(terms.getByRole('button', { name: 'Accept & Continue' })).toBeDisabled();
    await terms.getByRole('button', { name: 'Decline' }).click();

    await expect(terms).toHaveCount(0);
    await expect(toasts(customer).getByText('Agreement Required', { exact: true })).toBeVisible();
    await expect(toasts(customer).getByText('You must accept the terms to proceed with the offer.')).toBeVisible();
    await expect(offer.getByRole('button', { name: 'Accept Offer' })).toBeFocused();
    await expect(customer).toHaveURL(`/track/${created.trackingId}`);

    // Not remembered as accepted: the modal shows again.
    await offer.getByRole('button', { name: 'Accept Offer' }).click();
    await expect(customer.getByRole('dialog', { name: TERMS })).toBeVisible();
  } finally {
    await customerContext.close();
  }
  await adminApi.remove(created.id);
});
