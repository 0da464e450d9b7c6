import { expect, test } from './support/admin-api';
import { catalogue } from './support/catalogues';
import { DALLAS, PHONE } from './support/devices';
import { providerPagePath } from './support/provider-page-admin';

const EN = catalogue('en');
const ES = catalogue('es');

test("the provider page's agreement, asked once for every job to come, speaks of no one job, in English or Spanish", async ({ browser, adminApi }) => {
  const provider = await adminApi.addProvider({
    name: 'Trinity Tow LLC',
    contactName: 'Maria Gomez',
    phone: '(469) 555-0441',
    email: 'dispatch@trinity-tow.example.com',
    vehicleInfo: 'Flatbed',
    services: ['Towing'],
    homeAddress: 'Dallas, TX',
    homeLat: DALLAS.latitude,
    homeLng: DALLAS.longitude,
    serviceRadiusMiles: 25,
  });
  const path = await providerPagePath(provider.id);

  for (const viewport of [PHONE.viewport!, { width: 1366, height: 900 }]) {
    const context = await browser.newContext({ ...PHONE, viewport, locale: 'en-US' });
    const page = await context.newPage();
    try {
      await page.goto(path);
      const agreement = page.getByRole('dialog', { name: 'Provider Service Agreement' });
      await expect(agreement).toContainText(EN['providerPage.agreement.intro']);
      await agreement.getByRole('button', { name: 'View Full Terms' }).click();
      await expect(agreement).toContainText('5. Customer Data');
      await expect(agreement).not.toContainText(/this job/i);

      await agreement.getByRole('button', { name: 'Español' }).click();
      const spanish = page.getByRole('dialog', { name: ES['provider.agreement.title'] });
      await expect(spanish).toContainText(ES['providerPage.agreement.intro']);
      await expect(spanish).not.toContainText(/este trabajo/i);
    } finally {
      await context.close();
    }
  }
});
