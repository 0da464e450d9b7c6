import { expect, test } from './support/admin-api';
import { DALLAS, phoneAt } from './support/devices';
import { aPaidTow } from './support/paid-tow';

const PHONES = [
  {
    name: 'an iPhone',
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    directions: /^https:\/\/maps\.apple\.com\/\?daddr=32\.7767%2C-96\.797&dirflg=d$/,
  },
  {
    name: 'an Android phone',
    userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
    directions: /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=32\.7767%2C-96\.797&travelmode=driving$/,
  },
];

test("Start Navigation opens Apple Maps on an iPhone and Google Maps on an Android phone, to the customer's car", async ({ browser, request, adminApi }) => {
  const tow = await aPaidTow(request, adminApi, '(469) 555-0451');
  const { providerJobId } = await adminApi.assign(tow.id, { name: 'Dana Cruz', phone: '(469) 555-0452' });
  expect((await request.post(`/api/jobs/${providerJobId}/agreement`)).status()).toBe(204);
  expect((await request.post(`/api/jobs/${providerJobId}/steps`, { data: { action: 'start_job' } })).status()).toBe(200);

  for (const phone of PHONES) {
    const context = await browser.newContext({ ...phoneAt(DALLAS), userAgent: phone.userAgent });
    const page = await context.newPage();
    try {
      await page.goto(`/provider/${providerJobId}`);
      await page.getByRole('checkbox', { name: 'I have read and agree' }).check();
      await page.getByRole('button', { name: 'Accept & Continue' }).click();
      await expect(page.getByRole('link', { name: 'Start Navigation' }), `on ${phone.name}`).toHaveAttribute('href', phone.directions);
    } finally {
      await context.close();
    }
  }
});
