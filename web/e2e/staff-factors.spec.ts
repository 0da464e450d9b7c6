import { readFile } from 'node:fs/promises';
import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from './support/admin-api';
import { ADMIN_STORAGE_STATE } from './support/admin-session';
import { E2E_BASE_URL } from './support/env';
import { anOpenTow } from './support/paid-tow';
import {
  aMemberWithApp,
  anotherDeviceWithRecoveryCode,
  aSignedInMember,
  atBothWidths,
  DESK,
  expectToast,
  newRecoveryCodes,
  STAFF_PASSWORD,
  type Invitee,
} from './staff-support';

// An email is the staff's once per server: a run of its own each, should the spec be run again on the same one.
const run = Date.now().toString(36);
const OLIVE: Invitee = { name: 'Olive P.', email: `olive.${run}@example.com`, phone: '(214) 555-0221', e164: '+12145550221', role: 'owner' };
const REX: Invitee = { name: 'Rex C.', email: `rex.${run}@example.com`, phone: '(214) 555-0222', e164: '+12145550222', role: 'dispatcher' };
const OTTO: Invitee = { name: 'Otto D.', email: `otto.${run}@example.com`, phone: '(214) 555-0223', e164: '+12145550223', role: 'owner' };
const DANA: Invitee = { name: 'Dana M.', email: `dana.m.${run}@example.com`, phone: '(214) 555-0224', e164: '+12145550224', role: 'dispatcher' };

/** A passkey's relying party must be a domain: the lane's server under the name localhost rather than 127.0.0.1. */
const PASSKEY_BASE_URL = E2E_BASE_URL.replace('127.0.0.1', 'localhost');

const RECOVERY_CODE = /^[a-z2-9]{5}-[a-z2-9]{5}$/;

/** Chromium's own virtual authenticator: a platform passkey that verifies the person until told otherwise. */
async function aVirtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return { cdp, authenticatorId };
}

async function signInWithPassword(page: Page, invitee: Invitee) {
  await page.getByLabel('Email').fill(invitee.email);
  await page.getByLabel('Password', { exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function signOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
}

test('an owner adds a passkey, keeps the recovery codes shown once, and signs in with the passkey', async ({ browser, playwright }) => {
  test.setTimeout(90_000);
  const ownerApi = await playwright.request.newContext({ storageState: ADMIN_STORAGE_STATE });
  const context = await aSignedInMember(browser, ownerApi, OLIVE, { viewport: DESK, baseURL: PASSKEY_BASE_URL });
  try {
    const page = await context.newPage();
    const { cdp, authenticatorId } = await aVirtualAuthenticator(page);

    // Every role reaches their own sign-in from the header.
    await page.goto('/admin');
    await page.getByRole('banner').getByRole('link', { name: /My sign-in/ }).click();
    await expect(page).toHaveURL(/\/admin\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My sign-in' })).toBeVisible();
    const passkeys = page.getByRole('region', { name: 'Passkeys' });
    await expect(passkeys).toContainText('You have no passkeys yet.');
    await expect(page.getByRole('region', { name: 'Authenticator app' })).toContainText('On.');
    // Their app came with no recovery codes: the first second factor set up here brings them.
    await expect(page.getByRole('region', { name: 'Recovery codes', exact: true })).toContainText('0 of 10 left');
    const devices = page.getByRole('region', { name: 'Signed-in devices' });
    await expect(devices.getByRole('listitem')).toHaveCount(1);
    await expect(devices.getByRole('listitem')).toContainText('This device');

    // The first passkey comes with the person's first recovery codes: shown once, to copy or download.
    await passkeys.getByRole('button', { name: 'Add a Passkey' }).click();
    await expectToast(page, 'Passkey Added');
    await expect(passkeys.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem')).toHaveCount(1);
    const once = page.getByRole('region', { name: 'Your recovery codes' });
    await expect(once.getByRole('heading', { name: 'Your recovery codes' })).toBeFocused();
    await expect(once).toContainText('Keep these codes somewhere safe. Each one signs you in once if you lose your passkey and your phone.');
    const codes = once.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    for (const code of await codes.allTextContents()) expect(code).toMatch(RECOVERY_CODE);
    const [download] = await Promise.all([page.waitForEvent('download'), once.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe('dfw-roadside-recovery-codes.txt');
    const saved = await readFile(await download.path(), 'utf8');
    expect(saved).toContain(`DFW Roadside recovery codes for ${OLIVE.email}`);
    for (const code of await codes.allTextContents()) expect(saved).toContain(code);
    await expect(page.getByRole('region', { name: 'Recovery codes', exact: true })).toContainText('10 of 10 left');

    await atBothWidths(page, 'account', async () => {
      await expect(once.getByRole('button', { name: 'I saved my codes' })).toBeVisible();
      await expect(passkeys.getByRole('button', { name: /^Remove / })).toBeVisible();
    });
    await once.getByRole('button', { name: 'I saved my codes' }).click();
    await expect(once).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Recovery codes', exact: true })).toBeFocused();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'My sign-in' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your recovery codes' })).toHaveCount(0);

    // Signed out from the board, the password leads to the passkey: a prompt closed unused says so, and the passkey then signs in.
    await page.goto('/admin');
    await signOut(page);
    await signInWithPassword(page, OLIVE);
    const step = page.getByRole('heading', { level: 2, name: /Confirm it.s you/ });
    await expect(step).toBeFocused();
    await expect(page.getByRole('textbox', { name: '6-digit code' })).toBeVisible();
    await atBothWidths(page, 'second-step', async () => {
      await expect(page.getByRole('button', { name: 'Use your passkey' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Use a recovery code' })).toBeVisible();
    });
    await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: false });
    await page.getByRole('button', { name: 'Use your passkey' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The passkey was not used.' })).toHaveText('The passkey was not used. Try again, or enter the 6-digit code.');
    await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: true });
    await page.getByRole('button', { name: 'Use your passkey' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByText(`Signed in as ${OLIVE.name} (Owner)`)).toBeVisible();

    // The passkey's page now says when it was last used.
    await page.goto('/admin/account');
    await expect(passkeys.getByRole('listitem')).toContainText('Last used');
  } finally {
    await context.close();
    await ownerApi.dispose();
  }
});

test('a recovery code signs in once, and the same code is refused the second time', async ({ browser, playwright }) => {
  test.setTimeout(90_000);
  const ownerApi = await playwright.request.newContext({ storageState: ADMIN_STORAGE_STATE });
  const context = await aSignedInMember(browser, ownerApi, REX, { viewport: DESK });
  try {
    const page = await context.newPage();
    await page.goto('/admin/account');
    const recovery = page.getByRole('region', { name: 'Recovery codes', exact: true });
    await expect(recovery).toContainText('0 of 10 left');
    await recovery.getByRole('button', { name: 'Make New Codes' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Make new recovery codes?' });
    await expect(confirm).toContainText('The codes you have now stop working.');
    await confirm.getByRole('button', { name: 'Make New Codes' }).click();
    const once = page.getByRole('region', { name: 'Your recovery codes' });
    const code = (await once.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').first().textContent())!;
    expect(code).toMatch(RECOVERY_CODE);
    await once.getByRole('button', { name: 'I saved my codes' }).click();
    await expect(recovery).toContainText('10 of 10 left');

    // The code field takes a recovery code once its link says so; signed in, they are back where they signed out.
    await signOut(page);
    await signInWithPassword(page, REX);
    await expect(page.getByRole('heading', { name: 'Enter the 6-digit code' })).toBeFocused();
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    const field = page.getByRole('textbox', { name: 'Recovery code' });
    await expect(field).toBeFocused();
    await field.fill(code.toUpperCase());
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My sign-in' })).toBeVisible();
    await expect(recovery).toContainText('9 of 10 left');

    // The same code again is the server's to refuse, in its words under the field.
    await signOut(page);
    await signInWithPassword(page, REX);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await field.fill(code);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(field).toHaveAccessibleDescription('That recovery code is not right, or it was already used. Each code works once.');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/admin\/login$/);
  } finally {
    await context.close();
    await ownerApi.dispose();
  }
});

test("an owner signs out another of their devices, which is sent to sign in at its next step", async ({ browser, playwright }) => {
  test.setTimeout(90_000);
  const ownerApi = await playwright.request.newContext({ storageState: ADMIN_STORAGE_STATE });
  const { context: laptop } = await aMemberWithApp(browser, ownerApi, OTTO, { viewport: DESK });
  const [code] = await newRecoveryCodes(laptop.request);
  const phone = await anotherDeviceWithRecoveryCode(browser, OTTO, code, { viewport: { width: 390, height: 844 } });
  try {
    const other = await phone.newPage();
    await other.goto('/admin');
    await expect(other.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();

    const page = await laptop.newPage();
    await page.goto('/admin/account');
    const devices = page.getByRole('region', { name: 'Signed-in devices' });
    const rows = devices.getByRole('listitem');
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: 'This device' })).toHaveCount(1);
    const elsewhere = rows.filter({ hasNotText: 'This device' });
    await expect(elsewhere.getByRole('button', { name: /^Sign out / })).toHaveText('Sign Out');
    await expect(devices.getByRole('button', { name: 'Sign Out Everywhere Else' })).toBeVisible();
    await elsewhere.getByRole('button', { name: /^Sign out / }).click();
    await expectToast(page, 'Device Signed Out');
    await expect(rows).toHaveCount(1);
    await expect(devices).toContainText('You are not signed in anywhere else.');
    await expect(devices.getByRole('button', { name: 'Sign Out Everywhere Else' })).toHaveCount(0);

    // The phone finds out at its next step.
    await other.getByRole('banner').getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Staff', exact: true }).click();
    await expect(other).toHaveURL(/\/admin\/login$/);
    await expect(other.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    // This one stays signed in.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'My sign-in' })).toBeVisible();
  } finally {
    await laptop.close();
    await phone.close();
    await ownerApi.dispose();
  }
});

test("an owner opens a dispatcher's page from the staff list and finds the price they set", async ({ browser, playwright, request, adminApi }) => {
  test.setTimeout(90_000);
  const ownerApi = await playwright.request.newContext({ storageState: ADMIN_STORAGE_STATE });
  const dispatcher = await aSignedInMember(browser, ownerApi, DANA, { viewport: DESK });
  const owner = await browser.newContext({ viewport: DESK, storageState: ADMIN_STORAGE_STATE });
  const tow = await anOpenTow(request, '(214) 555-0225');
  try {
    expect((await dispatcher.request.post(`/api/admin/requests/${tow.id}/price`, { data: { priceCents: 14000 } })).status()).toBe(204);

    const page = await owner.newPage();
    await page.goto('/admin/staff');
    await page.getByRole('table', { name: 'Staff members' }).getByRole('link', { name: DANA.name }).click();
    await expect(page.getByRole('heading', { level: 1, name: DANA.name })).toBeVisible();
    const details = page.getByRole('region', { name: 'Details' });
    await expect(details).toContainText(DANA.email);
    await expect(details).toContainText(DANA.phone);
    await expect(details.getByRole('combobox', { name: `Role of ${DANA.name}` })).toHaveValue('dispatcher');
    const factors = page.getByRole('region', { name: 'Second factors' });
    await expect(factors.locator('dt')).toHaveText(['Passkeys', 'Authenticator app']);
    await expect(factors.locator('dd')).toHaveText(['0', 'Yes']);
    await expect(page.getByRole('region', { name: 'Signed-in devices' }).getByRole('listitem')).toHaveCount(1);
    const actions = page.getByRole('list', { name: `Last actions of ${DANA.name}` }).getByRole('listitem');
    await expect(actions).toHaveCount(1);
    await expect(actions).toContainText('Set price of $140.00');
    const group = page.getByRole('group', { name: `Actions for ${DANA.name}` });
    for (const name of ['Send Reset Link', 'Sign Out Everywhere', `Deactivate ${DANA.name}`]) await expect(group.getByRole('button', { name })).toBeVisible();

    await atBothWidths(page, 'member', async () => {
      await expect(actions.getByRole('link', { name: /^Request / })).toBeVisible();
    });

    // Signed out everywhere, the dispatcher's browser is no longer signed in, and the page shows no device.
    await group.getByRole('button', { name: 'Sign Out Everywhere' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Sign ${DANA.name} out everywhere?` });
    await confirm.getByRole('button', { name: 'Sign Out Everywhere' }).click();
    await expectToast(page, 'Signed Out Everywhere');
    await expect(page.getByRole('region', { name: 'Signed-in devices' })).toContainText('Not signed in anywhere.');
    expect((await dispatcher.request.get('/api/admin/session')).status()).toBe(401);

    // The action links to its request's page.
    await actions.getByRole('link', { name: /^Request / }).click();
    await expect(page).toHaveURL(`/admin/request/${tow.id}`);
    await expect(page.getByRole('region', { name: 'Activity Log' })).toContainText(`by ${DANA.name}`);
  } finally {
    await owner.close();
    await dispatcher.close();
    await ownerApi.dispose();
  }
  await adminApi.remove(tow.id);
});
