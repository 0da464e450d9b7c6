import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN_STORAGE_STATE } from './support/admin-session';
import { PHONE, toasts } from './support/devices';
import { E2E_BASE_URL, TWILIO_FROM } from './support/env';
import { anOpenTow } from './support/paid-tow';
import { textFrom, textsSentTo } from './support/twilio';

/**
 * Two-way SMS end to end: a text posted to the inbound webhook exactly as Twilio posts it (signed
 * with the SDK's helper) reaches the open inbox over the socket, and the dispatcher's reply leaves
 * through the outbox and the worker to the Twilio stand-in.
 */

/** A number of its own per test, apart from inbox.spec.ts's (2000–8999): other specs share the database. */
function aPhone(): { e164: string; display: string } {
  const line = String(9000 + Math.floor(Math.random() * 1000));
  return { e164: `+1214555${line}`, display: `(214) 555-${line}` };
}

const messagesInNav = (page: Page) =>
  page.getByRole('banner').getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Messages', exact: true });

/** The nav's count of unread texts, across every conversation (other specs leave some). */
async function unreadInNav(page: Page): Promise<number> {
  const description = await messagesInNav(page).getAttribute('aria-description');
  if (description === null) return 0;
  const match = /^(\d+) unread texts$/.exec(description);
  expect(match, `aria-description "${description}"`).not.toBeNull();
  return Number(match![1]);
}

async function expectUnreadInNav(page: Page, count: number): Promise<void> {
  const link = messagesInNav(page);
  if (count === 0) {
    await expect(link).not.toHaveAttribute('aria-description');
    await expect(link).toHaveText('Messages');
  } else {
    await expect(link).toHaveAttribute('aria-description', `${count} unread texts`);
    await expect(link).toHaveText(`Messages${count}`);
  }
}

const conversationItem = (page: Page, display: string) =>
  page.getByRole('list', { name: 'Conversations' }).getByRole('listitem').filter({ hasText: display });

/**
 * Opens the inbox and waits until the admin feed has let the page in (socket.io's connect ack for
 * '/admin'), so a text posted from here on is one the page must receive live. Returns the unread count.
 */
async function openInboxLive(page: Page): Promise<number> {
  let feedJoined = false;
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload === 'string' && payload.startsWith('40/admin,')) feedJoined = true;
    });
  });
  await page.goto('/admin/messages');
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Conversations' }).or(page.getByText('No texts yet'))).toBeVisible();
  await expect.poll(() => feedJoined, { message: 'the inbox joins the live admin feed' }).toBe(true);
  // Marks this document: had anything reloaded the page, the mark would be gone.
  await page.evaluate(() => document.documentElement.setAttribute('data-e2e-document', 'original'));
  return unreadInNav(page);
}

const stillTheSameDocument = (page: Page) =>
  expect(page.locator('html')).toHaveAttribute('data-e2e-document', 'original');

/** The 'New Text' toast for this sender's text. */
const newTextToast = (page: Page, display: string, body: string) =>
  toasts(page).getByRole('listitem').filter({ hasText: 'New Text' }).filter({ hasText: `From ${display}: ${body}` });

/** Types and sends a reply in the open thread; it shows as ours with a delivery status, and the stand-in gets it. */
async function replyAndSeeItSent(page: Page, thread: Locator, phone: string, reply: string): Promise<void> {
  const box = thread.getByRole('textbox', { name: 'Reply' });
  await box.fill(reply);
  await expect(thread.getByText(`${reply.length}/480`)).toBeVisible();
  await thread.getByRole('button', { name: 'Send' }).click();
  await expect(toasts(page).getByText('Reply Sent', { exact: true })).toBeVisible();
  await expect(box).toHaveValue('');

  const sent = thread.getByRole('listitem').filter({ hasText: reply });
  await expect(sent).toHaveAttribute('data-direction', 'outbound');
  await expect(sent).toContainText('Dispatcher reply');
  // Queued by the API at once; the worker hands it to Twilio, often before the thread's own refetch.
  await expect(sent.getByText(/^(Queued|Sending|Sent)$/)).toBeVisible();
  await expect(sent.getByText('Outbox only')).toHaveCount(0);
  // The open thread reads itself again while the reply is on its way: "Sent" shows without Refresh.
  await expect(sent.getByText('Sent', { exact: true })).toBeVisible({ timeout: 15_000 });

  // It really left through Twilio's Messages API, from our number, once.
  await expect
    .poll(async () => (await textsSentTo(phone)).filter((text) => text.body === reply))
    .toEqual([
      expect.objectContaining({
        to: phone,
        from: TWILIO_FROM,
        body: reply,
        statusCallback: `${E2E_BASE_URL}/api/sms/status`,
      }),
    ]);
}

test.describe('on the dispatcher desktop', () => {
  test.use({ storageState: ADMIN_STORAGE_STATE, viewport: { width: 1280, height: 900 } });

  test('an inbound text appears live in the open inbox and the reply goes out through Twilio', async ({ page, request }) => {
    const phone = aPhone();
    // A customer with an open request: their free texts are for a person (a new number's would start a request by text).
    await anOpenTow(request, phone.e164);
    const body = 'Flat tire on I-35 near exit 428, can someone come?';
    const unreadBefore = await openInboxLive(page);

    await textFrom(phone.e164, body);

    // No reload: the socket event alone brings the text in.
    await expect(newTextToast(page, phone.display, body)).toBeVisible();
    const item = conversationItem(page, phone.display);
    await expect(item).toContainText(body);
    await expect(item).toContainText('1 unread');
    await expectUnreadInNav(page, unreadBefore + 1);
    await stillTheSameDocument(page);

    await item.getByRole('button').click();
    await expect(page).toHaveURL(`/admin/messages?phone=${encodeURIComponent(phone.e164)}`);
    const thread = page.getByRole('region', { name: `Conversation with ${phone.display}` });
    await expect(thread.getByRole('listitem').filter({ hasText: body })).toHaveAttribute('data-direction', 'inbound');
    await expect(item).not.toContainText('unread');
    await expectUnreadInNav(page, unreadBefore);

    await replyAndSeeItSent(page, thread, phone.e164, 'A truck is on the way, about 20 minutes out.');
    await expect(item).toContainText('You: A truck is on the way, about 20 minutes out.');
    await stillTheSameDocument(page);
  });
});

test.describe('on a phone', () => {
  test.use({ ...PHONE, storageState: ADMIN_STORAGE_STATE });

  test('a dispatcher on a phone sees the text arrive, opens it from the toast and replies', async ({ page, request }) => {
    const phone = aPhone();
    // A customer with an open request: their free texts are for a person (a new number's would start a request by text).
    await anOpenTow(request, phone.e164);
    // Longer than a phone's row is wide: the list truncates it instead of widening the page.
    const body = 'Locked my keys in the car at the Galleria garage, level 3 by the Macy entrance';
    const unreadBefore = await openInboxLive(page);

    await textFrom(phone.e164, body);

    const toast = newTextToast(page, phone.display, body);
    await expect(toast).toBeVisible();
    const item = conversationItem(page, phone.display);
    await expect(item).toContainText(body);
    await expect(item).toContainText('1 unread');
    await expectUnreadInNav(page, unreadBefore + 1);
    await stillTheSameDocument(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await toast.getByRole('button', { name: 'Open' }).click();
    await expect(page).toHaveURL(`/admin/messages?phone=${encodeURIComponent(phone.e164)}`);
    await expect(toast).toBeHidden();
    const thread = page.getByRole('region', { name: `Conversation with ${phone.display}` });
    await expect(thread.getByRole('listitem').filter({ hasText: body })).toHaveAttribute('data-direction', 'inbound');
    await expect(page.getByRole('list', { name: 'Conversations' })).toBeHidden();
    await expectUnreadInNav(page, unreadBefore);

    await replyAndSeeItSent(page, thread, phone.e164, 'On our way. Stay near the car, we will call when close.');
    await stillTheSameDocument(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByRole('button', { name: 'Back to Conversations' }).click();
    await expect(item).toContainText('You: On our way.');
    await expect(item).not.toContainText('unread');
  });
});
