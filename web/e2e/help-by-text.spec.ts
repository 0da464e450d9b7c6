import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { DALLAS, DESKTOP_ADMIN, PHONE, phoneAt, toasts } from './support/devices';
import { E2E_BASE_URL } from './support/env';
import { textFrom, textsSentTo } from './support/twilio';

/**
 * Help by text: a stranded driver asks for a truck entirely by SMS. The wording of the questions is
 * the server's to choose, so this spec only waits for each reply to arrive before answering, and
 * checks what the dispatcher's board and the driver's one-tap page show.
 *
 * Numbers of their own (682 area code): other specs share the database and the Twilio stand-in.
 */
const DRIVER = { e164: '+16825550141', display: '(682) 555-0141' };
const ONE_TAP_DRIVER = '+16825550142';
const CALLER = { e164: '+16825550143', display: '(682) 555-0143' };

/** Texts `body` from `phone` as Twilio would, then waits for the app's answer to reach the stand-in. */
async function answer(phone: string, body: string): Promise<void> {
  const before = (await textsSentTo(phone)).length;
  await textFrom(phone, body);
  await expect
    .poll(async () => (await textsSentTo(phone)).length, { message: `a reply to "${body}" from ${phone}`, timeout: 15_000 })
    .toBeGreaterThan(before);
}

/** The board, signed in and joined to the live feed; the document is marked so a reload would show. */
async function openBoard(browser: Browser): Promise<{ context: BrowserContext; admin: Page }> {
  const context = await browser.newContext(DESKTOP_ADMIN);
  const admin = await context.newPage();
  await admin.goto('/admin');
  await expect(admin.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(admin.getByText('Live updates on')).toBeVisible();
  await admin.evaluate(() => document.documentElement.setAttribute('data-e2e-document', 'original'));
  return { context, admin };
}

const stillTheSameDocument = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-e2e-document', 'original');

/** The n of 'Text Requests (n)', or 0 while the board shows no active request at all. */
async function textRequestCount(heading: Locator): Promise<number> {
  if (!(await heading.isVisible())) return 0;
  const match = /\((\d+)\)/.exec(await heading.innerText());
  return match ? Number(match[1]) : 0;
}

/** A detail of the Request Information card, by its label. */
const information = (page: Page, term: string) =>
  page
    .getByRole('region', { name: 'Request Information' })
    .locator('dl > div')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }) })
    .getByRole('definition');

test('a tow asked for entirely by text reaches the live board as a text request', async ({ browser }) => {
  const { context, admin } = await openBoard(browser);
  try {
    const board = admin.getByRole('tabpanel', { name: 'Active' });
    const textHeading = board.getByRole('heading', { name: /^Text Requests \(\d+\)$/ });
    await expect(textHeading.or(board.getByText('No active requests at the moment'))).toBeVisible();
    const before = await textRequestCount(textHeading);

    await answer(DRIVER.e164, 'tow');
    await answer(DRIVER.e164, '2100 Ross Ave, Dallas');
    await answer(DRIVER.e164, '3500 Main St, Dallas');
    await answer(DRIVER.e164, '2015 Honda Civic');
    await answer(DRIVER.e164, '1');

    // No reload: the socket event alone brings the request onto the board, in its own group.
    await expect(textHeading).toHaveText(`Text Requests (${before + 1})`, { timeout: 15_000 });
    const card = board.getByRole('region', { name: /^Text Requests/ }).getByRole('article').filter({ hasText: DRIVER.display });
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText('Towing');
    await expect(card.getByText('SMS', { exact: true })).toBeVisible();
    await expect(card).toContainText('2015 Honda Civic');
    await stillTheSameDocument(admin);

    await card.getByRole('link', { name: 'View Details' }).click();
    await expect(admin).toHaveURL(/\/admin\/request\/[^/]+$/);
    await expect(admin.getByRole('heading', { level: 1, name: /^Request / })).toBeVisible();
    await expect(admin.getByText('Text request', { exact: true })).toBeVisible();
    await expect(information(admin, 'Request Type')).toHaveText('SMS');
    await expect(information(admin, 'Service')).toContainText('Towing');
    await expect(information(admin, 'Vehicle')).toContainText('2015 Honda Civic');
    await expect(information(admin, 'Customer Phone')).toHaveText(DRIVER.display);
  } finally {
    await context.close();
  }
});

test('a driver shares the position with one tap from the link in the text, then goes back to the texts', async ({ browser }) => {
  const context = await browser.newContext(phoneAt(DALLAS));
  try {
    await answer(ONE_TAP_DRIVER, 'tow');
    await answer(ONE_TAP_DRIVER, 'LINK');
    const link = (await textsSentTo(ONE_TAP_DRIVER))
      .map((text) => new RegExp(`${E2E_BASE_URL}(/(?:es/)?locate/[A-Za-z0-9_-]+)`).exec(text.body)?.[1])
      .find((path) => path !== undefined);
    expect(link, 'a /locate link in the texts sent to the driver').toBeTruthy();

    const page = await context.newPage();
    await page.goto(link!);
    await expect(page.getByRole('heading', { level: 1, name: 'Share Your Location' })).toBeVisible();
    const textsBefore = (await textsSentTo(ONE_TAP_DRIVER)).length;
    await page.getByRole('button', { name: 'Share My Location' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Thank You' })).toBeVisible();
    // Without a geocoder the place has no words: the page says it was received, with no coordinates.
    await expect(page.getByText(/^Location received(: .+)?\. Go back to your texts: we just sent the next question\.$/)).toBeVisible();
    await expect(page.getByText(/Lat:|Lng:/)).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The conversation moved on: the next question is on its way.
    await expect.poll(async () => (await textsSentTo(ONE_TAP_DRIVER)).length, { timeout: 15_000 }).toBeGreaterThan(textsBefore);

    // The link opened again says the position is already in.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Location Already Received' })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('a driver who texts CALL puts a call-back alert in front of the dispatcher', async ({ browser }) => {
  const { context, admin } = await openBoard(browser);
  try {
    await answer(CALLER.e164, 'tow');
    // The inbox's own notice of the first text comes first, so the call-back alert is the one in front.
    await expect(toasts(admin).getByRole('listitem').filter({ hasText: `From ${CALLER.display}: tow` })).toBeVisible();
    await textFrom(CALLER.e164, 'CALL');

    const alert = toasts(admin).getByRole('listitem').filter({ hasText: 'Call Back Requested' });
    await expect(alert).toContainText(`${CALLER.display} asks a dispatcher to call them back`);
    await expect(alert.getByRole('button', { name: 'Call' })).toBeVisible();
    await alert.getByRole('button', { name: 'Open' }).click();
    await expect(admin).toHaveURL(`/admin/messages?phone=${encodeURIComponent(CALLER.e164)}`);
    await stillTheSameDocument(admin);
  } finally {
    await context.close();
  }
});

test.describe("on a driver's phone", () => {
  test.use(PHONE);

  test('an unknown location link says so, in English and in Spanish', async ({ page }) => {
    await page.goto('/locate/no-such-link');
    await expect(page.getByRole('heading', { level: 1, name: 'Link Not Found' })).toBeVisible();
    await expect(page.getByText('Reply to our text with a street address or intersection instead.', { exact: false })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.goto('/es/locate/no-such-link');
    await expect(page.getByRole('heading', { level: 1, name: 'Enlace no encontrado' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });

  test('the terms a YES by text accepts are a page of their own, in English and in Spanish', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(page.getByText('Last updated December 2024')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '4. Limitation of Liability' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.goto('/es/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Términos del Servicio' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByText('prevalece la versión en inglés', { exact: false })).toBeVisible();
  });
});
