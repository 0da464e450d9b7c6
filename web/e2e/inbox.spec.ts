import { expect, test, type Page } from '@playwright/test';
import { ADMIN_STORAGE_STATE } from './support/admin-session';
import { anOpenTow } from './support/paid-tow';
import { textFrom, textsSentTo } from './support/twilio';

test.use({ storageState: ADMIN_STORAGE_STATE });

/** A number of its own per test: other specs share the database. */
function aPhone(): { e164: string; display: string } {
  const line = String(2000 + Math.floor(Math.random() * 7000));
  return { e164: `+1214555${line}`, display: `(214) 555-${line}` };
}

const conversationItem = (page: Page, display: string) =>
  page.getByRole('list', { name: 'Conversations' }).getByRole('listitem').filter({ hasText: display });

async function replyAndSeeItSent(page: Page, phone: { e164: string; display: string }, reply: string) {
  const { display } = phone;
  const thread = page.getByRole('region', { name: `Conversation with ${display}` });
  const box = thread.getByRole('textbox', { name: 'Reply' });
  await box.fill(reply);
  await expect(thread.getByText(`${reply.length}/480`)).toBeVisible();
  await thread.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Reply Sent')).toBeVisible();
  await expect(box).toHaveValue('');

  const sent = thread.getByRole('listitem').filter({ hasText: reply });
  await expect(sent).toHaveAttribute('data-direction', 'outbound');
  // The e2e server's Twilio is a loopback stand-in: the worker sends the text there, and the open
  // thread reads itself again while the reply is on its way, so "Sent" shows without Refresh.
  await expect(sent.getByText('Sent', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect.poll(async () => (await textsSentTo(phone.e164)).map((text) => text.body).filter((body) => body === reply)).toEqual([reply]);
  return thread;
}

test('the inbox lists an inbound text, opens its thread and queues the reply', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const phone = aPhone();
  // A customer with an open request: their free texts are for a person (a new number's would start a request by text).
  await anOpenTow(request, phone.e164);
  await textFrom(phone.e164, 'My car still will not start, is someone coming?');

  await page.goto('/admin/messages');
  await expect(page.getByRole('heading', { name: 'Messages' })).toBeVisible();
  const item = conversationItem(page, phone.display);
  await expect(item).toContainText('My car still will not start');
  await expect(item).toContainText('1 unread');
  const navMessages = page.getByRole('banner').getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Messages', exact: true });
  await expect(navMessages).toHaveAttribute('aria-description', /unread texts/);

  await item.getByRole('button').click();
  await expect(page).toHaveURL(/\/admin\/messages\?phone=%2B1214555/);
  const thread = page.getByRole('region', { name: `Conversation with ${phone.display}` });
  const inbound = thread.getByRole('listitem').filter({ hasText: 'My car still will not start' });
  await expect(inbound).toHaveAttribute('data-direction', 'inbound');
  await expect(item).not.toContainText('unread');

  await replyAndSeeItSent(page, phone, 'A tow truck is 10 minutes away.');
  await expect(item).toContainText('You: A tow truck is 10 minutes away.');
});

test('on a phone the inbox shows the list, then the thread with a way back', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const phone = aPhone();
  await anOpenTow(request, phone.e164);
  await textFrom(phone.e164, 'ARRIVED? I do not see the driver');

  await page.goto('/admin/messages');
  const item = conversationItem(page, phone.display);
  await expect(item).toContainText('1 unread');
  await expect(page.getByText('Select a conversation to read and reply')).toBeHidden();

  await item.getByRole('button').click();
  const thread = page.getByRole('region', { name: `Conversation with ${phone.display}` });
  await expect(thread).toBeVisible();
  await expect(page.getByRole('list', { name: 'Conversations' })).toBeHidden();
  await replyAndSeeItSent(page, phone, 'The driver is on the way.');

  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(390);

  await page.getByRole('button', { name: 'Back to Conversations' }).click();
  await expect(conversationItem(page, phone.display)).toBeVisible();
  await expect(thread).toBeHidden();
});
