import { randomBytes, randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import pg from 'pg';
import type { AccountBody, BusinessAccountView, InvoiceView } from '../../../src/contracts/account-views';
import type { InvitationPageView } from '../../../src/contracts/staff-views';
import { codeFor, STAFF_PASSWORD } from '../staff-support';
import { toasts } from './devices';
import { E2E_BASE_URL, e2eServerEnv } from './env';
import { textsSentTo } from './twilio';

/** A person of a business account, as the tests invite them: a real US mobile (the stand-in takes every text). */
export type AccountInvitee = { name: string; email: string; phone: string; e164: string; role: 'account_admin' | 'requester' };

/** Names unique to this run: the lane's database lives as long as its server, and specs may run again on it. */
export const runTag = () => randomBytes(3).toString('hex');

/** An account made by the owner through the API, for the tests that are not about making one. */
export async function anAccount(owner: APIRequestContext, name: string, overrides: Partial<AccountBody> = {}): Promise<BusinessAccountView> {
  const body: AccountBody = { name, billingName: 'Maria Lopez', billingPhone: '(214) 555-0142', termsDays: 30, discountBps: 0, pricing: 'dispatcher', creditLimitCents: 2_500_000, ...overrides };
  const created = await owner.post('/api/admin/accounts', { data: body });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as BusinessAccountView;
}

/** The link the invitation texted to the invitee (the first text after `before`), as a path on this lane's server. */
export async function accountInvitationPath(invitee: AccountInvitee, before: number): Promise<string> {
  let body = '';
  await expect
    .poll(async () => {
      body = (await textsSentTo(invitee.e164)).slice(before).find((text) => text.body.includes('/admin/invite/'))?.body ?? '';
      return body;
    })
    .toContain('/admin/invite/');
  return new URL(/https?:\/\/\S+\/admin\/invite\/\S+/.exec(body)![0]).pathname;
}

/** The owner invites them to the account from the desk; the path their text links to. */
export async function inviteToAccount(owner: APIRequestContext, accountId: string, invitee: AccountInvitee): Promise<string> {
  const before = (await textsSentTo(invitee.e164)).length;
  const invited = await owner.post(`/api/admin/accounts/${accountId}/members`, { data: { name: invitee.name, email: invitee.email, phone: invitee.phone, role: invitee.role } });
  expect(invited.status(), await invited.text()).toBe(204);
  return accountInvitationPath(invitee, before);
}

/** Through the API, for the steps a test is not about: invited by the owner, sign-in set up from the texted link, signed in with a code. */
export async function aSignedInAccountMember(browser: Browser, owner: APIRequestContext, accountId: string, invitee: AccountInvitee, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const code = (await inviteToAccount(owner, accountId, invitee)).split('/').pop()!;
  const anonymous = await browser.newContext({ baseURL: E2E_BASE_URL, storageState: { cookies: [], origins: [] } });
  try {
    const page = (await (await anonymous.request.get(`/api/staff-invitations/${code}`)).json()) as InvitationPageView;
    expect((await anonymous.request.post(`/api/staff-invitations/${code}`, { data: { password: STAFF_PASSWORD, code: await codeFor(page.totpKey) } })).status()).toBe(204);
    expect((await anonymous.request.post('/api/admin/session', { data: { email: invitee.email, password: STAFF_PASSWORD } })).status()).toBe(200);
    const signedIn = await anonymous.request.post('/api/admin/session/code', { data: { code: await codeFor(page.totpKey, 1) } });
    expect(await signedIn.json()).toMatchObject({ next: 'signed_in', staff: { email: invitee.email, role: invitee.role } });
    return await browser.newContext({ ...options, storageState: await anonymous.storageState() });
  } finally {
    await anonymous.close();
  }
}

/**
 * An issued invoice for last month, written as the monthly run writes it (which runs only on the 1st): one
 * job's line at `cents`. The number is the run's own, so specs on one database never share it.
 */
export async function anIssuedInvoice(accountId: string, job: { requestId: string; description: string; reference: string | null; cents: number }): Promise<Pick<InvoiceView, 'id' | 'number' | 'month'>> {
  const id = randomUUID();
  const number = `INV-E2E-${runTag().toUpperCase()}`;
  const month = '2026-10';
  const lines = [{ requestId: job.requestId, at: '2026-10-14T15:00:00.000Z', kind: 'job', description: job.description, partnerReference: job.reference, cents: job.cents }];
  const db = new pg.Client({ connectionString: e2eServerEnv.DATABASE_URL });
  await db.connect();
  try {
    await db.query(
      `insert into account_invoices (id, account_id, number, month, lines, subtotal_cents, discount_bps, discount_cents, total_cents, issued_at, due_at, status, created_at)
       values ($1, $2, $3, $4, $5, $6, 0, 0, $6, now(), now() + interval '30 days', 'open', now())`,
      [id, accountId, number, month, JSON.stringify(lines), job.cents],
    );
  } finally {
    await db.end();
  }
  return { id, number, month };
}

/** Closes the toasts one at a time: one on its way out still has its button for a moment, so only those staying are pressed. */
export async function closeEveryToast(page: Page) {
  const staying = toasts(page).locator('[data-sonner-toast]:not([data-removed="true"])').getByRole('button', { name: 'Close toast' });
  while ((await staying.count()) > 0) await staying.first().click();
  await expect(toasts(page).getByRole('listitem')).toHaveCount(0);
}

/**
 * A webhook endpoint with one delivery that failed, as the sender leaves them: the endpoint's address must
 * resolve to a public host to be registered through the API, which a test's machine has none of.
 */
export async function aFailingWebhookEndpoint(accountId: string, url: string): Promise<{ endpointId: string; deliveryId: string }> {
  const endpointId = randomUUID();
  const deliveryId = randomUUID();
  const db = new pg.Client({ connectionString: e2eServerEnv.DATABASE_URL });
  await db.connect();
  try {
    await db.query(
      `insert into partner_webhook_endpoints (id, account_id, url, events, secret_sealed, failing_since, created_at)
       values ($1, $2, $3, array['job.assigned', 'job.completed'], 'not-a-sealed-secret', now() - interval '2 hours', now() - interval '3 days')`,
      [endpointId, accountId, url],
    );
    await db.query(
      `insert into partner_webhook_deliveries (id, endpoint_id, account_id, event_id, event_type, body, status, attempts, last_status_code, last_error, last_attempt_at, created_at)
       values ($1, $2, $3, $4, 'job.assigned', '{}', 'failed', 3, 500, 'The endpoint answered 500', now() - interval '1 hour', now() - interval '2 hours')`,
      [deliveryId, endpointId, accountId, randomUUID()],
    );
  } finally {
    await db.end();
  }
  return { endpointId, deliveryId };
}
