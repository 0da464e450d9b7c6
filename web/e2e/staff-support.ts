import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { generate } from 'otplib';
import type { InvitationPageView, RecoveryCodesView } from '../../src/contracts/staff-views';
import { toasts } from './support/devices';
import { E2E_BASE_URL } from './support/env';
import { textsSentTo } from './support/twilio';

export const STAFF_PASSWORD = 'tow-truck-at-dawn-42';

export type Invitee = { name: string; email: string; phone: string; e164: string; role: 'owner' | 'dispatcher' | 'viewer' };

/**
 * A code from the authenticator app set up with `key` (as the page shows it, in groups of four), for
 * the time step `stepsAhead` steps from now. The server takes each step's code once and accepts the
 * next step's too (30 s either way), so the step after the one an account was made with signs in at once.
 */
export const codeFor = (key: string, stepsAhead = 0) =>
  generate({ secret: key.replace(/ /g, ''), epoch: Math.floor(Date.now() / 1000) + 30 * stepsAhead });

/** How many texts the invitee had before: their invitation is the next one. */
export const textsSoFar = async (invitee: Invitee) => (await textsSentTo(invitee.e164)).length;

/** The link the invitation texted to the invitee (the first text after `before`), as a path on this lane's server. */
export async function invitationPath(invitee: Invitee, before: number): Promise<string> {
  let body = '';
  await expect
    .poll(async () => {
      body = (await textsSentTo(invitee.e164)).slice(before).find((text) => text.body.includes('/admin/invite/'))?.body ?? '';
      return body;
    })
    .toContain(`invited you to the dispatch desk as ${invitee.role[0].toUpperCase()}${invitee.role.slice(1)}`);
  return new URL(/https?:\/\/\S+\/admin\/invite\/\S+/.exec(body)![0]).pathname;
}

/**
 * Through the API, for the steps a test is not about: invited by the owner, account made from the texted link, signed in with a code.
 * `options.baseURL` signs them in on that address of the lane's server (passkeys need a domain: localhost, not 127.0.0.1).
 */
export async function aSignedInMember(browser: Browser, owner: APIRequestContext, invitee: Invitee, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return (await aMemberWithApp(browser, owner, invitee, options)).context;
}

/** As aSignedInMember, with the authenticator app's key, for a test that signs them in again. */
export async function aMemberWithApp(
  browser: Browser,
  owner: APIRequestContext,
  invitee: Invitee,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; totpKey: string }> {
  const before = await textsSoFar(invitee);
  const invited = await owner.post('/api/admin/staff/invitations', { data: { name: invitee.name, email: invitee.email, phone: invitee.phone, role: invitee.role } });
  expect(invited.status()).toBe(201);
  const code = (await invitationPath(invitee, before)).split('/').pop()!;

  const anonymous = await browser.newContext({ baseURL: options.baseURL ?? E2E_BASE_URL, storageState: { cookies: [], origins: [] } });
  try {
    const opened = await anonymous.request.get(`/api/staff-invitations/${code}`);
    expect(opened.status()).toBe(200);
    const page = (await opened.json()) as InvitationPageView;
    expect((await anonymous.request.post(`/api/staff-invitations/${code}`, { data: { password: STAFF_PASSWORD, code: await codeFor(page.totpKey) } })).status()).toBe(204);

    expect(await (await anonymous.request.post('/api/admin/session', { data: { email: invitee.email, password: STAFF_PASSWORD } })).json()).toEqual({
      next: 'second_factor',
      methods: ['code'],
    });
    const signedIn = await anonymous.request.post('/api/admin/session/code', { data: { code: await codeFor(page.totpKey, 1) } });
    expect(await signedIn.json()).toEqual({ next: 'signed_in', staff: { email: invitee.email, name: invitee.name, role: invitee.role } });
    return { context: await browser.newContext({ ...options, storageState: await anonymous.storageState() }), totpKey: page.totpKey };
  } finally {
    await anonymous.close();
  }
}

/** Ten new recovery codes for whoever `member` is signed in as (the old ones stop working). */
export async function newRecoveryCodes(member: APIRequestContext): Promise<string[]> {
  const made = await member.post('/api/admin/me/recovery-codes');
  expect(made.status()).toBe(200);
  const { recoveryCodes } = (await made.json()) as RecoveryCodesView;
  expect(recoveryCodes).toHaveLength(10);
  return recoveryCodes;
}

/** Another browser signed in as the member, with their password and one of their recovery codes. */
export async function anotherDeviceWithRecoveryCode(browser: Browser, invitee: Invitee, code: string, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, ...options, storageState: { cookies: [], origins: [] } });
  expect((await context.request.post('/api/admin/session', { data: { email: invitee.email, password: STAFF_PASSWORD } })).status()).toBe(200);
  const signedIn = await context.request.post('/api/admin/session/code', { data: { code } });
  expect(await signedIn.json()).toMatchObject({ next: 'signed_in' });
  return context;
}

export const DESK = { width: 1366, height: 900 };
export const PHONE = { width: 390, height: 844 };

export const expectToast = (page: Page, title: string) => expect(toasts(page).getByText(title, { exact: true }).first()).toBeVisible();

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
}

/** Toasts come and go over the page; what is looked at below is the page itself. */
export async function closeToasts(page: Page) {
  for (const close of await toasts(page).getByRole('button', { name: 'Close toast' }).all()) await close.click();
  await expect(toasts(page).getByRole('listitem')).toHaveCount(0);
}

/** Both widths the desk is used at, each checked and looked at whole from the top: the screenshots go with the run's output. */
export async function atBothWidths(page: Page, name: string, check: () => Promise<void>) {
  await closeToasts(page);
  for (const [width, size] of [['1366', DESK], ['390', PHONE]] as const) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    await check();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(DESK);
}
