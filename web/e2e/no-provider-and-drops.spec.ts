import pg from 'pg';
import { expect, test } from './support/admin-api';
import { DALLAS, PHONE, phoneAt } from './support/devices';
import { e2eServerEnv } from './support/env';
import { aPaidTow } from './support/paid-tow';
import { textsSentTo } from './support/twilio';

/** Nobody took the paid request in the wait promised: the customer was asked, as the server's watch asks. */
async function askedAfterTheWait(requestId: string): Promise<void> {
  const db = new pg.Client({ connectionString: e2eServerEnv.DATABASE_URL });
  await db.connect();
  try {
    await db.query(`update customer_requests set deposit_paid_at = now() - interval '21 minutes', no_provider_asked_at = now() where id = $1`, [requestId]);
  } finally {
    await db.end();
  }
}

test('a customer nobody took the job of can keep waiting, then cancel with the deposit refunded in full', async ({ browser, request, adminApi }) => {
  const tow = await aPaidTow(request, adminApi, '(214) 555-0471');
  await askedAfterTheWait(tow.id);
  const context = await browser.newContext(PHONE);
  try {
    const customer = await context.newPage();
    await customer.goto(`/track/${tow.trackingId}`);
    const panel = customer.getByRole('region', { name: 'No Provider Yet' });
    await expect(panel).toContainText('Sorry, no provider has taken your request yet.');
    // Its own refund takes the plain cancel's place.
    await expect(customer.getByRole('region', { name: 'Cancel Request' })).toHaveCount(0);
    // The page reads its request again as its live feed joins: a change since the server's render redraws the panel.
    await expect(async () => panel.scrollIntoViewIfNeeded()).toPass();
    await customer.screenshot({ path: test.info().outputPath('no-provider-390.png'), animations: 'disabled' });

    await panel.getByRole('button', { name: 'Keep Waiting' }).click();
    await expect(panel.getByRole('status')).toContainText('You chose to keep waiting.');
    await expect(panel.getByRole('status')).toBeFocused();
    await expect(panel.getByRole('button', { name: 'Keep Waiting' })).toHaveCount(0);

    await panel.getByRole('button', { name: 'Cancel and Refund' }).click();
    const confirm = customer.getByRole('alertdialog');
    await expect(confirm).toContainText('Your request will be cancelled and your deposit refunded in full to your card.');
    await confirm.getByRole('button', { name: 'Cancel and Refund' }).click();
    await expect(customer.getByRole('heading', { name: 'Request Cancelled' })).toBeVisible();
    await expect(customer.getByText('Your deposit was refunded')).toBeVisible();
    await expect.poll(async () => (await textsSentTo('+12145550471')).some((text) => /we refunded your \$\d+\.\d{2} deposit/.test(text.body))).toBe(true);
  } finally {
    await context.close();
  }
});

test('a provider who can no longer come gives the job back with a reason, and the customer is told they keep their place', async ({ browser, request, adminApi }) => {
  const tow = await aPaidTow(request, adminApi, '(214) 555-0472');
  const { providerJobId: jobId } = await adminApi.assign(tow.id, { name: 'Tess Lam', phone: '(972) 555-0472', etaMinutes: 20 });
  expect((await request.post(`/api/jobs/${jobId}/agreement`)).status()).toBe(204);
  expect((await request.post(`/api/jobs/${jobId}/steps`, { data: { action: 'start_job' } })).status()).toBe(200);

  // A driver on the way shares their position, as the job page asks: a phone that refused it gets a
  // 'Location Error' toast over the foot of the page, where 'Can't Make It' is.
  const context = await browser.newContext(phoneAt(DALLAS));
  try {
    const provider = await context.newPage();
    await provider.goto(`/provider/${jobId}`);
    await provider.getByRole('checkbox', { name: 'I have read and agree' }).check();
    await provider.getByRole('button', { name: 'Accept & Continue' }).click();
    await provider.getByRole('button', { name: "Can't Make It" }).click();
    const dialog = provider.getByRole('dialog', { name: 'Give this job back?' });
    await dialog.getByRole('button', { name: 'Give the Job Back' }).click();
    await expect(dialog).toContainText('Choose why you cannot do this job.');
    await dialog.getByRole('combobox', { name: /Why can't you do it\?/ }).selectOption({ label: 'Truck trouble' });
    await dialog.getByRole('textbox', { name: /Anything the dispatcher should know/ }).fill('Flat tire on I-35');
    await provider.screenshot({ path: test.info().outputPath('drop-dialog-390.png'), animations: 'disabled' });
    await dialog.getByRole('button', { name: 'Give the Job Back' }).click();

    await expect(provider.getByRole('heading', { name: 'Job Given Back' })).toBeVisible();
    await expect.poll(async () => (await textsSentTo('+12145550472')).some((text) => text.body.includes('your provider can no longer come. You keep your place'))).toBe(true);
    const view = await request.get(`/api/track/${tow.trackingId}`);
    expect(((await view.json()) as { status: string }).status).toBe('deposit_paid');
  } finally {
    await context.close();
  }
});
