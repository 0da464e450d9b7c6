import { expect, test } from './support/admin-api';
import { ADMIN_STORAGE_STATE, SIGNED_OUT } from './support/admin-session';
import { aPaidTow, anOpenTow } from './support/paid-tow';
import { aSignedInMember, atBothWidths, codeFor, DESK, expectToast, invitationPath, STAFF_PASSWORD, textsSoFar, type Invitee } from './staff-support';

// An email is the staff's once per server: a run of its own each, should the spec be run again on the same one.
const run = Date.now().toString(36);
const DANA: Invitee = { name: 'Dana R.', email: `dana.${run}@example.com`, phone: '(214) 555-0211', e164: '+12145550211', role: 'dispatcher' };
const VIC: Invitee = { name: 'Vic V.', email: `vic.${run}@example.com`, phone: '(214) 555-0213', e164: '+12145550213', role: 'viewer' };

test('an owner invites a dispatcher who sets a password and an authenticator app, signs in with a code, and prices a request in their own name', async ({
  browser,
  request,
  adminApi,
}) => {
  // Two people's journeys, each across several pages.
  test.setTimeout(150_000);
  const ownerContext = await browser.newContext({ viewport: DESK, storageState: ADMIN_STORAGE_STATE });
  const inviteeContext = await browser.newContext({ viewport: DESK, storageState: SIGNED_OUT });
  const tow = await anOpenTow(request, '(214) 555-0212');
  try {
    const owner = await ownerContext.newPage();
    await owner.goto('/admin');
    await owner.getByRole('banner').getByRole('link', { name: 'Staff', exact: true }).click();
    await expect(owner.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    const members = owner.getByRole('table', { name: 'Staff members' });
    await expect(members.getByRole('row', { name: /dispatch@example\.com/ })).toContainText('You');

    // The server's refusal of a number it cannot text shows under the field, the rest kept.
    const invite = owner.getByRole('region', { name: 'Invite Someone' });
    await invite.getByLabel('Name').fill(DANA.name);
    await invite.getByLabel('Email').fill(DANA.email);
    await invite.getByLabel('Mobile phone').fill('555');
    await invite.getByLabel('Role').selectOption({ label: 'Dispatcher' });
    await invite.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(invite.getByLabel('Mobile phone')).toHaveAccessibleDescription(/Please enter a US mobile number we can text/);
    await expect(invite.getByLabel('Mobile phone')).toBeFocused();
    await invite.getByLabel('Mobile phone').fill(DANA.phone);
    const textsBefore = await textsSoFar(DANA);
    await invite.getByRole('button', { name: 'Send Invitation' }).click();
    await expectToast(owner, `Invitation sent to ${DANA.name}`);
    await expect(invite.getByLabel('Name')).toHaveValue('');
    const pending = owner.getByRole('list', { name: 'Pending invitations' });
    await expect(pending).toContainText(`${DANA.name} · Dispatcher`);
    await expect(pending).toContainText('(214) 555-0211');
    await expect(pending.getByRole('button', { name: `Revoke the invitation to ${DANA.name}` })).toBeVisible();

    await atBothWidths(owner, 'staff', async () => {
      await expect(members).toBeVisible();
      await expect(owner.getByRole('combobox', { name: 'Role of dispatch' })).toBeVisible();
    });

    // The invitee opens the texted link, signed out.
    const joining = await inviteeContext.newPage();
    await joining.goto(await invitationPath(DANA, textsBefore));
    await expect(joining.getByRole('heading', { level: 1, name: 'Join the dispatch desk' })).toBeVisible();
    await expect(joining.getByText('Dana R., Dispatcher')).toBeVisible();
    await expect(joining.getByRole('img', { name: `QR code that adds DFW Roadside (${DANA.email}) to an authenticator app` })).toBeVisible();
    await expect(joining.getByText('Can’t scan? Enter this key:')).toBeVisible();
    const key = (await joining.getByText(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/).textContent())!;
    await atBothWidths(joining, 'invite', async () => {
      await expect(joining.getByRole('button', { name: 'Create My Account' })).toBeVisible();
    });

    // Its label ends in the required mark; the field's 'Show password' button is not it.
    const password = joining.getByLabel(/^Password/);
    const code = joining.getByLabel('Enter the 6-digit code');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await password.fill('too-short');
    await code.fill(await codeFor(key));
    await joining.getByRole('button', { name: 'Create My Account' }).click();
    await expect(password).toHaveAccessibleDescription(/Use at least 12 characters\./);
    // A code that is not the app's is the server's to refuse; it says so under the code.
    await password.fill(STAFF_PASSWORD);
    await code.fill('000000');
    await joining.getByRole('button', { name: 'Create My Account' }).click();
    await expect(code).toHaveAccessibleDescription(/That code is not right\. Enter the 6-digit code your authenticator app shows now\./);
    await code.fill(await codeFor(key));
    await joining.getByRole('button', { name: 'Create My Account' }).click();
    await expect(joining.getByRole('heading', { name: 'Your account is ready.' })).toBeVisible();

    // Signing in asks for the app's code after the password; the account's own code is spent, so the next step's is used.
    await joining.getByRole('link', { name: 'Sign In' }).click();
    await expect(joining).toHaveURL('/admin/login');
    await joining.getByLabel('Email').fill(DANA.email);
    await joining.getByLabel('Password', { exact: true }).fill(STAFF_PASSWORD);
    await joining.getByRole('button', { name: 'Sign In', exact: true }).click();
    // The step's heading takes focus, so a screen reader starts at its top; the app alone offers no passkey.
    await expect(joining.getByRole('heading', { name: 'Enter the 6-digit code' })).toBeFocused();
    await expect(joining.getByRole('button', { name: 'Use your passkey' })).toHaveCount(0);
    const signInCode = joining.getByRole('textbox', { name: '6-digit code' });
    await expect(signInCode).toHaveAttribute('inputmode', 'numeric');
    await expect(signInCode).toHaveAttribute('autocomplete', 'one-time-code');
    await signInCode.fill('000000');
    await joining.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(signInCode).toHaveAccessibleDescription('That code is not right, or it was just used. Enter the 6-digit code your authenticator app shows now.');
    await atBothWidths(joining, 'sign-in-code', async () => {
      await expect(joining.getByRole('button', { name: 'Back to email and password' })).toBeVisible();
    });
    await signInCode.fill(await codeFor(key, 1));
    await joining.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(joining.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(joining.getByText('Signed in as Dana R. (Dispatcher)')).toBeVisible();
    const nav = joining.getByRole('banner').getByRole('navigation', { name: 'Admin' });
    await expect(nav.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Staff', exact: true })).toHaveCount(0);

    // The dispatcher prices a waiting request; the activity log names them.
    await joining.goto(`/admin/request/${tow.id}`);
    const setPrice = joining.getByRole('region', { name: 'Set Price for Service' });
    await setPrice.getByLabel('Service price').fill('140');
    await setPrice.getByRole('button', { name: 'Set Price' }).click();
    await expectToast(joining, 'Price set to $140.00');
    await expect(joining.getByRole('region', { name: 'Activity Log' })).toContainText(`by ${DANA.name}`);

    // The staff page is the owner's alone.
    await joining.goto('/admin/staff');
    await expect(joining.getByText('Only owners can manage the staff.')).toBeVisible();

    // The owner's list now has them as a member with 2-step sign-in on, and no invitation waiting.
    await owner.reload();
    const dana = members.getByRole('row', { name: DANA.email });
    await expect(dana).toContainText('Active');
    await expect(dana).toContainText('On');
    await expect(owner.getByText('No invitations are waiting.')).toBeVisible();
    await atBothWidths(owner, 'staff-members', async () => {
      await expect(dana.getByRole('button', { name: `Deactivate ${DANA.name}` })).toBeVisible();
      await expect(dana.getByRole('combobox', { name: `Role of ${DANA.name}` })).toHaveValue('dispatcher');
    });
  } finally {
    await ownerContext.close();
    await inviteeContext.close();
  }
  await adminApi.remove(tow.id);
});

test('a viewer sees a paid request without its Refund button, and the server refuses them the refund; an owner deactivates them', async ({
  browser,
  playwright,
  request,
  adminApi,
}) => {
  test.setTimeout(90_000);
  const ownerApi = await playwright.request.newContext({ storageState: ADMIN_STORAGE_STATE });
  const ownerContext = await browser.newContext({ viewport: DESK, storageState: ADMIN_STORAGE_STATE });
  const viewerContext = await aSignedInMember(browser, ownerApi, VIC, { viewport: DESK });
  const tow = await aPaidTow(request, adminApi, '(214) 555-0214');
  try {
    // The owner's page of the same request has the button, so its absence below is the role's doing.
    const owner = await ownerContext.newPage();
    await owner.goto(`/admin/request/${tow.id}`);
    await expect(owner.getByRole('region', { name: 'Payment', exact: true }).getByRole('button', { name: 'Refund & Cancel' })).toBeVisible();

    const viewer = await viewerContext.newPage();
    await viewer.goto(`/admin/request/${tow.id}`);
    const payment = viewer.getByRole('region', { name: 'Payment', exact: true });
    await expect(payment).toContainText('Deposit Paid');
    await expect(payment.getByRole('button')).toHaveCount(0);
    await expect(viewer.getByRole('region', { name: 'Provider Management' })).toContainText('No provider is assigned yet.');
    await expect(viewer.getByRole('button', { name: /Assign Provider|Delete Request|Send Offer|Offer to/ })).toHaveCount(0);
    await expect(viewer.getByRole('region', { name: 'Activity Log' })).toBeVisible();
    await atBothWidths(viewer, 'viewer-request', async () => {
      await expect(payment).toContainText('Deposit Paid');
    });

    const refused = await viewerContext.request.post(`/api/admin/requests/${tow.id}/refund`);
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'role_forbidden', message: 'Your role (Viewer) cannot do this. Ask an owner if you need to.' });

    // Their chrome offers only what they may open; the board has no request to take by phone.
    await viewer.goto('/admin');
    await expect(viewer.getByText('Signed in as Vic V. (Viewer)')).toBeVisible();
    const nav = viewer.getByRole('banner').getByRole('navigation', { name: 'Admin' });
    await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'Insights', 'Providers', 'Rates']);
    await expect(viewer.getByRole('tab', { name: 'Phone Request' })).toHaveCount(0);
    await viewer.goto('/admin/rates');
    await expect(viewer.getByText('Only owners can change the rate card.')).toBeVisible();
    await expect(viewer.getByRole('button', { name: 'Save New Version' })).toHaveCount(0);
    await viewer.goto('/admin/providers');
    await expect(viewer.getByRole('heading', { level: 1, name: 'Providers' })).toBeVisible();
    await expect(viewer.getByRole('button', { name: 'Add Provider' })).toHaveCount(0);

    // Deactivated, they are signed out at once.
    await owner.goto('/admin/staff');
    // The staff list's row (the security log below names them too).
    const vic = owner.getByRole('row', { name: `${VIC.name} ${VIC.email}` });
    await vic.getByRole('button', { name: `Deactivate ${VIC.name}` }).click();
    const confirm = owner.getByRole('alertdialog', { name: `Deactivate ${VIC.name}?` });
    await expect(confirm).toContainText('They are signed out at once.');
    await confirm.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await expectToast(owner, 'Member Deactivated');
    await expect(vic).toContainText('Deactivated');
    await expect(vic.getByRole('button', { name: `Reactivate ${VIC.name}` })).toBeVisible();
    expect((await viewerContext.request.get('/api/admin/session')).status()).toBe(401);
  } finally {
    await ownerContext.close();
    await viewerContext.close();
    await ownerApi.dispose();
  }
  await adminApi.refund(tow.id);
  await adminApi.remove(tow.id);
});
