import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/admin-api';
import { catalogue, englishOnScreen, englishPhrases } from './support/catalogues';
import { DALLAS, DESKTOP_ADMIN, phoneAt, toasts } from './support/devices';
import { aPaidTow } from './support/paid-tow';
import pg from 'pg';
import { BUSINESS_TIME_ZONE } from '../../src/domain/business-time';
import { e2eServerEnv } from './support/env';
import { providerPagePath } from './support/provider-page-admin';
import { textFrom, textsSentTo } from './support/twilio';
import { CAR_PHOTO } from './support/photos';

const CERTIFICATE = { name: 'certificate-of-insurance.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1') };

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** A year from now, as a date input takes it. */
const nextYear = () => `${new Date().getFullYear() + 1}-06-30`;

test('a tow operator applies from their phone with their documents, and each missing answer is named', async ({ browser }) => {
  const phone = await browser.newContext(phoneAt(DALLAS));
  try {
    const page = await phone.newPage();
    await page.goto('/');
    await page.getByRole('link', { name: 'Tow operator? Join our provider network' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join Our Provider Network');

    await page.getByRole('button', { name: 'Send Application' }).click();
    await expect(page.getByRole('textbox', { name: 'Company name' })).toBeFocused();
    await expect(page.getByText('Enter your company name as TDLR has it.')).toBeVisible();
    await expect(page.getByText('Choose at least one service you perform.')).toBeVisible();
    await expect(page.getByText('Add your certificate of insurance (a photo or a PDF, up to 10 MB).')).toBeVisible();

    await page.getByRole('textbox', { name: 'Company name' }).fill('Trinity Tow & Recovery');
    await page.getByRole('textbox', { name: 'Contact name' }).fill('Dana Reyes');
    await page.getByRole('textbox', { name: 'Mobile phone' }).fill('(214) 555-0166');
    await page.getByRole('textbox', { name: 'Email' }).fill('dana@trinitytow.example');
    await page.getByRole('group', { name: 'Services you perform' }).getByRole('checkbox', { name: 'Towing', exact: true }).check();
    await page.getByRole('group', { name: 'Vehicles you can tow' }).getByRole('checkbox', { name: /^Light/ }).check();
    await page.getByRole('textbox', { name: 'Home base address' }).fill('2500 Singleton Blvd, Dallas, TX');
    await page.getByRole('textbox', { name: 'Tow company licence number' }).fill('0651234 vsf');
    await page.getByRole('textbox', { name: 'Tow operator licence number' }).fill('1234567');
    await page.getByRole('textbox', { name: 'Tow truck permit numbers' }).fill('0123456CT\n0123457CT');
    await page.getByLabel('Company licence expires on').fill(nextYear());
    await page.getByRole('textbox', { name: 'Insurance company' }).fill('Lone Star Mutual');
    await page.getByRole('textbox', { name: 'Policy number' }).fill('TX-AUTO-889122');
    const coverage = page.getByRole('textbox', { name: 'Liability coverage' });
    await coverage.fill('$300,000');
    await page.getByLabel('Policy expires on').fill(nextYear());
    await page.getByLabel('Certificate of insurance').setInputFiles(CERTIFICATE);
    await page.getByLabel('Photos of your TDLR licences').setInputFiles([CAR_PHOTO]);
    await expect(page.getByText('certificate-of-insurance.pdf')).toBeVisible();

    // Too little cover is named, and the agreement's minimum said.
    await page.getByRole('button', { name: 'Send Application' }).click();
    await expect(coverage).toBeFocused();
    await expect(coverage).toHaveAccessibleDescription(/must be at least \$500,000/);
    await coverage.fill('$1,000,000');
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Send Application' }).click();

    await expect(page.getByRole('heading', { name: 'Application Received' })).toBeVisible();
    await expect(page.getByText('We texted a confirmation to (214) 555-0166.')).toBeVisible();
  } finally {
    await phone.close();
  }
});

test('the join page reads wholly in Spanish', async ({ browser }) => {
  const ES = catalogue('es');
  const phone = await browser.newContext({ ...phoneAt(DALLAS), locale: 'es-MX' });
  try {
    const page = await phone.newPage();
    await page.goto('/providers/join');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ES['join.page.heading']);
    await page.getByRole('button', { name: ES['join.submit'] }).click();
    await expect(page.getByText(ES['join.error.companyName'])).toBeVisible();
    expect(await englishOnScreen(page, englishPhrases()), 'English left on the Spanish join page').toEqual([]);
  } finally {
    await phone.close();
  }
});

test('a dispatcher reviews an application with its documents and approves it, and the new provider is among the candidates', async ({ browser, request, adminApi }) => {
  const application = {
    companyName: 'Brazos Wreckers',
    contactName: 'Luis Brazos',
    phone: '(214) 555-0168',
    email: 'luis@brazos.example',
    services: ['Towing'],
    vehicleClasses: ['light'],
    homeAddress: '1900 Elm St, Dallas, TX',
    homeLat: DALLAS.latitude + 0.01,
    homeLng: DALLAS.longitude,
    serviceRadiusMiles: 25,
    companyLicence: '0657788C',
    operatorLicence: '7654321',
    truckPermits: ['0987654CT'],
    licenceExpiresOn: nextYear(),
    insuranceCarrier: 'Lone Star Mutual',
    insurancePolicy: 'TX-AUTO-5550168',
    insuranceCoverageCents: 75_000_000,
    insuranceExpiresOn: nextYear(),
  };
  const sent = await request.post('/api/provider-applications', { multipart: { application: JSON.stringify(application), insuranceCertificate: CERTIFICATE, licencePhotos: CAR_PHOTO } });
  expect(sent.status()).toBe(201);
  const tow = await aPaidTow(request, adminApi, '(214) 555-0169');

  const desk = await browser.newContext({ ...DESKTOP_ADMIN, viewport: { width: 1366, height: 900 } });
  try {
    const page = await desk.newPage();
    await page.goto('/admin/providers');
    await page.getByRole('tab', { name: /^Applications \(\d+\)$/ }).click();
    const card = page.getByRole('article', { name: 'Brazos Wreckers' });
    for (const line of ['0657788C', '7654321', '0987654CT', 'Lone Star Mutual', 'TX-AUTO-5550168', '$750,000']) await expect(card).toContainText(line);
    await expect(card.getByRole('link', { name: /Certificate of insurance/ })).toHaveAttribute('target', '_blank');
    await expect(card.getByRole('link', { name: /Licence photo 1/ })).toBeVisible();
    await expectNoSeriousViolations(page);

    await card.getByRole('button', { name: 'Approve Brazos Wreckers' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Approve Brazos Wreckers?' });
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await expect(toasts(page).getByText('Application Approved', { exact: true })).toBeVisible();
    await expect(card).toHaveCount(0);
    await expect.poll(async () => (await textsSentTo('+12145550168')).map((text) => text.body).join('\n')).toMatch(/welcome to the network, Brazos Wreckers!/);

    await page.getByRole('tab', { name: 'Roster' }).click();
    const row = page.getByRole('list', { name: 'Provider roster' }).getByRole('listitem').filter({ hasText: 'Brazos Wreckers' });
    await expect(row).toContainText('Documents current');
    await expect(row).toContainText(/Insurance expires|Licence expires/);
    await row.getByRole('button', { name: 'Documents for Brazos Wreckers' }).click();
    const documents = page.getByRole('dialog', { name: 'Documents for Brazos Wreckers' });
    await expect(documents).toContainText('0657788C');
    await expect(documents.getByRole('link', { name: /Certificate of insurance/ })).toBeVisible();
    await expect(documents).toContainText('Applied');
    await expect(documents).toContainText('Approved');
    await page.keyboard.press('Escape');
    await expect(documents).toHaveCount(0);

    // On duty by text, as providers go, and offered this job like any other provider.
    await textFrom('+12145550168', 'ON');
    await expect.poll(async () => (await textsSentTo('+12145550168')).map((text) => text.body).join('\n')).toContain('you are on duty');
    await page.goto(`/admin/request/${tow.id}`);
    await expect(page.getByRole('region', { name: 'Best providers for this job' })).toContainText('Brazos Wreckers');
  } finally {
    await desk.close();
  }
});

test('on a phone the dispatcher reads the applications without scrolling sideways', async ({ browser }) => {
  const desk = await browser.newContext({ ...DESKTOP_ADMIN, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const page = await desk.newPage();
    await page.goto('/admin/providers');
    await page.getByRole('tab', { name: /^Applications/ }).click();
    await expect(page.getByRole('heading', { name: 'Applications waiting' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
  } finally {
    await desk.close();
  }
});

/** Sets a roster entry's documents as the daily check would find them, days counted from today in Dallas. */
async function setDocuments(providerId: string, insuranceInDays: number, standing: { status: string; suspension: string | null }) {
  const db = new pg.Client({ connectionString: e2eServerEnv.DATABASE_URL });
  await db.connect();
  try {
    await db.query(
      `update providers set company_licence = '0651234VSF', operator_licence = '1234567', truck_permits = '{0123456CT}', insurance_carrier = 'Lone Star Mutual',
         insurance_policy = 'TX-1', insurance_coverage_cents = 50000000, licence_expires_on = (now() at time zone $5)::date + 200,
         insurance_expires_on = (now() at time zone $5)::date + $2::int, network_status = $3, suspension = $4 where id = $1`,
      [providerId, insuranceInDays, standing.status, standing.suspension, BUSINESS_TIME_ZONE],
    );
  } finally {
    await db.end();
  }
}

test("the provider's page warns before a document lapses, and says why no jobs come once it has", async ({ browser, adminApi }) => {
  const provider = await adminApi.addProvider({ name: 'Cedar Hill Towing', phone: '(972) 555-0277', email: 'cedar@example.com', vehicleInfo: 'Flatbed', services: ['Towing'] });
  await setDocuments(provider.id, 5, { status: 'active', suspension: null });
  const path = await providerPagePath(provider.id);
  const phone = await browser.newContext(phoneAt(DALLAS));
  try {
    const page = await phone.newPage();
    await page.goto(path);
    // A provider new to the roster accepts the agreement first.
    const agreement = page.getByRole('dialog', { name: 'Provider Service Agreement' });
    await agreement.getByRole('checkbox', { name: 'I have read and agree' }).check();
    await agreement.getByRole('button', { name: 'Accept & Continue' }).click();
    await expect(agreement).toHaveCount(0);
    const renew = page.getByRole('status', { name: 'Renew Your Documents' });
    await expect(renew).toContainText(/Your liability insurance expires on \w+ \d{1,2}, \d{4} \(in 5 days\)/);

    await setDocuments(provider.id, -1, { status: 'suspended', suspension: 'insurance_expired' });
    await page.reload();
    const suspended = page.getByRole('alert', { name: 'Your Account Is Suspended' });
    await expect(suspended).toContainText('Your liability insurance expired on');
    await page.getByRole('switch', { name: 'Take job offers' }).click();
    await expect(toasts(page).getByText('Your provider account is suspended until a dispatcher approves your renewed documents', { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Take job offers' })).toHaveAttribute('aria-checked', 'false');
  } finally {
    await phone.close();
  }
});
