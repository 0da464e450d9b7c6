import { expect, type APIRequestContext, type Browser, type BrowserContext, type BrowserContextOptions } from '@playwright/test';
import { generate } from 'otplib';
import type { InvitationPageView } from '../../src/contracts/staff-views';
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

/** Through the API, for the steps a test is not about: invited by the owner, account made from the texted link, signed in with a code. */
export async function aSignedInMember(browser: Browser, owner: APIRequestContext, invitee: Invitee, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const before = await textsSoFar(invitee);
  const invited = await owner.post('/api/admin/staff/invitations', { data: { name: invitee.name, email: invitee.email, phone: invitee.phone, role: invitee.role } });
  expect(invited.status()).toBe(201);
  const code = (await invitationPath(invitee, before)).split('/').pop()!;

  const anonymous = await browser.newContext({ baseURL: E2E_BASE_URL, storageState: { cookies: [], origins: [] } });
  try {
    const opened = await anonymous.request.get(`/api/staff-invitations/${code}`);
    expect(opened.status()).toBe(200);
    const page = (await opened.json()) as InvitationPageView;
    expect((await anonymous.request.post(`/api/staff-invitations/${code}`, { data: { password: STAFF_PASSWORD, code: await codeFor(page.totpKey) } })).status()).toBe(204);

    expect(await (await anonymous.request.post('/api/admin/session', { data: { email: invitee.email, password: STAFF_PASSWORD } })).json()).toEqual({ next: 'code' });
    const signedIn = await anonymous.request.post('/api/admin/session/code', { data: { code: await codeFor(page.totpKey, 1) } });
    expect(await signedIn.json()).toEqual({ next: 'signed_in', staff: { email: invitee.email, name: invitee.name, role: invitee.role } });
    return await browser.newContext({ ...options, storageState: await anonymous.storageState() });
  } finally {
    await anonymous.close();
  }
}
