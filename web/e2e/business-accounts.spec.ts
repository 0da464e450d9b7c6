import { readFile } from 'node:fs/promises';
import { request as playwrightRequest, type Page } from '@playwright/test';
import type { AccountDetailView, PartnerJobView } from '../../src/contracts/account-views';
import { expect, test } from './support/admin-api';
import { ADMIN_STORAGE_STATE, SIGNED_OUT } from './support/admin-session';
import { aFailingWebhookEndpoint, anAccount, anIssuedInvoice, aSignedInAccountMember, closeEveryToast, inviteToAccount, runTag, type AccountInvitee } from './support/business-accounts';
import { DESKTOP_ADMIN, PHONE, toasts } from './support/devices';
import { E2E_BASE_URL } from './support/env';
import { textsSentTo } from './support/twilio';
import { aSignedInMember, atBothWidths, codeFor, DESK, expectToast, STAFF_PASSWORD } from './staff-support';

/** Both widths, each checked, scanned and photographed (the run's output) once every toast is closed. */
async function lookAtBothWidths(page: Page, name: string, check: () => Promise<void>) {
  await closeEveryToast(page);
  await atBothWidths(page, name, check);
}

/** The first owner through the API, for the steps a test is not about. */
const ownerApi = () => playwrightRequest.newContext({ baseURL: E2E_BASE_URL, storageState: ADMIN_STORAGE_STATE });

test('an owner opens a business account on the desk and gives it an API key, shown once', async ({ browser }) => {
  test.setTimeout(120_000);
  const name = `Lone Star Fleet ${runTag()}`;
  const api = await ownerApi();
  const context = await browser.newContext({ ...DESKTOP_ADMIN, viewport: DESK });
  try {
    const owner = await context.newPage();
    await owner.goto('/admin');
    await owner.getByRole('banner').getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Accounts', exact: true }).click();
    await expect(owner).toHaveURL('/admin/accounts');
    await expect(owner.getByRole('heading', { level: 1, name: 'Business Accounts' })).toBeVisible();
    await expect(owner.getByRole('region', { name: 'Invoices' }).getByLabel('Show')).toHaveValue('open');

    // A blank form marks what it needs, the first field taking focus; the amounts are asked in dollars and percent.
    await owner.getByRole('button', { name: 'New Account' }).click();
    const dialog = owner.getByRole('dialog', { name: 'New Business Account' });
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect(dialog.getByLabel(/^Account name/)).toBeFocused();
    await expect(dialog.getByLabel(/^Account name/)).toHaveAccessibleDescription('Please enter the account’s name');
    await expect(dialog.getByLabel(/^Monthly credit limit/)).toHaveAccessibleDescription(/Please enter a monthly credit limit/);
    await dialog.getByLabel(/^Account name/).fill(name);
    await dialog.getByLabel(/^Billing contact/).fill('Maria Lopez');
    await dialog.getByLabel(/^Billing phone/).fill('(214) 555-0142');
    await dialog.getByLabel(/^Billing email/).fill('ap@lonestarfleet.example');
    await dialog.getByLabel(/^Terms/).selectOption({ label: 'Net 15' });
    await dialog.getByLabel(/^Discount/).fill('2.5');
    await dialog.getByLabel(/^Pricing/).selectOption({ label: 'By a dispatcher' });
    await dialog.getByLabel(/^Monthly credit limit/).fill('25,000');
    await dialog.getByRole('button', { name: 'Create Account' }).click();

    await expect(owner).toHaveURL(/\/admin\/accounts\/[0-9a-f-]{36}$/);
    const accountId = owner.url().split('/').pop()!;
    await expect(owner.getByRole('heading', { level: 1, name })).toBeVisible();
    const billing = owner.getByRole('region', { name: 'Billing' });
    for (const words of ['Maria Lopez', '(214) 555-0142', 'ap@lonestarfleet.example', 'Net 15', '2.5%', 'By a dispatcher', '$0.00 of $25,000']) {
      await expect(billing).toContainText(words);
    }
    const saved = (await (await api.get(`/api/admin/accounts/${accountId}`)).json()) as AccountDetailView;
    expect(saved.account).toMatchObject({ termsDays: 15, discountBps: 250, pricing: 'dispatcher', creditLimitCents: 2_500_000, billingEmail: 'ap@lonestarfleet.example' });

    // A new key is shown whole once, with Copy, and said plainly not to come back.
    const keys = owner.getByRole('region', { name: 'API Keys' });
    await expect(keys).toContainText('No API keys yet.');
    await keys.getByLabel(/^Key name/).fill('Fleet dispatch software');
    await expect(keys.getByRole('checkbox', { name: 'Send and cancel jobs' })).toBeChecked();
    await expect(keys.getByRole('checkbox', { name: 'Read jobs' })).toBeChecked();
    await keys.getByRole('button', { name: 'Create Key' }).click();
    const shown = keys.getByRole('textbox', { name: 'API key' });
    await expect(shown).toHaveValue(/^rsk_/);
    await expect(shown).toHaveAccessibleDescription('You will not see this key again. Copy it now and keep it somewhere safe.');
    const key = await shown.inputValue();
    await keys.getByRole('button', { name: 'Copy', exact: true }).click();
    await expectToast(owner, 'Copied');
    expect(await owner.evaluate(() => navigator.clipboard.readText())).toBe(key);
    const { keys: listed } = (await (await api.get(`/api/admin/accounts/${accountId}`)).json()) as AccountDetailView;
    expect(listed).toHaveLength(1);
    expect(key.startsWith(listed[0].prefix)).toBe(true);
    const row = keys.getByRole('list', { name: 'API keys' }).getByRole('listitem');
    await expect(row).toContainText('Fleet dispatch software');
    await expect(row).toContainText(`${listed[0].prefix}…`);
    await expect(row).toContainText('Active');
    await expect(row).toContainText('Never used');
    expect(await row.innerText()).not.toContain(key);

    await lookAtBothWidths(owner, 'desk-account', async () => {
      await expect(shown).toBeVisible();
      await expect(billing).toBeVisible();
    });

    // The key works against the partner API; once dismissed it is gone from the page, and a reload never brings it back.
    const partner = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL, storageState: SIGNED_OUT, extraHTTPHeaders: { Authorization: `Bearer ${key}` } });
    expect((await partner.get('/api/partner/v1/jobs')).status()).toBe(200);
    await partner.dispose();
    await keys.getByRole('button', { name: 'Done' }).click();
    await expect(shown).toHaveCount(0);
    await owner.reload();
    await expect(owner.getByRole('region', { name: 'API Keys' }).getByRole('list', { name: 'API keys' })).toContainText('Fleet dispatch software');
    await expect(owner.getByRole('textbox', { name: 'API key' })).toHaveCount(0);
    await expect(owner.getByText(key)).toHaveCount(0);

    // The list shows the account's month against its limit.
    await owner.getByRole('link', { name: 'Back to Accounts' }).click();
    const accounts = owner.getByRole('table', { name: 'Business accounts' });
    const accountRow = accounts.getByRole('row', { name: new RegExp(name) });
    await expect(accountRow).toContainText('$0.00 of $25,000');
    await expect(accountRow).toContainText('Net 15');
    await lookAtBothWidths(owner, 'desk-accounts', async () => {
      await expect(accounts).toBeVisible();
    });

    // A dispatcher reads the accounts and their keys; the changes are the owners'.
    const tag = runTag();
    const dispatcherContext = await aSignedInMember(browser, api, { name: 'Dana R.', email: `dana.${tag}@example.com`, phone: '(214) 555-0375', e164: '+12145550375', role: 'dispatcher' }, { viewport: DESK });
    try {
      const dispatcher = await dispatcherContext.newPage();
      await dispatcher.goto('/admin/accounts');
      await expect(dispatcher.getByRole('table', { name: 'Business accounts' }).getByRole('row', { name: new RegExp(name) })).toBeVisible();
      await expect(dispatcher.getByRole('button', { name: 'New Account' })).toHaveCount(0);
      await dispatcher.getByRole('link', { name }).click();
      await expect(dispatcher.getByRole('region', { name: 'API Keys' })).toContainText('Fleet dispatch software');
      for (const control of ['Edit Account', 'Create Key', 'Revoke Fleet dispatch software', 'Send Invitation']) await expect(dispatcher.getByRole('button', { name: control })).toHaveCount(0);
    } finally {
      await dispatcherContext.close();
    }
  } finally {
    await context.close();
    await api.dispose();
  }
});

test('an account admin joins from the texted invitation, signs in at /business, sends a job and follows it, and the driver’s link opens their tracking page', async ({ browser }) => {
  test.setTimeout(180_000);
  const tag = runTag();
  const api = await ownerApi();
  const account = await anAccount(api, `Trinity Dealers ${tag}`);
  const ana: AccountInvitee = { name: 'Ana Ruiz', email: `ana.${tag}@trinitydealers.example`, phone: '(214) 555-0371', e164: '+12145550371', role: 'account_admin' };
  const driverPhone = '+12145550372';
  const context = await browser.newContext({ viewport: DESK, storageState: SIGNED_OUT });
  const driverContext = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.goto(await inviteToAccount(api, account.id, ana));
    await expect(page.getByRole('heading', { level: 1, name: 'Set up your business account sign-in' })).toBeVisible();
    await expect(page.getByText('Ana Ruiz, Account admin')).toBeVisible();
    const key = (await page.getByText(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/).textContent())!;
    await page.getByLabel(/^Password/).fill(STAFF_PASSWORD);
    await page.getByLabel('Enter the 6-digit code').fill(await codeFor(key));
    await page.getByRole('button', { name: 'Create My Account' }).click();
    await expect(page.getByRole('heading', { name: 'Your account is ready.' })).toBeVisible();

    // Their Sign In is the portal's, not the desk's.
    await page.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/business');
    await expect(page.getByRole('heading', { level: 1, name: 'Business Sign In' })).toBeVisible();
    await lookAtBothWidths(page, 'portal-sign-in', async () => {
      await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    });
    await page.getByLabel('Email').fill(ana.email);
    await page.getByLabel('Password', { exact: true }).fill(STAFF_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Enter the 6-digit code' })).toBeFocused();
    await page.getByRole('textbox', { name: '6-digit code' }).fill(await codeFor(key, 1));
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header).toContainText(account.name);
    await expect(header).toContainText('Ana Ruiz');
    await expect(header.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    const nav = header.getByRole('navigation', { name: 'Business' });
    for (const link of ['Jobs', 'Invoices', 'Developers', 'People']) await expect(nav.getByRole('link', { name: link, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No jobs yet' })).toBeVisible();

    // The New Job form keeps the public form's rule: a blank form names what is missing and focuses the first field.
    await page.getByRole('link', { name: 'New Job' }).click();
    await expect(page).toHaveURL('/business/jobs/new');
    await page.getByRole('button', { name: 'Send Job' }).click();
    await expectToast(page, 'Missing Information');
    await expect(page.getByLabel(/^Driver’s mobile phone/)).toBeFocused();
    await page.getByLabel(/^Driver’s mobile phone/).fill('(214) 555-0372');
    await page.getByLabel(/^Year/).fill('2018');
    await page.getByLabel(/^Make/).fill('Ford');
    await page.getByLabel(/^Model/).fill('Transit');
    await page.getByLabel(/^Vehicle type/).selectOption('Van');
    await page.getByLabel(/^What happened/).fill('Will not start in the lot.');
    await page.getByLabel(/^Your reference/).fill(`WO-${tag}`);
    await page.getByLabel(/^Pickup address/).fill('2200 Ross Ave, Dallas, TX');
    await page.getByRole('button', { name: 'Send Job' }).click();
    await expectToast(page, 'Missing Destination');
    await expect(page.getByLabel(/^Tow to/)).toBeFocused();
    await page.getByLabel(/^Tow to/).fill('400 S Houston St, Dallas, TX');
    await lookAtBothWidths(page, 'portal-new-job', async () => {
      await expect(page.getByRole('button', { name: 'Send Job' })).toBeVisible();
    });
    await page.getByRole('button', { name: 'Send Job' }).click();

    await expect(page).toHaveURL(/\/business\/jobs\/[0-9a-f-]{36}$/);
    const jobId = page.url().split('/').pop()!;
    await expect(page.getByRole('heading', { level: 1, name: 'Towing' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Received');
    await expect(page.getByRole('region', { name: 'Driver and Vehicle' })).toContainText('2018 Ford Transit (Van)');
    await expect(page.getByRole('region', { name: 'Driver and Vehicle' })).toContainText(`WO-${tag}`);
    await expect(page.getByRole('region', { name: 'Where' })).toContainText('400 S Houston St, Dallas, TX');
    const trackingLink = page.getByRole('textbox', { name: 'Driver’s tracking page' });
    const trackingUrl = await trackingLink.inputValue();
    expect(trackingUrl).toMatch(/\/track\/\S+$/);
    await lookAtBothWidths(page, 'portal-job', async () => {
      await expect(page.getByRole('button', { name: 'Cancel Job' })).toBeVisible();
    });

    // The driver is texted on the account's behalf, with the same tracking page, which opens on their phone.
    let text = '';
    await expect
      .poll(async () => {
        text = (await textsSentTo(driverPhone)).map((sent) => sent.body).find((body) => body.includes('/track/')) ?? '';
        return text;
      })
      .toContain(`${account.name} asked us to send you help`);
    expect(text).toContain(trackingUrl);
    const driver = await driverContext.newPage();
    await driver.goto(new URL(trackingUrl).pathname);
    await expect(driver.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(driver.getByRole('main')).toContainText(`Help sent on behalf of ${account.name}: there is nothing to pay`);
    await expect(driver.getByRole('main')).toContainText('2018 Ford Transit');
    await driver.screenshot({ path: test.info().outputPath('driver-tracking-390.png'), fullPage: true });

    // The list shows the open job with its status in words and the driver's link; the job is cancelled before the work starts.
    await page.getByRole('link', { name: 'Back to Jobs' }).click();
    const open = page.getByRole('list', { name: 'Open jobs' });
    await expect(open.getByRole('listitem')).toHaveCount(1);
    await expect(open).toContainText('Received');
    await expect(open).toContainText(`WO-${tag}`);
    await expect(open.getByRole('link', { name: 'Driver’s tracking page' })).toHaveAttribute('href', trackingUrl);
    await lookAtBothWidths(page, 'portal-jobs', async () => {
      await expect(open).toBeVisible();
    });
    await open.getByRole('link', { name: /Towing · 2018 Ford Transit/ }).click();
    await expect(page).toHaveURL(`/business/jobs/${jobId}`);
    await page.getByRole('button', { name: 'Cancel Job' }).click();
    await page.getByRole('alertdialog', { name: 'Cancel this job?' }).getByRole('button', { name: 'Cancel Job' }).click();
    await expectToast(page, 'Job Cancelled');
    await expect(page.getByRole('button', { name: 'Cancel Job' })).toHaveCount(0);
    await expect(page.getByRole('main')).toContainText('Cancelled');
    const job = (await (await context.request.get(`/api/business/jobs/${jobId}`)).json()) as PartnerJobView;
    expect(job.status).toBe('cancelled');
    await page.getByRole('link', { name: 'Back to Jobs' }).click();
    await expect(page.getByRole('list', { name: 'Past jobs' })).toContainText(`WO-${tag}`);
    await expect(page.getByText('No open jobs right now.')).toBeVisible();

    // The account admin's own pages: keys and webhooks, and the people.
    await nav.getByRole('link', { name: 'Developers', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Developers' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'API Reference' })).toHaveAttribute('href', '/api/docs');
    const webhooks = page.getByRole('region', { name: 'Webhook Endpoints' });
    await expect(webhooks).toContainText('No webhook endpoints yet.');

    // An endpoint's deliveries say what was sent and how it went, in words; a failed one is sent again with Replay.
    await aFailingWebhookEndpoint(account.id, 'https://hooks.trinitydealers.example/roadside');
    await page.reload();
    const endpoint = webhooks.getByRole('list', { name: 'Webhook endpoints' }).getByRole('listitem').first();
    await expect(endpoint).toContainText('https://hooks.trinitydealers.example/roadside');
    await expect(endpoint).toContainText('Failing');
    await expect(endpoint).toContainText('Provider assigned, Job completed');
    const showDeliveries = endpoint.getByRole('button', { name: 'Deliveries' });
    await expect(showDeliveries).toHaveAttribute('aria-expanded', 'false');
    await showDeliveries.click();
    await expect(showDeliveries).toHaveAttribute('aria-expanded', 'true');
    const deliveries = endpoint.getByRole('list', { name: 'Deliveries' }).getByRole('listitem');
    await expect(deliveries).toHaveCount(1);
    for (const words of ['Provider assigned', 'Failed', 'HTTP 500', '3 attempts']) await expect(deliveries.first()).toContainText(words);
    await deliveries.first().getByRole('button', { name: /^Replay Provider assigned from / }).click();
    await expectToast(page, 'Delivery Queued');
    await expect(deliveries).toHaveCount(2);
    await lookAtBothWidths(page, 'portal-developers', async () => {
      await expect(page.getByRole('button', { name: 'Create Key' })).toBeVisible();
      await expect(deliveries.first()).toBeVisible();
    });
    await nav.getByRole('link', { name: 'People', exact: true }).click();
    await expect(page.getByRole('list', { name: 'People' })).toContainText('Ana Ruiz');
    await lookAtBothWidths(page, 'portal-people', async () => {
      await expect(page.getByRole('button', { name: 'Send Invitation' })).toBeVisible();
    });

    await header.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Business Sign In' })).toBeVisible();
    expect((await context.request.get('/api/business/me')).status()).toBe(401);
  } finally {
    await context.close();
    await driverContext.close();
    await api.dispose();
  }
});

test('a requester downloads the month’s invoice from the portal as a PDF and a CSV, and has no Developers page', async ({ browser }) => {
  test.setTimeout(120_000);
  const tag = runTag();
  const api = await ownerApi();
  const account = await anAccount(api, `Metro Insurers ${tag}`);
  const ben: AccountInvitee = { name: 'Ben Okafor', email: `ben.${tag}@metroinsurers.example`, phone: '(214) 555-0373', e164: '+12145550373', role: 'requester' };
  const context = await aSignedInAccountMember(browser, api, account.id, ben, { viewport: DESK, acceptDownloads: true });
  try {
    const sent = await context.request.post('/api/business/jobs', {
      data: { phone: '(214) 555-0374', vehicleYear: '2020', vehicleMake: 'Honda', vehicleModel: 'Civic', vehicleType: 'Car', serviceType: 'Jump Start', locationAddress: '1500 Marilla St, Dallas, TX', reference: `CLAIM-${tag}` },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const job = (await sent.json()) as PartnerJobView;
    const invoice = await anIssuedInvoice(account.id, { requestId: job.id, description: 'Jump Start, 2020 Honda Civic, Marilla St', reference: `CLAIM-${tag}`, cents: 18_500 });
    // The job itself is not what this test follows: cancelled, it leaves the desk's board as other tests expect it.
    expect((await context.request.post(`/api/business/jobs/${job.id}/cancel`)).status()).toBe(200);

    const page = await context.newPage();
    await page.goto('/business');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Business' });
    await expect(nav.getByRole('link', { name: 'Developers', exact: true })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'People', exact: true })).toHaveCount(0);
    await nav.getByRole('link', { name: 'Invoices', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
    const row = page.getByRole('table', { name: 'Invoices' }).getByRole('row', { name: new RegExp(invoice.number) });
    for (const words of ['October 2026', '$185.00', 'Open']) await expect(row).toContainText(words);
    await lookAtBothWidths(page, 'portal-invoices', async () => {
      await expect(row).toBeVisible();
    });

    const [pdf] = await Promise.all([page.waitForEvent('download'), row.getByRole('link', { name: `Download ${invoice.number} as PDF` }).click()]);
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    expect((await readFile((await pdf.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
    const [csv] = await Promise.all([page.waitForEvent('download'), row.getByRole('link', { name: `Download ${invoice.number} as CSV` }).click()]);
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    expect(await readFile((await csv.path())!, 'utf8')).toContain(`CLAIM-${tag}`);

    // A requester's old link to an admin's page says whose it is.
    await page.goto('/business/developers');
    await expect(page.getByRole('heading', { level: 1, name: 'Developers' })).toBeVisible();
    await expect(page.getByText('Only your account’s admins can use this page.')).toBeVisible();
    await expect(toasts(page).getByRole('listitem')).toHaveCount(0);
  } finally {
    await context.close();
    await api.dispose();
  }
});
