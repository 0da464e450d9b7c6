import { expect, test } from './support/admin-api';
import { catalogue } from './support/catalogues';
import { DALLAS, phoneAt } from './support/devices';
import { aPaidTow } from './support/paid-tow';
import { arrivalCodeDialog, storedArrivalCode } from './support/provider-steps';

const ES = catalogue('es');

const otherThan = (code: string) => (code === '1111' ? '2222' : '1111');

test('at 390 px, a wrong arrival code is shown under the title Wrong Arrival Code, in English and in Spanish', async ({ browser, request, adminApi }) => {
  const tow = await aPaidTow(request, adminApi, '(469) 555-0411');
  const { providerJobId } = await adminApi.assign(tow.id, { name: 'Dana Cruz', phone: '(469) 555-0412' });
  const context = await browser.newContext(phoneAt(DALLAS));
  const provider = await context.newPage();
  try {
    await provider.goto(`/provider/${providerJobId}`);
    await provider.getByRole('checkbox', { name: 'I have read and agree' }).check();
    await provider.getByRole('button', { name: 'Accept & Continue' }).click();
    await provider.getByRole('button', { name: 'Start Job', exact: true }).click();
    await provider.getByRole('button', { name: 'Arrived', exact: true }).click();
    const wrongCode = otherThan(await storedArrivalCode(providerJobId));

    const dialog = arrivalCodeDialog(provider);
    await dialog.getByRole('textbox', { name: 'Arrival code from the customer' }).fill(wrongCode);
    await dialog.getByRole('button', { name: 'Confirm Arrival' }).click();
    const [title, message] = [dialog.getByRole('alert').locator('p').first(), dialog.getByRole('alert').locator('p').nth(1)];
    await expect(title).toHaveText('Wrong Arrival Code');
    await expect(message).toHaveText("That is not the customer's arrival code. Ask them for the code on their tracking page (4 tries left).");
    expect((await title.boundingBox())!.y).toBeLessThan((await message.boundingBox())!.y);

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await provider.getByRole('button', { name: 'Español' }).click();
    await provider.getByRole('button', { name: ES['provider.step.arrived'], exact: true }).click();
    const spanish = provider.getByRole('dialog', { name: ES['provider.arrivalCode.title'] });
    await spanish.getByRole('textbox', { name: ES['provider.arrivalCode.label'] }).fill(wrongCode);
    await spanish.getByRole('button', { name: ES['provider.arrivalCode.confirm'] }).click();
    await expect(spanish.getByRole('alert').locator('p').first()).toHaveText(ES['provider.arrivalCode.problem.wrong']);
    await expect(spanish.getByRole('alert').locator('p').nth(1)).toHaveText(ES['errors.wrongArrivalCode']);
  } finally {
    await context.close();
  }
});
