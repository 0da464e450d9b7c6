import { expect, test } from './support/admin-api';
import { PHONE } from './support/devices';
import { aPaidTow } from './support/paid-tow';
import { textsSentTo } from './support/twilio';

test('a customer whose provider is on the way sees what cancelling costs before confirming, and the provider is credited a trip fee', async ({
  browser,
  request,
  adminApi,
}) => {
  const tow = await aPaidTow(request, adminApi, '2145550431');
  const links = await adminApi.assign(tow.id, { name: 'Nora Cruz', phone: '(972) 555-0431', etaMinutes: 20 });
  expect((await request.post(`/api/jobs/${links.providerJobId}/agreement`)).status()).toBe(204);
  expect((await request.post(`/api/jobs/${links.providerJobId}/steps`, { data: { action: 'start_job' } })).status()).toBe(200);

  const customerContext = await browser.newContext(PHONE);
  try {
    const customer = await customerContext.newPage();
    await customer.goto(`/track/${links.trackingId}`);
    const panel = customer.getByRole('region', { name: 'Cancel Request' });
    const cost = /Your provider is on the way: the (\$\d+\.\d{2}) deposit will not be refunded\./;
    await expect(panel).toContainText(cost);
    // The page reads its request again as its live feed joins: a change since the server's render redraws the panel.
    await expect(async () => panel.scrollIntoViewIfNeeded()).toPass();
    await customer.screenshot({ path: test.info().outputPath('cancel-panel-390.png'), animations: 'disabled' });
    const deposit = cost.exec((await panel.textContent()) ?? '')![1];

    await panel.getByRole('button', { name: 'Cancel Request', exact: true }).click();
    const confirm = customer.getByRole('alertdialog', { name: 'Cancel your request?' });
    await expect(confirm).toContainText(`Your provider is on the way: the ${deposit} deposit will not be refunded. This cannot be undone.`);
    await customer.screenshot({ path: test.info().outputPath('cancel-confirm-390.png'), animations: 'disabled' });
    await confirm.getByRole('button', { name: 'Cancel Request', exact: true }).click();

    await expect(customer.getByRole('heading', { name: 'Request Cancelled' })).toBeVisible();
    await expect(customer.getByRole('region', { name: 'Cancel Request' })).toHaveCount(0);
    await expect.poll(async () => (await textsSentTo('+12145550431')).some((text) => text.body.includes(`the ${deposit} deposit is kept as the cancellation fee`))).toBe(true);
    await expect.poll(async () => (await textsSentTo('+19725550431')).some((text) => /the customer cancelled this job; do not go to the pickup\. You are credited a \$\d+\.\d{2} trip fee\./.test(text.body))).toBe(true);
  } finally {
    await customerContext.close();
  }
});
