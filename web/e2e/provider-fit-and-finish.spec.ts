import type { Page } from '@playwright/test';
import { expect, test } from './support/admin-api';
import { DALLAS, phoneAt, toasts } from './support/devices';
import { aPaidTow } from './support/paid-tow';
import { takePhotosOnPage } from './support/photos';
import { arrivalCodeDialog, storedArrivalCode } from './support/provider-steps';
import { textsSentTo } from './support/twilio';

const PHONE = phoneAt(DALLAS);
const AGREEMENT = 'Provider Service Agreement';
const CONFIRM_COMPLETION = 'Complete this job? The customer will be asked to rate it.';

async function acceptAgreement(provider: Page) {
  const agreement = provider.getByRole('dialog', { name: AGREEMENT });
  await agreement.getByRole('checkbox', { name: 'I have read and agree' }).check();
  await agreement.getByRole('button', { name: 'Accept & Continue' }).click();
}

test('a provider business is greeted by its contact person, and completing the job is confirmed first', async ({
  browser,
  request,
  adminApi,
}) => {
  const business = await adminApi.addProvider({
    name: 'Lone Star Roadside',
    contactName: 'Maria Lopez',
    phone: '(972) 555-0184',
    email: 'dispatch@lonestar.example.com',
    vehicleInfo: 'Red Ford F-550 wrecker',
  });
  const tow = await aPaidTow(request, adminApi, '(214) 555-0184');
  const assigned = await adminApi.assign(tow.id, { providerId: business.id });

  await expect.poll(async () => (await textsSentTo('+12145550184')).map((text) => text.body).join('\n')).toContain(
    'Maria from Lone Star Roadside is your provider (Red Ford F-550 wrecker)',
  );

  const context = await browser.newContext(PHONE);
  const provider = await context.newPage();
  await provider.goto(`/provider/${assigned.providerJobId}`);
  await acceptAgreement(provider);
  await expect(provider.getByRole('heading', { level: 1 })).toHaveText('Hi Maria, here is your job');

  const statusUpdated = toasts(provider).getByText('Status Updated', { exact: true }).first();
  const status = provider.getByRole('region', { name: 'Job status' });
  await provider.getByRole('button', { name: 'Start Job', exact: true }).click();
  await expect(statusUpdated).toBeVisible();
  await expect(status).toContainText('En Route');

  // Arrived asks for the customer's code, on the phone's number pad; a wrong one keeps the dialog open, emptied for the next try.
  await provider.getByRole('button', { name: 'Arrived', exact: true }).click();
  const codeDialog = arrivalCodeDialog(provider);
  const codeBox = codeDialog.getByRole('textbox', { name: 'Arrival code from the customer' });
  await expect(codeBox).toBeFocused();
  await expect(codeBox).toHaveAttribute('inputmode', 'numeric');
  await expect(codeBox).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(codeBox).toHaveAccessibleDescription('Ask the customer for the 4-digit code on their tracking page.');
  const confirmArrival = codeDialog.getByRole('button', { name: 'Confirm Arrival' });
  await confirmArrival.click();
  // Each refusal is titled above its message.
  await expect(codeDialog.getByRole('alert')).toContainText('Arrival Code Required');
  await expect(codeDialog.getByRole('alert')).toContainText("Enter the customer's 4-digit arrival code to mark your arrival.");
  await codeBox.fill('0000');
  await confirmArrival.click();
  await expect(codeDialog.getByRole('alert')).toContainText('Wrong Arrival Code');
  await expect(codeDialog.getByRole('alert')).toContainText(
    "That is not the customer's arrival code. Ask them for the code on their tracking page (4 tries left).",
  );
  await expect(codeBox).toHaveValue('');
  await expect(codeBox).toBeFocused();
  await codeDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(codeDialog).toHaveCount(0);
  await expect(provider.getByRole('button', { name: 'Arrived', exact: true })).toBeFocused();
  await expect(status).toContainText('En Route');

  await provider.getByRole('button', { name: 'Arrived', exact: true }).click();
  await codeBox.fill(await storedArrivalCode(assigned.providerJobId));
  await confirmArrival.click();
  await expect(codeDialog).toHaveCount(0);
  await expect(status).toContainText('Arrived');
  await takePhotosOnPage(provider, 'Take Pickup Photos');
  await provider.getByRole('button', { name: 'Start Service', exact: true }).click();
  await expect(status).toContainText('In Progress');

  // The last step cannot be undone: it asks first, and Cancel leaves the job as it was.
  await provider.getByRole('button', { name: 'Complete Job', exact: true }).click();
  const confirm = provider.getByRole('alertdialog', { name: CONFIRM_COMPLETION });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(status).toContainText('In Progress');

  await takePhotosOnPage(provider, 'Take Completion Photos');
  await provider.getByRole('button', { name: 'Complete Job', exact: true }).click();
  await provider.getByRole('alertdialog', { name: CONFIRM_COMPLETION }).getByRole('button', { name: 'Complete Job' }).click();
  await expect(status).toContainText('Completed');
  await context.close();
});

test('a provider without a contact person is greeted by the whole business name', async ({ browser, request, adminApi }) => {
  const tow = await aPaidTow(request, adminApi, '(214) 555-0185');
  const assigned = await adminApi.assign(tow.id, { name: 'Ray Tow Co', phone: '(972) 555-0185' });
  const context = await browser.newContext(PHONE);
  const provider = await context.newPage();
  await provider.goto(`/provider/${assigned.providerJobId}`);
  await acceptAgreement(provider);
  await expect(provider.getByRole('heading', { level: 1 })).toHaveText('Hi Ray Tow Co, here is your job');
  await context.close();
});
