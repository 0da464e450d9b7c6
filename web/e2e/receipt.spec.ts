import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import pg from 'pg';
import { expect, test } from './support/admin-api';
import { catalogue, englishOnScreen, englishPhrases } from './support/catalogues';
import { DALLAS, phoneAt } from './support/devices';
import { e2eServerEnv } from './support/env';
import { aPaidTow } from './support/paid-tow';
import { uploadPhotoThroughApi } from './support/photos';
import { takeProviderStep } from './support/provider-steps';

/** The receipt link in the text the customer was sent at completion. */
async function textedReceiptPath(requestId: string): Promise<string> {
  const db = new pg.Client({ connectionString: e2eServerEnv.DATABASE_URL });
  await db.connect();
  try {
    const { rows } = await db.query<{ body: string }>(`select body from sms_messages where request_id = $1 and template = 'receipt-link'`, [requestId]);
    expect(rows, 'one receipt text').toHaveLength(1);
    const path = /https?:\/\/[^/\s]+(\/receipt\/[\w-]{22})\s/.exec(rows[0].body)?.[1];
    expect(path, `a receipt link in "${rows[0].body}"`).toBeTruthy();
    return path!;
  } finally {
    await db.end();
  }
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/** Pages of a PDF, counted by its page objects. */
const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;

test('completion texts an itemized receipt that shows every line to the cent, prints on one page and downloads as a PDF', async ({
  browser,
  request,
  adminApi,
}) => {
  // A $200.00 tow, $30.00 deposit paid by the test Visa; a $75.00 winch-out approved at the car.
  const tow = await aPaidTow(request, adminApi, '(214) 555-0186');
  const { providerJobId, trackingId } = await adminApi.assign(tow.id, { name: 'Marisol Vega', phone: '(972) 555-0186' });
  expect((await request.post(`/api/jobs/${providerJobId}/agreement`)).status()).toBe(204);
  expect((await request.post(`/api/jobs/${providerJobId}/steps`, { data: { action: 'start_job' } })).status()).toBe(200);

  const phone = await browser.newContext(phoneAt(DALLAS));
  const desktop = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  try {
    const provider = await phone.newPage();
    await provider.goto(`/provider/${providerJobId}`);
    await provider.getByRole('checkbox', { name: 'I have read and agree' }).check();
    await provider.getByRole('button', { name: 'Accept & Continue' }).click();
    await takeProviderStep(provider, 'Arrived');
    const photo = await uploadPhotoThroughApi(request, providerJobId, 'extra');
    const proposed = await request.post(`/api/jobs/${providerJobId}/extras`, { data: { kind: 'winch_out', amountCents: 7_500, photoId: photo.id } });
    expect(proposed.status()).toBe(201);
    const [extra] = ((await proposed.json()) as { extras: { id: string }[] }).extras;
    expect((await request.post(`/api/track/${trackingId}/extras/${extra.id}`, { data: { answer: 'approve' } })).status()).toBe(200);
    await takeProviderStep(provider, 'Start Service');
    await takeProviderStep(provider, 'Complete Job');
    await expect(provider.getByRole('region', { name: 'Job status' })).toContainText('Completed');

    const receiptPath = await textedReceiptPath(tow.id);
    const customer = await phone.newPage();
    await customer.goto(receiptPath);
    const receipt = customer.getByRole('article');
    await expect(receipt.getByRole('heading', { level: 1 })).toHaveText('Itemized Receipt');
    for (const line of [
      'DFW Roadside Assistance',
      /Receipt R-[0-9A-F]{8} · Issued /,
      'Towing',
      '2016 Toyota Tacoma',
      'Marisol Vega',
      'TDLR licence',
      'not on file',
      '2200 Ross Ave, Dallas, TX',
      /Provider arrived \w{3} \d{1,2}, \d{4}/,
      '400 S Houston St, Dallas, TX',
      // The tow's drop-off: when the provider completed the job there.
      /400 S Houston St, Dallas, TXDropped off \w{3} \d{1,2}, \d{4}/,
      /with your arrival code/,
    ]) {
      await expect(receipt).toContainText(line);
    }
    const charges = receipt.getByRole('table');
    const row = (name: string | RegExp) => charges.getByRole('row', { name });
    await expect(row(/^Accepted price/)).toContainText('$200.00');
    await expect(row(/^Winch-out/)).toContainText('$75.00');
    await expect(row(/^Total/)).toContainText('$275.00');
    await expect(row(/^Deposit paid by card \(Visa ending in 4242\)/)).toContainText('-$30.00');
    await expect(row(/^Balance paid on site/)).toContainText('$245.00');
    const photos = receipt.getByRole('region', { name: 'Photos' }).getByRole('img');
    await expect(photos).toHaveCount(3);
    await expect(photos.first()).toHaveAccessibleName(/^(Pickup|Extra charge|Completion) photo taken at \d{1,2}:\d{2}\s[AP]M$/);
    await expect(receipt.getByRole('region', { name: 'Photos' })).toContainText(/Pickup photo, \d{1,2}:\d{2}\s[AP]M/);
    await expect.poll(() => photos.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0))).toBe(true);
    await expectNoSeriousViolations(customer);

    // Downloaded as a PDF drawn by the server.
    const [download] = await Promise.all([customer.waitForEvent('download'), receipt.getByRole('link', { name: 'Download PDF' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^receipt-R-[0-9A-F]{8}\.pdf$/);

    // Printed: the site's bars and the receipt's buttons stay off the paper, and it fits one page.
    const wide = await desktop.newPage();
    await wide.goto(receiptPath);
    await expect(wide.getByRole('article')).toContainText('Balance paid on site');
    await expect.poll(() => wide.getByRole('article').getByRole('img').evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete))).toBe(true);
    await wide.emulateMedia({ media: 'print' });
    await expect(wide.getByRole('banner')).toBeHidden();
    await expect(wide.getByRole('contentinfo').filter({ hasText: 'Roadside' }).first()).toBeHidden();
    await expect(wide.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(wide.getByRole('link', { name: 'Download PDF' })).toBeHidden();
    expect(pageCount(await wide.pdf({ format: 'Letter', printBackground: true }))).toBe(1);
    await wide.emulateMedia({ media: 'screen' });

    // In Spanish, every line.
    await wide.getByRole('banner').getByRole('button', { name: 'Español' }).click();
    const ES = catalogue('es');
    await expect(wide.getByRole('heading', { level: 1 })).toHaveText(ES['shared.receipt.title']);
    await expect(wide.getByRole('table').getByRole('row', { name: /^Saldo pagado en el lugar/ })).toContainText('$245.00');
    await expect(wide.getByRole('table').getByRole('row', { name: /^Rescate con malacate/ })).toContainText('$75.00');
    expect(await englishOnScreen(wide, englishPhrases()), 'English left on the Spanish receipt').toEqual([]);
  } finally {
    await Promise.all([phone.close(), desktop.close()]);
  }
});

test('a receipt link that is not one says so in words', async ({ page }) => {
  await page.goto('/receipt/AAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Receipt Not Found');
  await expect(page.getByText('This receipt link is not valid. Check the link in your text.')).toBeVisible();
});
